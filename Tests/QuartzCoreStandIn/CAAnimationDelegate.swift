#if !canImport(QuartzCore)
import Foundation

/// Told when an animation starts and stops.
///
/// Core Animation declares both methods `optional` in an `@objc` protocol,
/// which Linux cannot express; here they are requirements with do-nothing
/// defaults, so a conformance compiles against either.
public protocol CAAnimationDelegate: NSObjectProtocol {
    /// The animation started.
    func animationDidStart(_ anim: CAAnimation)
    /// The animation stopped: completed (`flag` true) or removed.
    func animationDidStop(_ anim: CAAnimation, finished flag: Bool)
}

extension CAAnimationDelegate {
    public func animationDidStart(_ anim: CAAnimation) {}
    public func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {}
}
#endif
