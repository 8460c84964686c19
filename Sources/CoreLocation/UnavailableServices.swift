import Foundation

/// Apple's geocoder is not provided: it needs Apple's geocoding service.
@available(*, unavailable, message: "CLGeocoder needs Apple's geocoding service, which a Linux host does not have: store the place's name with its coordinate")
open class CLGeocoder { public init() {} }
