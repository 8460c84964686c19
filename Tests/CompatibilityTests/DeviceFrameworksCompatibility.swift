// docs/compatibility.md's rows for the device frameworks and the image and text frameworks,
// each used as shared app code uses it on Apple's systems (Swift 5 mode, an author's package settings).
import AVFoundation
import CoreImage
import CoreLocation
import CoreText
import EventKit
import Foundation
import HealthKit
import UIKit
import ImageIO
import WeatherKit

let deviceFrameworkChecks: [String: Any] = [
    // HealthKit
    "HKHealthStore": { (store: HKHealthStore, type: HKQuantityType) in
        _ = HKHealthStore.isHealthDataAvailable()
        _ = store.authorizationStatus(for: type) == .sharingDenied
        store.requestAuthorization(toShare: [type], read: [type, HKObjectType.workoutType()]) { success, error in _ = (success, error) }
        store.getRequestStatusForAuthorization(toShare: [], read: [type]) { status, _ in _ = status == .shouldRequest }
        store.enableBackgroundDelivery(for: type, frequency: .hourly) { _, _ in }
        let query = HKObserverQuery(sampleType: type, predicate: nil) { _, completion, _ in completion() }
        store.execute(query)
        store.stop(query)
        Task { try await store.requestAuthorization(toShare: [], read: [type]) }
    } as Any,
    "HKObjectType": [HKObjectType.quantityType(forIdentifier: .stepCount) as Any, HKQuantityType(.heartRate), HKObjectType.workoutType(),
                     HKObjectType.categoryType(forIdentifier: .sleepAnalysis) as Any, HKCategoryType(.mindfulSession),
                     HKObjectType.activitySummaryType()] as [Any],
    "HKQuantityTypeIdentifier": [HKQuantityTypeIdentifier.stepCount, .distanceWalkingRunning, .activeEnergyBurned, .basalEnergyBurned,
                                 .appleExerciseTime, .appleStandTime, .flightsClimbed, .heartRate, .heartRateVariabilitySDNN,
                                 .oxygenSaturation, .bodyTemperature, .bloodPressureSystolic, .bloodGlucose, .bodyMass],
    "HKUnit": [HKUnit.count(), .meter(), .meterUnit(with: .kilo), .mile(), .kilocalorie(), .minute(), .hour(), .percent(),
               .degreeCelsius(), .secondUnit(with: .milli), .count().unitDivided(by: .minute()), HKUnit(from: "mg/dL"),
               .moleUnit(with: .milli, molarMass: HKUnitMolarMassBloodGlucose).unitDivided(by: .liter())],
    "HKQuantity": { (quantity: HKQuantity) -> [Any] in
        [quantity.doubleValue(for: .count()), quantity.is(compatibleWith: .meter()), quantity.compare(HKQuantity(unit: .count(), doubleValue: 1)),
         HKQuantity(unit: .kilocalorie(), doubleValue: 120)]
    } as Any,
    "HKQuery.predicateForSamples(withStart:end:options:)": HKQuery.predicateForSamples(withStart: Date(), end: nil, options: [.strictStartDate, .strictEndDate]),
    "HKSampleQuery": HKSampleQuery(sampleType: HKQuantityType(.heartRate), predicate: nil, limit: 1,
                                   sortDescriptors: [NSSortDescriptor(key: HKSampleSortIdentifierEndDate, ascending: false)]) { _, samples, _ in
        _ = (samples?.first as? HKQuantitySample)?.quantity
    },
    "HKStatisticsQuery": HKStatisticsQuery(quantityType: HKQuantityType(.stepCount), quantitySamplePredicate: nil, options: .cumulativeSum) { _, stats, _ in
        _ = stats?.sumQuantity()?.doubleValue(for: .count())
    },
    "HKStatisticsCollectionQuery": { () -> HKStatisticsCollectionQuery in
        let query = HKStatisticsCollectionQuery(quantityType: HKQuantityType(.stepCount), quantitySamplePredicate: nil, options: .cumulativeSum,
                                                anchorDate: Date(), intervalComponents: DateComponents(day: 1))
        query.initialResultsHandler = { _, results, _ in
            results?.enumerateStatistics(from: Date(), to: Date()) { statistics, stop in _ = (statistics.startDate, stop.pointee) }
        }
        return query
    } as Any,
    "HKStatistics": { (s: HKStatistics) in [s.sumQuantity(), s.averageQuantity(), s.minimumQuantity(), s.maximumQuantity(), s.mostRecentQuantity()] } as Any,
    "HKQuantitySample": HKQuantitySample(type: HKQuantityType(.stepCount), quantity: HKQuantity(unit: .count(), doubleValue: 10), start: Date(), end: Date()),
    "HKAnchoredObjectQuery": HKAnchoredObjectQuery(type: HKQuantityType(.stepCount), predicate: nil, anchor: HKQueryAnchor(fromValue: 0),
                                                   limit: HKObjectQueryNoLimit) { _, samples, deleted, anchor, _ in _ = (samples, deleted, anchor) },
    "HKWorkout": { (workout: HKWorkout) in [workout.workoutActivityType == .running, workout.duration, workout.startDate] as [Any] } as Any,
    "HKError": { (error: Error) -> Bool in
        if case HKError.errorHealthDataUnavailable = error { return true }
        return (error as NSError).domain == HKErrorDomain && (error as NSError).code == HKError.Code.errorNoData.rawValue
    } as Any,
    // EventKit
    "EKEventStore": { (store: EKEventStore) in
        store.requestAccess(to: .event) { granted, _ in _ = granted }
        Task { _ = try await store.requestFullAccessToEvents(); _ = try await store.requestFullAccessToReminders() }
        let predicate = store.predicateForEvents(withStart: Date(), end: Date(), calendars: store.calendars(for: .event))
        _ = store.events(matching: predicate)
        store.fetchReminders(matching: store.predicateForIncompleteReminders(withDueDateStarting: nil, ending: nil, calendars: nil)) { _ in }
        _ = store.calendarItem(withIdentifier: "x") as? EKReminder
    } as Any,
    "EKAuthorizationStatus": { () -> Bool in
        switch EKEventStore.authorizationStatus(for: .event) {
        case .fullAccess, .writeOnly: return true
        case .notDetermined, .restricted, .denied: return false
        @unknown default: return false
        }
    } as Any,
    "EKEvent": { (event: EKEvent) in [event.title ?? "", event.startDate as Any, event.endDate as Any, event.isAllDay, event.calendar.title] as [Any] } as Any,
    "EKReminder": { (r: EKReminder) in
        [r.title ?? "", r.dueDateComponents as Any, r.startDateComponents as Any, r.isCompleted, r.priority, r.calendarItemIdentifier,
         r.recurrenceRules?.isEmpty as Any] as [Any]
    } as Any,
    "EKCalendar": { (calendar: EKCalendar) in [calendar.title, calendar.calendarIdentifier, calendar.source.title] } as Any,
    "EKError": EKError(.eventStoreNotAuthorized),
    // WeatherKit
    "WeatherService": { (location: CLLocation) in
        Task {
            let (current, hourly, daily) = try await WeatherService.shared.weather(for: location, including: .current, .hourly, .daily)
            let minute = try await WeatherService.shared.weather(for: location, including: .minute)
            let attribution = try await WeatherService.shared.attribution
            _ = (current, hourly.forecast, daily.first, minute?.forecast, attribution.legalPageURL)
        }
    } as Any,
    "CurrentWeather": { (w: CurrentWeather) in
        [w.temperature.converted(to: .celsius).value, w.apparentTemperature, w.condition.description, w.symbolName, w.humidity, w.isDaylight,
         w.uvIndex.value, w.uvIndex.category, w.wind.speed, w.wind.compassDirection, w.pressureTrend] as [Any]
    } as Any,
    "HourWeather": { (h: HourWeather) in [h.date, h.temperature, h.precipitationChance, h.precipitationAmount.converted(to: .millimeters), h.symbolName] as [Any] } as Any,
    "DayWeather": { (d: DayWeather) in [d.highTemperature, d.lowTemperature, d.symbolName, d.precipitationChance, d.precipitation, d.sun.sunrise as Any] as [Any] } as Any,
    "MinuteWeather": { (m: MinuteWeather) in [m.precipitationChance, m.precipitationIntensity.converted(to: .metersPerSecond)] as [Any] } as Any,
    "Forecast": { (f: Forecast<DayWeather>) in [f.forecast.count, f.prefix(3).count, f.first as Any] as [Any] } as Any,
    "WeatherCondition": WeatherCondition.allCases.map(\.description),
    "WeatherAttribution": { (a: WeatherAttribution) in [a.legalPageURL, a.combinedMarkLightURL, a.combinedMarkDarkURL, a.serviceName] as [Any] } as Any,
    "WeatherError": [WeatherError.permissionDenied, .unknown],
    // AVFoundation
    "AVAudioSession": { () throws -> [Any] in
        let session = AVAudioSession.sharedInstance()
        try session.setCategory(.playback, mode: .default, options: [.mixWithOthers, .duckOthers])
        try session.setActive(true)
        try session.setPreferredSampleRate(48_000)
        try session.setActive(false, options: [.notifyOthersOnDeactivation])
        return [session.category.rawValue, session.mode.rawValue, session.sampleRate, session.outputVolume, session.isOtherAudioPlaying,
                session.currentRoute.outputs.map { "\($0.portType.rawValue):\($0.portName)" }, AVAudioSession.ErrorCode(rawValue: 0) as Any]
    } as Any,
    "AVAudioSession.interruptionNotification": { (n: Notification) -> [Any] in
        [AVAudioSession.interruptionNotification, AVAudioSession.routeChangeNotification, AVAudioSession.mediaServicesWereResetNotification,
         (n.userInfo?[AVAudioSessionInterruptionTypeKey] as? UInt).flatMap(AVAudioSession.InterruptionType.init(rawValue:)) as Any,
         AVAudioSession.InterruptionOptions(rawValue: n.userInfo?[AVAudioSessionInterruptionOptionKey] as? UInt ?? 0).contains(.shouldResume),
         (n.userInfo?[AVAudioSessionRouteChangeReasonKey] as? UInt).flatMap(AVAudioSession.RouteChangeReason.init(rawValue:)) as Any]
    } as Any,
    "AVAudioEngine": { () throws -> AVAudioEngine in
        let engine = AVAudioEngine()
        let format = engine.outputNode.inputFormat(forBus: 0)
        let mixer = AVAudioMixerNode()
        mixer.outputVolume = 0.5
        let eq = AVAudioUnitEQ(numberOfBands: 2)
        eq.bands[0].filterType = .highPass
        eq.bands[0].frequency = 40
        eq.bands[0].bypass = false
        engine.attach(mixer)
        engine.attach(eq)
        engine.connect(eq, to: mixer, format: format.channelCount > 0 ? format : nil)
        engine.connect(mixer, to: engine.mainMixerNode, format: nil)
        engine.prepare()
        try engine.start()
        return engine
    } as Any,
    "AVAudioFormat": [AVAudioFormat(standardFormatWithSampleRate: 44_100, channels: 2 as AVAudioChannelCount)?.sampleRate as Any,
                      AVAudioFormat(commonFormat: .pcmFormatInt16, sampleRate: 8_000, channels: 1, interleaved: true) as Any],
    "AVAudioPlayer": { (url: URL) throws -> AVAudioPlayer in
        let player = try AVAudioPlayer(contentsOf: url)
        player.numberOfLoops = -1
        player.volume = 0.8
        player.prepareToPlay()
        player.play()
        return player
    } as Any,
    "AVAudioSourceNode": { (format: AVAudioFormat) -> AVAudioSourceNode in
        AVAudioSourceNode(format: format) { isSilence, _, frameCount, audioBufferList -> OSStatus in
            isSilence.pointee = false
            let abl = UnsafeMutableAudioBufferListPointer(audioBufferList)
            for buffer in abl {
                guard let data = buffer.mData else { continue }
                let samples = data.assumingMemoryBound(to: Float.self)
                for frame in 0..<Int(frameCount) { samples[frame] = 0 }
            }
            return noErr
        }
    } as Any,
    // CoreImage
    "CIImage": { (cg: CGImage, data: Data) -> [Any] in
        let image = CIImage(cgImage: cg)
        return [CIImage(image: UIImage(cgImage: cg)) as Any, image.extent, image.oriented(forExifOrientation: 6), image.cropped(to: image.extent), CIImage(data: data) as Any,
                image.applyingFilter("CIPhotoEffectNoir"), image.applyingFilter("CISepiaTone", parameters: [kCIInputIntensityKey: 0.8])]
    } as Any,
    "CIFilter": { (a: CIImage, b: CIImage) -> CIImage? in
        let filter = CIFilter(name: "CIDissolveTransition")
        filter?.setValue(a, forKey: kCIInputImageKey)
        filter?.setValue(b, forKey: kCIInputTargetImageKey)
        filter?.setValue(0.5, forKey: kCIInputTimeKey)
        return filter?.outputImage
    } as Any,
    "CIContext": { (image: CIImage) in CIContext(options: nil).createCGImage(image, from: image.extent) } as Any,
    "CIColor": [CIColor(red: 0.7, green: 0.7, blue: 0.7), CIColor(cgColor: CGColor(red: 1, green: 0, blue: 0, alpha: 1))],
    // CoreText
    "CTFontManagerRegisterFontsForURL": { (url: URL) -> Bool in
        var cfErr: Unmanaged<CFError>?
        let ok = CTFontManagerRegisterFontsForURL(url as CFURL, .process, &cfErr)
        if !ok, let error = cfErr?.takeRetainedValue() as Error?, (error as NSError).code == CTFontManagerError.alreadyRegistered.rawValue { return true }
        return ok && CTFontManagerUnregisterFontsForURL(url as CFURL, .process, nil)
    } as Any,
    "CTFontManagerCreateFontDescriptorsFromURL": { (url: URL) in CTFontManagerCreateFontDescriptorsFromURL(url as CFURL) as? [CTFontDescriptor] } as Any,
    "CTFont": { () -> [Any] in
        let font = CTFontCreateWithName("Dial-Bold" as CFString, 17, nil)
        return [CTFontCopyPostScriptName(font) as String, CTFontCopyFamilyName(font), CTFontGetSize(font)]
    } as Any,
    // ImageIO
    "CGImageSource": { (data: Data, url: URL) -> [Any] in
        let options = [kCGImageSourceShouldCache: false, kCGImageSourceShouldCacheImmediately: false] as CFDictionary
        guard let source = CGImageSourceCreateWithData(data as CFData, options) else { return [] }
        return [CGImageSourceGetType(source) as String? as Any, CGImageSourceGetCount(source), CGImageSourceCreateWithURL(url as CFURL, nil) as Any,
                CGImageSourceCreateImageAtIndex(source, 0, nil) as Any]
    } as Any,
    "CGImageSourceCopyPropertiesAtIndex": { (source: CGImageSource) -> (Int?, Int?) in
        let props = (CGImageSourceCopyPropertiesAtIndex(source, 0, nil) as NSDictionary?) as? [CFString: Any]
        return ((props?[kCGImagePropertyPixelWidth] as? NSNumber)?.intValue, props?[kCGImagePropertyPixelHeight] as? Int)
    } as Any,
    "CGImageSourceCreateThumbnailAtIndex": { (source: CGImageSource) -> CGImage? in
        let options: [CFString: Any] = [kCGImageSourceCreateThumbnailFromImageAlways: true, kCGImageSourceThumbnailMaxPixelSize: 512,
                                        kCGImageSourceCreateThumbnailWithTransform: true]
        return CGImageSourceCreateThumbnailAtIndex(source, 0, options as CFDictionary)
    } as Any,
    "CGImageDestination": { (image: CGImage) -> Data? in
        let out = NSMutableData()
        guard let destination = CGImageDestinationCreateWithData(out, "public.jpeg" as CFString, 1, nil) else { return nil }
        CGImageDestinationAddImage(destination, image, [kCGImageDestinationLossyCompressionQuality: 0.8] as CFDictionary)
        return CGImageDestinationFinalize(destination) ? out as Data : nil
    } as Any,
]
