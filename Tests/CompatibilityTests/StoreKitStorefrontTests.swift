// StoreKit's storefront, subscription statuses and subscription formatting on a host without an
// App Store: no storefront, update sequences that wait until their task is cancelled, and real
// formatting.
import Foundation
import StoreKit
import Testing

@Suite("StoreKit: storefront, status updates and formatting without an App Store")
struct StoreKitStorefrontTests {
    @Test func thereIsNoStorefront() async {
        #expect(await Storefront.current == nil)
    }

    @Test func storefrontUpdatesEndWhenTheirTaskIsCancelled() async {
        let listener = Task {
            var received: [Storefront] = []
            for await storefront in Storefront.updates { received.append(storefront) }
            return received
        }
        listener.cancel()
        #expect(await listener.value.isEmpty)
    }

    @Test func statusUpdatesEndWhenTheirTaskIsCancelled() async {
        let listener = Task {
            var received = 0
            for await _ in Product.SubscriptionInfo.Status.updates { received += 1 }
            return received
        }
        listener.cancel()
        #expect(await listener.value == 0)
    }

    @Test func subscriptionPeriodUnitsAreNamed() {
        let units: [Product.SubscriptionPeriod.Unit] = [.day, .week, .month, .year]
        #expect(units.map(\.localizedDescription) == ["Day", "Week", "Month", "Year"])
        #expect(Product.SubscriptionPeriod.Unit.month.formatted(Product.SubscriptionPeriod.Unit.FormatStyle()) == "month")
    }
}

@Suite("Foundation: String.LocalizationValue with specifier:")
struct LocalizationValueSpecifierTests {
    @Test func aSpecifierFormatsTheValue() {
        let number = 7
        #expect(String(localized: "#\(12)\(number, specifier: "%02d")") == "#1207")
        #expect(String(localized: "\(2.5, specifier: "%.2f") km") == "2.50 km")
        let value: String.LocalizationValue = "Order #\(number, specifier: "%03d") of \(40)"
        #expect(value.key == "Order #%03d of %lld")
        #expect(String(localized: value) == "Order #007 of 40")
    }
}
