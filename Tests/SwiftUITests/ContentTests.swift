import AppIntents
import Foundation
import SwiftUI
import Testing
import WidgetryWire

extension FontArchive {
    func withWidth(_ width: Double) -> FontArchive {
        var font = self
        font.width = width
        return font
    }
}

@MainActor @Suite struct TextTests {
    @Test func concatenationKeepsPerRunStyling() {
        let text = Text("Hello ").bold() + Text("world").italic().foregroundColor(.red) + Text(verbatim: "!")
        let node = root(text.font(.title))
        let runs = node.text!.runs
        #expect(runs.map(\.string) == ["Hello ", "world", "!"])
        #expect(runs[0].weight == .bold && runs[0].italic == nil)
        #expect(runs[1].italic == true && runs[1].color?.name == "red")
        #expect(runs.allSatisfy { $0.font?.textStyle == .title })
        #expect(node.text?.plainText == "Hello world!")
    }

    @Test func innerRunStyleWinsOverOuter() {
        let node = root((Text("a").foregroundColor(.red) + Text("b")).foregroundColor(.blue))
        #expect(node.text!.runs.map { $0.color?.name } == ["red", "blue"])
    }

    @Test func environmentStylesReachText() {
        let node = root(VStack {
            Text("x")
        }
        .font(.system(size: 20, weight: .medium, design: .rounded))
        .foregroundStyle(.secondary)
        .lineLimit(2)
        .multilineTextAlignment(.center)
        .minimumScaleFactor(0.5)
        .italic())
        let text = node.children[0].text!
        #expect(text.font == FontArchive(size: 20, weight: .medium, design: .rounded, italic: true))
        #expect(text.foreground.level == 1)
        #expect(text.foreground.color == RGBAColor(red: 60 / 255, green: 60 / 255, blue: 67 / 255, opacity: 0.6))
        #expect(text.lineLimit == 2 && text.multilineTextAlignment == .center && text.minimumScaleFactor == 0.5)
    }

    @Test func fontWeightAndBoldModifiers() {
        let node = root(HStack {
            Text("a").fontWeight(.heavy)
            Text("b")
        }.bold())
        #expect(node.children[0].text?.runs[0].weight == .heavy)
        #expect(node.children[1].text?.font.weight == .bold)
        #expect(root(Text("c").font(.caption2.bold().italic())).text?.runs[0].font == FontArchive(textStyle: .caption2, size: 11, weight: .bold, italic: true))
    }

    /// `Text`'s own `monospaced`, `fontDesign` and `fontWidth` change the font the text
    /// inherits; they do not replace it with the body font.
    @Test func textDesignWidthAndMonospacedKeepTheInheritedFont() {
        let node = root(VStack {
            Text("12:30").monospaced()
            Text("Round").fontDesign(.rounded)
            Text("Narrow").fontWidth(.condensed)
            Text("Wide").font(.system(size: 20).width(.expanded))
            Text("Plain")
        }
        .font(.caption)
        .fontWidth(.compressed))
        let texts = node.children.map { $0.text! }
        #expect(texts.allSatisfy { $0.font.textStyle == .caption && $0.font.width == -0.3 })
        #expect(texts[0].runs[0].font == nil && texts[0].runs[0].monospaced == true)
        #expect(texts[1].runs[0].font == nil && texts[1].runs[0].design == .rounded)
        #expect(texts[2].runs[0].font == nil && texts[2].runs[0].width == -0.2)
        #expect(texts[3].runs[0].font == FontArchive(size: 20, weight: .regular).withWidth(0.2))
        #expect(texts[4].runs[0].monospaced == nil && texts[4].runs[0].design == nil && texts[4].runs[0].width == nil)
        // The innermost wins, as for the other run styles.
        #expect(root(Text("a").fontDesign(.serif).fontDesign(.rounded)).text?.runs[0].design == .serif)
        #expect(root(Text("a").monospaced(false).monospaced()).text?.runs[0].monospaced == false)
    }

