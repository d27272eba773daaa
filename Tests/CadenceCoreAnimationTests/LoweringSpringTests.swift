import Cadence
import CadenceCoreAnimation
import Foundation
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

    // MARK: Inherited velocity

    /// A spring of `Value` from `from` to `to`, 1 s, relative velocity 0.5,
    /// inheriting `velocity`.
    static func inheriting<Value: Interpolatable>(
        _ keyPath: AnimationKeyPath<Value>, from: Value, to: Value, velocity: Value
    ) -> SpringAnimation<Value> {
        var spring = SpringAnimation(
            keyPath: keyPath, from: from, to: to, spring: DampedSpring(mass: 1, stiffness: 100, damping: 10, initialVelocity: 0.5))
        spring.duration = 1
        spring.inheritedVelocity = velocity
        return spring
    }

    /// One dimension: −300 points per second on a move of 100 points is −3
    /// moves per second, added to the spring's own 0.5: −2.5, exactly.
    @Test func oneDimensionalVelocityIsRelativeToTheMove() throws {
        let spring = Self.inheriting(.positionX, from: 0, to: 100, velocity: -300)
        let description = try CoreAnimationLowering.lower(spring)
        #expect(description.kind == .spring)
        #expect(description.spring?.initialVelocity == -2.5)
        var ignoring = spring
        ignoring.ignoresInheritedVelocity = true
        #expect(try CoreAnimationLowering.lower(ignoring).spring?.initialVelocity == 0.5)
    }

    /// A velocity along the move: (30, 40) on a move of (3, 4) is 10 moves
    /// per second. Cadence's own evaluation of the two forms agrees (the
    /// spring is linear), which is what Core Animation is handed.
    @Test func aVelocityAlongTheMoveIsRelative() throws {
        let spring = Self.inheriting(.position, from: .zero, to: CGPoint(x: 3, y: 4), velocity: CGPoint(x: 30, y: 40))
        let description = try CoreAnimationLowering.lower(spring)
        #expect(description.kind == .spring && description.spring?.initialVelocity == 10.5)
        var relative = spring
        relative.inheritedVelocity = nil
        relative.initialVelocity = 10.5
        for time in stride(from: 0.0, to: 1, by: 0.05) {
            let a = try #require(spring.value(at: time, beneath: .zero)), b = try #require(relative.value(at: time, beneath: .zero))
            #expect(abs(a.x - b.x) < 1e-9 && abs(a.y - b.y) < 1e-9, "at \(time)")
        }
        #expect(CoreAnimationLowering.relativeVelocity(CGPoint(x: -6, y: -8), move: CGPoint(x: 3, y: 4)) == -2)
    }

    /// The values of a linear keyframe description, and how far they stray
    /// from `spring` halfway between keyframes (linear interpolation's worst
    /// place), relative to `scale`.
    static func sampledError(
        _ description: CoreAnimationDescription, _ spring: SpringAnimation<CGPoint>, scale: Double
    ) throws -> (values: [CGPoint], error: Double) {
        let values = try #require(description.values?.compactMap { value -> CGPoint? in
            if case .point(let point) = value { return point } else { return nil }
        })
        #expect(description.kind == .keyframe && description.calculationMode == "linear")
        #expect(description.keyTimes == nil || description.keyTimes?.count == values.count)
        let segments = Double(values.count - 1)
        var worst = 0.0
        for index in 0..<(values.count - 1) {
            let middle = (Double(index) + 0.5) / segments
            let shown = try #require(spring.value(at: middle, beneath: .zero))
            let (a, b) = (values[index], values[index + 1])
            worst = max(worst, abs((a.x + b.x) / 2 - shown.x), abs((a.y + b.y) / 2 - shown.y))
        }
        return (values, worst / scale)
    }

    /// A velocity across the move has no relative form: the spring becomes
    /// linear keyframes sampled from Cadence's evaluation, ω₀ · h ≤ √0.008
    /// apart (ω₀ = 10 rad/s over 1 s: 112 segments), starting at the start,
    /// ending where Cadence ends, and within 0.1% of the excursion between.
    @Test func aVelocityAcrossTheMoveIsSampled() throws {
        let spring = Self.inheriting(.position, from: .zero, to: CGPoint(x: 100, y: 0), velocity: CGPoint(x: 0, y: 400))
        #expect(CoreAnimationLowering.relativeVelocity(CGPoint(x: 0, y: 400), move: CGPoint(x: 100, y: 0)) == nil)
        let description = try CoreAnimationLowering.lower(spring)
        #expect(description.className == "CAKeyframeAnimation" && description.keyPath == "position")
        #expect(description.timing.duration == 1)
        let (values, error) = try Self.sampledError(description, spring, scale: 100)
        #expect(values.count == 113)   // ⌈10 · 1 / √0.008⌉ = ⌈111.8⌉ segments
        var filled = spring
        filled.fillMode = .forwards   // its final state, shown at its end
        #expect(values.first == .zero && values.last == filled.value(at: 1, beneath: .zero))
        #expect(error < 1e-3)
    }

    /// A move of zero length with a velocity cannot be given relatively
    /// (no multiple of nothing is 500): it is sampled too, and moves.
    @Test func aZeroLengthMoveWithAVelocityIsSampled() throws {
        let spring = Self.inheriting(.position, from: CGPoint(x: 50, y: 50), to: CGPoint(x: 50, y: 50), velocity: CGPoint(x: 500, y: 0))
        #expect(CoreAnimationLowering.relativeVelocity(CGFloat(500), move: CGFloat(0)) == nil)
        let description = try CoreAnimationLowering.lower(spring)
        // The excursion is about speed / ω₀ = 50 points.
        let (values, error) = try Self.sampledError(description, spring, scale: 50)
        #expect(values.first == CGPoint(x: 50, y: 50))
        #expect(values.contains { $0.x > 60 })
        #expect(error < 1e-3)
    }

    /// A transform's "multiple of the move" is not straight (Cadence
    /// decomposes transforms to interpolate them): sampled, never relative.
    @Test func aTransformWithAVelocityIsSampled() throws {
        var turn = SpringAnimation(keyPath: .transform, from: .identity, to: Transform3D(scaleX: 2, y: 2, z: 1))
        turn.duration = 1
        turn.inheritedVelocity = Transform3D(translationX: 10, y: 0, z: 0)
        #expect(try CoreAnimationLowering.lower(turn).kind == .keyframe)
    }

    /// With an endpoint left open the move is not known: refused, naming the velocity.
    @Test func aVelocityWithAnOpenEndpointIsRefused() {
        var spring = SpringAnimation(keyPath: .positionX, to: 100)
        spring.inheritedVelocity = 10
        let error = loweringError(spring)
        #expect(error?.code == .unsupported && error?.field == "inheritedVelocity")
    }
}
