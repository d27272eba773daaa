import Foundation
import Testing

@testable import Cadence
import CadenceTesting

private typealias Support = TransformTestSupport

private func aboutZ(_ degrees: Double) -> Quaternion {
    let half = degrees * .pi / 360
    return Quaternion(x: 0, y: 0, z: sin(half), w: cos(half))
}

struct QuaternionTests {
    @Test func identityIsTheRotationByZero() {
        #expect(Quaternion.identity == Quaternion(x: 0, y: 0, z: 0, w: 1))
        #expect(Quaternion.identity.angle == 0)
    }

    @Test(arguments: [(0.5, 1.0, 0.0, 0.0), (2.0, 0.0, 3.0, 4.0), (-1.0, 1.0, 1.0, 1.0)])
    func axisAndAngleGiveHalfAngleComponents(angle: Double, x: Double, y: Double, z: Double) {
        let q = Quaternion(rotationAngle: angle, x: x, y: y, z: z)
        let length = (x * x + y * y + z * z).squareRoot()
        let s = sin(angle / 2)
        let expected = [x / length * s, y / length * s, z / length * s, cos(angle / 2)]
        #expect(zip([q.x, q.y, q.z, q.w], expected).allSatisfy { abs($0 - $1) < 1e-15 }, "\(q)")
        #expect(abs(q.length - 1) < 1e-15)
    }

    @Test func aZeroAxisGivesIdentity() {
        #expect(Quaternion(rotationAngle: 1, x: 0, y: 0, z: 0) == .identity)
    }

    @Test func normalizingScalesToUnitLength() {
        let q = Quaternion(x: 0, y: 3, z: 0, w: 4).normalized()
        #expect(q == Quaternion(x: 0, y: 0.6, z: 0, w: 0.8))
        #expect(Quaternion(x: 0, y: 0, z: 0, w: 0).normalized() == .identity)
        #expect(Quaternion(x: .nan, y: 0, z: 0, w: 1).normalized() == .identity)
    }

    @Test(arguments: [0.0, 0.3, 1.0, 2.0, 3.0, Double.pi])
    func angleReadsBackInZeroToPi(angle: Double) {
        #expect(abs(Quaternion(rotationAngle: angle, x: 1, y: 2, z: 3).angle - angle) < 1e-14)
        #expect(abs(Quaternion(rotationAngle: -angle, x: 1, y: 2, z: 3).angle - angle) < 1e-14)
        #expect(abs((-Quaternion(rotationAngle: angle, x: 1, y: 2, z: 3)).angle - angle) < 1e-14)
    }

    @Test func productComposesRotations() {
        #expect(Support.sameRotation(aboutZ(30) * aboutZ(50), aboutZ(80), within: 1e-15))
        let i = Quaternion(x: 1, y: 0, z: 0, w: 0)
        let j = Quaternion(x: 0, y: 1, z: 0, w: 0)
        let k = Quaternion(x: 0, y: 0, z: 1, w: 0)
        #expect(i * j == k)
        #expect(j * i == -k)
        #expect(i * i == Quaternion(x: 0, y: 0, z: 0, w: -1))
    }

    @Test(arguments: [0.0, 0.1, 1.0, -1.0, 2.5, -3.1, Double.pi])
    func aRotationAboutZReadsBackOnZ(angle: Double) {
        let angles = Quaternion(rotationAngle: angle, x: 0, y: 0, z: 1).eulerAngles
        #expect(abs(angles.z - angle) < 1e-14 && angles.x == 0 && angles.y == 0, "\(angles)")
    }

    @Test(arguments: [0.2, -1.5, 3.0])
    func rotationsAboutXAndYReadBackOnTheirAxes(angle: Double) {
        let x = Quaternion(rotationAngle: angle, x: 1, y: 0, z: 0).eulerAngles
        #expect(abs(x.x - angle) < 1e-14 && abs(x.y) < 1e-15 && abs(x.z) < 1e-15, "\(x)")
        let y = Quaternion(rotationAngle: angle / 2, x: 0, y: 1, z: 0).eulerAngles
        #expect(abs(y.y - angle / 2) < 1e-14 && abs(y.x) < 1e-15 && abs(y.z) < 1e-15, "\(y)")
    }

