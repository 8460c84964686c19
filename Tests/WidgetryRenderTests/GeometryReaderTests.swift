import Foundation
import SwiftUI
import Testing
import WidgetryRender
import WidgetryWire

/// `GeometryReader` reads the space it is offered as far as evaluation can tell (the widget's
/// size less margins and paddings, narrowed by frames), and takes all of it.
@MainActor
@Suite struct GeometryReaderTests {
    struct Bar: View {
        let fraction: Double
        var body: some View {
            VStack(alignment: .leading) {
                Text("Health")
                GeometryReader { geometry in
                    ZStack(alignment: .leading) {
                        Capsule().fill(.gray)
                        Capsule().fill(.green).frame(width: geometry.size.width * fraction)
                    }
                }
                .frame(height: 8)
            }
            .padding(10)
        }
    }

    static func frame(_ modifier: ModifierArchive) -> FrameArchive? {
        if case .frame(let frame) = modifier { return frame }
        return nil
    }

    @Test func theReaderSeesTheWidgetLessMarginsPaddingsAndFrames() throws {
        // systemSmall: 170 points, content margins 16, the padding 10 on each side: 118 wide.
        let archive = widgetArchive(Bar(fraction: 0.5))
        let frames = archive.allNodes.flatMap(\.modifiers).compactMap(Self.frame)
        #expect(frames.contains { $0.width == 59 }, "\(frames)")
        let medium = widgetArchive(Bar(fraction: 0.25), family: .systemMedium)
        #expect(medium.allNodes.flatMap(\.modifiers).compactMap(Self.frame).contains { $0.width == (364 - 32 - 20) / 4 })
        // The reader takes all the space offered, its content at the top leading corner.
        let reader = try #require(archive.allNodes.first { $0.stack?.alignment == .topLeading })
        #expect(reader.kind == .zstack)
        let frame = reader.modifiers.first.flatMap(Self.frame)
        #expect(frame?.maxWidth == .infinity && frame?.maxHeight == .infinity)
        let out = try html(Bar(fraction: 0.5))
        #expect(out.contains("width:59px"), "\(out)")
    }

    @Test func theProxyHasTheSizeAsItsLocalFrame() {
        var seen: [CGRect] = []
        _ = widgetArchive(GeometryReader { geometry in
            let _ = seen.append(geometry.frame(in: .local))
            let _ = seen.append(geometry.frame(in: .named("card")))
            Text("\(Int(geometry.size.width))×\(Int(geometry.size.height)) \(geometry.safeAreaInsets.top)")
        }.frame(maxHeight: 50))
        #expect(seen == [CGRect(x: 0, y: 0, width: 138, height: 50), CGRect(x: 0, y: 0, width: 138, height: 50)])
    }
}
