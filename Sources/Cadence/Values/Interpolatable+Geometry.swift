import Foundation

// Points, sizes and rectangles interpolate component by component, as Core
// Animation does for `position`, `bounds` and `shadowOffset`. Distance is Euclidean
// over the components.

extension CGPoint: Interpolatable {
    public func interpolated(to other: CGPoint, fraction: Double) -> CGPoint {
        CGPoint(x: x.interpolated(to: other.x, fraction: fraction), y: y.interpolated(to: other.y, fraction: fraction))
    }
    public func adding(_ other: CGPoint) -> CGPoint { CGPoint(x: x + other.x, y: y + other.y) }
    public func subtracting(_ other: CGPoint) -> CGPoint { CGPoint(x: x - other.x, y: y - other.y) }
    public func scaled(by factor: Double) -> CGPoint { CGPoint(x: x.scaled(by: factor), y: y.scaled(by: factor)) }
    public func interpolationDistance(to other: CGPoint) -> Double { hypot(Double(x - other.x), Double(y - other.y)) }
    public var isFinite: Bool { x.isFinite && y.isFinite }
}

extension CGSize: Interpolatable {
    public func interpolated(to other: CGSize, fraction: Double) -> CGSize {
        CGSize(
            width: width.interpolated(to: other.width, fraction: fraction),
            height: height.interpolated(to: other.height, fraction: fraction))
    }
    public func adding(_ other: CGSize) -> CGSize { CGSize(width: width + other.width, height: height + other.height) }
    public func subtracting(_ other: CGSize) -> CGSize {
        CGSize(width: width - other.width, height: height - other.height)
    }
    public func scaled(by factor: Double) -> CGSize {
        CGSize(width: width.scaled(by: factor), height: height.scaled(by: factor))
    }
    public func interpolationDistance(to other: CGSize) -> Double {
        hypot(Double(width - other.width), Double(height - other.height))
    }
    public var isFinite: Bool { width.isFinite && height.isFinite }
}

extension CGRect: Interpolatable {
    public func interpolated(to other: CGRect, fraction: Double) -> CGRect {
        CGRect(
            origin: origin.interpolated(to: other.origin, fraction: fraction),
            size: size.interpolated(to: other.size, fraction: fraction))
    }
    public func adding(_ other: CGRect) -> CGRect {
        CGRect(origin: origin.adding(other.origin), size: size.adding(other.size))
    }
    public func subtracting(_ other: CGRect) -> CGRect {
        CGRect(origin: origin.subtracting(other.origin), size: size.subtracting(other.size))
    }
    public func scaled(by factor: Double) -> CGRect {
        CGRect(origin: origin.scaled(by: factor), size: size.scaled(by: factor))
    }
    public func interpolationDistance(to other: CGRect) -> Double {
        let o = origin.interpolationDistance(to: other.origin)
        let s = size.interpolationDistance(to: other.size)
        return (o * o + s * s).squareRoot()
    }
    public var isFinite: Bool { origin.isFinite && size.isFinite }
}
