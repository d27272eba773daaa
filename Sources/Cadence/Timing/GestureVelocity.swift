import Foundation

/// A gesture's velocity, in points per second, as UIKit's relative spring
/// velocity and back.
///
/// UIKit's `initialSpringVelocity` and `UISpringTimingParameters.initialVelocity`
/// (here ``DampedSpring/initialVelocity`` and ``SpringVelocity``) are
/// relative: the distance still to go covered per second, so 1 covers it all
/// in a second. A finger lifting at 500 pt/s with 250 pt to go is a relative
/// velocity of 2; positive is toward the target.
extension DampedSpring {
    /// `velocity` (units per second) as a fraction of `distance` (the
    /// target minus the value now) per second: `velocity / distance`.
    ///
    /// - Throws: ``CadenceError`` naming `velocity` when it is not finite,
    ///   and `distance` when it is zero (while the velocity is not) or not
    ///   finite: no relative velocity expresses a motion over no distance.
    ///   Use `SpringAnimation.inheritedVelocity`, in absolute units, then.
    public static func relativeVelocity(_ velocity: Double, distance: Double) throws(CadenceError) -> Double {
        try CadenceError.check(velocity, "velocity", expected: "a finite number of units per second")
        try CadenceError.check(distance, "distance", expected: "a finite distance")
        guard velocity != 0 else { return 0 }
        guard distance != 0 else {
            throw CadenceError(
                .invalidValue, field: "distance", value: "0",
                expected: "a non-zero distance, to express a velocity of \(CadenceError.describe(velocity)) relative to it")
        }
        return velocity / distance
    }

    /// The velocity in units per second that `relative` stands for over
    /// `distance`: `relative · distance`.
    public static func velocity(relative: Double, distance: Double) -> Double { relative * distance }
}

extension SpringVelocity {
    /// UIKit's relative velocity for a gesture moving at `velocity` (points
    /// per second) from `value` toward `target`, component by component:
    /// `dx = velocity.x / (target.x − value.x)`, and the same for y.
    ///
    /// ```swift
    /// // A pan released at (500, 0) pt/s, 250 pt short of its target along x:
    /// let relative = try SpringVelocity(gesture: CGPoint(x: 500, y: 0),
    ///                                   from: CGPoint(x: 50, y: 0), to: CGPoint(x: 300, y: 0))
    /// relative.dx   // 2
    /// ```
    ///
    /// - Throws: ``CadenceError`` naming the component (`velocity.x`,
    ///   `distance.y`, …) that ``DampedSpring/relativeVelocity(_:distance:)`` refuses.
    public init(gesture velocity: CGPoint, from value: CGPoint, to target: CGPoint) throws(CadenceError) {
        let dx = try Self.relative(Double(velocity.x), over: Double(target.x - value.x), axis: "x")
        let dy = try Self.relative(Double(velocity.y), over: Double(target.y - value.y), axis: "y")
        self.init(dx: dx, dy: dy)
    }

    private static func relative(_ velocity: Double, over distance: Double, axis: String) throws(CadenceError) -> Double {
        do {
            return try DampedSpring.relativeVelocity(velocity, distance: distance)
        } catch {
            throw CadenceError(error.code, field: "\(error.field).\(axis)", value: error.value, expected: error.expected)
        }
    }

    /// The gesture velocity, in points per second, that this relative
    /// velocity stands for from `value` toward `target`.
    public func gestureVelocity(from value: CGPoint, to target: CGPoint) -> CGPoint {
        CGPoint(x: dx * Double(target.x - value.x), y: dy * Double(target.y - value.y))
    }
}
