import Foundation

// SF Symbol animations (Apple's Symbols framework, which SwiftUI brings in): accepted so that
// widget code compiles unchanged, and not drawn. A widget archive is a still picture of one
// entry, as with `animation(_:value:)` and `contentTransition(_:)`; a symbol shows at rest.

/// An animation of a symbol image.
public protocol SymbolEffect: Hashable, Sendable {}
/// An effect that runs while it is active (`symbolEffect(_:options:isActive:)`).
public protocol IndefiniteSymbolEffect {}
/// An effect that plays once when a value changes (`symbolEffect(_:options:value:)`).
public protocol DiscreteSymbolEffect {}
/// An effect that shows or hides a symbol.
public protocol TransitionSymbolEffect {}
/// An effect that replaces one symbol with another (`contentTransition(.symbolEffect(…))`).
public protocol ContentTransitionSymbolEffect {}

/// The parts of a symbol an effect moves, and its direction.
public struct SymbolEffectVariant: Hashable, Sendable {
    let names: [String]
    func adding(_ name: String) -> SymbolEffectVariant { SymbolEffectVariant(names: names + [name]) }
}

/// How a symbol effect plays: its speed and repetitions.
public struct SymbolEffectOptions: Hashable, Sendable {
    var speed: Double = 1
    var repeatCount: Int?
    var repeats: Bool?

    public static let `default` = SymbolEffectOptions()
    public static var repeating: SymbolEffectOptions { SymbolEffectOptions(repeats: true) }
    public static var nonRepeating: SymbolEffectOptions { SymbolEffectOptions(repeats: false) }
    public static func speed(_ speed: Double) -> SymbolEffectOptions { SymbolEffectOptions(speed: speed) }
    public static func `repeat`(_ count: Int) -> SymbolEffectOptions { SymbolEffectOptions(repeatCount: count) }
    public static func `repeat`(_ behavior: RepeatBehavior) -> SymbolEffectOptions { SymbolEffectOptions(repeats: true) }

    public var repeating: SymbolEffectOptions { with { $0.repeats = true } }
    public var nonRepeating: SymbolEffectOptions { with { $0.repeats = false } }
    public func speed(_ speed: Double) -> SymbolEffectOptions { with { $0.speed = speed } }
    public func `repeat`(_ count: Int?) -> SymbolEffectOptions { with { $0.repeatCount = count } }
    public func `repeat`(_ behavior: RepeatBehavior) -> SymbolEffectOptions { with { $0.repeats = true } }

    private func with(_ change: (inout SymbolEffectOptions) -> Void) -> SymbolEffectOptions {
        var options = self
        change(&options)
        return options
    }

    /// How an effect repeats.
    public struct RepeatBehavior: Hashable, Sendable {
        let name: String
        public static let continuous = RepeatBehavior(name: "continuous")
        public static var periodic: RepeatBehavior { RepeatBehavior(name: "periodic") }
        public static func periodic(_ count: Int? = nil, delay: Double? = nil) -> RepeatBehavior { RepeatBehavior(name: "periodic") }
    }
}

/// Declares an effect type with its variants: each variant property adds its name.
private protocol VariedSymbolEffect: SymbolEffect {
    var variant: SymbolEffectVariant { get }
    init(variant: SymbolEffectVariant)
}

extension VariedSymbolEffect {
    fileprivate func adding(_ name: String) -> Self { Self(variant: variant.adding(name)) }
}

/// Scales the symbol up and back.
public struct BounceSymbolEffect: VariedSymbolEffect, DiscreteSymbolEffect, IndefiniteSymbolEffect {
    fileprivate let variant: SymbolEffectVariant
    fileprivate init(variant: SymbolEffectVariant) { self.variant = variant }
    public var up: Self { adding("up") }
    public var down: Self { adding("down") }
    public var byLayer: Self { adding("byLayer") }
    public var wholeSymbol: Self { adding("wholeSymbol") }
}

