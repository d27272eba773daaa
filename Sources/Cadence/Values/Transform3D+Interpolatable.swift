import Foundation

// Transforms animate the way Core Animation and CSS animate matrices: decompose both
// ends, interpolate the parts (spherically for the rotation), and recompose. Adding
// is concatenation, so additive and cumulative transform animations compose.

extension Transform3D: Interpolatable {
    /// The ``identity``, the neutral element of ``adding(_:)``.
    public static let zero = Transform3D.identity

    /// The transform `fraction` of the way from `self` to `other`.
    ///
    /// Both ends are ``decomposed()``; translation, scale, skew and perspective are
    /// interpolated linearly and the rotation along the shorter arc
    /// (``Quaternion/slerp(to:fraction:)``), so a fraction outside `0 ... 1`
    /// extrapolates. The result is exactly `self` at fraction 0, or when the two are
    /// equal, and exactly `other` at fraction 1. When either end cannot be
    /// decomposed, the value switches from `self` to `other` at fraction 0.5, as CSS
    /// does.
    public func interpolated(to other: Transform3D, fraction: Double) -> Transform3D {
        if fraction == 0 || self == other { return self }
        if fraction == 1 { return other }
        guard let from = decomposed(), let to = other.decomposed() else {
            return fraction < 0.5 ? self : other
        }
        return Transform3D(from.interpolated(to: to, fraction: fraction))
    }

    /// `other` applied first, then `self`: `other.concatenating(self)`.
    ///
    /// This is how Web Animations composes transform lists additively, with the
    /// underlying value first. It does not commute.
    public func adding(_ other: Transform3D) -> Transform3D {
        other.concatenating(self)
    }

    /// The transform `x` with `x.adding(other) == self` (up to rounding): `other`
    /// undone, then `self`, so `other.inverted()!.concatenating(self)`.
    ///
    /// When `other` is singular (``inverted()`` returns `nil`, as for a zero scale)
    /// there is no such transform, and the result is the ``identity``.
    public func subtracting(_ other: Transform3D) -> Transform3D {
        guard let inverse = other.inverted() else { return .identity }
        return inverse.concatenating(self)
    }

    /// The Frobenius norm of the element-wise difference: the square root of the sum
    /// of the sixteen squared differences.
    public func interpolationDistance(to other: Transform3D) -> Double {
        zip(elements, other.elements).reduce(0) { $0 + ($1.0 - $1.1) * ($1.0 - $1.1) }.squareRoot()
    }

    /// Whether all sixteen elements are finite.
    public var isFinite: Bool { elements.allSatisfy(\.isFinite) }
}

extension Transform3D.Decomposition {
    /// The parts `fraction` of the way to `other`: linear, except the rotation, which
    /// is spherical along the shorter arc.
    fileprivate func interpolated(to other: Self, fraction t: Double) -> Self {
        Self(
            translation: translation.interpolated(to: other.translation, fraction: t),
            scale: scale.interpolated(to: other.scale, fraction: t),
            skew: Skew(
                xy: skew.xy.lerp(to: other.skew.xy, t),
                xz: skew.xz.lerp(to: other.skew.xz, t),
                yz: skew.yz.lerp(to: other.skew.yz, t)),
            perspective: Perspective(
                x: perspective.x.lerp(to: other.perspective.x, t),
                y: perspective.y.lerp(to: other.perspective.y, t),
                z: perspective.z.lerp(to: other.perspective.z, t),
                w: perspective.w.lerp(to: other.perspective.w, t)),
            rotation: rotation.slerp(to: other.rotation, fraction: t))
    }
}

extension Transform3D.Decomposition.Vector {
    /// The vector `fraction` of the way to `other`, component by component.
    fileprivate func interpolated(to other: Self, fraction t: Double) -> Self {
        Self(x: x.lerp(to: other.x, t), y: y.lerp(to: other.y, t), z: z.lerp(to: other.z, t))
    }
}
