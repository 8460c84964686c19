import Hummingbird

/// The outermost middleware: marks the request's connection idle again once its answer has
/// been written (``ConnectionLimit`` marked it busy when the request arrived, and never evicts
/// a connection being answered, an event stream included), and gives routes the connection and
/// the server's ``EventStreamLimit``.
struct ConnectionMiddleware: RouterMiddleware {
    typealias Context = WebRequestContext
    let connections: ConnectionLimit
    let eventStreams: EventStreamLimit

    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
        let id = context.connectionID
        var context = context
        context.connection = ConnectionHandle(limit: connections, id: id)
        context.eventStreams = eventStreams
        let response: Response
        do {
            response = try await next(request, context)
        } catch {
            connections.finished(id)
            throw error
        }
        var written = response
        let body = response.body
        written.body = ResponseBody(contentLength: body.contentLength) { [connections] writer in
            defer { connections.finished(id) }
            try await body.write(writer)
        }
        return written
    }
}

/// A request's connection, as a route sees it.
struct ConnectionHandle: Sendable {
    let limit: ConnectionLimit
    let id: ObjectIdentifier

    /// Returns when the client has closed its side of the connection (it left), the connection
    /// is gone, or the task is cancelled.
    func clientLeft() async { await limit.clientLeft(id) }
}
