import Foundation
import Testing

@testable import Cadence
import CadenceTesting

private typealias Support = TransformTestSupport
private typealias Parts = Transform3D.Decomposition

/// The parts of one seeded random composition and the matrix built from them with
/// the Core Animation constructors, in the documented order S, K, R, T, P.
private struct RandomComposition {
    var parts: Parts
    var matrix: Transform3D

    init(seed: UInt64, mirrored: Bool) {
        var random = SplitMix64(seed: seed)
        func factor() -> Double {
            let size = random.next(in: 0.3 ... 3)
            return mirrored && random.next(in: 0 ... 1) < 0.5 ? -size : size
        }
        let scale = Parts.Vector(x: factor(), y: factor(), z: factor())
        let skew = Parts.Skew(xy: random.next(in: -1 ... 1), xz: random.next(in: -1 ... 1), yz: random.next(in: -1 ... 1))
        let axis = random.axis()
        // Every fourth case turns by exactly 180°, where CSS's quaternion is inaccurate.
        let angle = seed % 4 == 0 ? Double.pi : random.next(in: -3.1 ... 3.1)
        let translation = Parts.Vector(
            x: random.next(in: -100 ... 100), y: random.next(in: -100 ... 100),
            z: random.next(in: -100 ... 100))
        let perspective = Parts.Perspective(
            x: random.next(in: -0.002 ... 0.002), y: random.next(in: -0.002 ... 0.002),
            z: random.next(in: -0.01 ... 0.01), w: random.next(in: 0.5 ... 2))
        let rotation = Quaternion(rotationAngle: angle, x: axis.x, y: axis.y, z: axis.z)
        parts = Parts(translation: translation, scale: scale, skew: skew, perspective: perspective, rotation: rotation)
        matrix = Transform3D(scaleX: scale.x, y: scale.y, z: scale.z)
            .concatenating(Support.skew(xy: skew.xy, xz: skew.xz, yz: skew.yz))
            .concatenating(Transform3D(rotationAngle: angle, x: axis.x, y: axis.y, z: axis.z))
            .concatenating(Transform3D(translationX: translation.x, y: translation.y, z: translation.z))
            .concatenating(Support.perspective(x: perspective.x, y: perspective.y, z: perspective.z, w: perspective.w))
    }
}

struct Transform3DDecompositionTests {
    @Test func identityDecomposesIntoIdentityParts() {
        #expect(Transform3D.identity.decomposed() == .identity)
        #expect(Transform3D(Parts.identity) == .identity)
    }

    @Test func simplePartsReadBack() throws {
        let moved = try #require(Transform3D(translationX: 1, y: -2, z: 3).decomposed())
        #expect(moved.translation == Parts.Vector(x: 1, y: -2, z: 3))
        let scaled = try #require(Transform3D(scaleX: 2, y: 3, z: 4).decomposed())
        #expect(scaled.scale == Parts.Vector(x: 2, y: 3, z: 4))
        #expect(scaled.rotation == .identity)
        let skewed = try #require(Support.skew(xy: 0.5, xz: 0, yz: 0).decomposed())
        #expect(skewed.skew == Parts.Skew(xy: 0.5, xz: 0, yz: 0))
        var perspective = Transform3D.identity
        perspective.m34 = -1.0 / 500
        let viewed = try #require(perspective.decomposed())
        #expect(viewed.perspective == Parts.Perspective(x: 0, y: 0, z: -1.0 / 500, w: 1))
    }

    @Test(arguments: [0.3, -1.0, 2.0, Double.pi])
    func rotationAboutZReadsBackAsTheHalfAngleQuaternion(angle: Double) throws {
        let parts = try #require(Transform3D(rotationAngle: angle, x: 0, y: 0, z: 1).decomposed())
        let expected = Quaternion(x: 0, y: 0, z: sin(angle / 2), w: cos(angle / 2))
        #expect(Support.sameRotation(parts.rotation, expected, within: 1e-15), "\(parts.rotation)")
        #expect(parts.scale == Parts.Vector(x: 1, y: 1, z: 1))
    }

