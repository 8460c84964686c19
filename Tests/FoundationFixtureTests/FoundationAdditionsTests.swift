// Foundation as widget code sees it on Apple's systems, in a file that imports only Foundation
// (with the settings an author's package has): key-value coding on UserDefaults, app-group
// containers, DateComponentsFormatter, DispatchSerialQueue and Dispatch's constants.
import Foundation
import Testing

@testable import FoundationFixtures

@Suite("Apple's Foundation additions", .serialized)
struct FoundationAdditionsTests {
    let suite = "group.org.widgetry.tests.\(ProcessInfo.processInfo.processIdentifier)"

    @Test func userDefaultsKeyValueCoding() throws {
        let defaults = try #require(UserDefaults(suiteName: suite))
        defer {
            defaults.removePersistentDomain(forName: suite)
            try? FileManager.default.removeItem(at: FileManager.default.containerURL(forSecurityApplicationGroupIdentifier: suite)!)
        }
        defaults.setValue(42, forKey: "score")
        defaults.setValue("Harbour", forKey: "stop")
        #expect(defaults.value(forKey: "score") as? Int == 42)
        #expect(defaults.value(forKey: "stop") as? String == "Harbour")
        #expect(defaults.integer(forKey: "score") == 42)
        #expect(defaults.value(forKey: "missing") == nil)
        defaults.setValue(nil, forKey: "stop")
        #expect(defaults.value(forKey: "stop") == nil)

        // The suite's file, written at once; what another process (the app) writes to it is read
        // by the next value(forKey:), although Foundation on Linux keeps what a process read.
        let file = FileManager.default.containerURL(forSecurityApplicationGroupIdentifier: suite)!
            .deletingLastPathComponent().appendingPathComponent("\(suite).plist")
        let stored = try PropertyListSerialization.propertyList(from: Data(contentsOf: file), format: nil) as? [String: Any]
        #expect(stored?["score"] as? Int == 42)
        let written = try PropertyListSerialization.data(fromPropertyList: ["score": 7], format: .xml, options: 0)
        try written.write(to: file, options: .atomic)
        #expect(defaults.value(forKey: "score") as? Int == 7)
    }

    @Test func theAppGroupContainerIsBesideTheGroupsSuite() throws {
        let fileManager = FileManager.default
        let container = try #require(fileManager.containerURL(forSecurityApplicationGroupIdentifier: suite))
        defer {
            try? fileManager.removeItem(at: container)
            UserDefaults(suiteName: suite)?.removePersistentDomain(forName: suite)
        }
        let configured = ProcessInfo.processInfo.environment["XDG_CONFIG_HOME"].flatMap { $0.hasPrefix("/") ? $0 : nil }
        let preferences = configured ?? NSHomeDirectory() + "/.config"
        #expect(container.standardizedFileURL.path == URL(fileURLWithPath: preferences).appendingPathComponent(suite).standardizedFileURL.path)
        var isDirectory: ObjCBool = false
        #expect(fileManager.fileExists(atPath: container.path, isDirectory: &isDirectory) && isDirectory.boolValue)
        let permissions = try fileManager.attributesOfItem(atPath: container.path)[.posixPermissions] as? Int
        #expect(permissions == 0o700)
        // The suite of the same name is the file beside it.
        let defaults = try #require(UserDefaults(suiteName: suite))
        defaults.set(true, forKey: "seen")
        defaults.synchronize()
        #expect(fileManager.fileExists(atPath: container.deletingLastPathComponent().appendingPathComponent("\(suite).plist").path))
        // The same directory each time; files written there stay.
        try Data("hello".utf8).write(to: container.appendingPathComponent("note.txt"))
        let again = try #require(fileManager.containerURL(forSecurityApplicationGroupIdentifier: suite))
        #expect(try String(contentsOf: again.appendingPathComponent("note.txt"), encoding: .utf8) == "hello")
        // Identifiers that cannot name a directory.
        for invalid in ["", ".", "..", "group/evil"] {
            #expect(fileManager.containerURL(forSecurityApplicationGroupIdentifier: invalid) == nil)
        }
    }

