import Foundation
import Testing

@testable import Cadence
import CadenceTesting

private typealias Support = TransformTestSupport

private func rotationZ(_ degrees: Double) -> Transform3D {
    Transform3D(rotationAngle: degrees * .pi / 180, x: 0, y: 0, z: 1)
}

struct Transform3DInterpolationTests {
    @Test func zeroIsTheIdentity() {
        #expect(Transform3D.zero == .identity)
    }

    @Test func endpointsAreExact() {
        let a = Transform3D(rotationAngle: 0.3, x: 1, y: 2, z: 3)
            .concatenating(Transform3D(translationX: 1, y: 2, z: 3))
        let b = Transform3D(scaleX: 2, y: 3, z: 4).concatenating(rotationZ(100))
        #expect(a.interpolated(to: b, fraction: 0) == a)
        #expect(a.interpolated(to: b, fraction: 1) == b)
        #expect(a.interpolated(to: a, fraction: 0.37) == a)
    }

    @Test func halfwayToAQuarterTurnIsAnEighthTurn() {
        let half = Transform3D.identity.interpolated(to: rotationZ(90), fraction: 0.5)
        #expect(Support.isClose(half, rotationZ(45), within: 1e-15), "\(half)")
    }

    @Test func halfwayBetweenScalesIsTheMeanScale() {
        let one = Transform3D(scaleX: 1, y: 1, z: 1)
        let half = one.interpolated(to: Transform3D(scaleX: 3, y: 3, z: 3), fraction: 0.5)
        #expect(Support.isClose(half, Transform3D(scaleX: 2, y: 2, z: 2), within: 1e-15), "\(half)")
    }

    @Test(arguments: [-0.5, 0.25, 0.5, 0.75, 1.5])
    func translationsInterpolateLinearly(fraction: Double) {
        let from = Transform3D(translationX: 10, y: -20, z: 0)
        let to = Transform3D(translationX: 30, y: 20, z: 8)
        let expected = Transform3D(
            translationX: 10 + 20 * fraction, y: -20 + 40 * fraction, z: 8 * fraction)
        let value = from.interpolated(to: to, fraction: fraction)
        #expect(Support.isClose(value, expected, within: 1e-13), "\(value)")
    }

    @Test func rotationTakesTheShorterWay() {
        // 0° to 350° is 10° the other way round, so halfway is −5°, not 175°.
        let half = rotationZ(0).interpolated(to: rotationZ(350), fraction: 0.5)
        #expect(Support.isClose(half, rotationZ(-5), within: 1e-14), "\(half)")
    }

    @Test(arguments: [(1.5, 135.0), (-0.5, -45.0), (1.2, 108.0)])
    func rotationExtrapolatesPastTheEnds(fraction: Double, degrees: Double) {
        let value = rotationZ(0).interpolated(to: rotationZ(90), fraction: fraction)
        #expect(Support.isClose(value, rotationZ(degrees), within: 1e-14), "\(value)")
    }

    @Test func combinedMotionInterpolatesEachPart() {
        let from = Transform3D(scaleX: 1, y: 1, z: 1).concatenating(Transform3D(translationX: 0, y: 0, z: 0))
        let to = Transform3D(scaleX: 3, y: 3, z: 1).concatenating(rotationZ(90))
            .concatenating(Transform3D(translationX: 100, y: 50, z: 0))
        let expected = Transform3D(scaleX: 2, y: 2, z: 1).concatenating(rotationZ(45))
            .concatenating(Transform3D(translationX: 50, y: 25, z: 0))
        let half = from.interpolated(to: to, fraction: 0.5)
        #expect(Support.isClose(half, expected, within: 1e-13), "\(half)")
    }

    @Test func perspectiveInterpolatesLinearly() {
        var to = Transform3D.identity
        to.m34 = -1.0 / 500
        let half = Transform3D.identity.interpolated(to: to, fraction: 0.5)
        var expected = Transform3D.identity
        expected.m34 = -1.0 / 1000
        #expect(Support.isClose(half, expected, within: 1e-18), "\(half)")
    }