    @Test func dynamicTypeScalesTextStyles() {
        var environment = testEnvironment()
        environment.dynamicTypeSize = .xxxLarge
        #expect(root(Text("a"), environment).text?.font.size == 23)
        #expect(root(Text("a").font(.system(size: 10)), environment).text?.runs[0].font?.size == 10)
        #expect(root(Text("a").font(.caption), environment).text?.runs[0].font?.size == 16)
    }

    @Test func stringsLiteralsKeysAndResources() {
        let name = "Spouty"
        let resource: LocalizedStringResource = "Resource"
        #expect(root(Text(name)).plainText == "Spouty")
        #expect(root(Text("Hi \(name)")).plainText == "Hi Spouty")
        #expect(root(Text(resource)).plainText == "Resource")
        #expect(root(Text(name[name.startIndex...]).bold()).plainText == "Spouty")
        #expect(root(Text("\(3.5, specifier: "%.1f") km")).plainText == "3.5 km")
        #expect(root(Text("\(42) items")).plainText == "42 items")
        #expect(root(Text(0.25, format: .percent)).plainText == "25%")
    }

    @Test func datesKeepTheirKindAndStyle() throws {
        let date = referenceDate + 2 * 3600 + 23 * 60
        let node = root(VStack {
            Text(date, style: .time)
            Text(date, style: .relative)
            Text(date, style: .offset)
            Text(date, style: .timer)
            Text(date, style: .date)
            Text(timerInterval: referenceDate...date, countsDown: true)
            Text(referenceDate...date)
            Text("Updated \(referenceDate, style: .relative) ago")
        })
        let runs = node.children.map { $0.text!.runs }
        #expect(runs[0][0].kind == .date && runs[0][0].dateStyle == "time" && runs[0][0].date == date.timeIntervalSince1970)
        #expect(runs[0][0].string.contains("12:36"))
        #expect(runs[1][0].string == "2 hours, 23 minutes")
        #expect(runs[2][0].string == "+2 hours")
        #expect(runs[3][0].string == "2:23:00")
        #expect(runs[4][0].string == "November 15, 2023")
        #expect(runs[5][0].kind == .timerInterval && runs[5][0].string == "2:23:00" && runs[5][0].countsDown == true)
        #expect(runs[5][0].start == referenceDate.timeIntervalSince1970 && runs[5][0].end == date.timeIntervalSince1970)
        #expect(runs[6][0].kind == .dateRange && runs[6][0].string.contains(" – "))
        #expect(runs[7].map(\.kind) == [.verbatim, .date, .verbatim])
        #expect(runs[7].map(\.string) == ["Updated ", "0 seconds", " ago"])
    }

    /// Foundation on Linux answers `en_001` when the system names no locale (as on this
    /// machine and CI); widgets then write dates as an iPhone set up in English does.
    @Test func withoutASystemLocaleDatesReadAsOnAnIPhoneInEnglish() {
        var environment = EnvironmentValues()
        environment.timeZone = TimeZone(identifier: "UTC")!
        let text = Text(Date(timeIntervalSince1970: 1_700_000_000), style: .date).plainText(environment: environment)
        if ["en_001", "en_US_POSIX", ""].contains(Locale.current.identifier) {
            #expect(environment.locale.identifier == "en_US")
            #expect(text == "November 14, 2023")
        } else {
            #expect(environment.locale == Locale.current)
        }
    }

    @Test func markdownInLocalizedKeys() {
        let name = "Spouty"
        let bold = root(Text("**Bold** move")).text!.runs
        #expect(bold.map(\.string) == ["Bold", " move"] && bold[0].weight == .bold && bold[1].weight == nil)
        let mixed = root(Text("*\(name)* is ~~out~~ `in` [here](https://example.com)")).text!.runs
        #expect(mixed.map(\.string) == ["Spouty", " is ", "out", " ", "in", " ", "here"])
        #expect(mixed[0].italic == true && mixed[2].strikethrough == true && mixed[4].monospaced == true)
        #expect(mixed[6].link == "https://example.com")
        // Unpaired markers and non-literal strings stay as typed.
        #expect(root(Text("5 * 3")).plainText == "5 * 3")
        let stars = "**not bold**"
        #expect(root(Text(stars)).text!.runs.count == 1 && root(Text(stars)).plainText == stars)
        #expect(root(Text(verbatim: "**x**")).plainText == "**x**")
        #expect(root(Text(LocalizedStringKey(stars))).text!.runs[0].weight == .bold)
    }

