// `import OSLog` as widget code writes it: Logger with privacy and formats, os_log with format
// strings, signposts. What reaches standard error is captured here line by line.
import Foundation
import OSLog
import Testing

/// The lines written while `body` runs.
func loggedLines(_ body: () -> Void) -> [String] {
    let lines = LinesBox()
    LogOutput.capturing({ lines.append($0) }, body)
    return lines.all
}

final class LinesBox: @unchecked Sendable {
    private let lock = NSLock()
    private var lines: [String] = []
    func append(_ line: String) { lock.withLock { lines.append(line) } }
    var all: [String] { lock.withLock { lines } }
}

struct Station: CustomStringConvertible {
    let name: String
    var description: String { "Station(\(name))" }
}

enum FetchError: Error { case offline }

@Suite("OSLog: Logger, os_log and signposts", .serialized)
struct OSLogTests {
    let logger = Logger(subsystem: "com.example.weather", category: "network")

    @Test func levelsAndHeaders() {
        let lines = loggedLines {
            logger.trace("trace")
            logger.debug("debug")
            logger.info("info")
            logger.notice("notice")
            logger.log("default")
            logger.log(level: .error, "error by level")
            logger.warning("warning")
            logger.error("error")
            logger.critical("critical")
            logger.fault("fault")
            Logger().info("no subsystem")
            Logger(OSLog(subsystem: "com.example.weather", category: "")).info("no category")
            Logger(.disabled).error("never")
        }
        #expect(lines == [
            "debug [com.example.weather:network] trace",
            "debug [com.example.weather:network] debug",
            "info [com.example.weather:network] info",
            "notice [com.example.weather:network] notice",
            "notice [com.example.weather:network] default",
            "error [com.example.weather:network] error by level",
            "warning [com.example.weather:network] warning",
            "error [com.example.weather:network] error",
            "critical [com.example.weather:network] critical",
            "fault [com.example.weather:network] fault",
            "info no subsystem",
            "info [com.example.weather] no category",
        ])
    }

    @Test func privacyRedactsAsApplesLoggingDoes() {
        let city = "Lisbon"
        let token = "s3cr3t"
        let count = 3
        let lines = loggedLines {
            logger.info("City \(city) public \(city, privacy: .public) count \(count) temperature \(21.5) bytes \(Int64(9)) \(UInt8(2))")
            logger.info("Token \(token, privacy: .private) sensitive \(token, privacy: .sensitive) private count \(count, privacy: .private)")
            logger.info("Hashed \(token, privacy: .private(mask: .hash)) again \(token, privacy: .private(mask: .hash))")
            logger.info("Station \(Station(name: "Oslo")) error \(FetchError.offline, privacy: .public) flag \(true) type \(Station.self, privacy: .public)")
            logger.info("Object \(NSNumber(value: 4)) public object \(NSNumber(value: 5), privacy: .public) auto \(city, privacy: .auto)")
        }
        #expect(lines.count == 5)
        #expect(lines[0] == "info [com.example.weather:network] City <private> public Lisbon count 3 temperature 21.500000 bytes 9 2")
        #expect(lines[1] == "info [com.example.weather:network] Token <private> sensitive <private> private count <private>")
        // The same value masks to the same hash; the value itself never shows.
        let hashes = lines[2].components(separatedBy: "<mask.hash: '").dropFirst().map { $0.prefix { $0 != "'" } }
        #expect(hashes.count == 2 && hashes[0] == hashes[1] && !hashes[0].isEmpty)
        #expect(!lines[2].contains(token))
        #expect(lines[3] == "info [com.example.weather:network] Station <private> error offline flag true type FoundationFixtureTests.Station")
        #expect(lines[4] == "info [com.example.weather:network] Object <private> public object 5 auto <private>")
    }

    @Test func formatsAndAlignment() {
        let lines = loggedLines {
            logger.info("hex \(255, format: .hex) prefixed \(255, format: .hex(includePrefix: true, uppercase: true)) octal \(8, format: .octal)")
            logger.info("digits \(7, format: .decimal(minDigits: 3)) signed \(7, format: .decimal(explicitPositiveSign: true))")
            logger.info("fixed \(3.14159, format: .fixed(precision: 2)) exponential \(1500.0, format: .exponential(precision: 1))")
            logger.info("[\("ab", align: .right(columns: 4), privacy: .public)] [\("ab", align: .left(columns: 4), privacy: .public)]")
            logger.info("answer \(false, format: .answer) float \(Float(0.5), format: .fixed(precision: 1)) cg \(CGFloat(2), format: .hybrid)")
        }
        #expect(lines.map { $0.replacingOccurrences(of: "info [com.example.weather:network] ", with: "") } == [
            "hex ff prefixed 0xFF octal 10",
            "digits 007 signed +7",
            "fixed 3.14 exponential 1.5e+03",
            "[  ab] [ab  ]",
            "answer NO float 0.5 cg 2",
        ])
    }

    @Test func aMessageOfSeveralLinesKeepsItsHeaderOnEachLine() {
        let lines = loggedLines { logger.error("first\nsecond") }
        #expect(lines == ["error [com.example.weather:network] first", "error [com.example.weather:network] second"])
    }

    @Test func osLogFormatStrings() {
        let log = OSLog(subsystem: "com.example.weather", category: "legacy")
        let lines = loggedLines {
            os_log("Plain message")
            os_log("Fetched %d stations for %@ in %{public}@ (%.1f s)", log: log, type: .info, 3, "alice", "Lisbon", 1.25)
            os_log(.error, log: log, "Failed %{private}d times: %{public}s, %%", 2, "timeout")
            os_log(.debug, log: log, "Interpolated \(7) and \("bob")")
            os_log("Hashed %{private, mask.hash}@", log: log, "bob")
        }
        #expect(lines.count == 5)
        #expect(lines[0] == "notice Plain message")
        #expect(lines[1] == "info [com.example.weather:legacy] Fetched 3 stations for <private> in Lisbon (1.2 s)")
        #expect(lines[2] == "error [com.example.weather:legacy] Failed <private> times: timeout, %")
        #expect(lines[3] == "debug [com.example.weather:legacy] Interpolated 7 and <private>")
        #expect(lines[4].hasPrefix("notice [com.example.weather:legacy] Hashed <mask.hash: '"))
    }

    /// Signposts compile as Apple's do and record nothing; the work they wrap runs.
    @Test func signpostsAreNoOps() throws {
        let signposter = OSSignposter(subsystem: "com.example.weather", category: .pointsOfInterest)
        #expect(!signposter.isEnabled)
        let id = signposter.makeSignpostID()
        #expect(id != signposter.makeSignpostID())
        let lines = loggedLines {
            let state = signposter.beginInterval("fetch", id: id, "stations \(3)")
            signposter.emitEvent("cache hit", id: id)
            signposter.endInterval("fetch", state)
            os_signpost(.begin, log: OSLog(subsystem: "com.example.weather", category: "signposts"), name: "render")
        }
        #expect(lines.isEmpty)
        let result = try OSSignposter(logger: logger).withIntervalSignpost("parse", id: .exclusive) { try JSONDecoder().decode([Int].self, from: Data("[1,2]".utf8)) }
        #expect(result == [1, 2])
        #expect(OSSignposter.disabled.withIntervalSignpost("nothing") { 4 } == 4)
    }
}