    @Test(arguments: [(0.0, false), (0.25, false), (0.49, false), (0.5, true), (0.75, true), (1.0, true)])
    func undecomposableEndsSwitchAtHalfway(fraction: Double, showsEnd: Bool) {
        var flat = Transform3D(translationX: 5, y: 0, z: 0)
        flat.m44 = 0
        let other = rotationZ(30)
        #expect(other.interpolated(to: flat, fraction: fraction) == (showsEnd ? flat : other))
        #expect(flat.interpolated(to: other, fraction: fraction) == (showsEnd ? other : flat))
    }

    @Test func addingAppliesTheOtherFirst() {
        let a = rotationZ(90)
        let b = Transform3D(translationX: 10, y: 0, z: 0)
        #expect(a.adding(b) == b.concatenating(a))
        // b first moves the origin to (10, 0), then a turns it to (0, 10): the same as
        // turning first, then moving by (0, 10).
        #expect(Support.isClose(a.adding(b), a.concatenating(Transform3D(translationX: 0, y: 10, z: 0)), within: 1e-15))
    }

    @Test func zeroIsNeutralForAdding() {
        let a = rotationZ(30).concatenating(Transform3D(translationX: 1, y: 2, z: 3))
        #expect(a.adding(.zero) == a)
        #expect(Transform3D.zero.adding(a) == a)
    }

    @Test(arguments: 0 ..< 16 as Range<UInt64>)
    func subtractingUndoesAdding(seed: UInt64) {
        var random = SplitMix64(seed: seed)
        let a = Support.matrix((0 ..< 16).map { _ in random.next(in: -2 ... 2) })
        let b = Support.matrix((0 ..< 16).map { _ in random.next(in: -2 ... 2) })
        #expect(Support.isClose(a.subtracting(b).adding(b), a, within: 1e-9), "seed \(seed)")
        #expect(Support.isClose(a.adding(b).subtracting(b), a, within: 1e-9), "seed \(seed)")
        #expect(Support.isClose(a.subtracting(a), .identity, within: 1e-9), "seed \(seed)")
    }

    @Test func subtractingAByValueGivesTheDifference() {
        // A by-value animation from 30° by 60° ends at 90°; the difference recovers 60°.
        #expect(Support.isClose(rotationZ(90).subtracting(rotationZ(30)), rotationZ(60), within: 1e-15))
        let difference = Transform3D(translationX: 5, y: 7, z: 0).subtracting(Transform3D(translationX: 2, y: 3, z: 0))
        #expect(difference == Transform3D(translationX: 3, y: 4, z: 0))
    }

    @Test func subtractingASingularTransformGivesIdentity() {
        #expect(rotationZ(30).subtracting(Transform3D(scaleX: 0, y: 0, z: 0)) == .identity)
    }

    @Test func scalingMovesPartOfTheWayFromIdentity() {
        #expect(Support.isClose(rotationZ(80).scaled(by: 0.5), rotationZ(40), within: 1e-15))
        let doubled = Transform3D(translationX: 3, y: -1, z: 2).scaled(by: 2)
        #expect(Support.isClose(doubled, Transform3D(translationX: 6, y: -2, z: 4), within: 1e-15))
    }

    @Test func distanceIsTheFrobeniusNorm() {
        let moved = Transform3D(translationX: 3, y: 4, z: 0)
        #expect(moved.interpolationDistance(to: .identity) == 5)
        #expect(Transform3D.identity.interpolationDistance(to: moved) == 5)
        // Scale 3 differs in three diagonal elements by 2: √(3 · 4).
        let scaled = Transform3D(scaleX: 3, y: 3, z: 3)
        #expect(abs(scaled.interpolationDistance(to: .identity) - 12.0.squareRoot()) < 1e-15)
        #expect(moved.interpolationDistance(to: moved) == 0)
    }

    @Test func finiteMeansEveryElementIsFinite() {
        #expect(Transform3D.identity.isFinite)
        var broken = Transform3D.identity
        broken.m23 = .infinity
        #expect(!broken.isFinite)
        broken.m23 = .nan
        #expect(!broken.isFinite)
    }
}
