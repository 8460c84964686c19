/// How long an app's long poll of its host waits before asking again after a failure: doubling
/// from `initial` to `maximum`, back to `initial` after a success.
package struct ReconnectBackoff: Sendable {
    package let initial: Duration
    package let maximum: Duration
    private var failures = 0

    package init(initial: Duration = .milliseconds(250), maximum: Duration = .seconds(30)) {
        self.initial = initial
        self.maximum = maximum
    }

    /// The wait after one more failure.
    package mutating func nextDelay() -> Duration {
        let factor = 1 << min(failures, 16)
        failures += 1
        return min(initial * factor, maximum)
    }

    package mutating func reset() { failures = 0 }
}
