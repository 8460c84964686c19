import Foundation
import SwiftUI
import Testing
import WidgetryWire

/// A widget's `AsyncImage` never loads, as on iOS: it draws its first phase.
@MainActor
@Suite("AsyncImage in a widget")
struct AsyncImageTests {
    let url = URL(string: "https://example.com/avatar.png")

    @Test func theDefaultPlaceholderIsAGreyFill() throws {
        let light = try #require(root(AsyncImage(url: url, scale: 2)).paint?.color)
        #expect(abs(light.red - 120.0 / 255) < 0.01 && abs(light.green - 120.0 / 255) < 0.01 && abs(light.blue - 128.0 / 255) < 0.01)
        #expect(abs(light.opacity - 0.16) < 0.01)
        let dark = try #require(root(AsyncImage(url: nil), testEnvironment(.dark)).paint?.color)
        #expect(abs(dark.opacity - 0.32) < 0.01)
    }

    @Test func theCustomPlaceholderIsShownNotTheContent() {
        let node = root(AsyncImage(url: url) { image in
            image.resizable().scaledToFill()
        } placeholder: {
            Text("Loading")
        })
        #expect(node.all(.text).map(\.plainText) == ["Loading"])
        #expect(node.first(.image) == nil)
    }

    @Test func thePhaseContentGetsTheEmptyPhase() {
        let node = root(AsyncImage(url: url, transaction: Transaction(animation: .default)) { phase in
            switch phase {
            case .empty: Text("empty")
            case .success(let image): image
            case .failure: Text("failed")
            }
        })
        #expect(node.all(.text).map(\.plainText) == ["empty"])
        #expect(AsyncImagePhase.empty.image == nil && AsyncImagePhase.empty.error == nil)
        #expect(AsyncImagePhase.success(Image(systemName: "star")).image != nil)
    }
}