    @Test(arguments: [(1.0, 0.0, 0.0), (0.0, 1.0, 0.0), (1.0, 1.0, 0.0), (1.0, -2.0, 3.0), (0.0, 0.001, 1.0)])
    func halfTurnsAboutAnyAxisAreAccurate(x: Double, y: Double, z: Double) throws {
        let turn = Transform3D(rotationAngle: .pi, x: x, y: y, z: z)
        let parts = try #require(turn.decomposed())
        let length = (x * x + y * y + z * z).squareRoot()
        // sin(π/2) = 1 and cos(π/2) = 0: the quaternion is the unit axis itself.
        let expected = Quaternion(x: x / length, y: y / length, z: z / length, w: 0)
        #expect(Support.sameRotation(parts.rotation, expected, within: 1e-15), "\(parts.rotation)")
        #expect(Support.isClose(Transform3D(parts), turn, within: 1e-15))
    }

    @Test(arguments: 0 ..< 64 as Range<UInt64>)
    func decompositionRecoversTheParts(seed: UInt64) throws {
        // With positive scales the factorization is unique.
        let composition = RandomComposition(seed: seed, mirrored: false)
        let parts = try #require(composition.matrix.decomposed(), "seed \(seed)")
        let expected = composition.parts
        func close(_ a: Double, _ b: Double) -> Bool { abs(a - b) <= 1e-9 }
        #expect(close(parts.scale.x, expected.scale.x) && close(parts.scale.y, expected.scale.y), "seed \(seed)")
        #expect(close(parts.scale.z, expected.scale.z), "seed \(seed)")
        #expect(close(parts.skew.xy, expected.skew.xy) && close(parts.skew.xz, expected.skew.xz), "seed \(seed)")
        #expect(close(parts.skew.yz, expected.skew.yz), "seed \(seed)")
        #expect(Support.sameRotation(parts.rotation, expected.rotation, within: 1e-9), "seed \(seed)")
        #expect(parts.translation == expected.translation, "seed \(seed)")
        #expect(close(parts.perspective.x, expected.perspective.x), "seed \(seed)")
        #expect(close(parts.perspective.y, expected.perspective.y), "seed \(seed)")
        #expect(close(parts.perspective.z, expected.perspective.z), "seed \(seed)")
        #expect(close(parts.perspective.w, expected.perspective.w), "seed \(seed)")
    }

    @Test(arguments: 0 ..< 64 as Range<UInt64>)
    func decomposeThenRecomposeRoundTrips(seed: UInt64) throws {
        let matrix = RandomComposition(seed: seed, mirrored: true).matrix
        let parts = try #require(matrix.decomposed(), "seed \(seed)")
        let recomposed = Transform3D(parts)
        #expect(Support.isClose(recomposed, matrix, within: 1e-9), "seed \(seed): \(recomposed) vs \(matrix)")
    }

    @Test func translationThenPerspectiveKeepsItsParts() throws {
        // T(0, 0, 100) · P has m44 = 1 − 100/500 = 0.8; the parts stay T and P.
        let matrix = Transform3D(translationX: 0, y: 0, z: 100)
            .concatenating(Support.perspective(x: 0, y: 0, z: -1.0 / 500))
        #expect(abs(matrix.m44 - 0.8) < 1e-15)
        let parts = try #require(matrix.decomposed())
        #expect(parts.translation == Parts.Vector(x: 0, y: 0, z: 100))
        #expect(parts.scale == Parts.Vector(x: 1, y: 1, z: 1))
        #expect(parts.perspective == Parts.Perspective(x: 0, y: 0, z: -1.0 / 500, w: 1))
    }

    @Test func zeroScaleDecomposesToZeroScale() throws {
        let parts = try #require(Transform3D(scaleX: 0, y: 0, z: 0).decomposed())
        #expect(parts.scale == Parts.Vector(x: 0, y: 0, z: 0))
        #expect(parts.rotation == .identity)
        #expect(Transform3D(parts) == Transform3D(scaleX: 0, y: 0, z: 0))
    }

