// Connectivity as shared code checks it: an observable monitor for the app, and a one-shot
// check for the widget's provider that resumes on the first path and cancels the monitor.
import Combine
import Foundation
import Network

final class ConnectivityMonitor: ObservableObject {
    @Published private(set) var isConnected = false
    @Published private(set) var isExpensive = false
    private let monitor = NWPathMonitor()
    private let queue = DispatchQueue(label: "ConnectivityMonitor")

    init() {
        monitor.pathUpdateHandler = { [weak self] path in
            DispatchQueue.main.async {
                self?.isConnected = path.status == .satisfied
                self?.isExpensive = path.isExpensive
            }
        }
        monitor.start(queue: queue)
    }

    deinit {
        monitor.cancel()
    }

    static func currentStatus() async -> NWPath.Status {
        await withCheckedContinuation { continuation in
            let monitor = NWPathMonitor()
            monitor.pathUpdateHandler = { path in
                monitor.cancel()
                continuation.resume(returning: path.status)
            }
            monitor.start(queue: DispatchQueue.global(qos: .utility))
        }
    }
}
