// CoreFoundation's notification centers as an app and its widget's shared code use them: an
// observer registered with a callback hears the posts of its name within the process.
import CoreFoundation
import Foundation
import Testing

/// What an observer heard; its pointer is handed to the center as Apple's callers do.
private final class Heard {
    var names: [String] = []
}

private let recordName: CFNotificationCallback = { _, observer, name, _, _ in
    guard let observer, let name else { return }
    Unmanaged<Heard>.fromOpaque(observer).takeUnretainedValue().names.append(name.rawValue as String)
}

@Suite struct CFNotificationCenterTests {
    private func post(_ name: String, to center: CFNotificationCenter = CFNotificationCenterGetDarwinNotifyCenter()) {
        CFNotificationCenterPostNotification(center, CFNotificationName(rawValue: name as CFString), nil, nil, true)
    }

    @Test func anObserverHearsItsNameAndNotOthers() {
        let heard = Heard()
        let pointer = Unmanaged.passUnretained(heard).toOpaque()
        let center = CFNotificationCenterGetDarwinNotifyCenter()
        CFNotificationCenterAddObserver(center, pointer, recordName, "test.widget.changed" as CFString, nil, .deliverImmediately)
        post("test.widget.changed")
        post("test.widget.other")
        #expect(heard.names == ["test.widget.changed"])
        CFNotificationCenterRemoveObserver(center, pointer, nil, nil)
        post("test.widget.changed")
        #expect(heard.names == ["test.widget.changed"])
    }

    @Test func anObserverOfEveryNameHearsEachPost() {
        let heard = Heard()
        let pointer = Unmanaged.passUnretained(heard).toOpaque()
        let center = CFNotificationCenterGetDarwinNotifyCenter()
        CFNotificationCenterAddObserver(center, pointer, recordName, nil, nil, .deliverImmediately)
        post("test.every.a")
        post("test.every.b")
        CFNotificationCenterRemoveEveryObserver(center, pointer)
        post("test.every.c")
        #expect(heard.names.filter { $0.hasPrefix("test.every.") } == ["test.every.a", "test.every.b"])
    }

    @Test func theLocalCenterIsSeparateFromTheDarwinCenter() {
        let heard = Heard()
        let pointer = Unmanaged.passUnretained(heard).toOpaque()
        CFNotificationCenterAddObserver(CFNotificationCenterGetLocalCenter(), pointer, recordName, "test.local" as CFString, nil, .deliverImmediately)
        post("test.local")
        #expect(heard.names.isEmpty)
        post("test.local", to: CFNotificationCenterGetLocalCenter())
        #expect(heard.names == ["test.local"])
        CFNotificationCenterRemoveObserver(CFNotificationCenterGetLocalCenter(), pointer, nil, nil)
    }
}
