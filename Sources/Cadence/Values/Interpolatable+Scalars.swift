import Foundation

// Scalars interpolate linearly; adding is `+`, distance is `|a − b|`.
// `Float` (the type of `opacity`, as in `CALayer`) computes in `Double` and rounds once.

extension Double: Interpolatable {
    public func interpolated(to other: Double, fraction: Double) -> Double {
        lerp(to: other, fraction)
    }
    public func adding(_ other: Double) -> Double { self + other }
    public func subtracting(_ other: Double) -> Double { self - other }
    public func scaled(by factor: Double) -> Double { self * factor }
    public func interpolationDistance(to other: Double) -> Double { abs(self - other) }
}

extension Float: Interpolatable {
    public func interpolated(to other: Float, fraction: Double) -> Float {
        Float(Double(self).lerp(to: Double(other), fraction))
    }
    public func adding(_ other: Float) -> Float { self + other }
    public func subtracting(_ other: Float) -> Float { self - other }
    public func scaled(by factor: Double) -> Float { Float(Double(self) * factor) }
    public func interpolationDistance(to other: Float) -> Double { abs(Double(self) - Double(other)) }
}

extension CGFloat: Interpolatable {
    public func interpolated(to other: CGFloat, fraction: Double) -> CGFloat {
        CGFloat(Double(self).lerp(to: Double(other), fraction))
    }
    public func adding(_ other: CGFloat) -> CGFloat { self + other }
    public func subtracting(_ other: CGFloat) -> CGFloat { self - other }
    public func scaled(by factor: Double) -> CGFloat { self * CGFloat(factor) }
    public func interpolationDistance(to other: CGFloat) -> Double { Swift.abs(Double(self) - Double(other)) }
}
