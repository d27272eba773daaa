/// Told when an animation added to a layer starts and stops:
/// `CAAnimationDelegate`.
///
/// Both methods run on the ``MainLoop`` of the layer's ``Compositor``. Every
/// animation added to a layer in a compositor's tree gets exactly one
/// ``animationDidStop(_:finished:)``: `finished` is `true` when it ran to its end,
/// `false` when it was removed first (by ``Layer/removeAnimation(forKey:)``, by
/// another animation added under its key, or by its layer leaving the tree).
///
/// ```swift
/// final class Log: AnimationDelegate {
///     func animationDidStop(_ animation: any LayerAnimation, finished: Bool) {
///         print("stopped, finished: \(finished)")
///     }
/// }
/// var fade = BasicAnimation(keyPath: .opacity, from: 1, to: 0, duration: 1)
/// fade.delegate = Log()
/// ```
public protocol AnimationDelegate: AnyObject, Sendable {
    /// The animation began: its layer's time reached its begin time.
    func animationDidStart(_ animation: any LayerAnimation)

    /// The animation ended: completed (`finished`) or removed before its end.
    func animationDidStop(_ animation: any LayerAnimation, finished: Bool)
}

extension AnimationDelegate {
    public func animationDidStart(_ animation: any LayerAnimation) {}
    public func animationDidStop(_ animation: any LayerAnimation, finished: Bool) {}
}
