import Cadence
import CadenceCoreAnimation
import Testing

@Suite("Lowering a transition")
struct LoweringTransitionTests {
    @Test("A transition becomes a CATransition with type, subtype and Float progress")
    func transition() throws {
        var push = TransitionAnimation(type: .push, subtype: .fromRight)
        push.duration = 0.3
        push.startProgress = 0.1
        push.endProgress = 0.9
        let description = try CoreAnimationLowering.lower(push)
        var expected = CoreAnimationDescription(kind: .transition)
        expected.timing.duration = 0.3
        expected.transition = TransitionDescription(type: "push", subtype: "fromRight", startProgress: Float(0.1), endProgress: Float(0.9))
        #expect(description == expected)
        #expect(description.keyPath == nil)
        #expect(description.className == "CATransition")
    }

    @Test("A fade with no subtype and no duration")
    func fade() throws {
        let description = try CoreAnimationLowering.lower(TransitionAnimation())
        #expect(description.transition == TransitionDescription(type: "fade", subtype: nil, startProgress: 0, endProgress: 1))
        #expect(description.timing.duration == 0.25)
    }

    @Test("Progress out of order gives Cadence's own error")
    func invalidProgress() {
        var transition = TransitionAnimation(type: .reveal, subtype: .fromTop)
        transition.startProgress = 0.8
        transition.endProgress = 0.2
        let error = loweringError(transition)
        #expect(error?.code == .invalidValue)
        #expect(error?.field == "endProgress")
    }
}
