// The last survey round's APIs at work (their declarations: SurveyRoundFourCompatibility.swift,
// which leaves WidgetryWire out as author code does).
import Foundation
import SwiftUI
import Testing
import WatchKit
import WidgetKit
import WidgetryWire

@MainActor
private func texts(_ view: some View) -> [String] {
    var nodes: [ViewNode] = []
    evaluate(view).root.collect(into: &nodes)
    return nodes.compactMap { $0.text?.runs.map(\.string).joined() }
}

@MainActor
private func nodes(_ view: some View) -> [ViewNode] {
    var nodes: [ViewNode] = []
    evaluate(view).root.collect(into: &nodes)
    return nodes
}

@Suite("The last survey round's APIs at work")
@MainActor
struct SurveyRoundFourTests {
    @Test func aCustomGaugeStyleDrawsItsBodyWithTheGaugesValueAndLabel() {
        let gauge = Gauge(value: 3, in: 0...4) { Text("Donuts") }.gaugeStyle(SegmentedCheckGaugeStyle(segments: 4))
        let drawn = nodes(gauge)
        #expect(drawn.allSatisfy { $0.gauge == nil })
        #expect(drawn.compactMap { $0.text?.runs.map(\.string).joined() } == ["Donuts"])
        #expect(drawn.filter { $0.kind == .shape }.count == 4)
        // A system style inside replaces the custom one again.
        let system = nodes(Gauge(value: 0.5) { Text("A") }.gaugeStyle(.accessoryCircular).gaugeStyle(SegmentedCheckGaugeStyle(segments: 2)))
        #expect(system.first { $0.gauge != nil }?.gauge?.style == .accessoryCircular)
    }

    @Test func croppingShowsAWindowOfTheEncodedImage() throws {
        let pixels = Data((0..<8).flatMap { _ in [UInt8(255), 0, 0, 255] })
        let provider = try #require(CGDataProvider(data: pixels as NSData))
        let image = try #require(CGImage(
            width: 4, height: 2, bitsPerComponent: 8, bitsPerPixel: 32, bytesPerRow: 16, space: CGColorSpaceCreateDeviceRGB(),
            bitmapInfo: CGBitmapInfo(rawValue: CGImageAlphaInfo.premultipliedLast.rawValue), provider: provider, decode: nil,
            shouldInterpolate: true, intent: .defaultIntent))
        let cropped = try #require(image.cropping(to: CGRect(x: 1, y: 0, width: 5, height: 1.5)))
        #expect((cropped.width, cropped.height) == (3, 2))
        #expect(cropped.contentType == "image/svg+xml")
        let svg = String(decoding: cropped.encodedData, as: UTF8.self)
        #expect(svg.contains("width=\"3\" height=\"2\" viewBox=\"1 0 3 2\""))
        #expect(svg.contains("<image width=\"4\" height=\"2\""))
        #expect(svg.contains("data:image/png;base64,"))
        #expect(image.cropping(to: CGRect(x: 10, y: 10, width: 5, height: 5)) == nil)
    }

    @Test func aLiveActivityPreviewDrawsTheExtensionsConfiguration() throws {
        LiveActivityCatalog.register(try WidgetExtension([KettleLiveActivity()]).liveActivities)
        defer { LiveActivityCatalog.activities.removeAll { $0.attributesType == "KettleAttributes" } }
        let attributes = KettleAttributes(kettleName: "Kitchen")
        let state = KettleAttributes.ContentState(degrees: 80)
        #expect(texts(attributes.previewContext(state, viewKind: .content)) == ["Kitchen: 80°"])
        #expect(texts(attributes.previewContext(state, viewKind: .dynamicIsland(.compact))) == ["80"])
        #expect(texts(attributes.previewContext(state, viewKind: .dynamicIsland(.expanded))).contains("Kitchen"))
        // (Other tests' extensions stay registered.)
        LiveActivityCatalog.activities.removeAll { $0.attributesType == "KettleAttributes" }
        #expect(texts(attributes.previewContext(state, viewKind: .content)) == ["No ActivityConfiguration for KettleAttributes in this extension"])
    }

    @Test func settingsScreensDrawAtRest() {
        #expect(texts(ThemeSettingsCheckView()) == ["Accent", "Open in browser"])
        #expect(WKInterfaceDevice.current().screenBounds.size == CGSize(width: 198, height: 242))
        #expect(texts(CornerCheckView(glucose: 123.6)) == ["124.000000"])  // a Double in a Text key, as on iOS
    }

    @Test func aBundleFileThatImportsOnlySwiftUIDeclaresTheBundle() async throws {
        let widgets = try WidgetExtension(bundle: OnlySwiftUIBundle())
        #expect(widgets.widgets.map(\.kind) == ["Plain"])
    }
}
