// LAContext on a host without biometrics, a passcode or a watch: every policy fails with the
// error Apple gives a device without them, however the caller asks.
import Foundation
import LocalAuthentication
import Testing

@testable import FoundationFixtures

@Suite("LocalAuthentication: LAContext")
struct LocalAuthenticationTests {
    @Test func canEvaluatePolicyIsFalseWithApplesError() {
        let context = LAContext()
        var error: NSError?
        #expect(!context.canEvaluatePolicy(.deviceOwnerAuthenticationWithBiometrics, error: &error))
        #expect(error?.domain == LAErrorDomain && error?.domain == "com.apple.LocalAuthentication")
        #expect(error?.code == LAError.biometryNotAvailable.rawValue && error?.code == -6)
        #expect(error?.localizedDescription == "Biometry is not available on this device.")
        #expect(!context.canEvaluatePolicy(.deviceOwnerAuthentication, error: &error))
        #expect(error?.code == LAError.Code.passcodeNotSet.rawValue)
        #expect(context.biometryType == .none)
        #expect(context.evaluatedPolicyDomainState == nil)
        #expect(AccountSnapshot.lockStatus == "No biometric lock")
    }

    @Test func evaluationFailsAsynchronously() async {
        let context = LAContext()
        context.localizedCancelTitle = "Not now"
        do {
            _ = try await context.evaluatePolicy(.deviceOwnerAuthenticationWithBiometrics, localizedReason: "Unlock your notes")
            Issue.record("evaluation succeeded")
        } catch let error as LAError {
            #expect(error.code == .biometryNotAvailable)
            #expect((error as NSError).code == -6)
        } catch {
            Issue.record("not an LAError: \(error)")
        }
    }

    @Test func evaluationRepliesWithTheError() async {
        let (success, error) = await withCheckedContinuation { continuation in
            LAContext().evaluatePolicy(.deviceOwnerAuthentication, localizedReason: "Unlock") { success, error in
                continuation.resume(returning: (success, error))
            }
        }
        #expect(!success)
        #expect((error as? LAError)?.code == .passcodeNotSet)
    }

    @Test func anInvalidatedContextSaysSo() {
        let context = LAContext()
        context.invalidate()
        var error: NSError?
        #expect(!context.canEvaluatePolicy(.deviceOwnerAuthenticationWithBiometrics, error: &error))
        #expect(error?.code == LAError.Code.invalidContext.rawValue)
    }
}
