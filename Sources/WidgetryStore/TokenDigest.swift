import Crypto

/// How a companion app's token is kept: its SHA-256 digest (swift-crypto) in lowercase hex, so
/// the database never holds a token an app could present.
enum TokenDigest {
    static func hex(_ token: String) -> String {
        SHA256.hash(data: Array(token.utf8)).map { ($0 < 16 ? "0" : "") + String($0, radix: 16) }.joined()
    }
}
