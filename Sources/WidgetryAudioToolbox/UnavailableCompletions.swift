/// The run-loop form of a system sound's completion is not provided; the block form is.
@available(*, unavailable, message: "use AudioServicesPlaySystemSoundWithCompletion(_:_:), the block form (a CFRunLoop callback is not provided)")
public func AudioServicesAddSystemSoundCompletion(
    _ inSystemSoundID: SystemSoundID, _ inRunLoop: AnyObject?, _ inRunLoopMode: AnyObject?, _ inCompletionRoutine: Any?,
    _ inClientData: UnsafeMutableRawPointer?
) -> Int32 { 0 }