    @Test func imagesInsideText() {
        let node = root(Text("\(Image(systemName: "star.fill")) 4.5") + Text(Image("logo")))
        #expect(node.text!.runs.map(\.kind) == [.image, .verbatim, .image])
        #expect(node.text!.runs[0].systemName == "star.fill")
        #expect(node.text!.runs[2].imageName == "logo")
    }
}

@MainActor @Suite struct StyleTests {
    @Test func coloursResolveForTheColourScheme() {
        let view = HStack {
            Color.red
            Color.primary
            Color(red: 0.1, green: 0.2, blue: 0.3, opacity: 0.5)
            Color(white: 0.5)
            Color.blue.opacity(0.5)
            Color("BrandColor")
        }
        let light = root(view, testEnvironment(.light)).children.map(\.paint!)
        let dark = root(view, testEnvironment(.dark)).children.map(\.paint!)
        #expect(light[0].color?.hex == "#ff3b30ff" && dark[0].color?.hex == "#ff453aff")
        #expect(light[1].color?.hex == "#000000ff" && dark[1].color?.hex == "#ffffffff")
        #expect(light[1].level == 0)
        #expect(light[2].color == RGBAColor(red: 0.1, green: 0.2, blue: 0.3, opacity: 0.5) && light[2] == dark[2])
        #expect(light[3].color == RGBAColor(red: 0.5, green: 0.5, blue: 0.5))
        #expect(light[4].color?.opacity == 0.5 && light[4].name == "blue")
        #expect(light[5].name == "asset:BrandColor")
    }

    @Test func registeredAssetColours() {
        Color.registerAsset("Registered", light: .white, dark: Color(red: 0, green: 0, blue: 0.5))
        #expect(root(Color("Registered"), testEnvironment(.dark)).paint?.color == RGBAColor(red: 0, green: 0, blue: 0.5))
    }

    @Test func hierarchicalLevelsFollowTheForeground() {
        let node = root(VStack {
            Text("a").foregroundStyle(.secondary)
            Text("b").foregroundStyle(.tertiary)
            Text("c")
        }.foregroundStyle(.red), testEnvironment(.dark))
        let a = node.children[0].text!.runs[0].color!, b = node.children[1].text!.runs[0].color!, c = node.children[2].text!.foreground
        #expect(a.name == "red" && a.level == 1 && a.color?.opacity == 0.6)
        #expect(b.name == "red" && b.level == 2)
        #expect(c.name == "red" && c.color?.opacity == 1)
    }

    @Test func foregroundLevelsAndPalettes() {
        let node = root(VStack {
            Image(systemName: "cloud.sun.fill")
            Text("t").foregroundStyle(.secondary)
        }.foregroundStyle(.blue, .orange).symbolRenderingMode(.palette))
        let image = node.children[0].image!
        #expect(image.symbolRenderingMode == .palette)
        #expect(image.palette?.compactMap(\.name) == ["blue", "orange"])
        #expect(node.children[1].text?.runs[0].color?.name == "orange")
    }

    @Test func gradientsAndMaterials() {
        let node = root(ZStack {
            LinearGradient(colors: [.red, .blue], startPoint: .top, endPoint: .bottom)
            RadialGradient(colors: [.white, .black], center: .center, startRadius: 0, endRadius: 50)
            Rectangle().fill(.ultraThinMaterial)
            Rectangle().fill(.tint)
        }.tint(.green))
        let linear = node.children[0].paint!
        #expect(linear.kind == .linearGradient && linear.stops?.count == 2 && linear.stops?[1].location == 1)
        #expect(linear.startPoint == ArchivePoint(x: 0.5, y: 0) && linear.endPoint == ArchivePoint(x: 0.5, y: 1))
        #expect(node.children[1].paint?.kind == .radialGradient && node.children[1].paint?.endRadius == 50)
        #expect(node.children[2].shape?.fill?.kind == .material)
        #expect(node.children[3].shape?.fill?.name == "tint" && node.children[3].shape?.fill?.color?.hex == "#34c759ff")
    }

