import AppIntents
import Foundation
import SwiftUI
import WidgetryWire

/// A fixed moment: 2023-11-14T22:13:20Z.
let referenceDate = Date(timeIntervalSince1970: 1_700_000_000)

func testEnvironment(_ scheme: ColorScheme = .light, reasons: RedactionReasons = []) -> EnvironmentValues {
    var environment = EnvironmentValues()
    environment.colorScheme = scheme
    environment.redactionReasons = reasons
    environment.locale = Locale(identifier: "en_US")
    environment.timeZone = TimeZone(identifier: "UTC")!
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = TimeZone(identifier: "UTC")!
    environment.calendar = calendar
    return environment
}

@MainActor
func root<V: View>(_ view: V, _ environment: EnvironmentValues = testEnvironment(), date: Date = referenceDate) -> ViewNode {
    evaluate(view, environment: environment, referenceDate: date).root
}

extension ViewNode {
    /// Every node of the subtree (with modifier content), depth first.
    var all: [ViewNode] {
        var nodes: [ViewNode] = []
        collect(into: &nodes)
        return nodes
    }

    func first(_ kind: Kind) -> ViewNode? { all.first { $0.kind == kind } }

    func all(_ kind: Kind) -> [ViewNode] { all.filter { $0.kind == kind } }

    var plainText: String? { text?.plainText }
}

// MARK: - An intent for buttons and toggles, in Swift 6 mode

struct ToggleFavoriteIntent: AppIntent {
    static let title: LocalizedStringResource = "Toggle Favorite"

    @Parameter(title: "Item") var item: String
    @Parameter(title: "Favorite", default: false) var favorite: Bool

    init() {}

    init(item: String, favorite: Bool) {
        self.item = item
        self.favorite = favorite
    }

    func perform() async throws -> some IntentResult { .result() }
}

// MARK: - A custom environment key, as authors (and WidgetKit) declare one

struct AccentNameKey: EnvironmentKey {
    static let defaultValue = "none"
}

extension EnvironmentValues {
    var accentName: String {
        get { self[AccentNameKey.self] }
        set { self[AccentNameKey.self] = newValue }
    }
}

/// Lookups into the values of modifiers, for assertions.
extension ModifierArchive {
    var frame: FrameArchive? {
        if case .frame(let frame) = self { return frame }
        return nil
    }

    /// The style of a background or overlay.
    var stylePaint: PaintArchive? {
        switch self {
        case .background(.style(let paint, _)), .overlay(.style(let paint, _)): paint
        default: nil
        }
    }

    /// The shape of a shaped background or overlay, or of a clip.
    var shape: ShapeArchive? {
        switch self {
        case .background(.style(_, let shape)), .overlay(.style(_, let shape)): shape
        case .clipShape(let shape): shape
        default: nil
        }
    }
}
