import Foundation

/// A signed value and whether its signature checks out, as Apple's `VerificationResult`:
/// StoreKit hands transactions out wrapped in one.
public enum VerificationResult<SignedType> {
    /// The signature is not valid, for the reason given.
    case unverified(SignedType, VerificationResult<SignedType>.VerificationError)
    /// The signature is valid.
    case verified(SignedType)

    /// Why a signature is not valid.
    public enum VerificationError: Error, Sendable {
        case revokedCertificate
        case invalidCertificateChain
        case invalidDeviceVerification
        case invalidEncoding
        case invalidSignature
        case missingRequiredProperties
    }

    /// The value, if verified; throws the verification error otherwise.
    public var payloadValue: SignedType {
        get throws {
            switch self {
            case .verified(let value): return value
            case .unverified(_, let error): throw error
            }
        }
    }

    /// The value, verified or not.
    public var unsafePayloadValue: SignedType {
        switch self {
        case .verified(let value), .unverified(let value, _): value
        }
    }
}

extension VerificationResult: Sendable where SignedType: Sendable {}
extension VerificationResult: Equatable where SignedType: Equatable {}
extension VerificationResult: Hashable where SignedType: Hashable {}
extension VerificationResult.VerificationError: Equatable, Hashable {}
