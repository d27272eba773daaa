/// One property change an animator's closure made: where it belongs in the
/// run, and how to build its animation or set its model for any part of the run.
struct CapturedChange: Sendable {
    /// The layer it changed.
    let layer: Layer
    /// The animator's key for its animation on `layer`.
    let key: String
    /// Where in the run it begins, as a fraction of the whole run: 0 for the
    /// animator's first closures, later for those added with a delay factor
    /// or while it runs. Every change ends with the run.
    let beginFraction: Double
    /// Its animation over a part of the run; nil when that part leaves it nothing to do.
    let animation: @Sendable (AnimationShape) -> (any LayerAnimation)?
    /// Sets its model value to its start value, its end value, or what is
    /// shown now (inside a transaction with actions disabled).
    let setModel: @Sendable (AnimatingPosition) -> Void
}

/// The form of one change's animation over a part of the run.
struct AnimationShape: Sendable {
    var curve: AnimatorCurve
    /// When it begins, in run time, and how long it lasts.
    var begin: Double
    var duration: Double
    /// From what is shown now rather than from the change's start value.
    var fromPresented: Bool
    /// Towards the start value: built forwards, then played backwards in time.
    var towardsStart: Bool

    /// The animation of `keyPath` between `start` and `end`, read on `layer`.
    func animation<Value>(
        _ keyPath: AnimationKeyPath<Value>, on layer: Layer, start: Value, end: Value
    ) -> (any LayerAnimation)? {
        guard duration > 0 else { return nil }
        let from = fromPresented ? layer.presentedValue(for: keyPath) : start
        let to = towardsStart ? start : end
        var animation: any LayerAnimation
        switch curve {
        case .cubic(let function):
            animation = BasicAnimation(keyPath: keyPath, from: from, to: to, duration: duration, timingFunction: function)
        case .spring(let parameters):
            var spring = SpringAnimation(keyPath: keyPath, from: from, to: to, spring: parameters.spring(lasting: duration))
            spring.duration = duration
            animation = spring
        }
        animation.beginTime = begin
        // Held at both ends: the run's clock, not the animation's own timing,
        // says when it is over, and a run paused at an end shows that end.
        animation.fillMode = .both
        return towardsStart ? ReversedAnimation(inner: animation) : animation
    }
}

/// Collects the changes a closure makes while an animator captures it.
final class ChangeRecorder: ImplicitChangeRecorder, @unchecked Sendable {
    private let changes = LockedBox<[CapturedChange]>([])
    private let begin = LockedBox(0.0)
    private static let keys = LockedBox(0)

    /// Where the changes recorded from now on begin, as a fraction of the run.
    func setBeginFraction(_ fraction: Double) { begin.withLock { $0 = fraction } }

    /// The changes recorded so far, in order.
    var recorded: [CapturedChange] { changes.withLock { $0 } }

    func record<Value>(_ keyPath: AnimationKeyPath<Value>, of layer: Layer, from old: Value, to new: Value) {
        let number = Self.keys.withLock { count in
            count += 1
            return count
        }
        let change = CapturedChange(
            layer: layer, key: "cadence.propertyAnimator.\(number)", beginFraction: begin.withLock { $0 },
            animation: { shape in shape.animation(keyPath, on: layer, start: old, end: new) },
            setModel: { position in
                switch position {
                case .start: layer[keyPath] = old
                case .end: layer[keyPath] = new
                case .current: layer[keyPath] = layer.presentedValue(for: keyPath)
                }
            })
        changes.withLock { $0.append(change) }
    }
}
