import Foundation

// Decomposition follows the "unmatrix" algorithm of CSS Transforms Level 2 (from
// Graphics Gems II), whose matrix[i][j] is exactly Core Animation's m(i+1)(j+1):
// translation in the fourth row, perspective in the fourth column. Write the matrix
// in blocks as M = [A c; t m44], with A the upper-left 3 × 3 block. Then
//
//     M = L · P,  L = [A 0; t 1],  P = [I q; 0 w],  with A·q = c and w = m44 − t·q,
//
// and A = diag(scale) · K · U, with K the unit lower-triangular skew and U the
// orthonormal rotation (in row-vector form, the transpose of the usual matrix).

extension Transform3D {
    /// The parts of this transform, or `nil` when it has none.
    ///
    /// The algorithm is the decomposition of CSS Transforms Level 2, adapted to
    /// Core Animation's row-vector layout and made robust:
    ///
    /// - The matrix is not divided by ``m44`` first; ``m44`` stays in the
    ///   perspective's `w` instead. For `m44 == 1`, the usual case, the parts are
    ///   those of CSS, and for every matrix `Transform3D(decomposed()!)` is the matrix
    ///   itself rather than a multiple of it. So a translation along z followed by a
    ///   perspective decomposes into exactly those two parts.
    /// - A zero scale does not fail: the missing rotation axes are completed from
    ///   the others (or the standard axes), so scale 0 reads back as scale 0 with a
    ///   valid rotation. A non-zero row that lies in the span of the rows above it
    ///   (a shear that flattens) cannot be represented, and recomposes as zero.
    /// - The rotation is read with Shepperd's method, which stays accurate near 180°.
    ///
    /// Returns `nil` when ``m44`` is 0, when an element is not finite, and when a
    /// perspective term (``m14``, ``m24`` or ``m34``) is present but the upper-left
    /// 3 × 3 block is singular.
    public func decomposed() -> Decomposition? {
        let e = elements
        guard e[15] != 0, e.allSatisfy(\.isFinite) else { return nil }
        let rows = [Vec3(e[0], e[1], e[2]), Vec3(e[4], e[5], e[6]), Vec3(e[8], e[9], e[10])]
        let column = Vec3(e[3], e[7], e[11])
        let translation = Vec3(e[12], e[13], e[14])
        var perspective = Vec3.zero
        if column != .zero {
            guard let solved = Vec3.solve(rows, column) else { return nil }
            perspective = solved
        }
        let frame = Frame(rows: rows)
        return Decomposition(
            translation: .init(x: translation.x, y: translation.y, z: translation.z),
            scale: .init(x: frame.scale[0], y: frame.scale[1], z: frame.scale[2]),
            skew: frame.skew,
            perspective: .init(
                x: perspective.x, y: perspective.y, z: perspective.z, w: e[15] - translation.dot(perspective)),
            rotation: frame.rotation)
    }

    /// The transform made of `decomposition`'s parts; see ``Decomposition`` for the
    /// order in which they apply. The rotation is normalized first.
    public init(_ decomposition: Decomposition) {
        let u = Self.rotationRows(decomposition.rotation.normalized())
        let (scale, skew, p, t) = (
            decomposition.scale, decomposition.skew, decomposition.perspective, decomposition.translation
        )
        let a0 = u[0] * scale.x
        let a1 = (u[0] * skew.xy + u[1]) * scale.y
        let a2 = (u[0] * skew.xz + u[1] * skew.yz + u[2]) * scale.z
        let q = Vec3(p.x, p.y, p.z)
        let row4 = Vec3(t.x, t.y, t.z)
        self.init(uncheckedElements: [
            a0.x, a0.y, a0.z, a0.dot(q),
            a1.x, a1.y, a1.z, a1.dot(q),
            a2.x, a2.y, a2.z, a2.dot(q),
            row4.x, row4.y, row4.z, row4.dot(q) + p.w,
        ])
    }

