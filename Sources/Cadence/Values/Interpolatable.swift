/// A value an animation can move between: numbers, points, sizes, rectangles,
/// colors and 3-D transforms.
///
/// Animations need four things of a value:
///
/// - **Interpolation**, to show a value between two others
///   (``interpolated(to:fraction:)``). The fraction may lie outside `0 ... 1`:
///   a spring or an overshooting curve such as `easeOutBack` extrapolates.
/// - **Adding and subtracting**, for a ``BasicAnimation`` `byValue`, for additive
///   animations (shown on top of the value beneath), and for cumulative ones (each
///   repetition starting where the previous ended).
/// - **Scaling**, for the tangents of a cubic keyframe spline.
/// - **Distance**, so that paced keyframes move at a constant speed.
///
/// For numbers and vectors these are the usual vector-space operations. For
/// ``Transform3D`` adding is concatenation, as Core Animation composes additive
/// transform animations, so it does not commute: `a.adding(b)` applies `b` first,
/// then `a`, and `a.subtracting(b)` is the transform `x` with `x.adding(b) == a`.
///
/// Conform your own types to animate them under a custom ``AnimationKeyPath``:
///
/// ```swift
/// struct Angle: Interpolatable {
///     var radians: Double
///     static let zero = Angle(radians: 0)
///     func interpolated(to other: Angle, fraction: Double) -> Angle {
///         Angle(radians: radians.interpolated(to: other.radians, fraction: fraction))
///     }
///     func adding(_ other: Angle) -> Angle { Angle(radians: radians + other.radians) }
///     func subtracting(_ other: Angle) -> Angle { Angle(radians: radians - other.radians) }
///     func interpolationDistance(to other: Angle) -> Double { abs(radians - other.radians) }
///     var isFinite: Bool { radians.isFinite }
/// }
/// ```
public protocol Interpolatable: Sendable, Equatable {
    /// The identity of ``adding(_:)``: zero for numbers and vectors, the identity
    /// transform for ``Transform3D``. It is also the default of a custom property.
    static var zero: Self { get }

    /// The value `fraction` of the way from `self` to `other`.
    ///
    /// Returns `self` exactly at fraction 0 and `other` exactly at fraction 1.
    func interpolated(to other: Self, fraction: Double) -> Self

    /// `self` with `other` added on top.
    func adding(_ other: Self) -> Self

    /// The value `x` for which `x.adding(other) == self`.
    func subtracting(_ other: Self) -> Self

    /// `self` multiplied by `factor`.
    ///
    /// The default is `Self.zero.interpolated(to: self, fraction: factor)`.
    func scaled(by factor: Double) -> Self

    /// A non-negative distance between `self` and `other`, for paced keyframes.
    func interpolationDistance(to other: Self) -> Double

    /// Whether every component is a finite number (no NaN, no infinity).
    var isFinite: Bool { get }
}

extension Interpolatable {
    public func scaled(by factor: Double) -> Self {
        Self.zero.interpolated(to: self, fraction: factor)
    }
}

extension Interpolatable {
    /// This value as a `T`, when `T` is exactly its type; nil otherwise. What
    /// `as? T` gives for a value read from storage, without the general dynamic
    /// cast (a property's stored value is always of its own type).
    @inline(__always)
    func exactly<T>(_: T.Type) -> T? {
        guard Self.self == T.self else { return self as? T }
        return unsafeBitCast(self, to: T.self)
    }
}

extension Double {
    /// Linear interpolation that is exact at both ends and when `self == other`.
    @inlinable
    func lerp(to other: Double, _ fraction: Double) -> Double {
        if fraction == 0 { return self }
        if fraction == 1 { return other }
        return self + (other - self) * fraction
    }
}
