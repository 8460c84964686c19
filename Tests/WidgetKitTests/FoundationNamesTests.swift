import Foundation
import Testing
import WidgetKit

/// Names of Apple's Foundation that code written for an older SDK uses (the survey of public
/// widget code found them in Apple's WWDC20 sample's image loader).
@Suite("Foundation's older names")
struct FoundationNamesTests {
    final class FileURLProtocol: URLProtocol {}

    @Test func aSerialQueueByItsObjectiveCNameAndAClassForCoder() async {
        let queue = OS_dispatch_queue_serial(label: "org.widgetry.tests.serial")
        let order = await withCheckedContinuation { continuation in
            nonisolated(unsafe) var seen: [Int] = []
            for index in 0..<5 { queue.async { seen.append(index) } }
            queue.async { continuation.resume(returning: seen) }
        }
        #expect(order == [0, 1, 2, 3, 4])
        let configuration = URLSessionConfiguration.ephemeral
        configuration.protocolClasses = [FileURLProtocol.classForCoder()]
        #expect(configuration.protocolClasses?.first.map { ObjectIdentifier($0) } == ObjectIdentifier(FileURLProtocol.self))
    }
}
