import Foundation

/// An authentication context, as Apple's `LAContext`. A Linux host has no biometric sensor, no
/// device passcode and no paired watch, so no policy can be evaluated: `canEvaluatePolicy`
/// answers false with the error Apple gives a device without them (`biometryNotAvailable` for
/// biometrics, `passcodeNotSet` for the passcode fallback, `companionNotAvailable` for a watch),
/// `evaluatePolicy` fails with it, and `biometryType` is `.none`. Code that falls back to
/// showing its content unprotected, or asks for it another way, takes that path here.
open class LAContext: NSObject, @unchecked Sendable {
    /// The title of the cancel button (kept; nothing is shown).
    open var localizedCancelTitle: String?
    /// The title of the fallback button (kept; nothing is shown).
    open var localizedFallbackTitle: String?
    /// The reason shown with the prompt (kept; nothing is shown).
    open var localizedReason: String = ""
    /// How long a recent device unlock counts; kept, with nothing to count.
    open var touchIDAuthenticationAllowableReuseDuration: TimeInterval = 0
    /// Whether evaluation may ask the user; whatever it is, nobody is asked.
    open var interactionNotAllowed = false
    private var invalidated = false

    public override init() { super.init() }

    /// The device's biometric sensor: none.
    open var biometryType: LABiometryType { .none }

    /// A value that changes when enrolled biometrics change: nil, there are none.
    open var evaluatedPolicyDomainState: Data? { nil }

    /// Whether `policy` can be evaluated: never here. `error` receives why, as Apple's
    /// `LAError` codes in `LAErrorDomain` (`invalidContext` after `invalidate()`).
    open func canEvaluatePolicy(_ policy: LAPolicy, error: UnsafeMutablePointer<NSError?>?) -> Bool {
        error?.pointee = failure(for: policy)._nsError
        return false
    }

    /// Evaluates `policy`; `reply` receives false and the reason it cannot be (on a queue of
    /// its own, as Apple's does).
    open func evaluatePolicy(_ policy: LAPolicy, localizedReason: String, reply: @escaping @Sendable (Bool, (any Error)?) -> Void) {
        let failure = failure(for: policy)
        DispatchQueue.global().async { reply(false, failure) }
    }

    /// Evaluates `policy`: throws the `LAError` that says why it cannot be.
    open func evaluatePolicy(_ policy: LAPolicy, localizedReason: String) async throws -> Bool {
        throw failure(for: policy)
    }

    /// Ends the context: later evaluations fail with `invalidContext`.
    open func invalidate() { invalidated = true }

    private func failure(for policy: LAPolicy) -> LAError {
        if invalidated { return .make(.invalidContext) }
        switch policy {
        case .deviceOwnerAuthenticationWithBiometrics: return .make(.biometryNotAvailable)
        case .deviceOwnerAuthentication: return .make(.passcodeNotSet)
        case .deviceOwnerAuthenticationWithWatch, .deviceOwnerAuthenticationWithWristDetection: return .make(.companionNotAvailable)
        case .deviceOwnerAuthenticationWithBiometricsOrWatch: return .make(.biometryNotAvailable)
        }
    }
}
