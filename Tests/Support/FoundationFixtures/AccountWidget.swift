// An account widget in the shape of a settings-backed app's: who is signed in (the keychain
// shared through the app group), the plan (StoreKit entitlements), whether the device is online
// (NWPathMonitor), when the app last synced (RelativeDateTimeFormatter), whether the app's
// biometric lock can be used (LocalAuthentication), and the latest attachment's kind (UTType).
import LocalAuthentication
import os
import SwiftUI
import WidgetKit

struct AccountEntry: TimelineEntry {
    let date: Date
    let displayName: String?
    let username: String?
    let isPro: Bool
    let isOnline: Bool
    let lastSync: Date?
    let lockStatus: String
    let attachment: Attachment?
}

enum AccountSnapshot {
    static let defaults = UserDefaults(suiteName: AccountKeychain.accessGroup)

    /// When each part of the entry was last read, for the app's diagnostics screen.
    static let lastRead = OSAllocatedUnfairLock(initialState: [String: Date]())

    static var lockStatus: String {
        let context = LAContext()
        var error: NSError?
        if context.canEvaluatePolicy(.deviceOwnerAuthenticationWithBiometrics, error: &error) {
            return context.biometryType == .faceID ? "Face ID lock" : "Touch ID lock"
        }
        if let error = error, error.code == LAError.biometryNotAvailable.rawValue {
            return "No biometric lock"
        }
        return "Lock unavailable"
    }

    static func entry(at date: Date) async -> AccountEntry {
        let credentials = try? AccountStore.credentials()
        let isPro = await Entitlements.hasPro()
        let status = await ConnectivityMonitor.currentStatus()
        lastRead.withLock { $0["account"] = date }
        let attachmentName = defaults?.string(forKey: "latestAttachment")
        return AccountEntry(
            date: date,
            displayName: AccountStore.profile?.displayName,
            username: credentials?.username,
            isPro: isPro,
            isOnline: status == .satisfied,
            lastSync: defaults?.object(forKey: "lastSync") as? Date,
            lockStatus: lockStatus,
            attachment: attachmentName.map(Attachment.init(name:)))
    }
}

struct AccountProvider: TimelineProvider {
    func placeholder(in context: Context) -> AccountEntry {
        AccountEntry(
            date: Date(), displayName: "Robin", username: "robin", isPro: true, isOnline: true, lastSync: nil, lockStatus: "",
            attachment: nil)
    }

    func getSnapshot(in context: Context, completion: @escaping (AccountEntry) -> Void) {
        Task { completion(await AccountSnapshot.entry(at: Date())) }
    }

    func getTimeline(in context: Context, completion: @escaping (Timeline<AccountEntry>) -> Void) {
        Task {
            let entry = await AccountSnapshot.entry(at: Date())
            completion(Timeline(entries: [entry], policy: .after(entry.date.addingTimeInterval(15 * 60))))
        }
    }
}

struct AccountView: View {
    var entry: AccountEntry

    static let syncFormatter: RelativeDateTimeFormatter = {
        let formatter = RelativeDateTimeFormatter()
        formatter.unitsStyle = .full
        formatter.locale = Locale(identifier: "en_US")
        return formatter
    }()

    var body: some View {
        VStack(alignment: .leading, spacing: 4) {
            Text(entry.displayName ?? "Signed out")
                .font(.headline)
            if let username = entry.username {
                Text("@\(username)")
                    .font(.caption)
            }
            Text(entry.isPro ? "Pro" : "Free")
            Text(entry.isOnline ? "Online" : "Offline")
            if let lastSync = entry.lastSync {
                Text("Synced \(Self.syncFormatter.localizedString(for: lastSync, relativeTo: entry.date))")
            }
            Text(entry.lockStatus)
            if let attachment = entry.attachment {
                Label(attachment.name, systemImage: attachment.symbolName)
            }
        }
        .containerBackground(.background, for: .widget)
    }
}

struct AccountWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "Account", provider: AccountProvider()) { entry in
            AccountView(entry: entry)
        }
        .configurationDisplayName("Account")
        .description("Who is signed in, and the plan.")
        .supportedFamilies([.systemSmall, .systemMedium])
    }
}
