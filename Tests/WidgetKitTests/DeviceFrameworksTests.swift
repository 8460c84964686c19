import Foundation
import Testing
import WidgetryAVFoundation
import WidgetryCoreGraphics
import WidgetryCoreImage
import WidgetryCoreText
import WidgetryEventKit
import WidgetryHealthKit
import WidgetryImageIO
import WidgetryWeatherKit

/// HealthKit, EventKit, WeatherKit, AVFoundation, CoreImage, CoreText and ImageIO as a Linux host
/// answers them: no health data, no calendars, no weather service, no audio device; image files
/// read from their headers.
@Suite struct DeviceFrameworksTests {
    // MARK: HealthKit

    @Test func healthDataIsUnavailableAndQueriesAnswerWithThatError() async throws {
        #expect(!HKHealthStore.isHealthDataAvailable())
        let store = HKHealthStore()
        let steps = HKQuantityType(.stepCount)
        #expect(store.authorizationStatus(for: steps) == .notDetermined)
        await #expect(throws: HKError(.errorHealthDataUnavailable)) {
            try await store.requestAuthorization(toShare: [], read: [steps])
        }
        let predicate = HKQuery.predicateForSamples(withStart: Date(timeIntervalSince1970: 0), end: Date(), options: .strictStartDate)
        let error: NSError? = await withCheckedContinuation { continuation in
            let query = HKStatisticsQuery(quantityType: steps, quantitySamplePredicate: predicate, options: .cumulativeSum) { _, statistics, error in
                #expect(statistics == nil)
                continuation.resume(returning: error as NSError?)
            }
            store.execute(query)
        }
        #expect(error?.domain == HKErrorDomain)
        #expect(error?.code == HKError.Code.errorHealthDataUnavailable.rawValue)
        let collectionError: (any Error)? = await withCheckedContinuation { continuation in
            let query = HKStatisticsCollectionQuery(quantityType: steps, quantitySamplePredicate: nil, options: .cumulativeSum,
                                                    anchorDate: Date(), intervalComponents: DateComponents(day: 1))
            query.initialResultsHandler = { _, results, error in
                #expect(results == nil)
                continuation.resume(returning: error)
            }
            store.execute(query)
        }
        #expect(collectionError.map { HKError.Code.errorHealthDataUnavailable ~= $0 } == true)
    }

    @Test func unitsConvert() {
        let distance = HKQuantity(unit: .mile(), doubleValue: 1)
        #expect(abs(distance.doubleValue(for: .meter()) - 1609.344) < 1e-9)
        #expect(abs(distance.doubleValue(for: .meterUnit(with: .kilo)) - 1.609344) < 1e-12)
        let energy = HKQuantity(unit: .kilocalorie(), doubleValue: 1)
        #expect(abs(energy.doubleValue(for: .jouleUnit(with: .kilo)) - 4.184) < 1e-12)
        let beats = HKUnit.count().unitDivided(by: .minute())
        let rate = HKQuantity(unit: beats, doubleValue: 60)
        #expect(abs(rate.doubleValue(for: .count().unitDivided(by: .second())) - 1) < 1e-12)
        #expect(HKUnit(from: "count/min") == beats)
        let fever = HKQuantity(unit: .degreeCelsius(), doubleValue: 38)
        #expect(abs(fever.doubleValue(for: .degreeFahrenheit()) - 100.4) < 1e-9)
        let glucose = HKQuantity(unit: .moleUnit(with: .milli, molarMass: HKUnitMolarMassBloodGlucose).unitDivided(by: .liter()), doubleValue: 5.5)
        #expect(abs(glucose.doubleValue(for: HKUnit(from: "mg/dL")) - 99.09) < 0.01)
        #expect(!distance.is(compatibleWith: .count()))
        #expect(HKQuantity(unit: .foot(), doubleValue: 3) == HKQuantity(unit: .yard(), doubleValue: 1))
    }

    @Test func samplePredicatesHonourStrictDates() {
        let day = Date(timeIntervalSince1970: 86_400 * 100)
        let type = HKQuantityType(.stepCount)
        let straddling = HKQuantitySample(type: type, quantity: HKQuantity(unit: .count(), doubleValue: 10),
                                          start: day.addingTimeInterval(-60), end: day.addingTimeInterval(60))
        #expect(HKQuery.predicateForSamples(withStart: day, end: nil, options: []).evaluate(with: straddling))
        #expect(!HKQuery.predicateForSamples(withStart: day, end: nil, options: .strictStartDate).evaluate(with: straddling))
    }

    // MARK: EventKit

    @Test func calendarAccessIsDeclined() async throws {
        let store = EKEventStore()
        #expect(EKEventStore.authorizationStatus(for: .reminder) == .notDetermined)
        #expect(try await store.requestFullAccessToReminders() == false)
        #expect(EKEventStore.authorizationStatus(for: .reminder) == .denied)
        #expect(store.calendars(for: .event).isEmpty)
        let predicate = store.predicateForEvents(withStart: Date(), end: Date().addingTimeInterval(86_400), calendars: nil)
        #expect(store.events(matching: predicate).isEmpty)
        #expect(throws: EKError(.eventStoreNotAuthorized)) { try store.save(EKReminder(eventStore: store), commit: true) }
        let event = EKEvent(eventStore: store)
        event.startDate = Date()
        event.endDate = Date().addingTimeInterval(3600)
        #expect(predicate.evaluate(with: event))
    }

    // MARK: WeatherKit

    @Test func weatherRequestsThrowPermissionDenied() async {
        let location = CLLocation(latitude: 51.5, longitude: -0.12)
        await #expect(throws: WeatherError.permissionDenied) { try await WeatherService.shared.weather(for: location) }
        await #expect(throws: WeatherError.permissionDenied) {
            _ = try await WeatherService.shared.weather(for: location, including: .current, .daily)
        }
        await #expect(throws: WeatherError.permissionDenied) { _ = try await WeatherService.shared.attribution }
        #expect(WeatherCondition.mostlyClear.description == "Mostly Clear")
    }

    // MARK: AVFoundation

    @Test func audioSessionCannotActivateWithoutADevice() throws {
        let session = AVAudioSession.sharedInstance()
        try session.setCategory(.playback, mode: .default, options: [.mixWithOthers])
        #expect(session.category == .playback)
        #expect(session.categoryOptions.contains(.mixWithOthers))
        do {
            try session.setActive(true)
            Issue.record("activating a session without an audio device succeeded")
        } catch let error as NSError {
            #expect(AVAudioSession.ErrorCode(rawValue: error.code) == .resourceNotAvailable)
        }
        try session.setActive(false, options: .notifyOthersOnDeactivation)
        #expect(session.currentRoute.outputs.isEmpty)
        let engine = AVAudioEngine()
        #expect(engine.outputNode.inputFormat(forBus: 0).channelCount == 0)
        #expect(AVAudioFormat(standardFormatWithSampleRate: 48_000, channels: 0) == nil)
        let format = try #require(AVAudioFormat(standardFormatWithSampleRate: 48_000, channels: 2))
        let mixer = AVAudioMixerNode()
        engine.attach(mixer)
        engine.connect(mixer, to: engine.outputNode, format: format)
        #expect(mixer.outputFormat(forBus: 0).sampleRate == 48_000)
        #expect(throws: NSError.self) { try engine.start() }
        #expect(!engine.isRunning)
    }

    @Test func audioBufferListsAreCollectionsOfTheirBuffers() {
        let list = AudioBufferList.allocate(maximumBuffers: 2)
        defer { free(list.unsafeMutablePointer) }
        let left = UnsafeMutableBufferPointer<Float>.allocate(capacity: 4), right = UnsafeMutableBufferPointer<Float>.allocate(capacity: 4)
        defer { left.deallocate(); right.deallocate() }
        list[0] = AudioBuffer(left, numberOfChannels: 1)
        list[1] = AudioBuffer(right, numberOfChannels: 1)
        #expect(list.count == 2)
        #expect(list[1].mDataByteSize == 16)
        let format = AVAudioFormat(standardFormatWithSampleRate: 44_100, channels: 2)!
        let node = AVAudioSourceNode(format: format) { isSilence, _, frameCount, buffers -> Int32 in
            isSilence.pointee = false
            for (channel, buffer) in UnsafeMutableAudioBufferListPointer(buffers).enumerated() {
                let samples = buffer.mData!.assumingMemoryBound(to: Float.self)
                for frame in 0..<Int(frameCount) { samples[frame] = Float(channel + 1) / 2 }
            }
            return 0
        }
        #expect(node.outputFormat(forBus: 0).channelCount == 2)
        // No engine pulls the node here (no device); the list is written as its block would write it.
        for (channel, buffer) in list.enumerated() {
            let samples = buffer.mData!.assumingMemoryBound(to: Float.self)
            for frame in 0..<4 { samples[frame] = Float(channel) }
        }
        #expect(Array(right) == [1, 1, 1, 1])
    }

    // MARK: ImageIO, CoreImage

    static func png(width: Int, height: Int) -> Data {
        var bytes: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]
        for value in [width, height] { bytes += [UInt8(value >> 24 & 0xFF), UInt8(value >> 16 & 0xFF), UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF)] }
        return Data(bytes + [8, 6, 0, 0, 0])
    }

    static func jpeg(width: Int, height: Int) -> Data {
        var bytes: [UInt8] = [0xFF, 0xD8, 0xFF, 0xE0, 0, 16] + Array("JFIF".utf8) + [0, 1, 1, 0, 0, 1, 0, 1, 0, 0]
        bytes += [0xFF, 0xC0, 0, 17, 8, UInt8(height >> 8), UInt8(height & 0xFF), UInt8(width >> 8), UInt8(width & 0xFF), 3]
        bytes += [1, 0x22, 0, 2, 0x11, 1, 3, 0x11, 1, 0xFF, 0xD9]
        return Data(bytes)
    }

    @Test func imageSourcesReadDimensionsFromHeaders() throws {
        let png = try #require(CGImageSourceCreateWithData(Self.png(width: 640, height: 480) as NSData, nil))
        #expect(CGImageSourceGetType(png) == "public.png")
        let properties = try #require(CGImageSourceCopyPropertiesAtIndex(png, 0, nil))
        #expect(properties[kCGImagePropertyPixelWidth] as? Int == 640)
        #expect(properties[kCGImagePropertyPixelHeight] as? Int == 480)
        let jpeg = try #require(CGImageSourceCreateWithData(Self.jpeg(width: 1200, height: 900) as NSData, nil))
        #expect(CGImageSourceGetType(jpeg) == "public.jpeg")
        #expect(CGImageSourceCreateImageAtIndex(jpeg, 0, nil)?.width == 1200)
        let small = [kCGImageSourceThumbnailMaxPixelSize: 2000, kCGImageSourceCreateThumbnailFromImageAlways: true] as NSDictionary
        #expect(CGImageSourceCreateThumbnailAtIndex(jpeg, 0, small)?.height == 900)
        #expect(CGImageSourceCreateThumbnailAtIndex(jpeg, 0, [kCGImageSourceThumbnailMaxPixelSize: 300] as NSDictionary) == nil)
        let unknown = try #require(CGImageSourceCreateWithData(Data("not an image".utf8) as NSData, nil))
        #expect(CGImageSourceGetCount(unknown) == 0)
        #expect(CGImageSourceCopyPropertiesAtIndex(unknown, 0, nil) == nil)
        let out = NSMutableData()
        let destination = try #require(CGImageDestinationCreateWithData(out, "public.jpeg", 1, nil))
        CGImageDestinationAddImage(destination, try #require(CGImageSourceCreateImageAtIndex(jpeg, 0, nil)), nil)
        #expect(CGImageDestinationFinalize(destination))
        #expect(out as Data == Self.jpeg(width: 1200, height: 900))
    }

    @Test func coreImageRecipesKeepGeometryAndRenderOnlyUnchangedImages() throws {
        let image = try #require(CIImage(data: Self.png(width: 300, height: 200)))
        #expect(image.extent == CGRect(x: 0, y: 0, width: 300, height: 200))
        #expect(image.oriented(forExifOrientation: 6).extent.size == CGSize(width: 200, height: 300))
        #expect(CIFilter(name: "CINoSuchFilter") == nil)
        let sepia = image.applyingFilter("CISepiaTone", parameters: [kCIInputIntensityKey: 1.0])
        #expect(sepia.extent == image.extent)
        let dissolve = try #require(CIFilter(name: "CIDissolveTransition"))
        #expect(dissolve.outputImage == nil)
        dissolve.setValue(image, forKey: kCIInputImageKey)
        dissolve.setValue(sepia, forKey: kCIInputTargetImageKey)
        #expect(dissolve.outputImage?.extent == image.extent)
        let context = CIContext(options: nil)
        #expect(context.createCGImage(image, from: image.extent)?.width == 300)
        #expect(context.createCGImage(sepia, from: sepia.extent) == nil)
    }

    // MARK: CoreText

    @Test func fontRegistrationReadsTheFontsNames() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("fonts-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        // A font file with only a name table: family "Dial", PostScript name "Dial-Bold" (platform 3, UTF-16BE).
        let names = [(1, "Dial"), (6, "Dial-Bold")].map { ($0.0, Array($0.1.utf16).flatMap { [UInt8($0 >> 8), UInt8($0 & 0xFF)] }) }
        var nameTable: [UInt8] = [0, 0, 0, UInt8(names.count), 0, UInt8(6 + 12 * names.count)]
        var strings: [UInt8] = []
        for (id, text) in names {
            nameTable += [0, 3, 0, 1, 0x04, 0x09, 0, UInt8(id), 0, UInt8(text.count), 0, UInt8(strings.count)]
            strings += text
        }
        nameTable += strings
        let header: [UInt8] = [0, 1, 0, 0, 0, 1, 0, 16, 0, 0, 0, 0] + Array("name".utf8) + [0, 0, 0, 0, 0, 0, 0, 28, 0, 0, 0, UInt8(nameTable.count)]
        let fontURL = directory.appendingPathComponent("Dial.ttf")
        try Data(header + nameTable).write(to: fontURL)
        let notFont = directory.appendingPathComponent("notes.ttf")
        try Data("text".utf8).write(to: notFont)

        var error: Unmanaged<NSError>?
        #expect(CTFontManagerRegisterFontsForURL(fontURL as NSURL, .process, &error))
        #expect(CTFontManagerGetScopeForURL(fontURL as NSURL) == .process)
        #expect(!CTFontManagerRegisterFontsForURL(fontURL as NSURL, .process, &error))
        #expect(error?.takeRetainedValue().code == CTFontManagerError.alreadyRegistered.rawValue)
        #expect(!CTFontManagerRegisterFontsForURL(notFont as NSURL, .process, &error))
        #expect(error?.takeRetainedValue().code == CTFontManagerError.unrecognizedFormat.rawValue)
        #expect(CTFontCopyFamilyName(CTFontCreateWithName("Dial-Bold", 17, nil)) == "Dial")
        #expect(CTFontManagerUnregisterFontsForURL(fontURL as NSURL, .process, &error))
        #expect(CTFontManagerGetScopeForURL(fontURL as NSURL) == .none)
    }
}
