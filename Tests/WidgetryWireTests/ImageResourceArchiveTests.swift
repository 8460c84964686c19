import Foundation
import Testing
import WidgetryWire

@Suite struct ImageResourceArchiveTests {
    /// The bytes travel as standard base64, the same text Foundation writes for them.
    @Test func bytesTravelAsBase64() throws {
        for length in 0..<40 {
            let bytes = (0..<length).map { UInt8(truncatingIfNeeded: $0 &* 37 &+ 250) }
            let archive = ImageResourceArchive(name: "Hero", contentType: "image/png", data: bytes, size: ArchiveSize(width: 16, height: 12))
            let json = try JSONEncoder().encode(archive)
            let object = try #require(try JSONSerialization.jsonObject(with: json) as? [String: Any])
            #expect(object["data"] as? String == Data(bytes).base64EncodedString(), "\(length) bytes")
            #expect(try JSONDecoder().decode(ImageResourceArchive.self, from: json) == archive)
        }
    }

    @Test func invalidBase64IsADecodingError() throws {
        for data in ["abc", "ab!=", "====x", "QQ=A"] {
            let json = Data(#"{"name":"Hero","contentType":"image/png","data":"\#(data)"}"#.utf8)
            #expect(throws: DecodingError.self, "\(data)") { try JSONDecoder().decode(ImageResourceArchive.self, from: json) }
        }
    }

    @Test func theProtocolCarriesImageRequestsAndAnswers() throws {
        let request = ProtocolMessage.request(id: 7, body: .image(name: "Folder/Hero"))
        let response = ProtocolMessage.response(id: 7, body: .image(ImageResourceArchive(name: "Hero", contentType: "image/svg+xml", data: Array("<svg/>".utf8))))
        let none = ProtocolMessage.response(id: 8, body: .image(nil))
        for message in [request, response, none] {
            #expect(try JSONDecoder().decode(ProtocolMessage.self, from: try JSONEncoder().encode(message)) == message)
        }
    }
}
