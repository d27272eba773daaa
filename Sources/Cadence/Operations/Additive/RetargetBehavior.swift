/// What an ``AnimationOperation`` does when it starts while another
/// animation of the same key path is in flight on its layer.
///
/// ```swift
/// let move = AnimationOperation(
///     layer: box, animation: BasicAnimation(keyPath: .positionX, to: 300, duration: 1),
///     retargetBehavior: .additive)
/// ```
public enum RetargetBehavior: Sendable, Hashable {
    /// Play over it as it is: the new animation starts from what is shown and
    /// covers the one in flight, which goes on beneath it unseen (Core
    /// Animation's and UIKit's way before iOS 8). The default.
    case replace
    /// UIKit's way since iOS 8: the model takes the new value at once, the
    /// animation in flight is rebased, without stopping, to its additive
    /// form (``Layer/rebaseAnimation(forKey:to:)``), and the new animation
    /// plays as an additive one from `old model − new model` to zero, with
    /// its own duration, curve and delay. What is shown is the model plus
    /// every additive difference in flight, so neither the value nor its
    /// velocity jumps, and each operation finishes at its own end.
    ///
    /// It applies to a ``BasicAnimation`` or ``SpringAnimation`` that leaves
    /// its start open (only `to` or only `by`), updates the model and plays
    /// once, of numbers, points, sizes, rectangles or colors, on a layer
    /// whose animations of the key path can all be made additive (see
    /// ``HostedLayer/rebaseAnimationsAdditively(at:over:)``). Otherwise, or
    /// when nothing is in flight there, the operation plays as usual.
    case additive
}

extension AnimationOperation {
    /// What it does when it starts over an animation of the same key path in
    /// flight (default ``RetargetBehavior/replace``). Set it before it starts.
    public var retargetBehavior: RetargetBehavior {
        get { withMutable { $0.retargetBehavior } }
        set { withMutable { $0.retargetBehavior = newValue } }
    }

    /// The additive animation to play instead of `playing`, after rebasing
    /// the animations in flight on its key path; nil to play it as usual
    /// (nothing in flight, or what is there cannot be made additive).
    /// Called inside the start's transaction.
    func additiveRetarget(
        of playing: any LayerAnimation, from model: PropertyValues, to final: PropertyValues
    ) -> (any LayerAnimation)? {
        guard (animation as? any EndpointAnimation)?.fromValue == nil,
            let retargeting = playing as? any AdditiveRetargeting,
            let keyPathName = playing.renderStoreForm.keyPathName,
            let form = retargeting.additiveRetarget(from: model, to: final),
            (try? layer.rebaseAnimationsAdditively(at: keyPathName, over: model)) == true
        else { return nil }
        // Its own key, when an animation in flight already holds it: adding
        // there would remove that one.
        if let own = layer as? Layer, own.animation(forKey: key) != nil {
            var number = 2
            while own.animation(forKey: "\(key)-\(number)") != nil { number += 1 }
            let additiveKey = "\(key)-\(number)"
            withMutable { $0.currentKey = additiveKey }
        }
        return form
    }

    /// What the model takes when the operation is cancelled with
    /// ``CancellationPolicy/current``: what is shown, except where its
    /// animation is additive because of a retarget (it played additively,
    /// or a later operation rebased it); there the model takes its own
    /// difference now, so the other differences in flight go on adding to it
    /// and nothing jumps.
    func valuesKeepingWhatIsShown() -> PropertyValues {
        let (played, behavior) = withMutable { ($0.started?.played, $0.retargetBehavior) }
        guard let own = layer as? Layer,
            let current = own.animation(forKey: animationKey) as? any PropertyAnimation, current.isAdditive,
            behavior == .additive || (played as? any PropertyAnimation)?.isAdditive == false,
            let values = own.values(applyingAnimationForKey: animationKey, over: own.modelValues)
        else { return layer.presentation() }
        return values
    }
}