    /// The rows of the row-vector rotation matrix of a unit quaternion: the transpose
    /// of the usual column-vector matrix.
    private static func rotationRows(_ q: Quaternion) -> [Vec3] {
        let (x, y, z, w) = (q.x, q.y, q.z, q.w)
        return [
            Vec3(1 - 2 * (y * y + z * z), 2 * (x * y + z * w), 2 * (x * z - y * w)),
            Vec3(2 * (x * y - z * w), 1 - 2 * (x * x + z * z), 2 * (y * z + x * w)),
            Vec3(2 * (x * z + y * w), 2 * (y * z - x * w), 1 - 2 * (x * x + y * y)),
        ]
    }
}

/// The factorization `A = diag(scale) · K · U` of a 3 × 3 block given by its rows:
/// Gram–Schmidt orthonormalization in row order, as CSS does.
private struct Frame {
    var scale = [0.0, 0.0, 0.0]
    var skew = Transform3D.Decomposition.Skew(xy: 0, xz: 0, yz: 0)
    var rotation = Quaternion.identity

    init(rows: [Vec3]) {
        // Rows shorter than this, after removing their components along the rows
        // above, count as a zero scale.
        let tolerance = 1e-12 * rows.map(\.length).max()!
        var axes: [Vec3?] = [nil, nil, nil]
        var along = [[0.0, 0.0, 0.0], [0.0, 0.0, 0.0], [0.0, 0.0, 0.0]]
        for i in 0 ..< 3 {
            var residual = rows[i]
            // The second pass restores the orthogonality that rounding loses.
            for _ in 0 ..< 2 {
                for j in 0 ..< i {
                    guard let axis = axes[j] else { continue }
                    let component = axis.dot(residual)
                    along[i][j] += component
                    residual = residual - axis * component
                }
            }
            let length = residual.length
            if length > tolerance {
                axes[i] = residual / length
                scale[i] = length
            }
        }
        func ratio(_ component: Double, _ length: Double) -> Double { length == 0 ? 0 : component / length }
        skew = .init(
            xy: ratio(along[1][0], scale[1]), xz: ratio(along[2][0], scale[2]), yz: ratio(along[2][1], scale[2]))
        var basis = Self.completed(axes)
        if basis[0].dot(basis[1].cross(basis[2])) < 0 {
            // A mirror image: negate the scales and the axes, as CSS does. The skew,
            // a ratio of a component along an axis to a scale, is unchanged.
            basis = basis.map { $0 * -1 }
            scale = scale.map { -$0 }
        }
        rotation = Self.quaternion(rows: basis)
    }

    /// The orthonormal axes with the missing ones (zero scale) filled in, right-handed.
    private static func completed(_ axes: [Vec3?]) -> [Vec3] {
        var axes = axes
        for i in 0 ..< 3 where axes[i] == nil {
            let next = axes[(i + 1) % 3]
            let afterNext = axes[(i + 2) % 3]
            if let next, let afterNext {
                axes[i] = next.cross(afterNext)
            } else {
                axes[i] = Self.standardAxis(i, perpendicularTo: next ?? afterNext)
            }
        }
        return axes.map { $0! }
    }

    /// The standard axis `index`, or the one least aligned with `known`, made
    /// perpendicular to `known` and normalized.
    private static func standardAxis(_ index: Int, perpendicularTo known: Vec3?) -> Vec3 {
        let axes = [Vec3(1, 0, 0), Vec3(0, 1, 0), Vec3(0, 0, 1)]
        guard let known else { return axes[index] }
        var candidate = axes[index] - known * known[index]
        if candidate.length < 0.5 {
            let least = (0 ..< 3).min { abs(known[$0]) < abs(known[$1]) }!
            candidate = axes[least] - known * known[least]
        }
        return candidate / candidate.length
    }

