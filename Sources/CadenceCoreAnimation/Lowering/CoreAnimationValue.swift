import Cadence
import Foundation

/// A value as Core Animation holds it in an animation's `fromValue`,
/// `toValue`, `byValue` or `values`: an `NSNumber`, an `NSValue` around a
/// `CGPoint`, `CGSize`, `CGRect` or `CATransform3D`, or a `CGColor`.
public enum CoreAnimationValue: Hashable, Sendable {
    /// A number (`NSNumber`): `CGFloat`, `Double` and `Float` properties.
    case number(Double)
    /// A point (`CGPoint`).
    case point(CGPoint)
    /// A size (`CGSize`).
    case size(CGSize)
    /// A rectangle (`CGRect`).
    case rect(CGRect)
    /// A transform (`CATransform3D`), field by field.
    case transform(TransformFields)
    /// A colour (`CGColor`), as its sRGB components.
    case color(ColorComponents)
}

/// `CATransform3D`'s sixteen fields, `m11` … `m44`, row by row: the same
/// layout as Cadence's `Transform3D`.
public struct TransformFields: Hashable, Sendable {
    public var m11: CGFloat, m12: CGFloat, m13: CGFloat, m14: CGFloat
    public var m21: CGFloat, m22: CGFloat, m23: CGFloat, m24: CGFloat
    public var m31: CGFloat, m32: CGFloat, m33: CGFloat, m34: CGFloat
    public var m41: CGFloat, m42: CGFloat, m43: CGFloat, m44: CGFloat

    /// The fields, labelled as `CATransform3D`'s memberwise initializer labels them.
    public init(
        m11: CGFloat, m12: CGFloat, m13: CGFloat, m14: CGFloat,
        m21: CGFloat, m22: CGFloat, m23: CGFloat, m24: CGFloat,
        m31: CGFloat, m32: CGFloat, m33: CGFloat, m34: CGFloat,
        m41: CGFloat, m42: CGFloat, m43: CGFloat, m44: CGFloat
    ) {
        (self.m11, self.m12, self.m13, self.m14) = (m11, m12, m13, m14)
        (self.m21, self.m22, self.m23, self.m24) = (m21, m22, m23, m24)
        (self.m31, self.m32, self.m33, self.m34) = (m31, m32, m33, m34)
        (self.m41, self.m42, self.m43, self.m44) = (m41, m42, m43, m44)
    }
}

/// A colour's sRGB components, each in 0…1, as `CGColor(srgbRed:green:blue:alpha:)` takes them.
public struct ColorComponents: Hashable, Sendable {
    public var red: CGFloat
    public var green: CGFloat
    public var blue: CGFloat
    public var alpha: CGFloat

    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        (self.red, self.green, self.blue, self.alpha) = (red, green, blue, alpha)
    }
}
