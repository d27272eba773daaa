/// What Cadence's operations need from a layer tree: a serial place to run,
/// a media clock, and transactions with completion blocks. The seam between
/// the operations and whatever draws the layers.
///
/// Two hosts exist: the simulated ``Compositor``, exact and deterministic on a
/// ``VirtualClock``, and, on Apple platforms, the QuartzCore host of the
/// `CadenceCoreAnimation` library, which drives real `CALayer`s through
/// `CATransaction`. ``AnimationOperation``, the ``Animator`` and
/// ``GroupOperation`` are written against this protocol and ``HostedLayer``
/// alone, so the same chain runs on either, with no branch for the platform.
///
/// A host is Core Animation's transaction model: ``beginTransaction(disablingActions:completion:)``
/// is `CATransaction.begin()` with `setDisableActions(_:)` and
/// `setCompletionBlock(_:)`; ``commitTransaction()`` is `CATransaction.commit()`;
/// ``currentMediaTime`` is `CACurrentMediaTime()`. Every call is made on
/// ``mainLoop``, inside one of its jobs.
public protocol LayerHost: AnyObject, Sendable {
    /// The serial context where the host's layers are changed and its
    /// transactions committed: the main thread. Operations on the host's
    /// layers start and finish there.
    var mainLoop: MainLoop { get }

    /// The host's current media time in seconds: the time base of its
    /// layers' ``HostedLayer/localTime(fromHostTime:)``, and the same as
    /// ``mainLoop``'s clock.
    var currentMediaTime: Double { get }

    /// The duration an animation added with none takes: the innermost open
    /// transaction's `animationDuration`, 0.25 s by default.
    var animationDuration: Double { get }

    /// Opens a transaction, nested in any already open. With
    /// `disablingActions`, property changes made in it animate nothing
    /// implicitly. `completion` runs on ``mainLoop`` once every animation
    /// added in it has completed or been removed, or at once (in a later job)
    /// if none was.
    func beginTransaction(disablingActions: Bool, completion: (@Sendable () -> Void)?)

    /// Sets the duration and curve that implicit animations take in the
    /// innermost open transaction (`CATransaction.setAnimationDuration(_:)` and
    /// `setAnimationTimingFunction(_:)`; nil is the host's default curve).
    ///
    /// - Throws: ``CadenceError`` when the host cannot use the curve (Core
    ///   Animation has no elastic or bounce curve); nothing changes then.
    func setTransactionAnimation(duration: Double, timingFunction: TimingFunction?) throws(CadenceError)

    /// Commits the innermost open transaction.
    func commitTransaction()
}
