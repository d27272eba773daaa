import Foundation

/// A 4 × 4 homogeneous transform, laid out and composed like Core Animation's
/// `CATransform3D`.
///
/// A point is a row vector multiplied on the left, `(x, y, z, 1) · M`, so the
/// translation lives in ``m41``, ``m42`` and ``m43`` and the perspective terms in the
/// fourth column (``m34`` holds the familiar `-1 / eyeDistance`). Products read in
/// the order the transforms apply: `a.concatenating(b)` applies `a` first, then `b`,
/// exactly as `CATransform3DConcat(a, b)`.
///
/// ```swift
/// let move = Transform3D(translationX: 10, y: 0, z: 0)
/// let spin = Transform3D(rotationAngle: .pi / 2, x: 0, y: 0, z: 1)
/// let moveThenSpin = move.concatenating(spin)
/// // The origin moves to (10, 0, 0), then turns to (0, 10, 0):
/// // moveThenSpin.m41 ≈ 0, moveThenSpin.m42 == 10.
/// ```
///
/// Animations interpolate transforms through their ``decomposed()`` parts, and
/// additive animations compose them with ``concatenating(_:)``; see
/// ``interpolated(to:fraction:)`` and ``adding(_:)``.
public struct Transform3D: Hashable, Sendable {
    /// Row 1, column 1: the x scale of a pure scale.
    public var m11: CGFloat
    /// Row 1, column 2.
    public var m12: CGFloat
    /// Row 1, column 3.
    public var m13: CGFloat
    /// Row 1, column 4: a perspective term.
    public var m14: CGFloat
    /// Row 2, column 1.
    public var m21: CGFloat
    /// Row 2, column 2: the y scale of a pure scale.
    public var m22: CGFloat
    /// Row 2, column 3.
    public var m23: CGFloat
    /// Row 2, column 4: a perspective term.
    public var m24: CGFloat
    /// Row 3, column 1.
    public var m31: CGFloat
    /// Row 3, column 2.
    public var m32: CGFloat
    /// Row 3, column 3: the z scale of a pure scale.
    public var m33: CGFloat
    /// Row 3, column 4: the perspective term, `-1 / eyeDistance` for a viewer on the z axis.
    public var m34: CGFloat
    /// Row 4, column 1: the x translation.
    public var m41: CGFloat
    /// Row 4, column 2: the y translation.
    public var m42: CGFloat
    /// Row 4, column 3: the z translation.
    public var m43: CGFloat
    /// Row 4, column 4: the homogeneous weight, 1 for an affine transform.
    public var m44: CGFloat

    /// Creates a transform from its sixteen elements, row by row.
    public init(
        m11: CGFloat, m12: CGFloat, m13: CGFloat, m14: CGFloat,
        m21: CGFloat, m22: CGFloat, m23: CGFloat, m24: CGFloat,
        m31: CGFloat, m32: CGFloat, m33: CGFloat, m34: CGFloat,
        m41: CGFloat, m42: CGFloat, m43: CGFloat, m44: CGFloat
    ) {
        self.m11 = m11
        self.m12 = m12
        self.m13 = m13
        self.m14 = m14
        self.m21 = m21
        self.m22 = m22
        self.m23 = m23
        self.m24 = m24
        self.m31 = m31
        self.m32 = m32
        self.m33 = m33
        self.m34 = m34
        self.m41 = m41
        self.m42 = m42
        self.m43 = m43
        self.m44 = m44
    }

    /// The transform that leaves every point where it is, like `CATransform3DIdentity`.
    public static let identity = Transform3D(
        m11: 1, m12: 0, m13: 0, m14: 0,
        m21: 0, m22: 1, m23: 0, m24: 0,
        m31: 0, m32: 0, m33: 1, m34: 0,
        m41: 0, m42: 0, m43: 0, m44: 1)

    /// Creates a transform from sixteen numbers in row-major order
    /// (`m11, m12, m13, m14, m21, …, m44`), or returns `nil` unless there are exactly 16.
    public init?(elements: [Double]) {
        guard elements.count == 16 else { return nil }
        self.init(uncheckedElements: elements)
    }

    /// The sixteen elements in row-major order: `m11, m12, m13, m14, m21, …, m44`.
    public var elements: [Double] {
        [
            Double(m11), Double(m12), Double(m13), Double(m14),
            Double(m21), Double(m22), Double(m23), Double(m24),
            Double(m31), Double(m32), Double(m33), Double(m34),
            Double(m41), Double(m42), Double(m43), Double(m44),
        ]
    }

    /// Creates a transform from exactly sixteen row-major elements.
    init(uncheckedElements e: [Double]) {
        self.init(
            m11: CGFloat(e[0]), m12: CGFloat(e[1]), m13: CGFloat(e[2]), m14: CGFloat(e[3]),
            m21: CGFloat(e[4]), m22: CGFloat(e[5]), m23: CGFloat(e[6]), m24: CGFloat(e[7]),
            m31: CGFloat(e[8]), m32: CGFloat(e[9]), m33: CGFloat(e[10]), m34: CGFloat(e[11]),
            m41: CGFloat(e[12]), m42: CGFloat(e[13]), m43: CGFloat(e[14]), m44: CGFloat(e[15]))
    }
}

extension Transform3D {
    /// A translation by `(x, y, z)`, like `CATransform3DMakeTranslation(x, y, z)`.
    public init(translationX x: CGFloat, y: CGFloat, z: CGFloat) {
        self = .identity
        m41 = x
        m42 = y
        m43 = z
    }

    /// A scale by `x`, `y` and `z` along the axes, like `CATransform3DMakeScale(x, y, z)`.
    public init(scaleX x: CGFloat, y: CGFloat, z: CGFloat) {
        self = .identity
        m11 = x
        m22 = y
        m33 = z
    }

