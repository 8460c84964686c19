import WidgetryWire

// A Live Activity drawn in every presentation (`renderActivity`, and the previews): each view
// archived as a widget's entry is (`makeWidgetArchive`), at the presentation's size.
//
// - The Lock Screen view: one archive per colour scheme asked for, on its plate: the
//   `activityBackgroundTint` as its container background, else the system's translucent one
//   (the renderer's default for the family). No system margins; as tall as its content
//   (estimated as custom layouts estimate it), at least 84 points and at most 160.
// - The island's views: dark, on the island's black (the renderer's default for their
//   families), inside the island's margins (`contentMargins(_:_:for:)` over the system's);
//   compact and minimal at their sizes, the expanded one as tall as its laid-out regions.

extension ResolvedLiveActivity {
    /// The activity for `attributes` and `state` (their JSON) in every presentation, drawn as
    /// at `now`.
    @MainActor
    package func archive(
        attributes: Data, state: Data, isStale: Bool, activityID: String, colorSchemes: [ColorScheme],
        redactionReasons: RedactionReasons = [], now: Date
    ) throws(LiveActivityRenderError) -> LiveActivityArchive {
        let views: LiveActivityPresentations
        do {
            views = try presentations(attributes, state, isStale, activityID)
        } catch let error as LiveActivityDecodingError {
            throw .undecodable(attributesType: attributesType, part: error.part, reason: Self.describe(error.underlying))
        } catch {
            throw .undecodable(attributesType: attributesType, part: "views", reason: "\(error)")
        }
        let island = views.dynamicIsland
        var chrome: LiveActivityChromeRecord?
        let lockScreen = (colorSchemes.isEmpty ? [.light] : colorSchemes).map { scheme in
            let record = LiveActivityChromeRecord()
            if chrome == nil { chrome = record }
            return Self.archive(views.lockScreen, .lockScreen, scheme: scheme, margins: EdgeInsets(), redaction: redactionReasons, now: now) {
                $0.liveActivityChrome = record
            }
        }
        func islandArchive(_ presentation: LiveActivityPresentation) -> WidgetArchive {
            Self.archive(island.view(for: presentation), presentation, scheme: .dark, margins: island.margins(for: presentation), redaction: redactionReasons, now: now)
        }
        var dark = EnvironmentValues()
        dark.colorScheme = .dark
        return LiveActivityArchive(
            lockScreen: lockScreen, compactLeading: islandArchive(.compactLeading), compactTrailing: islandArchive(.compactTrailing),
            minimal: islandArchive(.minimal), expanded: islandArchive(.expanded), backgroundTint: chrome?.backgroundTint,
            systemActionForeground: chrome?.systemActionForeground, keylineTint: island.keylineTint.flatMap { dark.resolvePaint($0).color },
            islandURL: island.widgetURL?.absoluteString)
    }

    /// `view` archived as `presentation`: at its maximum size, then, for the Lock Screen and
    /// expanded views, cut to the height their content needs.
    @MainActor
    static func archive<V: View>(
        _ view: V, _ presentation: LiveActivityPresentation, scheme: ColorScheme, margins: EdgeInsets, redaction: RedactionReasons,
        now: Date, environment configure: (inout EnvironmentValues) -> Void = { _ in }
    ) -> WidgetArchive {
        var environment = EnvironmentValues()
        environment.colorScheme = scheme
        environment.redactionReasons = redaction
        environment.activityFamily = .medium
        environment.showsWidgetContainerBackground = true
        environment.widgetContentMargins = margins
        configure(&environment)
        var archive = makeWidgetArchive(
            view, family: presentation.rawValue, size: presentation.maximumSize, entryDate: now, environment: environment, contentMargins: margins)
        if presentation == .lockScreen || presentation == .expanded {
            let width = archive.size.width - Double(margins.leading + margins.trailing)
            let content = NodeSizing.size(of: archive.root, proposal: ProposedViewSize(width: CGFloat(width), height: nil))
            let height = Double(content.height) + Double(margins.top + margins.bottom)
            archive.size.height = min(max(height.rounded(.up), Double(DynamicIslandMetrics.minimumHeight)), presentation.maximumSize.height)
        }
        return archive
    }

    /// A decoding failure in one line: what is wrong, and where (`stopsAway`, `items[2].name`).
    static func describe(_ error: any Error) -> String {
        guard let error = error as? DecodingError else { return "\(error)" }
        func path(_ keys: [any CodingKey]) -> String {
            let path = keys.map { $0.intValue.map { "[\($0)]" } ?? $0.stringValue }.joined(separator: ".").replacingOccurrences(of: ".[", with: "[")
            return path.isEmpty ? "the top level" : "“\(path)”"
        }
        switch error {
        case .keyNotFound(let key, let context): return "\(path(context.codingPath + [key])) is missing"
        case .typeMismatch(let type, let context): return "\(path(context.codingPath)) is not a \(type)"
        case .valueNotFound(let type, let context): return "\(path(context.codingPath)) is null where a \(type) is needed"
        case .dataCorrupted(let context):
            let underlying = (context.underlyingError as NSError?).map { " (\($0.localizedDescription))" } ?? ""
            return "\(path(context.codingPath)): \(context.debugDescription)\(underlying)"
        @unknown default: return "\(error)"
        }
    }
}

/// The JSON of the attributes or of the content state did not decode as their type.
struct LiveActivityDecodingError: Error {
    /// `attributes` or `content state`.
    let part: String
    let underlying: any Error
}

/// Why a Live Activity cannot be drawn.
package enum LiveActivityRenderError: Error, CustomStringConvertible, Equatable {
    case unknownAttributesType(String, known: [String])
    case undecodable(attributesType: String, part: String, reason: String)

    package var description: String {
        switch self {
        case .unknownAttributesType(let type, let known):
            "this extension has no Live Activity for “\(type.prefix(100))” (it has \(known.isEmpty ? "none" : known.joined(separator: ", ")))"
        case .undecodable(let type, let part, let reason):
            "the \(part) of \(type) does not decode: \(reason)".replacingOccurrences(of: "\n", with: " ")
        }
    }
}
