import Foundation
import Testing

@testable import Cadence
import CadenceTesting

private typealias Support = TransformTestSupport

struct Transform3DTests {
    @Test func identityHasOnesOnTheDiagonal() {
        #expect(Transform3D.identity.elements == [1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1])
        #expect(Transform3D.identity.isIdentity)
        #expect(Transform3D.identity.isAffine)
        #expect(!Transform3D(translationX: 1, y: 0, z: 0).isIdentity)
    }

    @Test func memberwiseInitializerStoresRowMajor() {
        let t = Transform3D(
            m11: 1, m12: 2, m13: 3, m14: 4, m21: 5, m22: 6, m23: 7, m24: 8,
            m31: 9, m32: 10, m33: 11, m34: 12, m41: 13, m42: 14, m43: 15, m44: 16)
        #expect(t.elements == (1 ... 16).map(Double.init))
        #expect(Transform3D(elements: t.elements) == t)
    }

    @Test(arguments: [0, 1, 15, 17, 32])
    func elementsInitializerRejectsWrongCounts(count: Int) {
        #expect(Transform3D(elements: [Double](repeating: 1, count: count)) == nil)
    }

    @Test func translationLivesInTheFourthRow() {
        let t = Transform3D(translationX: 3, y: -4, z: 5)
        #expect(t.elements == [1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, 3, -4, 5, 1])
        let moved = Support.apply(t, to: (1, 1, 1))
        #expect(moved == (4, -3, 6))
    }

    @Test func scaleLivesOnTheDiagonal() {
        let t = Transform3D(scaleX: 2, y: 3, z: -1)
        #expect(t.elements == [2, 0, 0, 0, 0, 3, 0, 0, 0, 0, -1, 0, 0, 0, 0, 1])
    }

    @Test(arguments: [0, 0.3, .pi / 2, 2, .pi, -1.2])
    func rotationAboutZMatchesCoreAnimation(angle: Double) {
        let t = Transform3D(rotationAngle: angle, x: 0, y: 0, z: 1)
        let (c, s) = (cos(angle), sin(angle))
        let expected = Support.matrix([c, s, 0, 0, -s, c, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1])
        #expect(Support.isClose(t, expected, within: 1e-15), "\(t)")
    }

    @Test(arguments: [0.7, -2.5])
    func rotationsAboutXAndYMatchCoreAnimation(angle: Double) {
        let (c, s) = (cos(angle), sin(angle))
        // The column-vector Rx and Ry, transposed for row vectors.
        let x = Support.matrix([1, 0, 0, 0, 0, c, s, 0, 0, -s, c, 0, 0, 0, 0, 1])
        let y = Support.matrix([c, 0, -s, 0, 0, 1, 0, 0, s, 0, c, 0, 0, 0, 0, 1])
        #expect(Support.isClose(Transform3D(rotationAngle: angle, x: 1, y: 0, z: 0), x, within: 1e-15))
        #expect(Support.isClose(Transform3D(rotationAngle: angle, x: 0, y: 1, z: 0), y, within: 1e-15))
    }

    @Test(arguments: [
        (0.5, 1.0, 2.0, 3.0), (-1.0, 0.0, 1.0, 1.0), (Double.pi, 1.0, -1.0, 0.5), (2.9, -3.0, 0.2, 0.1),
    ])
    func rotationAboutAnAxisFollowsRodrigues(angle: Double, x: Double, y: Double, z: Double) {
        let t = Transform3D(rotationAngle: angle, x: x, y: y, z: z)
        let expected = Support.rodrigues(angle: angle, axis: (x, y, z))
        #expect(Support.isClose(t, expected, within: 1e-15), "\(t) vs \(expected)")
    }

    @Test func rotationNormalizesTheAxisAndIgnoresAZeroAxis() {
        let unit = Transform3D(rotationAngle: 0.4, x: 0, y: 0, z: 1)
        #expect(Support.isClose(Transform3D(rotationAngle: 0.4, x: 0, y: 0, z: 5), unit, within: 1e-16))
        #expect(Transform3D(rotationAngle: 0.4, x: 0, y: 0, z: 0) == .identity)
    }

