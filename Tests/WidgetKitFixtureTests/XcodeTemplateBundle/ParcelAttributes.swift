// A Live Activity's attributes in a file the app and the widget extension both compile, as
// Xcode 16's widget-extension template starts them (shared by target membership).
import ActivityKit
import Foundation

struct ParcelAttributes: ActivityAttributes {
    public struct ContentState: Codable, Hashable {
        // What changes while the parcel travels.
        var stopsAway: Int
        var arrival: Date
    }

    // What stays the same for the whole delivery.
    var parcelName: String
    var courier: String
}
