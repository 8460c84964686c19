import Foundation

extension Product.SubscriptionPeriod.Unit {
    /// The unit's name, capitalised ("Month"), as Apple's `localizedDescription`. Linux has no
    /// StoreKit string tables: the names are English.
    public var localizedDescription: String {
        switch self {
        case .day: "Day"
        case .week: "Week"
        case .month: "Month"
        case .year: "Year"
        }
    }

    /// The unit written by `format` (`unit.formatted(product.subscriptionPeriodUnitFormatStyle)`:
    /// "month").
    public func formatted<S: Foundation.FormatStyle>(_ format: S) -> S.FormatOutput where S.FormatInput == Self {
        format.format(self)
    }

    /// How a subscription period's unit is written in a price ("$4.99/month"), as Apple's
    /// `Product.SubscriptionPeriod.Unit.FormatStyle`: the unit's name in lower case (English;
    /// Linux has no StoreKit string tables).
    public struct FormatStyle: Foundation.FormatStyle, Codable, Hashable, Sendable {
        public init() {}

        public func format(_ value: Product.SubscriptionPeriod.Unit) -> String {
            value.localizedDescription.lowercased()
        }
    }
}

extension Product {
    /// How the product's prices are written ("$4.99"), as Apple's `priceFormatStyle`: a currency
    /// style in the current locale's currency (Apple's is the storefront's; a host has none).
    public var priceFormatStyle: Decimal.FormatStyle.Currency {
        Decimal.FormatStyle.Currency(code: Locale.current.currency?.identifier ?? "USD", locale: .current)
    }

    /// How the unit of the product's subscription period is written ("month"), as Apple's
    /// `subscriptionPeriodUnitFormatStyle`.
    public var subscriptionPeriodUnitFormatStyle: SubscriptionPeriod.Unit.FormatStyle {
        SubscriptionPeriod.Unit.FormatStyle()
    }
}
