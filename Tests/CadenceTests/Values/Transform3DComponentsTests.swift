import Foundation
import Testing

@testable import Cadence

private typealias Support = TransformTestSupport

struct Transform3DComponentsTests {
    @Test(arguments: [0.0, 0.4, -1.3, Double.pi / 2, 3.0, Double.pi])
    func settingRotationZOnIdentityMatchesCoreAnimation(angle: Double) {
        var t = Transform3D.identity
        t.rotationZ = angle
        let (c, s) = (cos(angle), sin(angle))
        let expected = Support.matrix([c, s, 0, 0, -s, c, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1])
        #expect(Support.isClose(t, expected, within: 1e-12), "\(t)")
    }

    @Test(arguments: [0.4, -1.3, 3.0, Double.pi])
    func rotationZReadsBackTheAngle(angle: Double) {
        let t = Transform3D(rotationAngle: angle, x: 0, y: 0, z: 1)
        #expect(abs(t.rotationZ - angle) < 1e-12)
        #expect(t.rotation == t.rotationZ)
        #expect(abs(t.rotationX) < 1e-12 && abs(t.rotationY) < 1e-12)
    }

    @Test func rotationIsRotationZ() {
        var t = Transform3D(translationX: 4, y: 0, z: 0)
        t.rotation = 0.5
        var u = Transform3D(translationX: 4, y: 0, z: 0)
        u.rotationZ = 0.5
        #expect(t == u)
    }

    @Test(arguments: [0.6, -2.0])
    func settingRotationXAndYOnIdentityMatchesCoreAnimation(angle: Double) {
        var x = Transform3D.identity
        x.rotationX = angle
        #expect(Support.isClose(x, Transform3D(rotationAngle: angle, x: 1, y: 0, z: 0), within: 1e-12))
        #expect(abs(x.rotationX - angle) < 1e-12)
        var y = Transform3D.identity
        y.rotationY = angle / 2
        #expect(Support.isClose(y, Transform3D(rotationAngle: angle / 2, x: 0, y: 1, z: 0), within: 1e-12))
        #expect(abs(y.rotationY - angle / 2) < 1e-12)
    }

    @Test func eulerAnglesApplyXThenYThenZ() {
        var t = Transform3D.identity
        t.rotationX = 0.3
        t.rotationY = -0.7
        t.rotationZ = 1.1
        let expected = Transform3D(rotationAngle: 0.3, x: 1, y: 0, z: 0)
            .concatenating(Transform3D(rotationAngle: -0.7, x: 0, y: 1, z: 0))
            .concatenating(Transform3D(rotationAngle: 1.1, x: 0, y: 0, z: 1))
        #expect(Support.isClose(t, expected, within: 1e-12), "\(t)")
        #expect(abs(t.rotationX - 0.3) < 1e-12 && abs(t.rotationY + 0.7) < 1e-12 && abs(t.rotationZ - 1.1) < 1e-12)
    }

    @Test(arguments: [0.0, 0.5, 2.0])
    func settingScaleOnIdentityGivesADiagonal(scale: Double) {
        var t = Transform3D.identity
        t.scale = scale
        #expect(t == Transform3D(scaleX: scale, y: scale, z: scale))
    }

    @Test func scaleReadsTheAverageOfTheThreeAxes() {
        let t = Transform3D(scaleX: 2, y: 3, z: 4)
        #expect(t.scale == 3)
        #expect(t.scaleX == 2 && t.scaleY == 3 && t.scaleZ == 4)
    }

    @Test func settingOneScaleKeepsTheOthersAndTheRotation() {
        var t = Transform3D(rotationAngle: 0.5, x: 0, y: 0, z: 1)
        t.scaleY = 2
        let expected = Transform3D(scaleX: 1, y: 2, z: 1)
            .concatenating(Transform3D(rotationAngle: 0.5, x: 0, y: 0, z: 1))
        #expect(Support.isClose(t, expected, within: 1e-15), "\(t)")
    }

    @Test func rotationSurvivesAZeroScaleX() {
        var t = Transform3D(rotationAngle: 0.7, x: 0, y: 0, z: 1)
        t.scaleX = 0
        #expect(t.scaleX == 0)
        #expect(abs(t.rotationZ - 0.7) < 1e-12)
        t.scaleX = 1
        #expect(Support.isClose(t, Transform3D(rotationAngle: 0.7, x: 0, y: 0, z: 1), within: 1e-15))
    }

    @Test func zeroScaleReadsAsZeroWithNoRotation() {
        var t = Transform3D.identity
        t.scale = 0
        #expect(t.scale == 0 && t.rotationZ == 0)
        t.translationX = 5
        #expect(t == Transform3D(scaleX: 0, y: 0, z: 0).concatenating(Transform3D(translationX: 5, y: 0, z: 0)))
    }

    @Test func translationComponentsReadAndWriteTheFourthRow() {
        var t = Transform3D(rotationAngle: 1, x: 0, y: 0, z: 1)
        t.translationX = 3
        t.translationY = -4
        t.translationZ = 5
        #expect(t.m41 == 3 && t.m42 == -4 && t.m43 == 5)
        #expect(t.translation == CGSize(width: 3, height: -4))
        t.translation = CGSize(width: 7, height: 8)
        #expect(t.translationX == 7 && t.translationY == 8 && t.translationZ == 5)
        #expect(abs(t.rotationZ - 1) < 1e-12)
    }

    @Test func componentsAreWritableKeyPaths() {
        let paths: [WritableKeyPath<Transform3D, CGFloat>] = [
            \.rotationX, \.rotationY, \.rotationZ, \.rotation, \.scaleX, \.scaleY, \.scaleZ, \.scale,
            \.translationX, \.translationY, \.translationZ,
        ]
        var t = Transform3D.identity
        t[keyPath: paths[2]] = 0.25
        #expect(abs(t.rotationZ - 0.25) < 1e-15)
        let translation: WritableKeyPath<Transform3D, CGSize> = \.translation
        t[keyPath: translation] = CGSize(width: 1, height: 2)
        #expect(t.m41 == 1 && t.m42 == 2)
    }

    @Test func undecomposableTransformsReadIdentityPartsAndWriteFromThem() {
        var flat = Transform3D(translationX: 9, y: 9, z: 9)
        flat.m44 = 0
        #expect(flat.rotationZ == 0 && flat.scale == 1 && flat.translation == .zero)
        flat.translationX = 2
        #expect(flat == Transform3D(translationX: 2, y: 0, z: 0))
    }
}
