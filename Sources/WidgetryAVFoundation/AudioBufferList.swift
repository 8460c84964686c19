import Foundation

// CoreAudio's buffer types, which AVFoundation brings on Apple's systems (render blocks fill
// them). Laid out as the C structures are: a count followed by that many buffers.

/// One buffer of audio: its channel count, byte size and memory.
public struct AudioBuffer: Sendable {
    public var mNumberChannels: UInt32
    public var mDataByteSize: UInt32
    nonisolated(unsafe) public var mData: UnsafeMutableRawPointer?

    public init() { self.init(mNumberChannels: 0, mDataByteSize: 0, mData: nil) }
    public init(mNumberChannels: UInt32, mDataByteSize: UInt32, mData: UnsafeMutableRawPointer?) {
        self.mNumberChannels = mNumberChannels
        self.mDataByteSize = mDataByteSize
        self.mData = mData
    }
    public init<Element>(_ typedBuffer: UnsafeMutableBufferPointer<Element>, numberOfChannels: Int) {
        self.init(mNumberChannels: UInt32(numberOfChannels), mDataByteSize: UInt32(typedBuffer.count * MemoryLayout<Element>.stride),
                  mData: UnsafeMutableRawPointer(typedBuffer.baseAddress))
    }
}

/// A count of buffers followed by the buffers (C's variable-length `AudioBufferList`).
public struct AudioBufferList: Sendable {
    public var mNumberBuffers: UInt32
    public var mBuffers: AudioBuffer

    public init() { self.init(mNumberBuffers: 0, mBuffers: AudioBuffer()) }
    public init(mNumberBuffers: UInt32, mBuffers: AudioBuffer) {
        self.mNumberBuffers = mNumberBuffers
        self.mBuffers = mBuffers
    }

    /// The size of a list with room for `maximumBuffers` buffers.
    public static func sizeInBytes(maximumBuffers: Int) -> Int {
        MemoryLayout<AudioBufferList>.offset(of: \.mBuffers)! + max(1, maximumBuffers) * MemoryLayout<AudioBuffer>.stride
    }

    /// A zeroed list with room for `maximumBuffers` buffers (`calloc`, as Apple's); release it
    /// with `free(list.unsafeMutablePointer)`.
    public static func allocate(maximumBuffers: Int) -> UnsafeMutableAudioBufferListPointer {
        guard let raw = calloc(1, sizeInBytes(maximumBuffers: maximumBuffers)) else { fatalError("AudioBufferList.allocate: out of memory") }
        let list = raw.bindMemory(to: AudioBufferList.self, capacity: 1)
        list.pointee.mNumberBuffers = UInt32(maximumBuffers)
        return UnsafeMutableAudioBufferListPointer(list)
    }
}

/// An `AudioBufferList` seen as a mutable collection of its buffers.
public struct UnsafeMutableAudioBufferListPointer: MutableCollection, RandomAccessCollection {
    public let unsafeMutablePointer: UnsafeMutablePointer<AudioBufferList>
    public var unsafePointer: UnsafePointer<AudioBufferList> { UnsafePointer(unsafeMutablePointer) }

    public init(_ p: UnsafeMutablePointer<AudioBufferList>) { unsafeMutablePointer = p }
    public init?(_ p: UnsafeMutablePointer<AudioBufferList>?) {
        guard let p else { return nil }
        unsafeMutablePointer = p
    }

    public var count: Int {
        get { Int(unsafeMutablePointer.pointee.mNumberBuffers) }
        nonmutating set { unsafeMutablePointer.pointee.mNumberBuffers = UInt32(newValue) }
    }

    private var buffers: UnsafeMutablePointer<AudioBuffer> {
        (UnsafeMutableRawPointer(unsafeMutablePointer) + MemoryLayout<AudioBufferList>.offset(of: \.mBuffers)!)
            .assumingMemoryBound(to: AudioBuffer.self)
    }

    public var startIndex: Int { 0 }
    public var endIndex: Int { count }
    public subscript(index: Int) -> AudioBuffer {
        get {
            precondition(index >= 0 && index < count, "audio buffer index out of range")
            return buffers[index]
        }
        nonmutating set {
            precondition(index >= 0 && index < count, "audio buffer index out of range")
            buffers[index] = newValue
        }
    }
}

/// A time on the audio clock (sample time and host time), as CoreAudio's `AudioTimeStamp`.
public struct AudioTimeStamp: Sendable {
    public var mSampleTime: Double
    public var mHostTime: UInt64
    public var mRateScalar: Double
    public var mWordClockTime: UInt64
    public var mFlags: UInt32
    public var mReserved: UInt32
    public init() { self.init(mSampleTime: 0, mHostTime: 0, mRateScalar: 0, mWordClockTime: 0, mFlags: 0, mReserved: 0) }
    public init(mSampleTime: Double, mHostTime: UInt64, mRateScalar: Double, mWordClockTime: UInt64, mFlags: UInt32, mReserved: UInt32) {
        self.mSampleTime = mSampleTime
        self.mHostTime = mHostTime
        self.mRateScalar = mRateScalar
        self.mWordClockTime = mWordClockTime
        self.mFlags = mFlags
        self.mReserved = mReserved
    }
}
