import Cadence
import CadenceCoreAnimation
import Testing

/// What no Core Animation description can carry, refused whatever the animation's kind.
@Suite("Lowering refusals")
struct LoweringRefusalTests {
    @Test("A delegate is refused, never dropped")
    func delegate() {
        var animation = BasicAnimation(keyPath: .opacity, to: Float(0), duration: 1)
        animation.delegate = SilentDelegate()
        let error = loweringError(animation)
        #expect(error?.code == .unsupported)
        #expect(error?.field == "delegate")
        #expect(error?.value == "SilentDelegate")

        var group = AnimationGroup(animations: [], duration: 1)
        group.delegate = SilentDelegate()
        #expect(loweringError(group)?.field == "delegate")

        var transition = TransitionAnimation()
        transition.delegate = SilentDelegate()
        #expect(loweringError(transition)?.field == "delegate")
    }

    @Test("An animation type of your own is refused, naming its type")
    func customAnimationType() {
        let error = loweringError(Blink())
        #expect(error?.code == .unsupported)
        #expect(error?.field == "animation")
        #expect(error?.value == "Blink")
        #expect(error?.expected == "a basic, keyframe, spring, group or transition animation")
    }

    @Test("Every error names the field, the value and what was expected")
    func messages() {
        var animation = BasicAnimation(keyPath: .opacity, to: Float(0), duration: 1)
        animation.timingFunction = .easeInOutElastic
        let error = loweringError(animation)
        #expect(
            error?.description
                == "timingFunction: expected a cubic Bézier timing function (Core Animation has no elastic or bounce curve), got easeInOutElastic")
    }
}
