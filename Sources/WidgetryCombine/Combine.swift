// Apple's Combine, as `import Combine` (an author's package aliases the module name, see
// `appleSystemModules` in Package.swift) and through `import SwiftUI`: OpenCombine's publishers,
// subjects, `AnyCancellable`, `@Published` and `ObservableObject`, with the Apple-named members
// of its Foundation and Dispatch libraries: `Timer.publish(every:on:in:)`,
// `NotificationCenter.default.publisher(for:)`, `URLSession.shared.dataTaskPublisher(for:)`,
// `DispatchQueue`, `RunLoop` and `OperationQueue` as schedulers.
@_exported import OpenCombine
@_exported import OpenCombineDispatch
@_exported import OpenCombineFoundation