    @Test func eulerAnglesApplyXThenYThenZ() {
        // Column-vector Rz(γ)·Ry(β)·Rx(α) is the Hamilton product qz · qy · qx.
        let (a, b, c) = (0.4, -1.1, 2.7)
        let qx = Quaternion(rotationAngle: a, x: 1, y: 0, z: 0)
        let qy = Quaternion(rotationAngle: b, x: 0, y: 1, z: 0)
        let qz = Quaternion(rotationAngle: c, x: 0, y: 0, z: 1)
        let product = qz * qy * qx
        #expect(Support.sameRotation(Quaternion(eulerX: a, y: b, z: c), product, within: 1e-15))
    }

    @Test(arguments: 0 ..< 32 as Range<UInt64>)
    func eulerAnglesRoundTrip(seed: UInt64) {
        var random = SplitMix64(seed: seed)
        let (x, y, z) = (random.next(in: -3.14 ... 3.14), random.next(in: -1.56 ... 1.56), random.next(in: -3.14 ... 3.14))
        let angles = Quaternion(eulerX: x, y: y, z: z).eulerAngles
        let errors = [angles.x - x, angles.y - y, angles.z - z].map(abs)
        #expect(errors.allSatisfy { $0 < 1e-12 }, "seed \(seed): \(angles)")
    }

    @Test(arguments: [Double.pi / 2, -Double.pi / 2])
    func gimbalLockReadsXAsZeroAndKeepsTheRotation(y: Double) {
        let q = Quaternion(eulerX: 0.3, y: y, z: -0.9)
        let angles = q.eulerAngles
        #expect(angles.x == 0 && abs(angles.y - y) < 1e-12, "\(angles)")
        #expect(Support.sameRotation(Quaternion(eulerX: angles.x, y: angles.y, z: angles.z), q, within: 1e-12))
    }

    @Test func slerpHalfwayToAQuarterTurnIsAnEighthTurn() {
        let half = Quaternion.identity.slerp(to: aboutZ(90), fraction: 0.5)
        #expect(Support.sameRotation(half, aboutZ(45), within: 1e-15), "\(half)")
    }

    @Test func slerpTakesTheShorterWay() {
        // 350° is −10°: halfway is −5°, not 175°.
        let half = aboutZ(0).slerp(to: aboutZ(350), fraction: 0.5)
        #expect(Support.sameRotation(half, aboutZ(-5), within: 1e-15), "\(half)")
    }

    @Test(arguments: [-0.5, 0.25, 0.75, 1.5, 2.0])
    func slerpMovesAtConstantSpeedAndExtrapolates(fraction: Double) {
        let value = aboutZ(10).slerp(to: aboutZ(70), fraction: fraction)
        #expect(Support.sameRotation(value, aboutZ(10 + 60 * fraction), within: 1e-14), "\(value)")
    }

    @Test func slerpEndsAtBothRotations() {
        let (a, b) = (Quaternion(rotationAngle: 0.3, x: 1, y: 2, z: 0), Quaternion(rotationAngle: -2, x: 0, y: 1, z: 1))
        #expect(Support.sameRotation(a.slerp(to: b, fraction: 0), a, within: 1e-15))
        #expect(Support.sameRotation(a.slerp(to: b, fraction: 1), b, within: 1e-15))
    }

    @Test func slerpBetweenNearlyEqualRotationsStaysUnit() {
        let value = aboutZ(20).slerp(to: aboutZ(20 + 1e-9), fraction: 0.5)
        #expect(abs(value.length - 1) < 1e-15)
        #expect(Support.sameRotation(value, aboutZ(20 + 5e-10), within: 1e-15))
    }

    @Test func slerpNormalizesItsInputs() {
        let long = Quaternion(x: 0, y: 0, z: 0, w: 3)
        let value = long.slerp(to: aboutZ(90), fraction: 0.5)
        #expect(Support.sameRotation(value, aboutZ(45), within: 1e-15))
    }
}
