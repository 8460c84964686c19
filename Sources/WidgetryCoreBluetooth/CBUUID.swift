import Foundation

/// A Bluetooth attribute's UUID: a 16 or 32-bit assigned number ("180D", "FDE3") or a full 128-bit UUID.
/// Short forms are kept short in `uuidString` and equal their expansion on the Bluetooth base UUID.
open class CBUUID: NSObject, NSCopying, @unchecked Sendable {
    /// The 2, 4 or 16 bytes, big-endian.
    public let data: Data

    private static let base: [UInt8] = [0x00, 0x00, 0x10, 0x00, 0x80, 0x00, 0x00, 0x80, 0x5F, 0x9B, 0x34, 0xFB]

    /// A UUID from its bytes (2, 4 or 16); like Apple's, other lengths stop the program.
    public init(data: Data) {
        precondition([2, 4, 16].contains(data.count), "Data <\(data.count) bytes> does not represent a valid UUID")
        self.data = Data(data)
        super.init()
    }

    /// A UUID from "180D", "0000FDE3" or "6E400001-B5A3-F393-E0A9-E50E24DCCA9E"; like Apple's, any other
    /// string stops the program.
    public convenience init(string theString: String) {
        if let uuid = UUID(uuidString: theString) {
            self.init(nsuuid: uuid)
            return
        }
        let hex = Array(theString.utf8)
        precondition((hex.count == 4 || hex.count == 8) && theString.allSatisfy(\.isHexDigit), "String \(theString) does not represent a valid UUID")
        var bytes: [UInt8] = []
        for index in stride(from: 0, to: hex.count, by: 2) {
            bytes.append(UInt8(String(decoding: hex[index..<index + 2], as: UTF8.self), radix: 16)!)
        }
        self.init(data: Data(bytes))
    }

    /// A UUID from a Foundation `UUID`.
    public convenience init(nsuuid theUUID: UUID) {
        self.init(data: withUnsafeBytes(of: theUUID.uuid) { Data($0) })
    }

    /// The full 128-bit form.
    var full: Data {
        switch data.count {
        case 2: Data([0, 0] + data + Self.base)
        case 4: Data(data + Self.base)
        default: data
        }
    }

    /// "180D" for a 16-bit UUID, eight digits for a 32-bit one, else the 36-character form, upper case.
    open var uuidString: String {
        let hex = data.map { String(format: "%02X", $0) }.joined()
        guard data.count == 16 else { return hex }
        let parts = [0..<8, 8..<12, 12..<16, 16..<20, 20..<32].map { range in
            String(hex[hex.index(hex.startIndex, offsetBy: range.lowerBound)..<hex.index(hex.startIndex, offsetBy: range.upperBound)])
        }
        return parts.joined(separator: "-")
    }

    open override var description: String { uuidString }

    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? CBUUID else { return false }
        return full == other.full
    }

    open override var hash: Int { full.hashValue }

    open func copy(with zone: NSZone? = nil) -> Any { self }
}
