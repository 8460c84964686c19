import Foundation
import WidgetryStore
import WidgetryWire

/// Taps on a widget: an intent run in the extension, or a link opened by the page or handed to
/// the extension's app through its mailbox (``AppLinkMailbox``).
extension WidgetHost {
    /// A tap on the view with id `action` in the entry shown now: a `Button(intent:)` or
    /// `Toggle(isOn:intent:)` runs its intent in the extension (a toggle's `value` parameter set
    /// to the new state), then every widget of the extension reloads at once, uncounted (as
    /// WidgetKit reloads the extension's timelines after an interactive intent: it may have
    /// changed what any of them shows); a link is returned to open.
    public func perform(instanceID: String, action: String) async throws(HostError) -> ActionResult {
        let display = try await display(instanceID: instanceID)
        guard display.state == .current,
            let node = display.entry.variants.first.flatMap({ $0.node(id: action) }),
            let tap = node.action
        else { throw .unknownAction(instanceID: instanceID, action: action) }
        let placed = display.widget
        let intent: IntentArchive
        switch Tap(tap) {
        case .open(let url): return .openURL(url)
        case .perform(let performed): intent = performed
        case nil: throw .unknownAction(instanceID: instanceID, action: action)
        }
        do throws(HostError) {
            try await client.perform(
                placed.extensionID, intent: intent, kind: placed.kind, family: placed.family, configuration: placed.configuration)
        } catch {
            await recordError(instanceID, operation: "perform \(intent.typeName)", error.description)
            throw error
        }
        requestReload(extensionID: placed.extensionID, reason: .intentPerformed)
        return .performed
    }

    /// What a tap on a view's action does, in a widget or a Live Activity: open a link (a
    /// `Link`, or a button whose intent is an `OpenURLIntent`), or perform its intent (a
    /// `Toggle(isOn:intent:)`'s `value` parameter set to the state it goes to).
    enum Tap {
        case open(String)
        case perform(IntentArchive)

        /// nil: the action neither links nor runs anything.
        init?(_ action: ActionArchive) {
            guard var intent = action.intent else {
                guard let url = action.url else { return nil }
                self = .open(url)
                return
            }
            if let url = intent.openedURL {
                self = .open(url)
                return
            }
            if let isOn = action.isOn, intent.configuration["value"] != nil { intent.configuration["value"] = .bool(!isOn) }
            self = .perform(intent)
        }
    }

    /// A person tapped `url` in the widget: it must be the entry's `widgetURL` or one of its
    /// links. It is queued for the extension's app with the widget's kind, family and
    /// configuration.
    @discardableResult
    public func open(url: String, instanceID: String) async throws(HostError) -> OpenedURL {
        let display = try await display(instanceID: instanceID)
        let shown = display.entry.variants.flatMap { archive in
            [archive.widgetURL].compactMap { $0 } + archive.allNodes.compactMap { $0.action?.url ?? $0.action?.intent?.openedURL }
        }
        guard shown.contains(url) else { throw .unknownAction(instanceID: instanceID, action: url) }
        let widget = display.widget
        let intentTypeName = try? self.widget(extensionID: widget.extensionID, kind: widget.kind).intent?.typeName
        return postAppLink(
            url, extensionID: widget.extensionID, id: widget.id, kind: widget.kind, family: widget.family,
            configuration: widget.configuration, intentTypeName: intentTypeName)
    }

    /// Queues `url` for the extension's app with what showed it (a widget, or a control:
    /// family `control`), and wakes the app's long poll.
    @discardableResult
    func postAppLink(
        _ url: String, extensionID: String, id: String, kind: String, family: String, configuration: Configuration,
        intentTypeName: String?
    ) -> OpenedURL {
        let now = clock.now
        let opened = appLinks.post(extensionID: extensionID, at: now) { sequence in
            OpenedURL(
                sequence: sequence, url: url, instanceID: id, kind: kind, family: family, configuration: configuration,
                intentTypeName: intentTypeName, time: now.formatted(.iso8601))
        }
        hub.publish(.urlOpened(extensionID: extensionID))
        return opened
    }

    /// An `http` or `https` link, which the page opens itself; other schemes go to the app.
    static func isWebLink(_ url: String) -> Bool {
        let scheme = url.prefix { $0 != ":" }.lowercased()
        return scheme == "http" || scheme == "https"
    }

    /// The app links tapped in extension `extensionID`'s widgets after `sequence`; waits up to
    /// `wait` for one when there is none yet (an app's long poll).
    public func openedURLs(extensionID: String, after sequence: Int, wait: Duration = .zero) async -> [OpenedURL] {
        let events = wait > .zero ? hub.subscribe() : nil
        if let events, appLinks.links(extensionID: extensionID, after: sequence).isEmpty {
            await withTaskGroup(of: Void.self) { group in
                group.addTask {
                    for await event in events where event == .urlOpened(extensionID: extensionID) { return }
                }
                group.addTask { try? await Task.sleep(for: wait) }
                await group.next()
                group.cancelAll()
            }
        }
        return appLinks.links(extensionID: extensionID, after: sequence)
    }
}
