import Cadence
import CadenceCoreAnimation
import Testing

@Suite("Lowering a spring animation")
struct LoweringSpringTests {
    @Test("A spring animation becomes a CASpringAnimation with its physics and endpoints")
    func spring() throws {
        var pop = SpringAnimation(
            keyPath: .transformScale, from: 1, to: 1.5,
            spring: DampedSpring(mass: 2, stiffness: 240, damping: 12, initialVelocity: 0.5))
        pop.duration = 1.2
        let description = try CoreAnimationLowering.lower(pop)
        var expected = CoreAnimationDescription(kind: .spring)
        expected.timing.duration = 1.2
        expected.keyPath = "transform.scale"
        expected.fromValue = .number(1)
        expected.toValue = .number(1.5)
        expected.spring = SpringDescription(mass: 2, stiffness: 240, damping: 12, initialVelocity: 0.5)
        #expect(description == expected)
        #expect(description.className == "CASpringAnimation")
    }

    @Test("Without a duration it plays for its settling duration")
    func settlingDuration() throws {
        let animation = SpringAnimation(keyPath: .positionX, to: 100)
        let description = try CoreAnimationLowering.lower(animation)
        #expect(description.timing.duration == DampedSpring().settlingDuration)
        #expect(description.timing.duration > 0)
        #expect(description.spring == SpringDescription(mass: 1, stiffness: 100, damping: 10, initialVelocity: 0))
    }

    @Test("An overdamped spring allows overdamping")
    func overdamped() throws {
        var animation = SpringAnimation(keyPath: .positionX, to: 100, spring: DampedSpring(mass: 1, stiffness: 100, damping: 30))
        animation.duration = 1
        #expect(try CoreAnimationLowering.lower(animation).spring?.allowsOverdamping == true)
        animation.damping = 20  // critical: ratio exactly 1
        #expect(try CoreAnimationLowering.lower(animation).spring?.allowsOverdamping == false)
    }

    @Test("All three endpoints set is refused as conflicting")
    func allThreeEndpoints() {
        let animation = SpringAnimation(keyPath: .positionX, from: 0, to: 1, by: 1)
        #expect(loweringError(animation)?.code == .conflictingFields)
    }

    @Test("A custom value type is refused, naming the field")
    func customValueType() {
        let animation = SpringAnimation(keyPath: AnimationKeyPath<Angle>("angle"), by: Angle(radians: 1))
        let error = loweringError(animation)
        #expect(error?.code == .unsupported)
        #expect(error?.field == "byValue")
    }
}
