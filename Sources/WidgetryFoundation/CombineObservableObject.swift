import OpenCombine

// Apple's Foundation names two of Combine's declarations itself, so a model file that imports
// only Foundation can write `class Model: ObservableObject { @Published var value = 0 }`
// (Foundation's interface declares `typealias ObservableObject = Combine.ObservableObject` and
// `typealias Published = Combine.Published`). The rest of Combine (`AnyCancellable`, `sink`,
// subjects) still needs `import Combine`, as there.

/// Combine's `ObservableObject`, as Apple's Foundation names it.
public typealias ObservableObject = OpenCombine.ObservableObject

/// Combine's `@Published`, as Apple's Foundation names it.
public typealias Published = OpenCombine.Published
