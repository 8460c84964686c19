// CommonCryptoError.h: the status every CommonCrypto call returns.

/// The result of a CommonCrypto call (`CCStatus`), an `int32_t` as in Apple's header.
public typealias CCStatus = Int32
/// The result of `CCCrypt` and the other cryptor calls.
public typealias CCCryptorStatus = Int32

// Apple's header declares these in an anonymous enum, which Swift imports as `Int`: `status == kCCSuccess`
// compares an `Int32` with them (heterogeneous integer comparison) and `CCCryptorStatus(kCCSuccess)` converts.

/// The operation completed normally.
public var kCCSuccess: Int { 0 }
/// An illegal parameter value (a missing pointer, zero rounds, an unknown operation).
public var kCCParamError: Int { -4300 }
/// The output buffer is smaller than the result; `dataOutMoved` says how much is needed.
public var kCCBufferTooSmall: Int { -4301 }
/// Memory could not be allocated.
public var kCCMemoryFailure: Int { -4302 }
/// The input is not a whole number of blocks and no padding was asked for.
public var kCCAlignmentError: Int { -4303 }
/// The input did not decrypt properly (its PKCS#7 padding is wrong: a wrong key or damaged data).
public var kCCDecodeError: Int { -4304 }
/// The function is not implemented for the algorithm.
public var kCCUnimplemented: Int { -4305 }
/// A length overflowed.
public var kCCOverflow: Int { -4306 }
/// The random number generator failed.
public var kCCRNGFailure: Int { -4307 }
/// An unspecified error.
public var kCCUnspecifiedError: Int { -4308 }
/// Calls made in the wrong order.
public var kCCCallSequenceError: Int { -4309 }
/// The key is not of a size the algorithm takes.
public var kCCKeySizeError: Int { -4310 }
/// The key is invalid.
public var kCCInvalidKey: Int { -4311 }

