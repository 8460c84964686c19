// The host's WidgetCenter endpoint for apps, faked: answers `GET /api/widgetcenter/configurations`
// with the placed widgets it is given and records every request, so that a test can run the
// companion app as the process it is and see what it asked for.
import Foundation
import Synchronization

#if canImport(Glibc)
import Glibc
#endif

final class FakeWidgetCenterHost: @unchecked Sendable {
    /// Requests received: "METHOD /path body".
    let requests = Mutex<[String]>([])
    let port: UInt16
    private let socket: Int32
    private let configurationsJSON: String

    /// Listens on 127.0.0.1 at a free port; `widgets` is the JSON array of placed widgets.
    init(widgets: String) throws {
        configurationsJSON = #"{"widgets":\#(widgets)}"#
        let listener = Glibc.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        address.sin_port = 0
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(listener, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        guard bound == 0, listen(listener, 8) == 0 else { throw POSIXError(.EADDRINUSE) }
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        _ = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(listener, $0, &length) }
        }
        socket = listener
        port = UInt16(bigEndian: address.sin_port)
        Thread { [self] in serve() }.start()
    }

    var url: String { "http://127.0.0.1:\(port)" }

    func stop() {
        shutdown(socket, Int32(SHUT_RDWR))
        close(socket)
    }

    private func serve() {
        while true {
            let connection = accept(socket, nil, nil)
            guard connection >= 0 else { return }
            handle(connection)
            close(connection)
        }
    }

    private func handle(_ connection: Int32) {
        var received = [UInt8]()
        var buffer = [UInt8](repeating: 0, count: 4096)
        // Headers, then as much body as Content-Length says.
        while true {
            let count = read(connection, &buffer, buffer.count)
            guard count > 0 else { return }
            received += buffer[0..<count]
            let text = String(decoding: received, as: UTF8.self)
            guard let end = text.range(of: "\r\n\r\n") else { continue }
            let head = String(text[..<end.lowerBound])
            let length = head.split(separator: "\r\n").first { $0.lowercased().hasPrefix("content-length:") }
                .flatMap { Int($0.split(separator: ":")[1].trimmingCharacters(in: .whitespaces)) } ?? 0
            let body = String(text[end.upperBound...])
            guard body.utf8.count >= length else { continue }
            let requestLine = head.split(separator: "\r\n").first.map(String.init) ?? ""
            let parts = requestLine.split(separator: " ")
            let method = parts.first.map(String.init) ?? ""
            let path = parts.count > 1 ? String(parts[1]) : ""
            requests.withLock { $0.append("\(method) \(path) \(body)".trimmingCharacters(in: .whitespaces)) }
            let answer = path.hasSuffix("/configurations") ? configurationsJSON : "{}"
            let response = "HTTP/1.1 200 OK\r\nContent-Type: application/json\r\nContent-Length: \(answer.utf8.count)\r\nConnection: close\r\n\r\n\(answer)"
            _ = response.withCString { write(connection, $0, strlen($0)) }
            return
        }
    }
}
