import WidgetryWire

/// The widgets of an extension executable, resolved from its `Widget` or `WidgetBundle`.
///
/// A bundle's Live Activities and controls are kept apart (`liveActivities`, `controls`): the
/// host is described the ordinary widgets as widgets, the controls and the Live Activities each
/// by a request of their own (`describeControls`, `describeActivities`).
@MainActor
package struct WidgetExtension {
    package let widgets: [ResolvedWidget]
    /// The bundle's `ActivityConfiguration`s.
    package let liveActivities: [ResolvedLiveActivity]
    /// The bundle's `ControlWidget`s.
    package let controls: [ResolvedControl]

    package init(_ widgets: [any Widget]) throws(WidgetExtensionError) {
        var resolved: [ResolvedWidget] = []
        var liveActivities: [ResolvedLiveActivity] = []
        var controls: [ResolvedControl] = []
        var kinds = Set<String>()
        for widget in widgets.flatMap(\.flattened) {
            if let control = widget as? any ControlDescribing {
                controls.append(control.resolvedControl)
                continue
            }
            if let activity = widget.resolvedLiveActivity {
                liveActivities.append(activity)
                continue
            }
            guard let description = widget.resolvedWidget else {
                throw .notAWidget(String(describing: type(of: widget)))
            }
            guard kinds.insert(description.kind).inserted else { throw .duplicateKind(description.kind) }
            resolved.append(description)
        }
        self.widgets = resolved
        self.liveActivities = liveActivities
        self.controls = controls
    }

    package init<Bundle: WidgetBundle>(bundle: Bundle) throws(WidgetExtensionError) {
        try self.init([bundle.body])
    }

    package var descriptions: [WidgetDescription] { widgets.map(\.wire) }

    package func widget(kind: String) -> ResolvedWidget? { widgets.first { $0.kind == kind } }
}

/// An extension whose widgets cannot be served.
package enum WidgetExtensionError: Error, CustomStringConvertible, Equatable {
    case notAWidget(String)
    case duplicateKind(String)

    package var description: String {
        switch self {
        case .notAWidget(let type): "\(type) does not describe a widget (its body has no StaticConfiguration or AppIntentConfiguration)"
        case .duplicateKind(let kind): "two widgets share the kind “\(kind)”; each widget of an extension needs its own kind"
        }
    }
}

extension Widget {
    /// Runs this widget as an extension: serves the host's protocol on stdin/stdout (the host
    /// starts it with a pipe). `--describe` prints the widget descriptions as JSON and
    /// `--previews` the rendered `#Preview`s.
    @MainActor
    public static func main() async {
        await ExtensionCommand.run { try WidgetExtension([Self()]) }
    }
}

extension WidgetBundle {
    @MainActor
    public static func main() async {
        await ExtensionCommand.run { try WidgetExtension(bundle: Self()) }
    }
}

enum ExtensionCommand {
    @MainActor
    static func run(_ load: @MainActor () throws -> WidgetExtension) async {
        let arguments = Array(CommandLine.arguments.dropFirst())
        // The embedded Info.plist, read once: the bundle folder's Info.plist, else Bundle.main's keys.
        let info = ExtensionInfoPlist.forThisExecutable
        ExtensionBundle.enterIfNeeded(info: info)
        ExtensionInfoPlist.install(info)
        do {
            let widgets = try load()
            LiveActivityCatalog.register(widgets.liveActivities)
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
            switch arguments.first {
            case "--describe":
                print(String(decoding: try encoder.encode(widgets.descriptions), as: UTF8.self))
            case "--previews":
                print(String(decoding: try encoder.encode(try await _WidgetPreview.archives()), as: UTF8.self))
            case nil where isatty(STDIN_FILENO) == 0:
                await ExtensionRuntime(widgets).serveStandardIO()
            default:
                FileHandle.standardError.write(Data("""
                    This is a widget extension. Run it in the host: widgetry serve --extension \(CommandLine.arguments.first ?? "PATH")
                    Or: \(CommandLine.arguments.first ?? "extension") --describe | --previews

                    """.utf8))
                exit(64)
            }
        } catch {
            FileHandle.standardError.write(Data("error: \(error)\n".utf8))
            exit(1)
        }
    }
}
