import Cadence
import CadenceCoreAnimation
import Testing

@Suite("Lowering a group")
struct LoweringGroupTests {
    @Test("A group becomes a CAAnimationGroup with its children lowered and its own timing")
    func group() throws {
        var fade = BasicAnimation(keyPath: .opacity, from: 1, to: 0, duration: 0.5)
        fade.beginTime = 0.5
        var group = AnimationGroup(
            animations: [BasicAnimation(keyPath: .positionX, to: 100, duration: 1), fade], duration: 1)
        group.timingFunction = .easeInEaseOut
        group.repeatCount = 2
        group.fillMode = .forwards
        group.isRemovedOnCompletion = false
        let description = try CoreAnimationLowering.lower(group)

        var move = CoreAnimationDescription(kind: .basic)
        move.timing.duration = 1
        move.keyPath = "position.x"
        move.toValue = .number(100)
        var fadeOut = CoreAnimationDescription(kind: .basic)
        fadeOut.timing.duration = 0.5
        fadeOut.timing.beginTime = 0.5
        fadeOut.keyPath = "opacity"
        fadeOut.fromValue = .number(1)
        fadeOut.toValue = .number(0)
        var expected = CoreAnimationDescription(kind: .group)
        expected.timing.duration = 1
        expected.timing.repeatCount = 2
        expected.timing.fillMode = "forwards"
        expected.timingFunction = TimingFunctionDescription(controlPoints: 0.42, 0, 0.58, 1)
        expected.isRemovedOnCompletion = false
        expected.animations = [move, fadeOut]
        #expect(description == expected)
        #expect(description.className == "CAAnimationGroup")
        #expect(description.keyPath == nil)
    }

    @Test("A child without a duration plays for the group's, as in Cadence")
    func childTakesGroupDuration() throws {
        let group = AnimationGroup(
            animations: [BasicAnimation(keyPath: .positionX, to: 100), SpringAnimation(keyPath: .positionY, to: 50)],
            duration: 2)
        let children = try #require(try CoreAnimationLowering.lower(group).animations)
        #expect(children.map(\.timing.duration) == [2, 2])
    }

    @Test("Nested groups pass the duration down; a group without one is a quarter second")
    func nested() throws {
        let inner = AnimationGroup(animations: [BasicAnimation(keyPath: .positionX, to: 100)])
        let outer = AnimationGroup(animations: [inner])
        let description = try CoreAnimationLowering.lower(outer)
        #expect(description.timing.duration == 0.25)
        #expect(description.animations?[0].timing.duration == 0.25)
        #expect(description.animations?[0].animations?[0].timing.duration == 0.25)
    }

    @Test("An error inside a group names the child: animations[1].timingFunction")
    func childError() {
        var bouncy = BasicAnimation(keyPath: .positionY, to: 10, duration: 1)
        bouncy.timingFunction = .easeOutBounce
        let group = AnimationGroup(animations: [BasicAnimation(keyPath: .positionX, to: 1, duration: 1), bouncy], duration: 1)
        let error = loweringError(group)
        #expect(error?.code == .unsupported)
        #expect(error?.field == "animations[1].timingFunction")
    }

    @Test("A child's validation error names the child")
    func childValidationError() {
        let group = AnimationGroup(animations: [BasicAnimation(keyPath: .positionX, from: 0, to: 1, by: 1, duration: 1)], duration: 1)
        let error = loweringError(group)
        #expect(error?.code == .conflictingFields)
        #expect(error?.field == "animations[0].byValue")
    }

    @Test("Errors in nested groups name the whole path")
    func nestedError() {
        let inner = AnimationGroup(
            animations: [KeyframeAnimation(keyPath: AnimationKeyPath<Angle>("angle"), values: [Angle(radians: 1)], duration: 1)])
        let outer = AnimationGroup(animations: [BasicAnimation(keyPath: .opacity, to: 0), inner], duration: 1)
        #expect(loweringError(outer)?.field == "animations[1].animations[0].values[0]")
    }

    @Test("A child of a type of your own is refused, naming the child")
    func customChild() {
        let group = AnimationGroup(animations: [BasicAnimation(keyPath: .opacity, to: 0), Blink()], duration: 1)
        let error = loweringError(group)
        #expect(error?.code == .unsupported)
        #expect(error?.field == "animations[1]")
        #expect(error?.value == "Blink")
    }

    @Test("A child's delegate is refused, naming the child")
    func childDelegate() {
        var child = BasicAnimation(keyPath: .opacity, to: Float(0), duration: 1)
        child.delegate = SilentDelegate()
        let error = loweringError(AnimationGroup(animations: [child], duration: 1))
        #expect(error?.code == .unsupported)
        #expect(error?.field == "animations[0].delegate")
    }
}
