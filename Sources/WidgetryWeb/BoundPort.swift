/// The port a server ends up listening on, for whoever waits for it: known once the socket is
/// bound (which matters when the configured port is 0), or an error if the server stops first.
actor BoundPort {
    private enum State {
        case waiting([CheckedContinuation<Int, any Error>])
        case bound(Int)
        case failed(any Error)
    }

    private var state = State.waiting([])

    /// The port, once bound; throws if the server stopped without binding.
    func value() async throws -> Int {
        switch state {
        case .bound(let port): return port
        case .failed(let error): throw error
        case .waiting(let waiters):
            // The closure runs at once, on this actor: no other change can come in between.
            return try await withCheckedThrowingContinuation { state = .waiting(waiters + [$0]) }
        }
    }

    /// Records the bound port and wakes the waiters.
    func bind(_ port: Int) {
        guard case .waiting(let waiters) = state else { return }
        state = .bound(port)
        for waiter in waiters { waiter.resume(returning: port) }
    }

    /// Records that the server stopped (after `error`, or normally) and wakes the waiters with it.
    func stop(_ error: any Error) {
        guard case .waiting(let waiters) = state else { return }
        state = .failed(error)
        for waiter in waiters { waiter.resume(throwing: error) }
    }
}
