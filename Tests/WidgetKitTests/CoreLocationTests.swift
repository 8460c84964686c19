import CoreLocation
import Testing

@Suite("CoreLocation's data types")
struct CoreLocationTests {
    @Test func distancesAreGreatCircleMetres() {
        let paris = CLLocation(latitude: 48.8566, longitude: 2.3522)
        let london = CLLocation(latitude: 51.5074, longitude: -0.1278)
        #expect(abs(paris.distance(from: london) - 343_556) < 500)
        #expect(paris.distance(from: paris) == 0)
        #expect(CLLocationCoordinate2DIsValid(paris.coordinate) && !CLLocationCoordinate2DIsValid(kCLLocationCoordinate2DInvalid))
    }

    final class Listener: NSObject, CLLocationManagerDelegate, @unchecked Sendable {
        var errors: [any Error] = []
        func locationManager(_ manager: CLLocationManager, didFailWithError error: any Error) { errors.append(error) }
    }

    /// No location service on the host: nothing is known and a request fails at once.
    @Test func theManagerKnowsNoLocation() {
        let manager = CLLocationManager()
        let listener = Listener()
        manager.delegate = listener
        manager.requestWhenInUseAuthorization()
        manager.requestLocation()
        #expect(manager.location == nil && manager.authorizationStatus == .restricted && !CLLocationManager.locationServicesEnabled())
        #expect((listener.errors.first as? CLError)?.code == .locationUnknown)
    }
}