/// Fades the symbol's layers in and out.
public struct PulseSymbolEffect: VariedSymbolEffect, DiscreteSymbolEffect, IndefiniteSymbolEffect {
    fileprivate let variant: SymbolEffectVariant
    fileprivate init(variant: SymbolEffectVariant) { self.variant = variant }
    public var byLayer: Self { adding("byLayer") }
    public var wholeSymbol: Self { adding("wholeSymbol") }
}

/// Lights the symbol's layers one after another.
public struct VariableColorSymbolEffect: VariedSymbolEffect, DiscreteSymbolEffect, IndefiniteSymbolEffect {
    fileprivate let variant: SymbolEffectVariant
    fileprivate init(variant: SymbolEffectVariant) { self.variant = variant }
    public var iterative: Self { adding("iterative") }
    public var cumulative: Self { adding("cumulative") }
    public var reversing: Self { adding("reversing") }
    public var nonReversing: Self { adding("nonReversing") }
    public var hideInactiveLayers: Self { adding("hideInactiveLayers") }
    public var dimInactiveLayers: Self { adding("dimInactiveLayers") }
}

/// Scales the symbol while active.
public struct ScaleSymbolEffect: VariedSymbolEffect, IndefiniteSymbolEffect, TransitionSymbolEffect {
    fileprivate let variant: SymbolEffectVariant
    fileprivate init(variant: SymbolEffectVariant) { self.variant = variant }
    public var up: Self { adding("up") }
    public var down: Self { adding("down") }
    public var byLayer: Self { adding("byLayer") }
    public var wholeSymbol: Self { adding("wholeSymbol") }
}

/// Shows the symbol.
public struct AppearSymbolEffect: VariedSymbolEffect, IndefiniteSymbolEffect, TransitionSymbolEffect {
    fileprivate let variant: SymbolEffectVariant
    fileprivate init(variant: SymbolEffectVariant) { self.variant = variant }
    public var up: Self { adding("up") }
    public var down: Self { adding("down") }
    public var byLayer: Self { adding("byLayer") }
    public var wholeSymbol: Self { adding("wholeSymbol") }
}

/// Hides the symbol.
public struct DisappearSymbolEffect: VariedSymbolEffect, IndefiniteSymbolEffect, TransitionSymbolEffect {
    fileprivate let variant: SymbolEffectVariant
    fileprivate init(variant: SymbolEffectVariant) { self.variant = variant }
    public var up: Self { adding("up") }
    public var down: Self { adding("down") }
    public var byLayer: Self { adding("byLayer") }
    public var wholeSymbol: Self { adding("wholeSymbol") }
}

/// Replaces one symbol with another.
public struct ReplaceSymbolEffect: VariedSymbolEffect, ContentTransitionSymbolEffect {
    fileprivate let variant: SymbolEffectVariant
    fileprivate init(variant: SymbolEffectVariant) { self.variant = variant }
    public var downUp: Self { adding("downUp") }
    public var upUp: Self { adding("upUp") }
    public var offUp: Self { adding("offUp") }
    public var byLayer: Self { adding("byLayer") }
    public var wholeSymbol: Self { adding("wholeSymbol") }
}

/// Shakes the symbol.
public struct WiggleSymbolEffect: VariedSymbolEffect, DiscreteSymbolEffect, IndefiniteSymbolEffect {
    fileprivate let variant: SymbolEffectVariant
    fileprivate init(variant: SymbolEffectVariant) { self.variant = variant }
    public var up: Self { adding("up") }
    public var down: Self { adding("down") }
    public var left: Self { adding("left") }
    public var right: Self { adding("right") }
    public var forward: Self { adding("forward") }
    public var backward: Self { adding("backward") }
    public var clockwise: Self { adding("clockwise") }
    public var counterClockwise: Self { adding("counterClockwise") }
    public var byLayer: Self { adding("byLayer") }
    public var wholeSymbol: Self { adding("wholeSymbol") }
}

