import Crypto

/// How a token is kept (a companion app's, a wall display's pass, a session's): its SHA-256
/// digest (swift-crypto) in lowercase hex, so the database never holds a token anyone could
/// present. Public so a layer holding a token can name the row the store keeps for it.
public enum TokenDigest {
    public static func hex(_ token: String) -> String {
        SHA256.hash(data: Array(token.utf8)).map { ($0 < 16 ? "0" : "") + String($0, radix: 16) }.joined()
    }
}
