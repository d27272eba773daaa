import Foundation

/// A rotation in three dimensions as a quaternion `w + xi + yj + zk`.
///
/// A unit quaternion for a rotation by `θ` about the unit axis `(ax, ay, az)` is
/// `(ax·sin(θ/2), ay·sin(θ/2), az·sin(θ/2), cos(θ/2))`; the axis follows the same
/// right-hand rule as ``Transform3D/init(rotationAngle:x:y:z:)``. The quaternion and its
/// negation describe the same rotation.
///
/// ``Transform3D`` interpolates its rotation part with ``slerp(to:fraction:)``:
///
/// ```swift
/// let quarterTurn = Quaternion(rotationAngle: .pi / 2, x: 0, y: 0, z: 1)
/// let eighthTurn = Quaternion.identity.slerp(to: quarterTurn, fraction: 0.5)
/// // eighthTurn.angle ≈ .pi / 4
/// ```
public struct Quaternion: Hashable, Sendable {
    /// The i component: the rotation axis's x times `sin(θ/2)`.
    public var x: Double
    /// The j component: the rotation axis's y times `sin(θ/2)`.
    public var y: Double
    /// The k component: the rotation axis's z times `sin(θ/2)`.
    public var z: Double
    /// The real component: `cos(θ/2)`.
    public var w: Double

    /// Creates a quaternion from its four components.
    public init(x: Double, y: Double, z: Double, w: Double) {
        self.x = x
        self.y = y
        self.z = z
        self.w = w
    }

    /// The rotation by zero: `(0, 0, 0, 1)`.
    public static let identity = Quaternion(x: 0, y: 0, z: 0, w: 1)

    /// A rotation by `angle` radians about the axis `(x, y, z)`, which is normalized
    /// first; a zero-length axis gives ``identity``.
    public init(rotationAngle angle: Double, x: Double, y: Double, z: Double) {
        let length = (x * x + y * y + z * z).squareRoot()
        guard length > 0 else {
            self = .identity
            return
        }
        let s = sin(angle / 2) / length
        self.init(x: x * s, y: y * s, z: z * s, w: cos(angle / 2))
    }

    /// The Euclidean length of the four components; 1 for a rotation.
    public var length: Double { (x * x + y * y + z * z + w * w).squareRoot() }

    /// The quaternion scaled to length 1, or ``identity`` when the length is zero or
    /// not finite.
    public func normalized() -> Quaternion {
        let length = self.length
        guard length > 0, length.isFinite else { return .identity }
        return Quaternion(x: x / length, y: y / length, z: z / length, w: w / length)
    }

    /// The four-dimensional dot product; for unit quaternions, the cosine of half the
    /// angle between the two rotations (negative when they lie on opposite hemispheres).
    public func dot(_ other: Quaternion) -> Double {
        x * other.x + y * other.y + z * other.z + w * other.w
    }

    /// The rotation angle in radians, in `0 ... π` (the shorter way round).
    public var angle: Double {
        2 * atan2((x * x + y * y + z * z).squareRoot(), abs(w))
    }

    /// The Hamilton product: the rotation `rhs` followed by `lhs`.
    public static func * (lhs: Quaternion, rhs: Quaternion) -> Quaternion {
        Quaternion(
            x: lhs.w * rhs.x + lhs.x * rhs.w + lhs.y * rhs.z - lhs.z * rhs.y,
            y: lhs.w * rhs.y - lhs.x * rhs.z + lhs.y * rhs.w + lhs.z * rhs.x,
            z: lhs.w * rhs.z + lhs.x * rhs.y - lhs.y * rhs.x + lhs.z * rhs.w,
            w: lhs.w * rhs.w - lhs.x * rhs.x - lhs.y * rhs.y - lhs.z * rhs.z)
    }

    /// The negated quaternion, which describes the same rotation.
    public static prefix func - (quaternion: Quaternion) -> Quaternion {
        Quaternion(x: -quaternion.x, y: -quaternion.y, z: -quaternion.z, w: -quaternion.w)
    }

