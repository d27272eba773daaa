/// A layer as an operation sees it, in whichever tree holds it: the model
/// and presented values, adding and removing animations under keys, and its
/// time.
///
/// Cadence's ``Layer`` is one; on Apple platforms the `CadenceCoreAnimation`
/// library wraps a `CALayer` as another. ``AnimationOperation`` and the
/// ``Animator`` take any hosted layer:
///
/// ```swift
/// let move = AnimationOperation(layer: box, animation: BasicAnimation(keyPath: .positionX, to: 300, duration: 1))
/// ```
///
/// Every call is made on the ``host``'s ``LayerHost/mainLoop``, inside a
/// transaction the caller opened.
public protocol HostedLayer: AnyObject, Sendable {
    /// The tree the layer is in, nil while it is in none.
    var host: (any LayerHost)? { get }

    /// The model values: what was last set (`CALayer.model()`).
    var modelValues: PropertyValues { get }

    /// The values presented now: the model with the layer's animations applied
    /// (`CALayer.presentation()`).
    func presentation() -> PropertyValues

    /// Copies the named properties' values from `values` into the model (a
    /// property `values` leaves unset goes back to its default). The caller's
    /// transaction has actions disabled, so nothing animates implicitly.
    func setModelValues(from values: PropertyValues, names: Set<String>)

    /// Adds an animation that is already resolved, replacing any under the same
    /// key: its duration is set, its open endpoints are filled in, it is
    /// validated, and its begin time is an instant of the layer's local time
    /// (see ``localTime(fromHostTime:)``), not "now".
    ///
    /// - Throws: ``CadenceError`` when the host cannot play the animation (a
    ///   value type or field its layers cannot hold); nothing is added then.
    func addResolved(_ animation: any LayerAnimation, forKey key: String) throws(CadenceError)

    /// Removes the animation under `key`, if there is one; its transaction's
    /// completion counts it as done.
    func removeAnimation(forKey key: String)

    /// The layer's local time at the host's media time `time`
    /// (`CALayer.convertTime(_:from:)` with `nil`).
    func localTime(fromHostTime time: Double) -> Double

    /// The host's media time at the layer's local time `time`
    /// (`CALayer.convertTime(_:to:)` with `nil`).
    func hostTime(fromLocalTime time: Double) -> Double

    /// Puts the animation under `key` under `clock`: from the transaction's
    /// commit on, it shows at each instant what it shows at
    /// ``RunClock/animationTime(at:)`` of the layer's time then, and it
    /// stops (finished) when the run comes to rest at an end
    /// (``RunClock/restInstant``). Nil gives it back its layer's time.
    ///
    /// - Throws: ``CadenceError`` when the host cannot steer a running
    ///   animation (the default). Nothing changes then.
    func setRunClock(_ clock: RunClock?, forAnimationKey key: String) throws(CadenceError)

    /// Makes the animations of `keyPathName` in flight additive, without
    /// stopping them: the one that is not additive (at most one, beneath the
    /// others) is rebased to its additive form relative to `base` (the
    /// model's values, holding its final value), silently, so it goes on
    /// showing the same thing over that model and stops at its own end,
    /// finished. What UIKit does to the animation in flight before adding
    /// an additive one over it.
    ///
    /// - Returns: Whether the layer has animations of the property at all
    ///   (false: nothing is in flight, and nothing changed).
    /// - Throws: ``CadenceError`` when they cannot all be made additive: a
    ///   group or another key path of the same property animates it, two
    ///   animations that are not additive or one above an additive one, an
    ///   animation with no additive form (see
    ///   ``BasicAnimation/additive(relativeTo:)``), or a host that cannot
    ///   rebase a running animation (the default). Nothing changes then.
    func rebaseAnimationsAdditively(at keyPathName: String, over base: PropertyValues) throws(CadenceError) -> Bool
}

extension HostedLayer {
    public func setRunClock(_ clock: RunClock?, forAnimationKey key: String) throws(CadenceError) {
        throw CadenceError(
            .unsupported, field: "setRunClock(_:forAnimationKey:)", value: "a layer of \(type(of: self))",
            expected: "a layer whose host can steer a running animation")
    }

    public func rebaseAnimationsAdditively(at keyPathName: String, over base: PropertyValues) throws(CadenceError) -> Bool {
        throw CadenceError(
            .unsupported, field: "rebaseAnimationsAdditively(at:over:)", value: "a layer of \(type(of: self))",
            expected: "a layer whose host can rebase a running animation")
    }
}
