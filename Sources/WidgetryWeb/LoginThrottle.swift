import Foundation
import Synchronization

/// Failed sign-ins per address: after `maximumFailures` within `window`, the address is refused
/// (429 with `Retry-After`) until the oldest failure leaves the window. A success clears the
/// address. At most `maximumAddresses` are remembered, so a flood of addresses cannot grow it
/// without bound (the oldest are forgotten first).
public final class LoginThrottle: Sendable {
    let maximumFailures: Int
    let window: Duration
    let maximumAddresses: Int
    private let failures = Mutex<[String: [ContinuousClock.Instant]]>([:])

    public init(maximumFailures: Int = 5, window: Duration = .seconds(15 * 60), maximumAddresses: Int = 10_000) {
        self.maximumFailures = maximumFailures
        self.window = window
        self.maximumAddresses = maximumAddresses
    }

    /// Throws 429 when `address` has failed too often lately.
    func check(_ address: String) throws(APIError) {
        let now = ContinuousClock.now
        let wait: Duration? = failures.withLock { failures in
            let recent = (failures[address] ?? []).filter { now - $0 < window }
            failures[address] = recent.isEmpty ? nil : recent
            guard recent.count >= maximumFailures, let oldest = recent.first else { return nil }
            return window - (now - oldest)
        }
        if let wait {
            let seconds = Int(wait.components.seconds) + 1
            throw APIError(
                status: .tooManyRequests, code: "tooManySignInAttempts",
                message: "Too many wrong attempts from this address. Try again in \(seconds < 120 ? "\(seconds) seconds" : "\(seconds / 60) minutes").",
                retryAfter: seconds)
        }
    }

    /// Records a failure of `address` and returns `error` to throw.
    func failed(_ address: String, _ error: APIError) -> APIError {
        let now = ContinuousClock.now
        failures.withLock { failures in
            if failures[address] == nil, failures.count >= maximumAddresses {
                let oldest = failures.min { ($0.value.last ?? now) < ($1.value.last ?? now) }?.key
                if let oldest { failures.removeValue(forKey: oldest) }
            }
            failures[address, default: []].append(now)
        }
        return error
    }

    /// Clears `address` after a success.
    func succeeded(_ address: String) {
        _ = failures.withLock { $0.removeValue(forKey: address) }
    }
}
