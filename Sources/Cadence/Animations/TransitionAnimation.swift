/// A transition between a layer's old and new contents: `CATransition`.
///
/// Cadence has no pixels to blend, so a transition is evaluated as its progress
/// over time: ``apply(at:to:)`` sets ``PropertyValues/transition`` to the
/// transition's ``State``, which presenting and sampling can show. Progress runs
/// from ``startProgress`` to ``endProgress`` over the duration, paced by the
/// timing function.
///
/// ```swift
/// var push = TransitionAnimation(type: .push, subtype: .fromRight)
/// push.duration = 0.3
/// push.transitionProgress(at: 0.15)  // 0.5
/// ```
public struct TransitionAnimation: LayerAnimation {
    /// How the new contents replace the old, as `CATransitionType`.
    public enum TransitionType: String, CaseIterable, Hashable, Sendable, Codable {
        /// The new contents fade in over the old.
        case fade
        /// The new contents slide in over the old.
        case moveIn
        /// The new contents push the old out.
        case push
        /// The old contents slide away, revealing the new.
        case reveal
    }

    /// The direction of a moving transition, as `CATransitionSubtype`.
    public enum Subtype: String, CaseIterable, Hashable, Sendable, Codable {
        /// From the left edge.
        case fromLeft
        /// From the right edge.
        case fromRight
        /// From the top edge.
        case fromTop
        /// From the bottom edge.
        case fromBottom
    }

    /// A transition's state at one instant.
    public struct State: Hashable, Sendable {
        /// How the new contents replace the old.
        public var type: TransitionType
        /// The direction of a moving transition.
        public var subtype: Subtype?
        /// How far the transition has gone, from 0 (old contents) to 1 (new).
        public var progress: Double
    }

    /// How the new contents replace the old.
    public var type: TransitionType
    /// The direction, for ``TransitionType/moveIn``, ``TransitionType/push`` and ``TransitionType/reveal``.
    public var subtype: Subtype?
    /// Where the transition starts, in `0 ... 1` (default 0).
    public var startProgress: Double = 0
    /// Where the transition ends, in `startProgress ... 1` (default 1).
    public var endProgress: Double = 1

    public var timing = MediaTiming()
    public var timingFunction: TimingFunction?
    public var isRemovedOnCompletion = true
    public var delegate: (any AnimationDelegate)?

    /// A transition of the given type and direction.
    public init(type: TransitionType = .fade, subtype: Subtype? = nil) {
        self.type = type
        self.subtype = subtype
    }

    public var animatedPropertyNames: Set<String> { [] }

    /// The transition's progress at `time`, or nil when it does not apply.
    public func transitionProgress(at time: Double) -> Double? {
        guard let (_, eased) = progress(at: time) else { return nil }
        return startProgress.interpolated(to: endProgress, fraction: eased)
    }

    public func apply(at time: Double, to values: inout PropertyValues) {
        if let progress = transitionProgress(at: time) {
            values.transition = State(type: type, subtype: subtype, progress: progress)
        }
    }

    /// Throws for invalid timing, or start and end progress not ordered in `0 ... 1`.
    public func validate() throws(CadenceError) {
        try timing.validate()
        try CadenceError.check(startProgress, "startProgress", in: 0...1, expected: "a number in 0 ... 1")
        try CadenceError.check(
            endProgress, "endProgress", in: startProgress...1,
            expected: "a number in startProgress (\(CadenceError.describe(startProgress))) ... 1")
    }
}