    /// The unit quaternion (with `w ≥ 0`) of the rotation whose row-vector matrix has
    /// these rows, by Shepperd's method: divide by the largest of `4w, 4x, 4y, 4z`.
    private static func quaternion(rows u: [Vec3]) -> Quaternion {
        // The usual column-vector matrix R is the transpose of U.
        func r(_ i: Int, _ j: Int) -> Double { u[j][i] }
        let trace = r(0, 0) + r(1, 1) + r(2, 2)
        let q: Quaternion
        if trace >= r(0, 0), trace >= r(1, 1), trace >= r(2, 2) {
            let s = 2 * (1 + trace).squareRoot()
            q = Quaternion(x: (r(2, 1) - r(1, 2)) / s, y: (r(0, 2) - r(2, 0)) / s, z: (r(1, 0) - r(0, 1)) / s, w: s / 4)
        } else if r(0, 0) >= r(1, 1), r(0, 0) >= r(2, 2) {
            let s = 2 * max(1 + r(0, 0) - r(1, 1) - r(2, 2), 0).squareRoot()
            q = Quaternion(x: s / 4, y: (r(0, 1) + r(1, 0)) / s, z: (r(0, 2) + r(2, 0)) / s, w: (r(2, 1) - r(1, 2)) / s)
        } else if r(1, 1) >= r(2, 2) {
            let s = 2 * max(1 - r(0, 0) + r(1, 1) - r(2, 2), 0).squareRoot()
            q = Quaternion(x: (r(0, 1) + r(1, 0)) / s, y: s / 4, z: (r(1, 2) + r(2, 1)) / s, w: (r(0, 2) - r(2, 0)) / s)
        } else {
            let s = 2 * max(1 - r(0, 0) - r(1, 1) + r(2, 2), 0).squareRoot()
            q = Quaternion(x: (r(0, 2) + r(2, 0)) / s, y: (r(1, 2) + r(2, 1)) / s, z: s / 4, w: (r(1, 0) - r(0, 1)) / s)
        }
        let unit = q.normalized()
        return unit.w < 0 ? -unit : unit
    }
}

/// A 3-vector of doubles for the decomposition arithmetic.
private struct Vec3: Equatable {
    var x, y, z: Double

    init(_ x: Double, _ y: Double, _ z: Double) {
        self.x = x
        self.y = y
        self.z = z
    }

    static let zero = Vec3(0, 0, 0)

    subscript(index: Int) -> Double { index == 0 ? x : index == 1 ? y : z }
    var length: Double { dot(self).squareRoot() }

    static func + (a: Vec3, b: Vec3) -> Vec3 { Vec3(a.x + b.x, a.y + b.y, a.z + b.z) }
    static func - (a: Vec3, b: Vec3) -> Vec3 { Vec3(a.x - b.x, a.y - b.y, a.z - b.z) }
    static func * (a: Vec3, k: Double) -> Vec3 { Vec3(a.x * k, a.y * k, a.z * k) }
    static func / (a: Vec3, k: Double) -> Vec3 { Vec3(a.x / k, a.y / k, a.z / k) }
    func dot(_ b: Vec3) -> Double { x * b.x + y * b.y + z * b.z }
    func cross(_ b: Vec3) -> Vec3 { Vec3(y * b.z - z * b.y, z * b.x - x * b.z, x * b.y - y * b.x) }

    /// The `q` with `rows[i]·q == b[i]` for each `i` (Cramer's rule), or `nil` when the
    /// rows are linearly dependent.
    static func solve(_ rows: [Vec3], _ b: Vec3) -> Vec3? {
        let (c0, c1, c2) = (rows[1].cross(rows[2]), rows[2].cross(rows[0]), rows[0].cross(rows[1]))
        let determinant = rows[0].dot(c0)
        guard determinant != 0 else { return nil }
        let q = (c0 * b.x + c1 * b.y + c2 * b.z) / determinant
        return q.x.isFinite && q.y.isFinite && q.z.isFinite ? q : nil
    }
}
