import Foundation
import Hummingbird
import WidgetryHost
import WidgetryWire

/// What can be placed: the extensions and their kinds, the gallery with live previews, one
/// preview, a kind's recommendations, and the token an extension's app presents to the
/// WidgetCenter endpoint.
enum WidgetRoutes {
    static func register(on api: RouterGroup<WebRequestContext>, host: WidgetHost) {
        api.get("widgets") { _, context in
            let records: [String: ExtensionRecord]
            do {
                records = Dictionary(try await host.extensionRecords().map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
            } catch {
                context.logger.error("could not read the extensions", metadata: ["error": "\(error)"])
                throw APIError.internalError
            }
            let extensions = host.extensions.map { info in
                ExtensionsResource.Extension(
                    id: info.id, name: info.name, hasToken: records[info.id]?.hasToken ?? false,
                    tokenIssuedAt: records[info.id]?.tokenIssuedAt, widgets: info.widgets)
            }
            return ExtensionsResource(extensions: extensions)
        }

        api.get("gallery") { request, context in
            let rendering = try WidgetRendering(request)
            return await gallery(host: host, rendering: rendering, context: context)
        }

        api.get("widgets/:extensionID/:kind/preview") { request, context in
            let extensionID = try context.pathParameter("extensionID")
            let kind = try context.pathParameter("kind")
            let rendering = try WidgetRendering(request)
            let description = try host.widget(extensionID: extensionID, kind: kind)
            let family = request.query("family") ?? description.supportedFamilies.first ?? "systemSmall"
            let entry = try await host.preview(extensionID: extensionID, kind: kind, family: family)
            return try rendering.response(entry, extensionID: extensionID, state: .current, now: host.clock.now)
        }

        api.get("widgets/:extensionID/:kind/recommendations") { _, context in
            let extensionID = try context.pathParameter("extensionID")
            let kind = try context.pathParameter("kind")
            let recommendations = try await host.recommendations(extensionID: extensionID, kind: kind)
            return RecommendationsResource(recommendations: recommendations)
        }

        // An image resource of the extension (`Image("Hero")`): the `src` of named images in
        // every rendered fragment (`?appearance=dark` in dark ones, for an image set's dark
        // file). Cached by the browser briefly: a rebuild may change it.
        api.get("extensions/:extensionID/images/:name") { request, context in
            let extensionID = try context.pathParameter("extensionID")
            let name = try context.pathParameter("name")
            let appearance = request.query("appearance") ?? "light"
            guard appearance == "light" || appearance == "dark" else {
                throw APIError.badRequest("The query item appearance must be light or dark, not “\(appearance.prefix(40))”.")
            }
            let image = try await host.image(extensionID: extensionID, name: name, appearance: appearance)
            return Response(
                status: .ok, headers: [.contentType: image.contentType, .cacheControl: "max-age=60"],
                body: ResponseBody(byteBuffer: ByteBuffer(bytes: image.data)))
        }

        api.post("extensions/:extensionID/token") { _, context in
            let id = try context.pathParameter("extensionID")
            let token = try await host.issueToken(extensionID: id)
            return EditedResponse(status: .created, response: TokenResource(extensionID: id, token: token))
        }

        api.delete("extensions/:extensionID/token") { _, context in
            try await host.revokeToken(extensionID: try context.pathParameter("extensionID"))
            return JSONExchange.empty(status: .noContent)
        }
    }

    /// Previews requested from extensions at once while building the gallery (an extension
    /// refuses more than its in-flight limit).
    static let galleryConcurrency = 4

    /// Every kind with its previews and recommendations. A failed preview is reported in its
    /// item, so one broken extension does not hide the others; previews are asked for a few at
    /// a time, so a slow one does not hold up the rest.
    static func gallery(host: WidgetHost, rendering: WidgetRendering, context: WebRequestContext) async -> GalleryResource {
        struct Job: Sendable {
            var widget: Int
            var extensionID: String
            var kind: String
            var family: String
        }
        var widgets: [GalleryResource.Widget] = []
        var jobs: [Job] = []
        for info in host.extensions {
            for description in info.widgets {
                let recommendations = (try? await host.recommendations(extensionID: info.id, kind: description.kind)) ?? []
                for family in description.supportedFamilies {
                    jobs.append(Job(widget: widgets.count, extensionID: info.id, kind: description.kind, family: family))
                }
                widgets.append(
                    GalleryResource.Widget(
                        extensionID: info.id, extensionName: info.name, kind: description.kind,
                        displayName: description.displayName, description: description.description,
                        supportedFamilies: description.supportedFamilies, isConfigurable: description.isConfigurable,
                        promptsForUserConfiguration: description.promptsForUserConfiguration, previews: [],
                        recommendations: recommendations))
            }
        }
        let logger = context.logger
        let previews = await withTaskGroup(of: (Int, GalleryResource.Preview).self) { group in
            var pending = jobs.enumerated().makeIterator()
            func start(_ next: (offset: Int, element: Job)) {
                group.addTask {
                    let job = next.element
                    do {
                        let entry = try await host.preview(extensionID: job.extensionID, kind: job.kind, family: job.family)
                        let html = try rendering.forFamily(job.family).html(entry, extensionID: job.extensionID, now: host.clock.now)
                        return (next.offset, .init(family: job.family, html: html))
                    } catch {
                        let message = (error as? HostError)?.sentence ?? (error as? APIError)?.message ?? "\(error)"
                        logger.warning("no gallery preview", metadata: ["kind": "\(job.kind)", "family": "\(job.family)", "error": "\(message)"])
                        return (next.offset, .init(family: job.family, error: message))
                    }
                }
            }
            for _ in 0..<galleryConcurrency {
                guard let next = pending.next() else { break }
                start(next)
            }
            var results: [Int: GalleryResource.Preview] = [:]
            while let (index, preview) = await group.next() {
                results[index] = preview
                if let next = pending.next() { start(next) }
            }
            return results
        }
        for (index, job) in jobs.enumerated() {
            if let preview = previews[index] { widgets[job.widget].previews.append(preview) }
        }
        return GalleryResource(widgets: widgets)
    }
}
