/// How quickly a decay loses speed: the fraction of its velocity kept after
/// each millisecond, as `UIScrollView.DecelerationRate` and POP's
/// `POPDecayAnimation.deceleration`.
///
/// A rate `d` keeps `d` of the velocity per millisecond, so after `t` seconds
/// the velocity is `v₀ · d^(1000 t)`. UIKit's two rates:
///
/// | Rate | Raw value | Velocity kept after 1 s | Coasts, from 1000 pt/s |
/// | --- | --- | --- | --- |
/// | ``normal`` | 0.998 | 13.5% | 499 pt |
/// | ``fast`` | 0.99 | 0.004% | 99 pt |
///
/// ```swift
/// let rate = DecelerationRate.normal
/// rate.rawValue                          // 0.998
/// rate.project(initialVelocity: 1000.0)  // 499: where a flick at 1000 pt/s would come to rest
/// ```
public struct DecelerationRate: RawRepresentable, Hashable, Sendable {
    /// The fraction of the velocity kept after each millisecond; in (0, 1).
    /// Not checked here: a ``DecayAnimation`` refuses a rate outside (0, 1)
    /// when it is validated.
    public var rawValue: Double

    /// A rate keeping `rawValue` of the velocity per millisecond.
    public init(rawValue: Double) {
        self.rawValue = rawValue
    }

    /// UIKit's normal rate, 0.998: a scroll view's default, and POP's.
    public static let normal = DecelerationRate(rawValue: 0.998)

    /// UIKit's fast rate, 0.99: a paging feel that stops quickly.
    public static let fast = DecelerationRate(rawValue: 0.99)

    /// Where a motion at `initialVelocity` (units per second) would come to
    /// rest, relative to where it starts, if it kept decelerating at this rate
    /// forever: `(v / 1000) · d / (1 − d)`, the sum of the per-millisecond
    /// steps `v/1000 · (d + d² + d³ + …)`.
    ///
    /// This is the projection of WWDC 2018's "Designing Fluid Interfaces",
    /// for choosing where a flicked object should land before animating it
    /// there: 1000 pt/s projects 499 pt at ``normal`` and 99 pt at ``fast``.
    /// A ``DecayAnimation`` stops a little short of it, when its speed falls
    /// to its ``DecayAnimation/threshold``. A vector velocity projects along
    /// itself (each component by the same factor).
    public func project<Value: Interpolatable>(initialVelocity: Value) -> Value {
        initialVelocity.scaled(by: projectionFactor)
    }

    /// `d / (1 − d) / 1000`: the seconds of initial velocity a decay coasts.
    var projectionFactor: Double { rawValue / (1 - rawValue) / 1000 }
}
