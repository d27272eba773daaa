import Foundation
import Testing

@testable import Cadence
import CadenceTesting

extension SplitMix64 {
    /// A unit vector, not uniformly distributed but in every direction.
    mutating func axis() -> (x: Double, y: Double, z: Double) {
        while true {
            let (x, y, z) = (next(in: -1 ... 1), next(in: -1 ... 1), next(in: -1 ... 1))
            let length = (x * x + y * y + z * z).squareRoot()
            if length > 0.1 { return (x / length, y / length, z / length) }
        }
    }
}

/// Independent reference formulas and comparisons for the transform tests.
enum TransformTestSupport {
    /// The largest element-wise difference.
    static func maxDifference(_ a: Transform3D, _ b: Transform3D) -> Double {
        zip(a.elements, b.elements).map { abs($0 - $1) }.max()!
    }

    static func isClose(_ a: Transform3D, _ b: Transform3D, within tolerance: Double) -> Bool {
        maxDifference(a, b) <= tolerance
    }

    /// Whether two quaternions describe the same rotation (`q` and `−q` do).
    static func sameRotation(_ a: Quaternion, _ b: Quaternion, within tolerance: Double) -> Bool {
        let same = [a.x - b.x, a.y - b.y, a.z - b.z, a.w - b.w].allSatisfy { abs($0) <= tolerance }
        let opposite = [a.x + b.x, a.y + b.y, a.z + b.z, a.w + b.w].allSatisfy { abs($0) <= tolerance }
        return same || opposite
    }

    static func matrix(_ elements: [Double]) -> Transform3D {
        Transform3D(elements: elements)!
    }

    /// Core Animation's rotation matrix from Rodrigues' formula,
    /// `R = cos θ·I + sin θ·[a]× + (1 − cos θ)·a·aᵀ` for the unit axis `a`, stored
    /// transposed because Core Animation multiplies row vectors: `m(i)(j) = R(j)(i)`.
    static func rodrigues(angle: Double, axis: (x: Double, y: Double, z: Double)) -> Transform3D {
        let length = (axis.x * axis.x + axis.y * axis.y + axis.z * axis.z).squareRoot()
        let a = [axis.x / length, axis.y / length, axis.z / length]
        let cross = [[0, -a[2], a[1]], [a[2], 0, -a[0]], [-a[1], a[0], 0]]
        let (c, s) = (cos(angle), sin(angle))
        var elements = [Double](repeating: 0, count: 16)
        for i in 0 ..< 3 {
            for j in 0 ..< 3 {
                let r = (i == j ? c : 0) + s * cross[i][j] + (1 - c) * a[i] * a[j]
                elements[j * 4 + i] = r
            }
        }
        elements[15] = 1
        return matrix(elements)
    }

    /// The skew that moves x by `xy·y + xz·z` and y by `yz·z`: the row vector
    /// `(x, y, z, 1)` times this matrix is `(x + xy·y + xz·z, y + yz·z, z, 1)`.
    static func skew(xy: Double, xz: Double, yz: Double) -> Transform3D {
        matrix([1, 0, 0, 0, xy, 1, 0, 0, xz, yz, 1, 0, 0, 0, 0, 1])
    }

    /// The identity with its fourth column replaced by `(x, y, z, w)`.
    static func perspective(x: Double, y: Double, z: Double, w: Double = 1) -> Transform3D {
        matrix([1, 0, 0, x, 0, 1, 0, y, 0, 0, 1, z, 0, 0, 0, w])
    }

    /// The row vector `point · transform`, divided by its w.
    static func apply(_ transform: Transform3D, to point: (Double, Double, Double)) -> (Double, Double, Double) {
        let e = transform.elements
        let p = [point.0, point.1, point.2, 1]
        let out = (0 ..< 4).map { column in (0 ..< 4).reduce(0) { $0 + p[$1] * e[$1 * 4 + column] } }
        return (out[0] / out[3], out[1] / out[3], out[2] / out[3])
    }
}