    @Test func dateComponentsFormatterStyles() {
        func formatter(_ style: DateComponentsFormatter.UnitsStyle, _ units: NSCalendar.Unit) -> DateComponentsFormatter {
            let formatter = DateComponentsFormatter()
            formatter.unitsStyle = style
            formatter.allowedUnits = units
            formatter.calendar = Calendar(identifier: .gregorian)
            formatter.calendar?.locale = Locale(identifier: "en_US")
            formatter.calendar?.timeZone = TimeZone(identifier: "UTC")!
            return formatter
        }
        let positional = formatter(.positional, [.hour, .minute, .second])
        #expect(positional.string(from: 3725) == "1:02:05")
        #expect(positional.string(from: 65) == "1:05")
        #expect(positional.string(from: 5) == "0:05")
        #expect(positional.string(from: -65) == "-1:05")
        let padded = formatter(.positional, [.minute, .second])
        padded.zeroFormattingBehavior = .pad
        #expect(padded.string(from: 150) == "02:30")

        let abbreviated = formatter(.abbreviated, [.hour, .minute])
        #expect(abbreviated.string(from: 3725) == "1h 2m")
        #expect(abbreviated.string(from: 5700) == "1h 35m")
        #expect(abbreviated.string(from: 3600) == "1h")
        #expect(abbreviated.string(from: 0) == "0m")
        #expect(formatter(.abbreviated, [.day, .hour]).string(from: 90_000) == "1d 1h")

        #expect(formatter(.full, [.minute, .second]).string(from: 543) == "9 minutes, 3 seconds")
        #expect(formatter(.full, [.hour, .minute]).string(from: 3660) == "1 hour, 1 minute")
        #expect(formatter(.spellOut, [.minute, .second]).string(from: 123) == "two minutes, three seconds")
        let short = formatter(.short, [.minute, .second]).string(from: 123)
        #expect(short == "2 min, 3 sec" || short == "2 min, 3 secs")
        let brief = formatter(.brief, [.minute, .second])
        #expect(["2min 3sec", "2min 3secs"].contains(brief.string(from: 123)))
        brief.includesApproximationPhrase = true
        brief.includesTimeRemainingPhrase = true
        #expect(brief.string(from: 123)?.hasPrefix("About 2min 3sec") == true)
        #expect(brief.string(from: 123)?.hasSuffix(" remaining") == true)

        let limited = formatter(.abbreviated, [.hour, .minute, .second])
        limited.maximumUnitCount = 1
        #expect(limited.string(from: 5700) == "1h")
        let collapsed = formatter(.abbreviated, [.minute, .second])
        collapsed.collapsesLargestUnit = true
        #expect(collapsed.string(from: 70) == "70s")
        let fractional = formatter(.abbreviated, [.hour])
        fractional.allowsFractionalUnits = true
        #expect(fractional.string(from: 5400) == "1.5h")
        let everything = formatter(.abbreviated, [.hour, .minute, .second])
        everything.zeroFormattingBehavior = .none
        #expect(everything.string(from: 3600) == "1h 0m 0s")

        let calendarUnits = formatter(.full, [.month, .day])
        let january = Date(timeIntervalSince1970: 1_767_225_600)  // 2026-01-01T00:00:00Z
        let march15 = Date(timeIntervalSince1970: 1_773_532_800)  // 2026-03-15T00:00:00Z
        #expect(calendarUnits.string(from: january, to: march15) == "2 months, 14 days")

        let components = formatter(.abbreviated, [.hour, .minute])
        #expect(components.string(from: DateComponents(hour: 1, minute: 75)) == "2h 15m")
        #expect(components.string(for: DateComponents(minute: 5)) == "5m")
        #expect(components.string(for: "five") == nil)
        let localized = DateComponentsFormatter.localizedString(from: DateComponents(hour: 2, minute: 30), unitsStyle: .full)
        #expect(localized == "2 hours, 30 minutes")
    }

    /// An actor whose executor is a `DispatchSerialQueue`, and Dispatch's time constants.
    @Test func dispatchSerialQueueAndTimeConstants() async {
        let gate = RefreshGate()
        #expect(await gate.isOnItsQueue())
        let start = Date()
        #expect(await gate.allowsFetch(at: start))
        #expect(await !gate.allowsFetch(at: start.addingTimeInterval(10)))
        #expect(await gate.allowsFetch(at: start.addingTimeInterval(31)))

        #expect(RefreshGate.minimumInterval == 30_000_000_000)
        #expect(RefreshGate.backoff(attempt: 2) == 1_000_000_000)
        #expect(RefreshGate.backoffMilliseconds(attempt: 1) == 500)
        #expect(RefreshGate.backoffMicroseconds(attempt: 0) == 250_000)
        #expect(RefreshGate.seconds(milliseconds: 1500) == 1.5)
        #expect(RefreshGate.seconds(microseconds: 250_000) == 0.25)
        let constants: [UInt64] = [NSEC_PER_SEC, NSEC_PER_MSEC, NSEC_PER_USEC, USEC_PER_SEC, MSEC_PER_SEC]
        #expect(constants == [1_000_000_000, 1_000_000, 1_000, 1_000_000, 1_000])

        // A queue made as Apple's sample code makes one runs its work in order.
        let queue = DispatchSerialQueue(label: "org.widgetry.tests.serial", qos: .userInitiated, autoreleaseFrequency: .workItem, target: nil)
        final class Seen: @unchecked Sendable { var values: [Int] = [] }  // touched on the queue only
        let order = await withCheckedContinuation { (continuation: CheckedContinuation<[Int], Never>) in
            let seen = Seen()
            for index in 0..<5 { queue.async { seen.values.append(index) } }
            queue.async { continuation.resume(returning: seen.values) }
        }
        #expect(order == [0, 1, 2, 3, 4])
    }

    /// The value types Apple's Foundation bridges to reference types, as SwiftUI's formatter
    /// interpolation requires of its subject.
    @Test func foundationValuesAreReferenceConvertible() {
        func reference<T: ReferenceConvertible>(_ value: T) -> String { "\(T.ReferenceType.self)" }
        #expect(reference(Date()) == "NSDate")
        #expect(reference(UUID()) == "NSUUID")
        #expect(reference(Data()) == "NSData")
        #expect(reference(Locale(identifier: "en")) == "NSLocale")
        #expect(reference(DateInterval()) == "NSDateInterval")
    }
}
