// StoreKit's entitlement checks on a host with no App Store: no entitlements, no products, and
// the errors Apple gives when the store cannot be reached.
import Foundation
import StoreKit
import Testing

@testable import FoundationFixtures

@Suite("StoreKit: entitlements without an App Store")
struct StoreKitTests {
    @Test func thereAreNoEntitlements() async {
        var count = 0
        for await _ in Transaction.currentEntitlements { count += 1 }
        for await _ in Transaction.all { count += 1 }
        for await _ in Transaction.unfinished { count += 1 }
        #expect(count == 0)
        #expect(await Transaction.latest(for: Entitlements.proProductID) == nil)
        #expect(await Transaction.currentEntitlement(for: Entitlements.proProductID) == nil)
        #expect(await Entitlements.purchasedProductIDs().isEmpty)
        #expect(await !Entitlements.hasPro())
        #expect(!AppStore.canMakePayments)
    }

    @Test func productsCannotBeLoaded() async throws {
        switch await Entitlements.loadProducts() {
        case .success(let products): Issue.record("loaded \(products)")
        case .failure(let error):
            guard case StoreKitError.networkError(let urlError) = error else { Issue.record("\(error)"); return }
            #expect(urlError.code == .cannotConnectToHost)
        }
        await #expect(throws: StoreKitError.self) { try await AppStore.sync() }
        #expect(try await Product.SubscriptionInfo.status(for: "group").isEmpty)
    }

    /// `updates` waits, as Apple's does while nothing is bought, and ends with its task.
    @Test func updatesEndWhenTheirTaskIsCancelled() async {
        let listener = Task {
            var received = 0
            for await _ in Transaction.updates { received += 1 }
            return received
        }
        listener.cancel()
        #expect(await listener.value == 0)
    }

    @Test func verificationResultsGiveTheirPayload() throws {
        let verified = VerificationResult<String>.verified("receipt")
        #expect(try verified.payloadValue == "receipt")
        let unverified = VerificationResult<String>.unverified("forged", .invalidSignature)
        #expect(throws: VerificationResult<String>.VerificationError.invalidSignature) { try unverified.payloadValue }
        #expect(unverified.unsafePayloadValue == "forged")
        #expect(throws: StoreError.self) { try Entitlements.checkVerified(unverified) }
    }
}
