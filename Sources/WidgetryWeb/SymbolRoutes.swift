import Hummingbird
import WidgetryRender

/// SF Symbols as SVG files at `/assets/symbols/{name}.svg`, for what the page draws itself (a
/// control's symbol in the Control Center). They change only with Widgetry, so a day's caching
/// is safe; an unknown name is a 404.
enum SymbolRoutes {
    static func register(on router: Router<WebRequestContext>) {
        router.get("/assets/symbols/:file") { request, context in
            let file = context.parameters.get("file") ?? ""
            guard file.hasSuffix(".svg"), let svg = SymbolFiles.svg(named: String(file.dropLast(4))) else {
                throw APIError.notFound("Widgetry draws no symbol at \(request.uri.path.prefix(200)).")
            }
            return Response(
                status: .ok,
                headers: [.contentType: "image/svg+xml", .cacheControl: "public, max-age=86400"],
                body: ResponseBody(byteBuffer: ByteBuffer(string: svg)))
        }
    }
}
