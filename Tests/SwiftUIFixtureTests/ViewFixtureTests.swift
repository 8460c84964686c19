import AppIntents
import Foundation
import SwiftUI
import Testing
import WidgetryWire

private let now = Date(timeIntervalSince1970: 1_700_000_000)

private func environment(_ scheme: ColorScheme = .light, reasons: RedactionReasons = []) -> EnvironmentValues {
    var environment = EnvironmentValues()
    environment.colorScheme = scheme
    environment.redactionReasons = reasons
    environment.locale = Locale(identifier: "en_US")
    environment.timeZone = TimeZone(identifier: "UTC")!
    return environment
}

private func nodes(_ node: ViewNode) -> [ViewNode] {
    var all: [ViewNode] = []
    node.collect(into: &all)
    return all
}

@MainActor @Suite struct ViewFixtureTests {
    @Test func seedWidgetViewEvaluates() {
        let entry = MyWidgetEntry(date: now, text: "Hello", configuration: ConfigurationAppIntent())
        let root = evaluate(MyWidgetView(entry: entry), environment: environment(), referenceDate: now).root
        #expect(root.kind == .vstack)
        #expect(root.children.map { $0.text!.runs[0].kind } == [.date, .verbatim, .verbatim, .verbatim])
        #expect(root.children[0].text!.runs[0].dateStyle == "time")
        #expect(root.children.dropFirst().map { $0.text!.plainText } == ["Hello", "Favourite Emoji:", "😃"])
    }

    @Test func characterDetailInLightDarkAndPlaceholder() {
        let character = CharacterDetail(name: "Spouty", avatar: "🐳", healthLevel: 0.83, heroType: "Deep Sea Goer", fullHealthDate: now + 3600)
        let entry = SimpleEntry(date: now, character: character, relevance: nil)
        let light = evaluate(CharacterDetailView(entry: entry), environment: environment(.light), referenceDate: now).root
        let dark = evaluate(CharacterDetailView(entry: entry), environment: environment(.dark), referenceDate: now).root
        let placeholder = evaluate(CharacterDetailView(entry: entry), environment: environment(reasons: .placeholder), referenceDate: now).root

        #expect(light.modifiers.map(\.kind) == [.padding])
        #expect(light.children.map(\.kind) == [.hstack, .text, .progress, .text])
        #expect(light.children[1].text?.plainText == "Level 83%")
        #expect(light.children[2].progress?.tint?.name == "green")
        let detail = light.children[3].text!
        #expect(detail.runs.map(\.kind) == [.verbatim, .date])
        #expect(detail.runs[1].color?.name == "blue")
        #expect(dark.children[3].text?.runs[1].color?.name == "orange")
        #expect(light.children[0].children[0].modifiers.first?.content?.kind == .shape)

        #expect(placeholder.children[2].kind == .shape)
        #expect(nodes(placeholder).filter { $0.kind == .text }.allSatisfy { $0.isRedacted })
        // Same structure outside the branch: the ids of the shared views agree.
        #expect(light.children[0].id == placeholder.children[0].id)
        #expect(light.children[2].id != placeholder.children[2].id)
    }

    @Test func familySwitch() {
        let small = evaluate(GameStatusView(family: .systemSmall, status: "Playing", score: 12, progress: 0.5), environment: environment(), referenceDate: now).root
        let medium = evaluate(GameStatusView(family: .systemMedium, status: "Playing", score: 12, progress: 0.5), environment: environment(), referenceDate: now).root
        let circular = evaluate(GameStatusView(family: .accessoryCircular, status: "Playing", score: 12, progress: 0.5), environment: environment(), referenceDate: now).root
        #expect(small.kind == .vstack && small.children[1].text?.runs[0].font?.design == .rounded)
        #expect(small.children[1].text?.runs[0].font?.size == 34)
        #expect(small.children[1].text?.runs[0].monospacedDigit == true)
        #expect(medium.kind == .hstack && medium.children.map(\.kind) == [.label, .spacer, .gauge])
        #expect(medium.children[2].gauge?.style == .accessoryCircularCapacity)
        #expect(medium.children[2].children[1].text?.plainText == "50%")
        #expect(circular.kind == .gauge && circular.gauge?.style == .accessoryCircular)
    }