    /// Scales with zero axes under a rotation by 0.8 about z. Only a rotation that
    /// moves a surviving axis can be read back: with only z surviving it is lost.
    @Test(arguments: [
        (0.0, 1.0, 1.0, true), (1.0, 0.0, 1.0, true), (1.0, 1.0, 0.0, true), (3.0, 0.0, 0.0, true),
        (0.0, 0.0, 2.0, false),
    ])
    func zeroScaleKeepsTheRotationOfTheOtherAxes(x: Double, y: Double, z: Double, readsRotation: Bool) throws {
        let matrix = Transform3D(scaleX: x, y: y, z: z).concatenating(Transform3D(rotationAngle: 0.8, x: 0, y: 0, z: 1))
        let parts = try #require(matrix.decomposed())
        let scale = [parts.scale.x, parts.scale.y, parts.scale.z]
        #expect(zip(scale, [x, y, z]).allSatisfy { abs($0 - $1) <= 1e-15 }, "\(scale)")
        #expect(Support.isClose(Transform3D(parts), matrix, within: 1e-15), "\(Transform3D(parts))")
        let expected = readsRotation ? Quaternion(x: 0, y: 0, z: sin(0.4), w: cos(0.4)) : .identity
        #expect(Support.sameRotation(parts.rotation, expected, within: 1e-15), "\(parts.rotation)")
    }

    @Test func zeroScaleUnderAGeneralRotationRoundTrips() throws {
        let turn = Transform3D(rotationAngle: 2.2, x: 1, y: -2, z: 0.5)
        let matrix = Transform3D(scaleX: 2, y: 0, z: 3).concatenating(turn)
            .concatenating(Transform3D(translationX: 5, y: 6, z: 7))
        let parts = try #require(matrix.decomposed())
        #expect(parts.scale.y == 0)
        let expected = Quaternion(rotationAngle: 2.2, x: 1, y: -2, z: 0.5)
        #expect(Support.sameRotation(parts.rotation, expected, within: 1e-14))
        #expect(Support.isClose(Transform3D(parts), matrix, within: 1e-14))
    }

    @Test func mirroredTransformsRoundTrip() throws {
        let matrix = Transform3D(scaleX: -1, y: 1, z: 1)
        let parts = try #require(matrix.decomposed())
        #expect(Support.isClose(Transform3D(parts), matrix, within: 1e-15))
    }

    @Test func zeroWeightCannotBeDecomposed() {
        var flat = Transform3D.identity
        flat.m44 = 0
        #expect(flat.decomposed() == nil)
    }

    @Test func perspectiveOverASingularBlockCannotBeDecomposed() {
        var matrix = Transform3D(scaleX: 0, y: 1, z: 1)
        matrix.m34 = -1.0 / 500
        #expect(matrix.decomposed() == nil)
    }

    @Test func nonFiniteElementsCannotBeDecomposed() {
        var matrix = Transform3D.identity
        matrix.m41 = .nan
        #expect(matrix.decomposed() == nil)
    }

    @Test func recompositionAppliesThePartsInTheDocumentedOrder() {
        let parts = Parts(
            translation: .init(x: 1, y: 2, z: 3), scale: .init(x: 2, y: 0.5, z: 3),
            skew: .init(xy: 0.25, xz: -0.5, yz: 0.75), perspective: .init(x: 0.001, y: 0, z: -0.002, w: 1.5),
            rotation: Quaternion(rotationAngle: 1, x: 0, y: 1, z: 0))
        let expected = Transform3D(scaleX: 2, y: 0.5, z: 3)
            .concatenating(Support.skew(xy: 0.25, xz: -0.5, yz: 0.75))
            .concatenating(Transform3D(rotationAngle: 1, x: 0, y: 1, z: 0))
            .concatenating(Transform3D(translationX: 1, y: 2, z: 3))
            .concatenating(Support.perspective(x: 0.001, y: 0, z: -0.002, w: 1.5))
        #expect(Support.isClose(Transform3D(parts), expected, within: 1e-15))
    }
}
