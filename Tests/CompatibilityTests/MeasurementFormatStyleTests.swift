// Measurement.formatted as workout code shows distances, energy and speed: converted for the
// usage to the locale's units, numbers in the given style.
import Foundation
import Testing

@Suite struct MeasurementFormatStyleTests {
    private let us = Locale(identifier: "en_US")
    private let uk = Locale(identifier: "en_GB")
    private let france = Locale(identifier: "fr_FR")

    @Test func roadDistancesFollowTheLocale() {
        let distance = Measurement(value: 5, unit: UnitLength.kilometers)
        #expect(distance.formatted(.measurement(width: .abbreviated, usage: .road).locale(us)) == "3.1 mi")
        #expect(distance.formatted(.measurement(width: .abbreviated, usage: .road).locale(france)) == "5 km")
        #expect(distance.formatted(.measurement(width: .narrow, usage: .asProvided).locale(us)) == "5km")
        #expect(distance.formatted(.measurement(width: .wide, usage: .asProvided).locale(us)) == "5 kilometers")
    }

    @Test func workoutEnergyIsInKilocaloriesWithTheNumberStyle() {
        let energy = Measurement(value: 1046, unit: UnitEnergy.kilojoules)
        let text = energy.formatted(
            .measurement(width: .abbreviated, usage: .workout, numberFormatStyle: .number.precision(.fractionLength(0))).locale(us))
        #expect(text == "250 " + UnitEnergy.kilocalories.symbol)
    }

    @Test func speedsAndTemperaturesUseTheLocaleUnits() {
        let speed = Measurement(value: 10, unit: UnitSpeed.metersPerSecond)
        #expect(speed.formatted(.measurement(width: .abbreviated, usage: .general).locale(us)) == "22.4 mph")
        #expect(speed.formatted(.measurement(width: .abbreviated, usage: .general).locale(france)) == "36 km/h")
        let temperature = Measurement(value: 20, unit: UnitTemperature.celsius)
        #expect(temperature.formatted(.measurement(width: .narrow, usage: .weather).locale(us)) == "68°F")
        #expect(temperature.formatted(.measurement(width: .narrow, usage: .weather).locale(uk)) == "20°C")
    }
}
