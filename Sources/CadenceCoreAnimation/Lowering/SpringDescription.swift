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
    /// `allowsOverdamping` (iOS 17, macOS 14; default `false`): whether a
    /// damping ratio above 1 plays as overdamped. Lowering sets it exactly when
    /// the spring is overdamped; Core Animation does not promise to play such a
    /// spring as overdamped without it.
    public var allowsOverdamping: Bool

    /// The physics, at `CASpringAnimation`'s defaults unless given.
    public init(
        mass: CGFloat = 1, stiffness: CGFloat = 100, damping: CGFloat = 10, initialVelocity: CGFloat = 0,
        allowsOverdamping: Bool = false
    ) {
        (self.mass, self.stiffness, self.damping, self.initialVelocity) = (mass, stiffness, damping, initialVelocity)
        self.allowsOverdamping = allowsOverdamping
    }
}
