extension ImplicitAnimationStyle {
    /// Animates a change of `keyPath` from `old` to `new` additively over a
    /// block animation in flight on the same key path, as UIKit does since
    /// iOS 8, and returns true; returns false, changing nothing, when the
    /// change should animate as usual.
    ///
    /// Only a change that interrupts does: one made without
    /// ``AnimationOptions/beginFromCurrentState``, with a block animation of
    /// `keyPath` in flight whose animations of the key path can all be made
    /// additive (``Layer/rebaseAnimationsAdditively(at:over:)``, relative to
    /// `old`). Then the one in flight goes on, rebased, to its own end, where
    /// its block's completion hears `true`, and the change plays as an
    /// additive animation from `old − new` to zero (basic, or the block's
    /// spring) with the block's duration, curve, delay and repetition, under
    /// a key of its own: the key path's name followed by `-2`, `-3`, … (the
    /// first free one), so that it replaces nothing.
    func retargetAdditively<Value>(
        _ keyPath: AnimationKeyPath<Value>, of layer: Layer, from old: Value, to new: Value, duration: Double,
        timingFunction: TimingFunction, delayedBegin: () -> Double
    ) -> Bool {
        guard !fromPresented, keyPath.addsLinearly,
            layer.animations(ofKeyPath: keyPath.name).contains(where: { $0.animation.delegate is BlockCompletionTracker })
        else { return false }
        var base = layer.modelValues
        base[keyPath] = old
        guard (try? layer.rebaseAnimationsAdditively(at: keyPath.name, over: base)) == true else { return false }
        let difference = old.subtracting(new)
        let animation: any LayerAnimation
        if let spring {
            var springAnimation = SpringAnimation(keyPath: keyPath, from: difference, to: .zero, spring: spring)
            springAnimation.duration = duration
            springAnimation.isAdditive = true
            animation = springAnimation
        } else {
            var basic = BasicAnimation(
                keyPath: keyPath, from: difference, to: .zero, duration: duration, timingFunction: timingFunction)
            basic.isAdditive = true
            animation = basic
        }
        var number = 2
        while layer.animation(forKey: "\(keyPath.name)-\(number)") != nil { number += 1 }
        do {
            try layer.add(shaped(animation, delayedBegin: delayedBegin), forKey: "\(keyPath.name)-\(number)")
        } catch {
            layer.report(error)
        }
        return true
    }
}