    @Test func interactiveTodoWidget() {
        let items = [TodoItem(id: "1", title: "Milk", isDone: true), TodoItem(id: "2", title: "Eggs", isDone: false)]
        let root = evaluate(TodoWidgetView(items: items), environment: environment(), referenceDate: now).root
        let buttons = nodes(root).filter { $0.kind == .button }
        #expect(buttons.map { $0.action!.intent! } == [
            IntentArchive(typeName: "ToggleTaskIntent", configuration: ["id": "1"]),
            IntentArchive(typeName: "ToggleTaskIntent", configuration: ["id": "2"]),
        ])
        #expect(buttons.allSatisfy { $0.action?.buttonStyle == .plain })
        #expect(buttons.map(\.id) == ["r.c.0#1.c.0", "r.c.0#2.c.0"])
        let toggle = nodes(root).first { $0.kind == .toggle }!
        #expect(toggle.action?.isOn == false)
        #expect(nodes(root).first { $0.kind == .link }?.action?.url == "todo://list")
        #expect(root.modifiers.map(\.kind) == [.frame, .background])
        let background: PaintArchive? = if case .background(.style(let paint, _)) = root.modifiers[1] { paint } else { nil }
        #expect(background?.name == "fill" && background?.level == 2)
        let milk = nodes(root).first { $0.text?.plainText == "Milk" }!
        #expect(milk.text?.lineLimit == 1)
    }

    @Test func countdownIsPrivacySensitiveAndTicks() {
        let root = evaluate(CountdownView(start: now, end: now + 90), environment: environment(.dark, reasons: .privacy), referenceDate: now).root
        #expect(root.kind == .zstack)
        #expect(root.children[0].shape?.type == .containerRelative && root.children[0].shape?.fill?.kind == .linearGradient)
        let column = root.children[1]
        #expect(column.children[0].text?.runs[0].kind == .timerInterval && column.children[0].text?.plainText == "1:30")
        #expect(column.children.allSatisfy { nodes($0).filter { $0.kind == .text }.allSatisfy { $0.isRedacted } })
        #expect(column.children[2].text?.runs[0].color?.color?.opacity == 0.6)
        #expect(column.children[2].text?.runs[0].color?.name == "white")
    }
}

@MainActor @Suite struct SampleIdiomTests {
    @Test func emojiRangersStyleDetail() {
        let hero = Hero(name: "Spouty", avatar: "🐳", level: 3, injuryDate: now - 600, fullHealthDate: now + 600, url: URL(string: "emoji://spouty")!)
        let root = evaluate(HeroDetailView(hero: hero), environment: environment(.dark), referenceDate: now).root
        #expect(root.children.map(\.kind) == [.hstack, .progress, .label, .text, .text])
        let avatar = root.children[0].children[0]
        #expect(avatar.kind == .zstack && avatar.modifiers.map(\.kind) == [.frame, .clipShape, .overlay])
        #expect(avatar.modifiers[2].content?.shape?.stroke?.paint.color == RGBAColor(red: 0.1, green: 0.8, blue: 0.3))
        #expect(root.children[1].progress?.style == .circular && root.children[1].progress?.countsDown == false)
        #expect(root.children[1].children.map(\.role) == [.label, .currentValueLabel])
        #expect(root.children[3].text?.runs[0].kind == .date && root.children[3].text?.runs[0].string == "10:00")
        #expect(root.children[4].text?.runs.map(\.string) == ["Bold", " and ", "italic"])
        let last: PaintArchive? = if case .background(.style(let paint, _))? = root.modifiers.last { paint } else { nil }
        #expect(last?.kind == .linearGradient)
    }
}
