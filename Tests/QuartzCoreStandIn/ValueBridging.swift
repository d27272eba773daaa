#if !canImport(QuartzCore)
import Cadence
import Foundation

// How the stand-in carries values between Core Animation's untyped `Any` (an
// `NSNumber`, a `CGPoint`/`CGSize`/`CGRect`/`CATransform3D` struct, a
// `CGColor`) and Cadence's typed values. Every conversion is led by the type
// Cadence's key path expects, as Core Animation's key-value coding is led by
// the property's type.

enum Transform3DBridge {
    static func rotation(_ angle: CGFloat, _ x: CGFloat, _ y: CGFloat, _ z: CGFloat) -> Transform3D {
        Transform3D(rotationAngle: angle, x: x, y: y, z: z)
    }
}

extension CATransform3D {
    init(_ t: Transform3D) {
        self.init(
            m11: t.m11, m12: t.m12, m13: t.m13, m14: t.m14, m21: t.m21, m22: t.m22, m23: t.m23, m24: t.m24,
            m31: t.m31, m32: t.m32, m33: t.m33, m34: t.m34, m41: t.m41, m42: t.m42, m43: t.m43, m44: t.m44)
    }

    var cadenceTransform: Transform3D {
        Transform3D(
            m11: m11, m12: m12, m13: m13, m14: m14, m21: m21, m22: m22, m23: m23, m24: m24,
            m31: m31, m32: m32, m33: m33, m34: m34, m41: m41, m42: m42, m43: m43, m44: m44)
    }
}

enum ValueBridge {
    /// A Cadence value as Core Animation's key-value coding gives it.
    static func coreAnimationValue(_ value: any Interpolatable) -> Any {
        switch value {
        case let number as CGFloat: NSNumber(value: Double(number))
        case let number as Float: NSNumber(value: number)
        case let number as Double: NSNumber(value: number)
        case let transform as Transform3D: CATransform3D(transform)
        case let color as RGBAColor:
            CGColor(srgbRed: color.red, green: color.green, blue: color.blue, alpha: color.alpha)
        default: value  // CGPoint, CGSize, CGRect: as they are
        }
    }

    /// `value` as a `Value`, or nil when it holds another type.
    static func cadenceValue<Value: Interpolatable>(_ value: Any?, as type: Value.Type) -> Value? {
        guard let value else { return nil }
        let converted: Any? =
            switch type {
            case is CGFloat.Type: number(value).map { CGFloat($0) }
            case is Float.Type: number(value).map { Float($0) }
            case is Double.Type: number(value)
            case is Transform3D.Type: (value as? CATransform3D)?.cadenceTransform
            case is RGBAColor.Type: (value as? CGColor).flatMap(color)
            default: value
            }
        return converted as? Value
    }

    private static func number(_ value: Any) -> Double? {
        switch value {
        case let number as NSNumber: number.doubleValue
        case let number as CGFloat: Double(number)
        case let number as Float: Double(number)
        default: nil
        }
    }

    private static func color(_ color: CGColor) -> RGBAColor? {
        guard let c = color.components, c.count == 4 else { return nil }
        return RGBAColor(red: c[0], green: c[1], blue: c[2], alpha: c[3])
    }

    /// The standard key path named `name`, or nil for any other name.
    static func keyPath(named name: String) -> (any AnimationKeyPathProtocol)? {
        AnimationKeyPaths.standard(named: name)
    }
}
#endif
