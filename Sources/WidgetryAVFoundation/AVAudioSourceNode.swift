import Foundation

/// Fills an output buffer list: (is silence, time stamp, frame count, buffers) → OSStatus.
public typealias AVAudioSourceNodeRenderBlock = (UnsafeMutablePointer<ObjCBool>, UnsafePointer<AudioTimeStamp>, AVAudioFrameCount,
                                                 UnsafeMutablePointer<AudioBufferList>) -> Int32

/// A node whose audio a block makes, as AVFoundation's `AVAudioSourceNode`. An engine pulls the
/// block while it runs; on a host without an audio device no engine starts, so it is kept and
/// never called.
open class AVAudioSourceNode: AVAudioNode, @unchecked Sendable {
    let renderBlock: AVAudioSourceNodeRenderBlock

    public init(renderBlock block: @escaping AVAudioSourceNodeRenderBlock) {
        renderBlock = block
    }

    public init(format: AVAudioFormat, renderBlock block: @escaping AVAudioSourceNodeRenderBlock) {
        renderBlock = block
        super.init()
        formats[0] = format
    }
}