/// Swells and settles the symbol.
public struct BreatheSymbolEffect: VariedSymbolEffect, DiscreteSymbolEffect, IndefiniteSymbolEffect {
    fileprivate let variant: SymbolEffectVariant
    fileprivate init(variant: SymbolEffectVariant) { self.variant = variant }
    public var plain: Self { adding("plain") }
    public var pulse: Self { adding("pulse") }
    public var byLayer: Self { adding("byLayer") }
    public var wholeSymbol: Self { adding("wholeSymbol") }
}

/// Spins the symbol.
public struct RotateSymbolEffect: VariedSymbolEffect, DiscreteSymbolEffect, IndefiniteSymbolEffect {
    fileprivate let variant: SymbolEffectVariant
    fileprivate init(variant: SymbolEffectVariant) { self.variant = variant }
    public var clockwise: Self { adding("clockwise") }
    public var counterClockwise: Self { adding("counterClockwise") }
    public var byLayer: Self { adding("byLayer") }
    public var wholeSymbol: Self { adding("wholeSymbol") }
}

extension SymbolEffect where Self == BounceSymbolEffect {
    public static var bounce: BounceSymbolEffect { BounceSymbolEffect(variant: SymbolEffectVariant(names: [])) }
}
extension SymbolEffect where Self == PulseSymbolEffect {
    public static var pulse: PulseSymbolEffect { PulseSymbolEffect(variant: SymbolEffectVariant(names: [])) }
}
extension SymbolEffect where Self == VariableColorSymbolEffect {
    public static var variableColor: VariableColorSymbolEffect { VariableColorSymbolEffect(variant: SymbolEffectVariant(names: [])) }
}
extension SymbolEffect where Self == ScaleSymbolEffect {
    public static var scale: ScaleSymbolEffect { ScaleSymbolEffect(variant: SymbolEffectVariant(names: [])) }
}
extension SymbolEffect where Self == AppearSymbolEffect {
    public static var appear: AppearSymbolEffect { AppearSymbolEffect(variant: SymbolEffectVariant(names: [])) }
}
extension SymbolEffect where Self == DisappearSymbolEffect {
    public static var disappear: DisappearSymbolEffect { DisappearSymbolEffect(variant: SymbolEffectVariant(names: [])) }
}
extension SymbolEffect where Self == ReplaceSymbolEffect {
    public static var replace: ReplaceSymbolEffect { ReplaceSymbolEffect(variant: SymbolEffectVariant(names: [])) }
}
extension SymbolEffect where Self == WiggleSymbolEffect {
    public static var wiggle: WiggleSymbolEffect { WiggleSymbolEffect(variant: SymbolEffectVariant(names: [])) }
}
extension SymbolEffect where Self == BreatheSymbolEffect {
    public static var breathe: BreatheSymbolEffect { BreatheSymbolEffect(variant: SymbolEffectVariant(names: [])) }
}
extension SymbolEffect where Self == RotateSymbolEffect {
    public static var rotate: RotateSymbolEffect { RotateSymbolEffect(variant: SymbolEffectVariant(names: [])) }
}

extension View {
    /// Accepted and not drawn: a widget archive is a still picture (see the top of this file).
    public nonisolated func symbolEffect<T: IndefiniteSymbolEffect & SymbolEffect>(
        _ effect: T, options: SymbolEffectOptions = .default, isActive: Bool = true
    ) -> some View { self }

    /// Accepted and not drawn: a widget archive is a still picture (see the top of this file).
    public nonisolated func symbolEffect<T: DiscreteSymbolEffect & SymbolEffect, U: Equatable>(
        _ effect: T, options: SymbolEffectOptions = .default, value: U
    ) -> some View { self }

    /// Accepted: no symbol effect is ever drawn.
    public nonisolated func symbolEffectsRemoved(_ isEnabled: Bool = true) -> some View { self }
}

extension ContentTransition {
    /// Replacing a symbol with an effect: accepted and ignored, like every content transition.
    public static func symbolEffect<T: ContentTransitionSymbolEffect & SymbolEffect>(
        _ effect: T, options: SymbolEffectOptions = .default
    ) -> ContentTransition { .symbolEffect }
}
