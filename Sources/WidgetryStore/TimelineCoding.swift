import CompressNIO
import Foundation
import NIOCore
import WidgetryWire

/// Timeline archives as stored: compact JSON, deflate-compressed (zlib, through compress-nio)
/// when that is smaller.
enum TimelineCoding {
    static let json = "json"
    static let jsonDeflate = "json+deflate"

    /// A timeline's row as both stores read it; decoded (``timeline(instanceID:)``) after the
    /// database connection is given back.
    struct Stored: Sendable {
        var fetchedAt: Double
        var encoding: String
        var rawSize: Int
        var bytes: Data

        func timeline(instanceID: String) throws -> StoredTimeline {
            let archive = try TimelineCoding.decode(encoding: encoding, rawSize: rawSize, bytes: bytes, instanceID: instanceID)
            return StoredTimeline(instanceID: instanceID, timeline: archive, fetchedAt: Date(timeIntervalSince1970: fetchedAt))
        }
    }

    static func encode(_ timeline: TimelineArchive, compress: Bool) throws -> (encoding: String, rawSize: Int, bytes: Data) {
        let raw: Data
        do {
            raw = try JSONEncoder().encode(timeline)
        } catch {
            throw WidgetStoreError.invalidArgument("the timeline cannot be encoded as JSON: \(error)")
        }
        if compress {
            var buffer = ByteBuffer(bytes: raw)
            if let compressed = try? buffer.compress(with: .deflate()), compressed.readableBytes < raw.count {
                return (jsonDeflate, raw.count, Data(compressed.readableBytesView))
            }
        }
        return (json, raw.count, raw)
    }

    static func decode(encoding: String, rawSize: Int, bytes: Data, instanceID: String) throws -> TimelineArchive {
        let raw: Data
        switch encoding {
        case json: raw = bytes
        case jsonDeflate:
            var compressed = ByteBuffer(bytes: bytes)
            let inflated: ByteBuffer
            do {
                inflated = try compressed.decompress(with: .deflate(), maxSize: rawSize)
            } catch {
                throw WidgetStoreError.corruptData("timeline of \(instanceID): \(error)")
            }
            guard inflated.readableBytes == rawSize else {
                throw WidgetStoreError.corruptData(
                    "timeline of \(instanceID): \(inflated.readableBytes) bytes inflated, \(rawSize) stored")
            }
            raw = Data(inflated.readableBytesView)
        default: throw WidgetStoreError.corruptData("timeline of \(instanceID): unknown encoding \(encoding)")
        }
        do {
            return try JSONDecoder().decode(TimelineArchive.self, from: raw)
        } catch {
            throw WidgetStoreError.corruptData("timeline of \(instanceID): \(error)")
        }
    }
}
