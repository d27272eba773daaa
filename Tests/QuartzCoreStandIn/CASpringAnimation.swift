#if !canImport(QuartzCore)
import Foundation

/// A basic animation paced by a damped spring.
open class CASpringAnimation: CABasicAnimation {
    /// The mass on the spring (default 1; > 0).
    open var mass: CGFloat = 1
    /// The spring's stiffness (default 100; > 0).
    open var stiffness: CGFloat = 100
    /// The damping (default 10; ≥ 0).
    open var damping: CGFloat = 10
    /// The initial velocity, in distances to travel per second.
    open var initialVelocity: CGFloat = 0
    /// Whether a damping above critical plays as an overdamped spring
    /// (default false; iOS 17, macOS 14). Stored: Cadence's springs play
    /// overdamped with or without it.
    open var allowsOverdamping: Bool = false
}
#endif