    @Test func concatenatingAppliesSelfFirst() {
        // Worked by hand: the rows of Rz(90°) are (0 1 0 0), (−1 0 0 0), (0 0 1 0),
        // (0 0 0 1). T(10, 0, 0) · Rz(90°) keeps those rows but its fourth row is
        // (10 0 0 1) · Rz(90°) = (0 10 0 1): the origin moves right, then turns up.
        let move = Transform3D(translationX: 10, y: 0, z: 0)
        let turn = Transform3D(rotationAngle: .pi / 2, x: 0, y: 0, z: 1)
        let moveThenTurn = Support.matrix([0, 1, 0, 0, -1, 0, 0, 0, 0, 0, 1, 0, 0, 10, 0, 1])
        let turnThenMove = Support.matrix([0, 1, 0, 0, -1, 0, 0, 0, 0, 0, 1, 0, 10, 0, 0, 1])
        #expect(Support.isClose(move.concatenating(turn), moveThenTurn, within: 1e-15))
        #expect(Support.isClose(turn.concatenating(move), turnThenMove, within: 1e-15))
        let point = Support.apply(move.concatenating(turn), to: (1, 0, 0))
        #expect(abs(point.0) < 1e-15 && point.1 == 11 && point.2 == 0)
    }

    @Test func concatenatingWithIdentityIsExact() {
        let t = Transform3D(rotationAngle: 0.3, x: 1, y: 2, z: 3)
            .concatenating(Transform3D(translationX: 1, y: 2, z: 3))
        #expect(t.concatenating(.identity) == t)
        #expect(Transform3D.identity.concatenating(t) == t)
    }

    @Test func invertingATranslationNegatesIt() {
        let inverse = Transform3D(translationX: 3, y: -4, z: 5).inverted()
        #expect(inverse == Transform3D(translationX: -3, y: 4, z: -5))
        #expect(Transform3D(scaleX: 2, y: 4, z: 8).inverted() == Transform3D(scaleX: 0.5, y: 0.25, z: 0.125))
    }

    @Test(arguments: 0 ..< 16 as Range<UInt64>)
    func invertingUndoesARandomTransform(seed: UInt64) {
        var random = SplitMix64(seed: seed)
        let t = Support.matrix((0 ..< 16).map { _ in random.next(in: -2 ... 2) })
        let inverse = t.inverted()
        #expect(inverse != nil, "seed \(seed)")
        if let inverse {
            #expect(Support.isClose(t.concatenating(inverse), .identity, within: 1e-9), "seed \(seed)")
            #expect(Support.isClose(inverse.concatenating(t), .identity, within: 1e-9), "seed \(seed)")
        }
    }

    @Test func singularTransformsHaveNoInverse() {
        #expect(Transform3D(scaleX: 0, y: 1, z: 1).inverted() == nil)
        #expect(Support.matrix([Double](repeating: 1, count: 16)).inverted() == nil)
        var flat = Transform3D.identity
        flat.m44 = 0
        #expect(flat.inverted() == nil)
    }

    @Test func affineMeansRepresentableAsA2DAffineTransform() {
        let planar = Transform3D(rotationAngle: 1, x: 0, y: 0, z: 1)
            .concatenating(Transform3D(translationX: 4, y: 5, z: 0))
        #expect(planar.isAffine)
        #expect(Transform3D(scaleX: 2, y: 3, z: 1).isAffine)
        #expect(!Transform3D(scaleX: 2, y: 3, z: 4).isAffine)
        #expect(!Transform3D(translationX: 0, y: 0, z: 1).isAffine)
        #expect(!Transform3D(rotationAngle: 1, x: 1, y: 0, z: 0).isAffine)
        var perspective = Transform3D.identity
        perspective.m34 = -1.0 / 500
        #expect(!perspective.isAffine)
    }

    @Test func descriptionListsTheRows() {
        #expect(Transform3D(translationX: 10, y: 0.5, z: -2).description == "[1 0 0 0; 0 1 0 0; 0 0 1 0; 10 0.5 -2 1]")
    }

    @Test func equalTransformsHashEqually() {
        let a = Transform3D(scaleX: 1, y: 2, z: 3)
        let b = Support.matrix([1, 0, 0, 0, 0, 2, 0, 0, 0, 0, 3, 0, 0, 0, 0, 1])
        #expect(a == b)
        #expect(Set([a, b]).count == 1)
    }
}
