// Apple's CryptoKit, as widget code imports it (`import CryptoKit`; `appleSystemModules` maps the
// name here): swift-crypto's `Crypto`, which is CryptoKit's API on Linux (hashes, HMAC,
// symmetric keys, AES-GCM, ChaChaPoly, Curve25519, P-256/384/521). The module has its own name
// because swift-crypto itself checks `canImport(CryptoKit)` and would use a module of that name.
@_exported import Crypto
