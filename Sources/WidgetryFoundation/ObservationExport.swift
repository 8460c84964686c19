// Apple's Foundation re-exports Observation (since iOS 17), so a model file that imports only
// Foundation can write `@Observable final class Model { … }` — as real widget code does, and as
// RxSwift users met in `Observable`'s ambiguity with Observation's protocol.
@_exported import Observation
