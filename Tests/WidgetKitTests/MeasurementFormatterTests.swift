import Foundation
import Testing
import WidgetKit

@Suite("MeasurementFormatter")
struct MeasurementFormatterTests {
    /// The shape a weather widget writes: no fraction, the temperature without its unit.
    @Test func temperaturesInTheLocalesUnit() {
        let formatter = MeasurementFormatter()
        formatter.locale = Locale(identifier: "en_GB")
        formatter.numberFormatter.maximumFractionDigits = 0
        formatter.unitOptions = .temperatureWithoutUnit
        #expect(formatter.string(from: Measurement<UnitTemperature>(value: 21.4, unit: .celsius)) == "21°")
        formatter.unitOptions = []
        #expect(formatter.string(from: Measurement<UnitTemperature>(value: 70, unit: .fahrenheit)) == "21°C")
        formatter.locale = Locale(identifier: "en_US")
        #expect(formatter.string(from: Measurement<UnitTemperature>(value: 20, unit: .celsius)) == "68°F")
        formatter.unitOptions = .providedUnit
        formatter.unitStyle = .long
        #expect(formatter.string(from: Measurement<UnitTemperature>(value: 20, unit: .celsius)) == "20 degrees Celsius")
    }

    @Test func otherUnitsKeepTheirUnit() {
        let formatter = MeasurementFormatter()
        formatter.locale = Locale(identifier: "en_US")
        #expect(formatter.string(from: Measurement<UnitLength>(value: 5.25, unit: .kilometers)) == "5.25 km")
        formatter.unitStyle = .short
        #expect(formatter.string(from: Measurement<UnitLength>(value: 5, unit: .kilometers)) == "5km")
        formatter.unitStyle = .long
        #expect(formatter.string(from: Measurement<UnitSpeed>(value: 1, unit: .milesPerHour)) == "1 mile per hour")
        #expect(formatter.string(from: UnitLength.miles) == "miles")
    }
}