    /// The rotation `fraction` of the way from `self` to `other` along the shorter arc,
    /// at constant angular speed (spherical linear interpolation).
    ///
    /// Both quaternions are normalized first, and `other` is negated when that brings
    /// it nearer, so the path never turns more than 180°. The fraction may lie outside
    /// `0 ... 1`: the path continues along the same great circle, as a spring that
    /// overshoots needs. When the two rotations are almost equal the result is the
    /// normalized linear interpolation, which is then indistinguishable.
    public func slerp(to other: Quaternion, fraction: Double) -> Quaternion {
        let from = normalized()
        var to = other.normalized()
        if from.dot(to) < 0 {
            to = -to
        }
        // Half the angle between the rotations; accurate near zero, unlike acos(dot).
        let theta = 2 * atan2(Self.combine(from, 1, to, -1).length, Self.combine(from, 1, to, 1).length)
        guard theta > 1e-6 else {
            return Self.combine(from, 1 - fraction, to, fraction).normalized()
        }
        let sinTheta = sin(theta)
        let weightFrom = sin((1 - fraction) * theta) / sinTheta
        let weightTo = sin(fraction * theta) / sinTheta
        return Self.combine(from, weightFrom, to, weightTo).normalized()
    }

    /// `a·wa + b·wb`, component by component.
    private static func combine(_ a: Quaternion, _ wa: Double, _ b: Quaternion, _ wb: Double) -> Quaternion {
        Quaternion(x: a.x * wa + b.x * wb, y: a.y * wa + b.y * wb, z: a.z * wa + b.z * wb, w: a.w * wa + b.w * wb)
    }
}

// MARK: - Euler angles

extension Quaternion {
    /// The rotation that turns by `x` radians about the x axis, then by `y` about the
    /// y axis, then by `z` about the z axis.
    ///
    /// In column-vector terms the rotation is `Rz(z) · Ry(y) · Rx(x)`; as
    /// ``Transform3D`` products it is
    /// `rotation(x about x).concatenating(rotation(y about y)).concatenating(rotation(z about z))`.
    public init(eulerX x: Double, y: Double, z: Double) {
        // The Hamilton product qz · qy · qx, written out.
        let (sx, cx) = (sin(x / 2), cos(x / 2))
        let (sy, cy) = (sin(y / 2), cos(y / 2))
        let (sz, cz) = (sin(z / 2), cos(z / 2))
        self.init(
            x: sx * cy * cz - cx * sy * sz,
            y: cx * sy * cz + sx * cy * sz,
            z: cx * cy * sz - sx * sy * cz,
            w: cx * cy * cz + sx * sy * sz)
    }

    /// The angles `(x, y, z)` in radians that ``init(eulerX:y:z:)`` turns back into
    /// this rotation: `x` and `z` in `(−π, π]`, `y` in `[−π/2, π/2]`.
    ///
    /// A rotation about a single axis reads back on that axis alone: a rotation by
    /// `θ` in `(−π, π]` about z gives `(0, 0, θ)`. At gimbal lock (`y = ±π/2`) only
    /// `z ∓ x` is determined, and `x` reads as 0.
    public var eulerAngles: (x: Double, y: Double, z: Double) {
        let q = normalized()
        // Write the angles α (about x), β (about y), γ (about z). From the column-vector
        // matrix R: sin β = −R20 and cos β = |(R00, R10)|, which keeps β accurate near ±π/2.
        let sinBeta = 2 * (q.w * q.y - q.x * q.z)
        let cosBeta = hypot(1 - 2 * (q.y * q.y + q.z * q.z), 2 * (q.x * q.y + q.w * q.z))
        let beta = atan2(sinBeta, cosBeta)
        // With c = cos(β/2) and s = sin(β/2), the components satisfy
        //   (w − y, z + x) = (c − s)·(cos((γ + α)/2), sin((γ + α)/2))
        //   (w + y, z − x) = (c + s)·(cos((γ − α)/2), sin((γ − α)/2)).
        // Each pair is well conditioned except at its own gimbal lock, where only the
        // other combination affects the rotation.
        let lockTolerance = 1e-14
        let sumFactor = hypot(q.w - q.y, q.z + q.x)
        let differenceFactor = hypot(q.w + q.y, q.z - q.x)
        var sum = 2 * atan2(q.z + q.x, q.w - q.y)
        var difference = 2 * atan2(q.z - q.x, q.w + q.y)
        if sumFactor < lockTolerance {
            sum = difference
        } else if differenceFactor < lockTolerance {
            difference = sum
        }
        return (x: Self.wrapped((sum - difference) / 2), y: beta, z: Self.wrapped((sum + difference) / 2))
    }

    /// `angle` moved by a whole number of turns into `(−π, π]`.
    private static func wrapped(_ angle: Double) -> Double {
        let turn = 2 * Double.pi
        let reduced = remainder(angle, turn)
        return reduced <= -.pi ? reduced + turn : reduced
    }
}
