// UserNotifications on a host without a notification centre: the answers of a device where the app's
// notifications are off, through the fixture's scheduler (completion handlers) and the async API.
import Foundation
import Testing
import UserNotifications

@testable import FoundationFixtures

@Suite("UserNotifications: a centre that does not notify")
struct UserNotificationsTests {
    @Test func authorisationIsNotGranted() async throws {
        let granted = await withCheckedContinuation { continuation in
            ReminderScheduler.shared.requestAuthorization { continuation.resume(returning: $0) }
        }
        #expect(!granted)
        #expect(try await UNUserNotificationCenter.current().requestAuthorization(options: [.alert, .badge]) == false)
        let authorized = await withCheckedContinuation { continuation in
            ReminderScheduler.shared.isAuthorized { continuation.resume(returning: $0) }
        }
        #expect(!authorized)
        let settings = await UNUserNotificationCenter.current().notificationSettings()
        #expect(settings.authorizationStatus == .denied)
        #expect(settings.alertSetting == .disabled && settings.soundSetting == .disabled && settings.badgeSetting == .disabled)
    }

    @Test func addingFailsWithApplesError() async throws {
        let error = await withCheckedContinuation { continuation in
            ReminderScheduler.shared.scheduleReminder(title: "Stand up", body: "An hour sitting", after: 3600) { continuation.resume(returning: $0) }
        }
        let unError = try #require(error as? UNError)
        #expect(unError.code == .notificationsNotAllowed)
        #expect((error as NSError?)?.domain == "UNErrorDomain" && (error as NSError?)?.code == 1)
        await #expect(throws: UNError.self) { try await ReminderScheduler.shared.scheduleDaily(hour: 8, minute: 30) }
        do {
            try await ReminderScheduler.shared.scheduleDaily(hour: 8, minute: 30)
        } catch let error as UNError {
            #expect(error.code == .notificationsNotAllowed)
        }
        let pending = await withCheckedContinuation { continuation in
            ReminderScheduler.shared.pendingIdentifiers { continuation.resume(returning: $0) }
        }
        #expect(pending.isEmpty)
        #expect(await UNUserNotificationCenter.current().deliveredNotifications().isEmpty)
        ReminderScheduler.shared.clearAll()
    }

    @Test func requestsCopyTheirContent() {
        let content = ReminderScheduler.shared.makeContent(title: "Rain", body: "At 4 pm", streak: 2)
        let request = UNNotificationRequest(identifier: "rain", content: content, trigger: nil)
        content.title = "Changed"
        #expect(request.content.title == "Rain" && request.content.body == "At 4 pm")
        #expect(request.content.badge == 2 && request.content.userInfo["streak"] as? Int == 2)
        #expect(request.content.interruptionLevel == .timeSensitive && request.content.sound == UNNotificationSound.default)
        #expect(!(request.content is UNMutableNotificationContent))
        let mutable = request.content.mutableCopy() as! UNMutableNotificationContent
        mutable.subtitle = "Take an umbrella"
        #expect(mutable.title == "Rain" && mutable.subtitle == "Take an umbrella" && request.content.subtitle.isEmpty)
    }

    @Test func triggersGiveTheirNextDates() throws {
        let before = Date()
        let trigger = UNTimeIntervalNotificationTrigger(timeInterval: 90, repeats: false)
        let next = try #require(trigger.nextTriggerDate())
        #expect(next >= before.addingTimeInterval(90) && next <= Date().addingTimeInterval(90))
        let daily = ReminderScheduler.shared.dailyRequest(hour: 8, minute: 30)
        let calendarTrigger = try #require(daily.trigger as? UNCalendarNotificationTrigger)
        #expect(calendarTrigger.repeats && calendarTrigger.dateComponents.hour == 8)
        let date = try #require(calendarTrigger.nextTriggerDate())
        #expect(date > Date())
        #expect(Calendar.current.component(.hour, from: date) == 8 && Calendar.current.component(.minute, from: date) == 30)
    }

    @Test func categoriesAreKept() async {
        let reply = UNTextInputNotificationAction(identifier: "reply", title: "Reply", options: [], textInputButtonTitle: "Send", textInputPlaceholder: "")
        let category = UNNotificationCategory(identifier: "summary", actions: [reply], intentIdentifiers: [], options: .customDismissAction)
        UNUserNotificationCenter.current().setNotificationCategories([category])
        let categories = await UNUserNotificationCenter.current().notificationCategories()
        #expect(categories.map(\.identifier) == ["summary"])
        #expect(categories.first?.actions.first?.identifier == "reply" && categories.first?.options == .customDismissAction)
    }

    @Test func attachmentsNeedAnExistingMediaFile() throws {
        let missing = URL(fileURLWithPath: "/nonexistent/chart.png")
        #expect(throws: UNError.self) { try UNNotificationAttachment(identifier: "chart", url: missing) }
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("chart-\(UUID().uuidString).png")
        try Data([0x89, 0x50, 0x4E, 0x47]).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        let attachment = try UNNotificationAttachment(identifier: "chart", url: file, options: nil)
        #expect(attachment.type == "public.png" && attachment.url == file)
        let text = file.deletingPathExtension().appendingPathExtension("txt")
        try Data("x".utf8).write(to: text)
        defer { try? FileManager.default.removeItem(at: text) }
        do {
            _ = try UNNotificationAttachment(identifier: "notes", url: text)
            Issue.record("a text file was accepted")
        } catch let error as UNError {
            #expect(error.code == .attachmentUnrecognizedType)
        }
    }

    @Test func negativeBadgeCountIsRejected() async {
        await #expect(throws: UNError.self) { try await UNUserNotificationCenter.current().setBadgeCount(-1) }
        await #expect(throws: Never.self) { try await UNUserNotificationCenter.current().setBadgeCount(0) }
    }
}
