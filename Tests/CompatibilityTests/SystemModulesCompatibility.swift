// docs/compatibility.md's "Foundation and system modules" rows and the SwiftUI rows that lean on
// them, each used as widget and app code uses it on Apple's systems (Swift 5 mode, with the
// package settings of an author's package). If a listed API disappears or changes its shape,
// this file stops compiling.
import Combine
import CryptoKit
import Foundation
import OSLog
import SwiftUI

final class SnackStore: ObservableObject {
    @Published var count = 0
    let changes = PassthroughSubject<Int, Never>()
    let latest = CurrentValueSubject<String, Never>("crisps")
    var cancellables = Set<AnyCancellable>()

    init() {
        changes.map { $0 * 2 }.receive(on: DispatchQueue.main).sink { [weak self] in self?.count = $0 }.store(in: &cancellables)
        Just(1).sink { _ in }.store(in: &cancellables)
    }
}

struct SnackStoreView: View {
    @ObservedObject var store: SnackStore
    @StateObject private var owned = SnackStore()
    @EnvironmentObject var shared: SnackStore
    static let formatter = DateFormatter()

    var body: some View {
        VStack {
            Text("\(store.count)")
            Text("Updated \(Date(), formatter: Self.formatter)")
            Text(Date(), formatter: Self.formatter)
            Text("$").textScale(.secondary) + Text("3")
        }
        .textScale(.default, isEnabled: false)
    }
}

