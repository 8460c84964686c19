import Foundation
import WidgetryStore

/// A Smart Stack as the home screen shows it: its members in order, the one on top now and why.
public struct WidgetStack: Sendable, Hashable, Codable {
    public var id: String
    /// Member widget ids, in order.
    public var members: [String]
    /// The member Smart Rotate puts on top now.
    public var top: String
    /// Why, in a person's words ("“Counter” is the most relevant now (0.9); “Clock” 0.2.").
    public var reason: String
    /// The relevance scores that hold now, by member (members without one are absent).
    public var scores: [String: Double]
}

extension WidgetHost {
    /// Stacks a home-screen widget onto another of its size on its page.
    @discardableResult
    public func stack(instanceID: String, onto targetID: String) async throws(HostError) -> String {
        let id = try await stored { try await store.stack(instanceID: instanceID, onto: targetID) }
        hub.publish(.layoutChanged)
        return id
    }

    /// Takes a widget out of its stack.
    public func unstack(instanceID: String) async throws(HostError) {
        try await stored { try await store.unstack(instanceID: instanceID) }
        hub.publish(.layoutChanged)
    }

    /// The home screen's stacks, each with the member on top now (``SmartRotation``).
    public func stacks() async throws(HostError) -> [WidgetStack] {
        let placed = try await instances()
        var order: [String] = []
        var members: [String: [PlacedWidget]] = [:]
        for widget in placed {
            guard let stack = widget.stackID else { continue }
            if members[stack] == nil { order.append(stack) }
            members[stack, default: []].append(widget)
        }
        let now = clock.now
        var stacks: [WidgetStack] = []
        for id in order {
            let widgets = members[id] ?? []
            var rotation: [SmartRotation.Member] = []
            for widget in widgets {
                let entry = await currentEntry(of: widget)
                let name = (try? self.widget(extensionID: widget.extensionID, kind: widget.kind).displayName) ?? widget.kind
                rotation.append(
                    SmartRotation.Member(
                        id: widget.id, name: name, relevance: entry?.relevance, entryDate: entry.map { Date(timeIntervalSince1970: $0.date) }))
            }
            let top = SmartRotation.top(of: rotation, at: now, shown: stackTops.withLock { $0[id] })
            stackTops.withLock { $0[id] = top.id }
            stacks.append(WidgetStack(id: id, members: widgets.map(\.id), top: top.id, reason: top.reason, scores: top.scores))
        }
        return stacks
    }
}
