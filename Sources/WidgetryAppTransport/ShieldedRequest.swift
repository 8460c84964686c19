import Foundation
import Synchronization

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// `URLSession.shared.data(for:)`, never cancelled: FoundationNetworking on Linux can crash
/// the process when a request is cancelled as it completes ("Trying to access a behaviour for
/// a task that in not in the registry"), and a cancelled Swift task cancels its request. The
/// request runs in a task of its own; a cancelled caller stops waiting with `CancellationError`
/// at once and the request ends by itself (a long poll at its timeout).
package enum ShieldedRequest {
    package static func data(for request: URLRequest) async throws -> (Data, URLResponse) {
        let waiter = Waiter()
        return try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { continuation in
                guard waiter.wait(continuation) else { return }
                Task {
                    do {
                        waiter.finish(.success(try await URLSession.shared.data(for: request)))
                    } catch {
                        waiter.finish(.failure(error))
                    }
                }
            }
        } onCancel: {
            waiter.finish(.failure(CancellationError()))
        }
    }

    /// The caller of `data(for:)`, resumed once: by the answer or by cancellation, whichever
    /// comes first.
    private final class Waiter: Sendable {
        private enum State {
            case idle
            case waiting(CheckedContinuation<(Data, URLResponse), any Error>)
            case finished(Result<(Data, URLResponse), any Error>)
            case resumed
        }

        private let state = Mutex(State.idle)

        /// Keeps `continuation` until `finish`; resumes it now if that already came (a caller
        /// cancelled before waiting). False when it was resumed here.
        func wait(_ continuation: CheckedContinuation<(Data, URLResponse), any Error>) -> Bool {
            let early: Result<(Data, URLResponse), any Error>? = state.withLock { state in
                guard case .finished(let result) = state else {
                    state = .waiting(continuation)
                    return nil
                }
                state = .resumed
                return result
            }
            guard let early else { return true }
            continuation.resume(with: early)
            return false
        }

        func finish(_ result: Result<(Data, URLResponse), any Error>) {
            let continuation: CheckedContinuation<(Data, URLResponse), any Error>? = state.withLock { state in
                switch state {
                case .idle:
                    state = .finished(result)
                    return nil
                case .waiting(let continuation):
                    state = .resumed
                    return continuation
                case .finished, .resumed:
                    return nil
                }
            }
            continuation?.resume(with: result)
        }
    }
}