let systemModuleChecks: [String: Any] = [
    // SwiftUI
    "Text(_:formatter:)": SnackStoreView.self,
    "textScale(_:isEnabled:)": [Text.Scale.default, .secondary],
    "ObservedObject": ObservedObject<SnackStore>.self,
    "StateObject": StateObject<SnackStore>.self,
    "EnvironmentObject": { (view: SnackStoreView) in view.environmentObject(SnackStore()) } as Any,
    // Foundation
    "URLSession": { (url: URL) in
        var request = URLRequest(url: url, cachePolicy: .reloadIgnoringLocalCacheData, timeoutInterval: 10)
        request.setValue("application/json", forHTTPHeaderField: "Accept")
        let configuration = URLSessionConfiguration.ephemeral
        configuration.urlCache = URLCache(memoryCapacity: 0, diskCapacity: 0, diskPath: nil)
        configuration.protocolClasses = [URLProtocol.self]
        URLSession(configuration: configuration).dataTask(with: request) { _, response, _ in _ = (response as? HTTPURLResponse)?.statusCode }
            .resume()
    } as Any,
    "UserDefaults.value(forKey:)": { (defaults: UserDefaults) in defaults.setValue(defaults.value(forKey: "count"), forKey: "count") } as Any,
    "FileManager.containerURL(forSecurityApplicationGroupIdentifier:)": { FileManager.default.containerURL(forSecurityApplicationGroupIdentifier: "group.snacks") } as Any,
    "MeasurementFormatter": { () -> String in
        let formatter = MeasurementFormatter()
        formatter.numberFormatter.maximumFractionDigits = 0
        formatter.unitOptions = .temperatureWithoutUnit
        return formatter.string(from: Measurement<UnitTemperature>(value: 21, unit: .celsius))
    }(),
    "DateComponentsFormatter": { () -> String? in
        let formatter = DateComponentsFormatter()
        formatter.allowedUnits = [.hour, .minute]
        formatter.unitsStyle = .abbreviated
        formatter.zeroFormattingBehavior = .dropAll
        return formatter.string(from: 90 * 60)
    } as Any,
    "ReferenceConvertible": [Date.self, UUID.self, Data.self, Locale.self, DateInterval.self] as [any ReferenceConvertible.Type],
    "OS_dispatch_queue_serial": OS_dispatch_queue_serial(label: "snacks"),
    "NSObject.classForCoder()": URLProtocol.classForCoder(),
    "DispatchSerialQueue": { DispatchSerialQueue(label: "snacks", qos: .utility, autoreleaseFrequency: .inherit, target: nil).asUnownedSerialExecutor() } as Any,
    "NSEC_PER_SEC": [NSEC_PER_SEC, NSEC_PER_MSEC, NSEC_PER_USEC, USEC_PER_SEC, MSEC_PER_SEC],
    // CryptoKit
    "CryptoKit": { (token: String) -> String in
        let digest = SHA256.hash(data: Data(token.utf8))
        let key = SymmetricKey(size: .bits256)
        _ = HMAC<SHA256>.authenticationCode(for: Data(token.utf8), using: key)
        return digest.compactMap { String(format: "%02x", $0) }.joined()
    } as Any,
    // OSLog
    "Logger": { (logger: Logger) in
        logger.log(level: .info, "Loaded \(3) snacks")
        logger.trace("t"); logger.debug("d"); logger.info("i"); logger.notice("n")
        logger.warning("w"); logger.error("e"); logger.critical("c"); logger.fault("f")
        _ = (Logger(), Logger(subsystem: "com.example", category: "snacks"), Logger(OSLog.default))
    } as Any,
    "OSLogMessage": { (logger: Logger, name: String) in
        logger.info("\(name, privacy: .public) \(name, privacy: .private(mask: .hash)) \(name, align: .left(columns: 8), privacy: .sensitive) \(2, format: .hex) \(1.5, format: .fixed(precision: 1)) \(true, format: .answer)")
    } as Any,
    "OSLog": [OSLog.default, .disabled, OSLog(subsystem: "com.example", category: .pointsOfInterest)],
    "os_log": { (log: OSLog) in
        os_log("Loaded %d snacks for %{public}@", log: log, type: .info, 3, "Ann")
        os_log(.error, log: log, "Failed: %@", "offline")
        os_log("Interpolated \(3)")
    } as Any,
    "OSSignposter": { (signposter: OSSignposter) in
        let state = signposter.beginInterval("load", id: signposter.makeSignpostID())
        signposter.endInterval("load", state)
        os_signpost(.event, log: .default, name: "tap")
    } as Any,
    // Combine
    "AnyCancellable": AnyCancellable {},
    "PassthroughSubject": PassthroughSubject<Int, Never>.self,
    "CurrentValueSubject": CurrentValueSubject<Int, Never>.self,
    "Just": Just(1).eraseToAnyPublisher(),
    "Published": Published<Int>.self,
    "ObservableObject": SnackStore.self as any ObservableObject.Type,
    "Publisher": [1, 2].publisher.map { $0 }.filter { $0 > 0 }.removeDuplicates().eraseToAnyPublisher(),
    "Timer.publish(every:on:in:)": { Timer.publish(every: 60, on: .main, in: .common).autoconnect() } as Any,
    "NotificationCenter.publisher(for:object:)": NotificationCenter.default.publisher(for: Notification.Name("snacks"), object: nil),
    "URLSession.dataTaskPublisher(for:)": { (url: URL) in URLSession.shared.dataTaskPublisher(for: url).map(\.data) } as Any,
    "Scheduler": [DispatchQueue.main.now.dispatchTime.uptimeNanoseconds > 0, RunLoop.main.now.date.timeIntervalSince1970 > 0],
    // An order number as a model file writes it (Apple's Food Truck sample's shape).
    "String.LocalizationValue": { (number: Int, rating: Double) -> [String] in
        [String(localized: "Order") + String(localized: "#\(12)\(number, specifier: "%02d")"),
         String(localized: "Rated \(rating, specifier: "%.1f") of \(5)")]
    } as Any,
    "Measurement.formatted(_:)": { () -> [String] in
        let distance = Measurement(value: 5, unit: UnitLength.kilometers)
        let energy = Measurement(value: 250, unit: UnitEnergy.kilocalories)
        return [
            distance.formatted(.measurement(width: .abbreviated, usage: .road)),
            energy.formatted(.measurement(width: .abbreviated, usage: .workout, numberFormatStyle: .number.precision(.fractionLength(0)))),
            distance.formatted(),
        ]
    } as Any,
]