    @Test func imagesAndTheirModifiers() {
        let node = root(VStack {
            Image(systemName: "star").imageScale(.large).font(.title)
            Image("photo").resizable().renderingMode(.original).aspectRatio(contentMode: .fill)
            Image(decorative: "bg").resizable().scaledToFit()
        })
        let symbol = node.children[0].image!
        #expect(symbol.systemName == "star" && symbol.imageScale == .large && symbol.font?.textStyle == .title)
        let photo = node.children[1]
        #expect(photo.image?.name == "photo" && photo.image?.resizable == true && photo.image?.renderingMode == .original)
        #expect(photo.modifiers == [.aspectRatio(nil, contentMode: .fill)])
        #expect(node.children[2].image?.decorative == true)
    }
}

@MainActor @Suite struct RedactionTests {
    @Test func placeholderReasonsReachEveryContentNode() {
        let node = root(VStack {
            Text("secret")
            Text("shown").unredacted()
            Image(systemName: "star")
        }, testEnvironment(reasons: .placeholder))
        #expect(node.children[0].redactionReasons == [.placeholder] && node.children[0].isRedacted)
        #expect(node.children[1].redactionReasons == [] && !node.children[1].isRedacted)
        #expect(node.children[2].isRedacted)
    }

    @Test func privacySensitiveMarksAreKept() {
        let view = VStack {
            Text("balance").privacySensitive()
            Text("label")
        }
        let unlocked = root(view)
        #expect(unlocked.children[0].privacySensitive && !unlocked.children[0].isRedacted)
        let locked = root(view, testEnvironment(reasons: .privacy))
        #expect(locked.children[0].isRedacted && !locked.children[1].isRedacted)
    }

    @Test func containersLeaveRedactionToTheirContent() {
        let node = root(HStack {
            Label("A", systemImage: "a.circle")
            Spacer()
        }.privacySensitive(), testEnvironment(reasons: [.placeholder, .privacy]))
        #expect(node.redactionReasons.isEmpty && !node.privacySensitive)
        #expect(node.children[0].redactionReasons.isEmpty && node.children[1].redactionReasons.isEmpty)
        #expect(node.children[0].children.allSatisfy { $0.isRedacted && $0.privacySensitive })
    }

    @Test func redactedModifierAddsReasons() {
        let node = root(VStack {
            Text("a").redacted(reason: .placeholder)
            Text("b").invalidatableContent()
        })
        #expect(node.children[0].redactionReasons == [.placeholder])
        #expect(node.children[1].invalidatable)
    }
}

@MainActor @Suite struct ControlTests {
    @Test func buttonsAndTogglesCarryTheirIntents() {
        let node = root(VStack {
            Button(intent: ToggleFavoriteIntent(item: "apple", favorite: true)) {
                Label("Favorite", systemImage: "star")
            }
            .buttonStyle(.plain)
            Toggle(isOn: true, intent: ToggleFavoriteIntent(item: "pear", favorite: false)) {
                Text("Pear")
            }
            Button("Refresh", intent: ToggleFavoriteIntent(item: "x", favorite: false))
            Link(destination: URL(string: "https://example.com/a")!) { Text("Open") }
        }.tint(.orange))
        let button = node.children[0]
        #expect(button.kind == .button)
        #expect(button.action?.intent == IntentArchive(typeName: "ToggleFavoriteIntent", configuration: ["item": "apple", "favorite": true]))
        #expect(button.action?.buttonStyle == .plain)
        #expect(button.action?.tint?.name == "orange")
        #expect(button.children[0].kind == .label)
        #expect(button.children[0].children.map(\.role) == [.title, .icon])
        let toggle = node.children[1]
        #expect(toggle.kind == .toggle && toggle.action?.isOn == true)
        #expect(toggle.action?.intent?.configuration == ["item": "pear", "favorite": false])
        #expect(node.children[2].children[0].plainText == "Refresh")
        #expect(node.children[3].kind == .link && node.children[3].action?.url == "https://example.com/a")
    }

