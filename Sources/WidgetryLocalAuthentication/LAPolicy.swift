import Foundation

/// What an evaluation asks the user to prove, as Apple's `LAPolicy`.
public enum LAPolicy: Int, Sendable {
    /// Face ID, Touch ID or Optic ID.
    case deviceOwnerAuthenticationWithBiometrics = 1
    /// Biometrics, falling back to the device passcode.
    case deviceOwnerAuthentication = 2
    /// A paired Apple Watch.
    case deviceOwnerAuthenticationWithWatch = 3
    /// Biometrics or a paired Apple Watch.
    case deviceOwnerAuthenticationWithBiometricsOrWatch = 4
    /// A worn Apple Watch (macOS).
    case deviceOwnerAuthenticationWithWristDetection = 5
}

/// The kind of biometric sensor the device has, as Apple's `LABiometryType`.
public enum LABiometryType: Int, Sendable {
    /// No biometric sensor: always the case on a Linux host.
    case none = 0
    /// Touch ID.
    case touchID = 1
    case faceID = 2
    case opticID = 4
}
