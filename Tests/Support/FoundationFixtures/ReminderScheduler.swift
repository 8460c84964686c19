// The notification helper shared app and widget code keep: a singleton over the current centre that asks
// for permission, reads the settings, schedules a reminder after an interval or at a time of day and
// clears it again, reporting through completion handlers. Foundation and UserNotifications only.
import Foundation
import UserNotifications

final class ReminderScheduler {
    static let shared = ReminderScheduler()
    static let dailyIdentifier = "daily-summary"

    let center = UNUserNotificationCenter.current()

    private init() {}

    func requestAuthorization(completion: @escaping (Bool) -> Void) {
        center.requestAuthorization(options: [.alert, .sound, .badge]) { granted, error in
            if let error = error {
                print("Authorization failed with error: \(error.localizedDescription)")
            }
            completion(granted)
        }
    }

    func isAuthorized(completion: @escaping (Bool) -> Void) {
        center.getNotificationSettings { settings in
            completion(settings.authorizationStatus == .authorized || settings.authorizationStatus == .provisional)
        }
    }

    func makeContent(title: String, body: String, streak: Int) -> UNMutableNotificationContent {
        let content = UNMutableNotificationContent()
        content.title = title
        content.body = body
        content.sound = UNNotificationSound.default
        content.badge = NSNumber(value: streak)
        content.userInfo = ["streak": streak]
        content.categoryIdentifier = "summary"
        content.threadIdentifier = "summaries"
        content.interruptionLevel = .timeSensitive
        return content
    }

    func scheduleReminder(title: String, body: String, after seconds: TimeInterval, completion: @escaping (Error?) -> Void) {
        let content = makeContent(title: title, body: body, streak: 1)
        let trigger = UNTimeIntervalNotificationTrigger(timeInterval: seconds, repeats: false)
        let request = UNNotificationRequest(identifier: UUID().uuidString, content: content, trigger: trigger)
        center.add(request) { error in
            if let error = error {
                print("Error scheduling notification: \(error)")
            }
            completion(error)
        }
    }

    func dailyRequest(hour: Int, minute: Int) -> UNNotificationRequest {
        var components = DateComponents()
        components.hour = hour
        components.minute = minute
        let trigger = UNCalendarNotificationTrigger(dateMatching: components, repeats: true)
        return UNNotificationRequest(
            identifier: ReminderScheduler.dailyIdentifier, content: makeContent(title: "Your day", body: "See today's summary", streak: 3),
            trigger: trigger)
    }

    func scheduleDaily(hour: Int, minute: Int) async throws {
        center.removePendingNotificationRequests(withIdentifiers: [ReminderScheduler.dailyIdentifier])
        try await center.add(dailyRequest(hour: hour, minute: minute))
    }

    func pendingIdentifiers(completion: @escaping ([String]) -> Void) {
        center.getPendingNotificationRequests { requests in
            completion(requests.map { $0.identifier })
        }
    }

    func clearAll() {
        center.removeAllPendingNotificationRequests()
        center.removeAllDeliveredNotifications()
        center.setBadgeCount(0)
    }
}