    @Test func gaugesWithRoleTaggedLabels() {
        let node = root(Gauge(value: 30, in: 0...120) {
            Text("Speed")
        } currentValueLabel: {
            Text("30")
        } minimumValueLabel: {
            Text("0")
        } maximumValueLabel: {
            Text("120")
        }
        .gaugeStyle(.accessoryCircular)
        .tint(Gradient(colors: [.green, .red])))
        #expect(node.kind == .gauge)
        #expect(node.gauge?.value == 30 && node.gauge?.upperBound == 120 && node.gauge?.style == .accessoryCircular)
        #expect(node.gauge?.tint?.kind == .linearGradient)
        #expect(node.children.map(\.role) == [.label, .currentValueLabel, .minimumValueLabel, .maximumValueLabel])
        #expect(node.children.map(\.id) == ["r.label", "r.current", "r.min", "r.max"])
        #expect(abs(node.gauge!.fraction - 0.25) < 1e-9)
    }

    @Test func progressViews() {
        let end = referenceDate + 600
        let node = root(VStack {
            ProgressView(value: 0.4)
            ProgressView(timerInterval: referenceDate...end, countsDown: false)
            ProgressView("Loading", value: 3.0, total: 10.0).progressViewStyle(.circular)
        })
        #expect(node.children[0].progress == ProgressArchive(value: 0.4, total: 1))
        let timer = node.children[1]
        #expect(timer.progress?.timerStart == referenceDate.timeIntervalSince1970 && timer.progress?.countsDown == false)
        #expect(timer.children.first?.role == .currentValueLabel && timer.children.first?.text?.runs.first?.kind == .timerInterval)
        #expect(node.children[2].progress?.style == .circular && node.children[2].children.first?.plainText == "Loading")
    }

    @Test func labelsAndStyles() {
        let node = root(Label("Rain", systemImage: "cloud.rain").labelStyle(.iconOnly))
        #expect(node.kind == .label && node.label?.style == .iconOnly)
        #expect(node.children[1].image?.systemName == "cloud.rain")
    }

    /// `ContentUnavailableView` is composed of stacks, a label's parts and texts: its icon large
    /// and secondary over a bold title2 title, a secondary subheadline description, centred in
    /// the space offered.
    @Test func contentUnavailableViewsStackTheirParts() {
        let node = root(ContentUnavailableView("No Favourites", systemImage: "star", description: Text("Add one in the app.")))
        let stacks = node.all(.vstack)
        #expect(stacks.count == 2)
        let icon = node.first(.image)
        #expect(icon?.image?.systemName == "star")
        #expect(icon?.image?.font?.size == 40)
        #expect(icon?.image?.foreground?.level == 1)
        let texts = node.all(.text)
        #expect(texts.map(\.plainText) == ["No Favourites", "Add one in the app."])
        #expect(texts[0].text?.font.textStyle == .title2 && texts[0].text?.font.weight == .bold)
        #expect(texts[1].text?.font.textStyle == .subheadline && texts[1].text?.foreground.level == 1)
        #expect(texts.allSatisfy { $0.text?.multilineTextAlignment == .center })
        // Custom label, description and actions.
        let custom = root(ContentUnavailableView {
            Text("Offline")
        } description: {
            Text("Reconnect to see scores.")
        } actions: {
            Link("Settings", destination: URL(string: "widgetry://settings")!)
        })
        #expect(custom.all(.text).map(\.plainText) == ["Offline", "Reconnect to see scores.", "Settings"])
        #expect(custom.all(.text)[0].text?.font.textStyle == .title2)
        #expect(custom.first(.link) != nil)
    }

    @Test func effectsAndIgnoredModifiers() {
        let node = root(ZStack {
            Text("a").zIndex(1).blur(radius: 2).grayscale(1)
            Text("b").colorScheme(.dark)
        }.ignoresSafeArea().compositingGroup().drawingGroup())
        #expect(node.modifiers.isEmpty)
        #expect(node.children[0].modifiers.map(\.kind) == [.zIndex, .blur, .grayscale])
        #expect(node.children[0].modifiers == [.zIndex(1), .blur(radius: 2), .grayscale(1)])
        #expect(node.children[1].text?.foreground.color?.hex == "#ffffffff")
    }