    /// A rotation by `angle` radians about the axis `(x, y, z)`, like
    /// `CATransform3DMakeRotation(angle, x, y, z)`.
    ///
    /// The axis is normalized first; a zero-length axis gives ``identity``. A positive
    /// angle about `(0, 0, 1)` turns the x axis toward the y axis:
    /// `m11 = cos angle`, `m12 = sin angle`, `m21 = −sin angle`, `m22 = cos angle`.
    public init(rotationAngle angle: CGFloat, x: CGFloat, y: CGFloat, z: CGFloat) {
        let length = (Double(x) * Double(x) + Double(y) * Double(y) + Double(z) * Double(z)).squareRoot()
        guard length > 0 else {
            self = .identity
            return
        }
        let (ax, ay, az) = (Double(x) / length, Double(y) / length, Double(z) / length)
        let c = cos(Double(angle))
        let s = sin(Double(angle))
        let t = 1 - c
        self.init(uncheckedElements: [
            t * ax * ax + c, t * ax * ay + az * s, t * ax * az - ay * s, 0,
            t * ax * ay - az * s, t * ay * ay + c, t * ay * az + ax * s, 0,
            t * ax * az + ay * s, t * ay * az - ax * s, t * az * az + c, 0,
            0, 0, 0, 1,
        ])
    }

    /// The transform that applies `self` first, then `other`: the matrix product
    /// `self · other`, like `CATransform3DConcat(self, other)`.
    public func concatenating(_ other: Transform3D) -> Transform3D {
        let a = elements
        let b = other.elements
        var product = [Double](repeating: 0, count: 16)
        for row in 0 ..< 4 {
            for column in 0 ..< 4 {
                var sum = 0.0
                for k in 0 ..< 4 {
                    sum += a[row * 4 + k] * b[k * 4 + column]
                }
                product[row * 4 + column] = sum
            }
        }
        return Transform3D(uncheckedElements: product)
    }

    /// The transform that undoes this one, so that `t.concatenating(t.inverted()!)` is
    /// the ``identity`` up to rounding, or `nil` when the transform is singular (its
    /// determinant is zero, as for a zero scale) or its inverse overflows.
    public func inverted() -> Transform3D? {
        let a = elements
        // Laplace expansion by complementary 2 × 2 minors of the top and bottom rows.
        let s0 = a[0] * a[5] - a[4] * a[1]
        let s1 = a[0] * a[6] - a[4] * a[2]
        let s2 = a[0] * a[7] - a[4] * a[3]
        let s3 = a[1] * a[6] - a[5] * a[2]
        let s4 = a[1] * a[7] - a[5] * a[3]
        let s5 = a[2] * a[7] - a[6] * a[3]
        let c5 = a[10] * a[15] - a[14] * a[11]
        let c4 = a[9] * a[15] - a[13] * a[11]
        let c3 = a[9] * a[14] - a[13] * a[10]
        let c2 = a[8] * a[15] - a[12] * a[11]
        let c1 = a[8] * a[14] - a[12] * a[10]
        let c0 = a[8] * a[13] - a[12] * a[9]
        let determinant = s0 * c5 - s1 * c4 + s2 * c3 + s3 * c2 - s4 * c1 + s5 * c0
        guard determinant != 0, determinant.isFinite else { return nil }
        let adjugate = [
            a[5] * c5 - a[6] * c4 + a[7] * c3, -a[1] * c5 + a[2] * c4 - a[3] * c3,
            a[13] * s5 - a[14] * s4 + a[15] * s3, -a[9] * s5 + a[10] * s4 - a[11] * s3,
            -a[4] * c5 + a[6] * c2 - a[7] * c1, a[0] * c5 - a[2] * c2 + a[3] * c1,
            -a[12] * s5 + a[14] * s2 - a[15] * s1, a[8] * s5 - a[10] * s2 + a[11] * s1,
            a[4] * c4 - a[5] * c2 + a[7] * c0, -a[0] * c4 + a[1] * c2 - a[3] * c0,
            a[12] * s4 - a[13] * s2 + a[15] * s0, -a[8] * s4 + a[9] * s2 - a[11] * s0,
            -a[4] * c3 + a[5] * c1 - a[6] * c0, a[0] * c3 - a[1] * c1 + a[2] * c0,
            -a[12] * s3 + a[13] * s1 - a[14] * s0, a[8] * s3 - a[9] * s1 + a[10] * s0,
        ]
        let inverse = adjugate.map { $0 / determinant }
        guard inverse.allSatisfy(\.isFinite) else { return nil }
        return Transform3D(uncheckedElements: inverse)
    }

    /// Whether every element equals the ``identity``'s exactly, like `CATransform3DIsIdentity`.
    public var isIdentity: Bool { self == .identity }

    /// Whether a 2-D affine transform represents this one exactly, like
    /// `CATransform3DIsAffine`: only ``m11``, ``m12``, ``m21``, ``m22``, ``m41`` and
    /// ``m42`` may differ from the ``identity``.
    public var isAffine: Bool {
        m13 == 0 && m14 == 0 && m23 == 0 && m24 == 0
            && m31 == 0 && m32 == 0 && m33 == 1 && m34 == 0
            && m43 == 0 && m44 == 1
    }
}

extension Transform3D: CustomStringConvertible {
    /// The four rows, separated by semicolons: `[1 0 0 0; 0 1 0 0; 0 0 1 0; 10 0 0 1]`.
    public var description: String {
        let e = elements.map(CadenceError.describe)
        let rows = (0 ..< 4).map { row in e[row * 4 ..< row * 4 + 4].joined(separator: " ") }
        return "[" + rows.joined(separator: "; ") + "]"
    }
}
