import Foundation

/// A `CASpringAnimation`'s physical parameters, as `CGFloat`s.
///
/// Lowering always gives the four physical parameters, which every supported
/// OS version has; `init(perceptualDuration:bounce:)` needs iOS 17 and macOS
/// 14, and sets the same four.
public struct SpringDescription: Hashable, Sendable {
    /// `mass`; > 0.
    public var mass: CGFloat
    /// `stiffness`; > 0.
    public var stiffness: CGFloat
    /// `damping`; ≥ 0.
    public var damping: CGFloat
    /// `initialVelocity`, in units of the distance to travel per second.
    public var initialVelocity: CGFloat

    public init(mass: CGFloat = 1, stiffness: CGFloat = 100, damping: CGFloat = 10, initialVelocity: CGFloat = 0) {
        (self.mass, self.stiffness, self.damping, self.initialVelocity) = (mass, stiffness, damping, initialVelocity)
    }
}