    /// Lifecycle and gesture modifiers of views shared with an app compile and are never run.
    @Test func appModifiersAreNeverRun() {
        nonisolated(unsafe) var ran: [String] = []
        let node = root(
            Text("5")
                .onAppear { ran.append("appear") }
                .onDisappear { ran.append("disappear") }
                .task { ran.append("task") }
                .task(id: 5) {}
                .onChange(of: 5, initial: true) { old, new in ran.append("change") }
                .onChange(of: 5) { ran.append("change") }
                .onTapGesture(count: 2) { ran.append("tap") })
        #expect(ran.isEmpty)
        #expect(node.modifiers.isEmpty && node.kind == .text)
    }

    @Test func ignoredAnimationModifiersLeaveNoTrace() {
        let node = root(Text("5").contentTransition(.numericText()).animation(.default, value: 5).transition(.opacity))
        #expect(node.modifiers.isEmpty && node.kind == .text)
    }
}

@MainActor @Suite struct ArchiveTests {
    func sampleArchive() -> WidgetArchive {
        let view = VStack(alignment: .leading) {
            Text("Now ") + Text(referenceDate, style: .time).bold()
            Spacer(minLength: 4)
            Divider()
            Gauge(value: 0.7) { Text("g") }.gaugeStyle(.accessoryLinear)
            Button(intent: ToggleFavoriteIntent(item: "a", favorite: true)) { Image(systemName: "heart") }
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
        .padding()
        return makeWidgetArchive(
            view, family: "systemSmall", size: ArchiveSize(width: 170, height: 170), entryDate: referenceDate,
            environment: testEnvironment(.dark, reasons: .placeholder), renderingMode: .fullColor,
            contentMargins: EdgeInsets(top: 16, leading: 16, bottom: 16, trailing: 16))
    }

    @Test func widgetArchiveRecordsTheEnvironment() {
        let archive = sampleArchive()
        #expect(archive.family == "systemSmall" && archive.entryDate == 1_700_000_000)
        #expect(archive.environment.colorScheme == "dark")
        #expect(archive.environment.redactionReasons == [.placeholder])
        #expect(archive.environment.contentMargins == ArchiveInsets(top: 16, leading: 16, bottom: 16, trailing: 16))
        #expect(archive.environment.timeZone == TimeZone(identifier: "UTC")!.identifier)
        #expect(archive.root.modifiers.map(\.kind) == [.frame, .padding])
    }

    @Test func jsonRoundTripWithInfiniteLengths() throws {
        let archive = sampleArchive()
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        let data = try encoder.encode(archive)
        let json = String(decoding: data, as: UTF8.self)
        #expect(json.contains(#""maxWidth":"infinity""#))
        #expect(!json.contains("privacySensitive"))
        let decoded = try JSONDecoder().decode(WidgetArchive.self, from: data)
        #expect(decoded == archive)
        #expect(decoded.root.modifiers[0].frame?.maxHeight == .infinity)
    }

    @Test func evaluationIsDeterministic() throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        let first = try encoder.encode(sampleArchive())
        let second = try encoder.encode(sampleArchive())
        #expect(first == second)
    }

    @Test func aNodeHasOnePayload() {
        var node = ViewNode(id: "n", content: .text(TextArchive(runs: [], font: FontArchive(size: 17), foreground: .color(RGBAColor(red: 0, green: 0, blue: 0)))))
        #expect(node.text != nil)
        node.content = .fill(.color(RGBAColor(red: 1, green: 0, blue: 0)))
        #expect(node.text == nil && node.paint != nil)
        var copy = node
        copy.content = .spacer(SpacerArchive())
        #expect(copy.paint == nil && node.paint != nil && copy != node)
    }

    @Test func nodesAreFoundById() {
        let archive = sampleArchive()
        let button = archive.allNodes.first { $0.kind == .button }!
        #expect(archive.node(id: button.id)?.action?.intent?.typeName == "ToggleFavoriteIntent")
    }
}
