import Cadence
import Foundation

// Converting between Cadence's value types and Core Animation's, both ways.

extension CoreAnimationValue {
    /// The Core Animation form of one of Cadence's standard value types, or nil
    /// for any other type (a custom `Interpolatable` of your own).
    ///
    /// | Cadence | Core Animation |
    /// |---|---|
    /// | `Double`, `Float`, `CGFloat` | ``number(_:)`` (`NSNumber`) |
    /// | `CGPoint`, `CGSize`, `CGRect` | ``point(_:)``, ``size(_:)``, ``rect(_:)`` |
    /// | `Transform3D` | ``transform(_:)``, field by field |
    /// | `RGBAColor` | ``color(_:)`` |
    ///
    /// Every conversion is exact: a `Float` or `CGFloat` widens to `Double`
    /// without rounding.
    public init?<Value: Interpolatable>(_ value: Value) {
        switch value {
        case let number as Double where Value.self == Double.self: self = .number(number)
        case let number as CGFloat where Value.self == CGFloat.self: self = .number(Double(number))
        case let number as Float where Value.self == Float.self: self = .number(Double(number))
        case let point as CGPoint: self = .point(point)
        case let size as CGSize: self = .size(size)
        case let rect as CGRect: self = .rect(rect)
        case let transform as Transform3D: self = .transform(TransformFields(transform))
        case let color as RGBAColor:
            self = .color(ColorComponents(red: color.red, green: color.green, blue: color.blue, alpha: color.alpha))
        default: return nil
        }
    }

    /// This value as a `Value`, or nil when it does not fit that type: the
    /// inverse of ``init(_:)``.
    ///
    /// A ``number(_:)`` fits `Double`, `CGFloat` and `Float` (rounded to the
    /// nearest `Float`, exact for a number that came from one); each other case
    /// fits its own type only (``transform(_:)`` is a `Transform3D`,
    /// ``color(_:)`` an `RGBAColor`).
    ///
    /// ```swift
    /// CoreAnimationValue.number(0.5).interpolatable(as: Float.self)  // 0.5
    /// CoreAnimationValue.number(0.5).interpolatable(as: CGPoint.self) // nil
    /// ```
    public func interpolatable<Value: Interpolatable>(as type: Value.Type) -> Value? {
        let value: any Interpolatable
        switch self {
        case .number(let number):
            switch type {
            case is Double.Type: value = number
            case is CGFloat.Type: value = CGFloat(number)
            case is Float.Type: value = Float(number)
            default: return nil
            }
        case .point(let point): value = point
        case .size(let size): value = size
        case .rect(let rect): value = rect
        case .transform(let fields): value = Transform3D(fields)
        case .color(let color): value = RGBAColor(red: color.red, green: color.green, blue: color.blue, alpha: color.alpha)
        }
        return value as? Value
    }
}

extension TransformFields {
    /// The fields of `transform`, which has `CATransform3D`'s layout.
    public init(_ transform: Transform3D) {
        self.init(
            m11: transform.m11, m12: transform.m12, m13: transform.m13, m14: transform.m14,
            m21: transform.m21, m22: transform.m22, m23: transform.m23, m24: transform.m24,
            m31: transform.m31, m32: transform.m32, m33: transform.m33, m34: transform.m34,
            m41: transform.m41, m42: transform.m42, m43: transform.m43, m44: transform.m44)
    }
}

extension Transform3D {
    /// The transform with `fields`, `CATransform3D`'s sixteen fields.
    public init(_ fields: TransformFields) {
        self.init(
            m11: fields.m11, m12: fields.m12, m13: fields.m13, m14: fields.m14,
            m21: fields.m21, m22: fields.m22, m23: fields.m23, m24: fields.m24,
            m31: fields.m31, m32: fields.m32, m33: fields.m33, m34: fields.m34,
            m41: fields.m41, m42: fields.m42, m43: fields.m43, m44: fields.m44)
    }
}
