/// The LZ4 block format (no frame), used to store timeline archives compactly: their JSON repeats
/// the same keys and modifier shapes entry after entry and variant after variant, which LZ77-style
/// matching removes (typically 5–15× smaller). Foundation on Linux has no compression API and the
/// package takes no zlib dependency for this, so the codec is here, in plain Swift.
///
/// The compressor is the greedy single-probe hash-chain-free matcher of the reference
/// implementation's fast mode; it follows the format's end rules (the last 5 bytes are literals,
/// no match starts in the last 12 bytes), so any LZ4 block decoder reads its output. The
/// decompressor checks every length and offset and throws on damaged input instead of trapping.
enum LZ4Block {
    struct DamagedInput: Error, CustomStringConvertible {
        var description: String
    }

    private static let minimumMatch = 4
    private static let lastLiterals = 5
    private static let matchFindLimit = 12
    private static let hashBits = 16

    static func compress(_ input: [UInt8]) -> [UInt8] {
        var output: [UInt8] = []
        output.reserveCapacity(input.count / 2 + 16)
        input.withUnsafeBufferPointer { source in
            let count = source.count
            var anchor = 0
            if count > matchFindLimit {
                var table = [Int32](repeating: -1, count: 1 << hashBits)
                let searchEnd = count - matchFindLimit  // a match starts before this
                let matchEnd = count - lastLiterals  // and ends at or before this
                var index = 0
                while index < searchEnd {
                    let sequence = read32(source, index)
                    let hash = Int((sequence &* 2_654_435_761) >> UInt32(32 - hashBits))
                    let candidate = Int(table[hash])
                    table[hash] = Int32(index)
                    guard candidate >= 0, index - candidate <= 65_535, read32(source, candidate) == sequence else {
                        index += 1
                        continue
                    }
                    var length = minimumMatch
                    while index + length < matchEnd, source[candidate + length] == source[index + length] { length += 1 }
                    emit(
                        into: &output, literals: UnsafeBufferPointer(rebasing: source[anchor..<index]),
                        match: (offset: index - candidate, length: length))
                    index += length
                    anchor = index
                }
            }
            emit(into: &output, literals: UnsafeBufferPointer(rebasing: source[anchor..<count]), match: nil)
        }
        return output
    }

    static func decompress(_ input: [UInt8], decompressedSize: Int) throws -> [UInt8] {
        guard decompressedSize >= 0 else { throw DamagedInput(description: "negative size") }
        var output: [UInt8] = []
        output.reserveCapacity(decompressedSize)
        var position = 0

        func readLength(_ initial: Int) throws -> Int {
            var length = initial
            guard initial == 15 else { return length }
            while true {
                guard position < input.count else { throw DamagedInput(description: "truncated length") }
                let byte = input[position]
                position += 1
                length += Int(byte)
                guard length <= decompressedSize + 15 + minimumMatch else {
                    throw DamagedInput(description: "length past the end")
                }
                if byte != 255 { return length }
            }
        }

        while position < input.count {
            let token = input[position]
            position += 1
            let literalCount = try readLength(Int(token >> 4))
            guard literalCount <= input.count - position, literalCount <= decompressedSize - output.count else {
                throw DamagedInput(description: "literals past the end")
            }
            output.append(contentsOf: input[position..<position + literalCount])
            position += literalCount
            if position == input.count { break }  // the last sequence has no match

            guard input.count - position >= 2 else { throw DamagedInput(description: "truncated offset") }
            let offset = Int(input[position]) | Int(input[position + 1]) << 8
            position += 2
            guard offset > 0, offset <= output.count else { throw DamagedInput(description: "offset \(offset) out of range") }
            let matchLength = try readLength(Int(token & 0x0f)) + minimumMatch
            guard matchLength <= decompressedSize - output.count else {
                throw DamagedInput(description: "match past the end")
            }
            let start = output.count - offset
            if offset >= matchLength {
                output.append(contentsOf: output[start..<start + matchLength])
            } else {
                for index in 0..<matchLength { output.append(output[start + index]) }  // overlapping copy
            }
        }
        guard output.count == decompressedSize else {
            throw DamagedInput(description: "\(output.count) bytes decoded, \(decompressedSize) expected")
        }
        return output
    }

    private static func read32(_ buffer: UnsafeBufferPointer<UInt8>, _ index: Int) -> UInt32 {
        UInt32(buffer[index]) | UInt32(buffer[index + 1]) << 8 | UInt32(buffer[index + 2]) << 16
            | UInt32(buffer[index + 3]) << 24
    }

    private static func emit(
        into output: inout [UInt8], literals: UnsafeBufferPointer<UInt8>, match: (offset: Int, length: Int)?
    ) {
        let literalCount = literals.count
        let matchCode = match.map { $0.length - minimumMatch } ?? 0
        output.append(UInt8(min(literalCount, 15)) << 4 | UInt8(min(matchCode, 15)))
        if literalCount >= 15 { appendLength(literalCount - 15, to: &output) }
        output.append(contentsOf: literals)
        if let match {
            output.append(UInt8(truncatingIfNeeded: match.offset))
            output.append(UInt8(truncatingIfNeeded: match.offset >> 8))
            if matchCode >= 15 { appendLength(matchCode - 15, to: &output) }
        }
    }

    private static func appendLength(_ remainder: Int, to output: inout [UInt8]) {
        var remainder = remainder
        while remainder >= 255 {
            output.append(255)
            remainder -= 255
        }
        output.append(UInt8(remainder))
    }
}
