import Foundation
import Testing

@testable import WidgetryStore

@Suite("LZ4 block codec")
struct LZ4BlockTests {
    struct SplitMix: RandomNumberGenerator {
        var state: UInt64
        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
    }

    static func roundTrip(_ input: [UInt8]) throws -> [UInt8] {
        try LZ4Block.decompress(LZ4Block.compress(input), decompressedSize: input.count)
    }

    @Test func smallAndEdgeInputs() throws {
        for input: [UInt8] in [[], [1], Array(repeating: 7, count: 12), Array(repeating: 7, count: 13), Array(0..<255)] {
            #expect(try Self.roundTrip(input) == input)
        }
        #expect(LZ4Block.compress([]) == [0])
    }

    @Test func repetitiveInputShrinksAndRoundTrips() throws {
        let json = Array(String(repeating: #"{"id":"r.c.1","kind":"text","modifiers":[{"padding":16}]},"#, count: 5_000).utf8)
        let compressed = LZ4Block.compress(json)
        #expect(compressed.count * 20 < json.count)
        #expect(try LZ4Block.decompress(compressed, decompressedSize: json.count) == json)
        // Long runs exercise the overlapping copy and the 255-continued lengths.
        let run = Array(repeating: UInt8(ascii: "a"), count: 100_000) + Array("tail".utf8)
        #expect(try Self.roundTrip(run) == run)
    }

    @Test func randomInputsRoundTrip() throws {
        var generator = SplitMix(state: 42)
        for size in [1, 17, 100, 4_096, 70_000, 200_000] {
            // Low-entropy (few symbols) and high-entropy inputs.
            let alphabet = UInt8.random(in: 2...255, using: &generator)
            let lowEntropy = (0..<size).map { _ in UInt8.random(in: 0..<alphabet, using: &generator) % 4 }
            let highEntropy = (0..<size).map { _ in UInt8.random(in: 0...255, using: &generator) }
            #expect(try Self.roundTrip(lowEntropy) == lowEntropy)
            #expect(try Self.roundTrip(highEntropy) == highEntropy)
        }
        // Matches farther apart than the 64 KiB window.
        let block = (0..<70_000).map { _ in UInt8.random(in: 0...255, using: &generator) }
        let twice = block + block
        #expect(try Self.roundTrip(twice) == twice)
    }

    @Test func damagedInputThrowsInsteadOfTrapping() throws {
        let input = Array(String(repeating: "widgetry timeline archive ", count: 400).utf8)
        let compressed = LZ4Block.compress(input)
        #expect(throws: LZ4Block.DamagedInput.self) {
            _ = try LZ4Block.decompress(Array(compressed.prefix(compressed.count / 2)), decompressedSize: input.count)
        }
        #expect(throws: LZ4Block.DamagedInput.self) {
            _ = try LZ4Block.decompress(compressed, decompressedSize: input.count - 1)
        }
        #expect(throws: LZ4Block.DamagedInput.self) {
            _ = try LZ4Block.decompress(compressed, decompressedSize: input.count + 1)
        }
        #expect(throws: LZ4Block.DamagedInput.self) {
            _ = try LZ4Block.decompress([0x0f, 0xff, 0xff], decompressedSize: 100)  // offset before the start
        }
        #expect(throws: LZ4Block.DamagedInput.self) {
            _ = try LZ4Block.decompress([0xf0], decompressedSize: 100)  // truncated length
        }
        // Random corruption: every outcome is a value of the right size or a thrown error.
        var generator = SplitMix(state: 7)
        for _ in 0..<2_000 {
            var damaged = compressed
            for _ in 0..<Int.random(in: 1...4, using: &generator) {
                damaged[Int.random(in: 0..<damaged.count, using: &generator)] = UInt8.random(in: 0...255, using: &generator)
            }
            if let output = try? LZ4Block.decompress(damaged, decompressedSize: input.count) {
                #expect(output.count == input.count)
            }
        }
    }
}
