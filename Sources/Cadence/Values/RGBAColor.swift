import Foundation

/// A color as red, green, blue and alpha components, each usually in `0 ... 1`.
///
/// Stands in for `CGColor` (which Linux lacks) in `backgroundColor`,
/// `borderColor` and `shadowColor`. Like Core Animation, Cadence interpolates
/// colors component by component in their own space, without premultiplying.
///
/// ```swift
/// let halfway = RGBAColor.red.interpolated(to: .blue, fraction: 0.5)
/// // RGBAColor(red: 0.5, green: 0, blue: 0.5, alpha: 1)
/// ```
public struct RGBAColor: Hashable, Sendable {
    /// The red component.
    public var red: CGFloat
    /// The green component.
    public var green: CGFloat
    /// The blue component.
    public var blue: CGFloat
    /// The opacity: 0 transparent, 1 opaque.
    public var alpha: CGFloat

    /// A color from its components; alpha defaults to opaque.
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat = 1) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
    }

    /// A color from `[r, g, b, a]`, the scenario file encoding; nil unless four numbers.
    public init?(components: [Double]) {
        guard components.count == 4 else { return nil }
        self.init(
            red: CGFloat(components[0]), green: CGFloat(components[1]),
            blue: CGFloat(components[2]), alpha: CGFloat(components[3]))
    }

    /// `[red, green, blue, alpha]`.
    public var components: [Double] { [Double(red), Double(green), Double(blue), Double(alpha)] }

    /// Transparent black, `(0, 0, 0, 0)`: Core Animation's `nil` background.
    public static let clear = RGBAColor(red: 0, green: 0, blue: 0, alpha: 0)
    /// Opaque black: the default `borderColor` and `shadowColor`.
    public static let black = RGBAColor(red: 0, green: 0, blue: 0)
    /// Opaque white.
    public static let white = RGBAColor(red: 1, green: 1, blue: 1)
    /// Opaque red.
    public static let red = RGBAColor(red: 1, green: 0, blue: 0)
    /// Opaque green.
    public static let green = RGBAColor(red: 0, green: 1, blue: 0)
    /// Opaque blue.
    public static let blue = RGBAColor(red: 0, green: 0, blue: 1)
}

extension RGBAColor: Interpolatable {
    public static let zero = RGBAColor.clear

    public func interpolated(to other: RGBAColor, fraction: Double) -> RGBAColor {
        RGBAColor(
            red: red.interpolated(to: other.red, fraction: fraction),
            green: green.interpolated(to: other.green, fraction: fraction),
            blue: blue.interpolated(to: other.blue, fraction: fraction),
            alpha: alpha.interpolated(to: other.alpha, fraction: fraction))
    }

    public func adding(_ other: RGBAColor) -> RGBAColor {
        RGBAColor(red: red + other.red, green: green + other.green, blue: blue + other.blue, alpha: alpha + other.alpha)
    }

    public func subtracting(_ other: RGBAColor) -> RGBAColor {
        RGBAColor(red: red - other.red, green: green - other.green, blue: blue - other.blue, alpha: alpha - other.alpha)
    }

    public func scaled(by factor: Double) -> RGBAColor {
        RGBAColor(
            red: red.scaled(by: factor), green: green.scaled(by: factor),
            blue: blue.scaled(by: factor), alpha: alpha.scaled(by: factor))
    }

    public func interpolationDistance(to other: RGBAColor) -> Double {
        let d = subtracting(other).components
        return d.reduce(0) { $0 + $1 * $1 }.squareRoot()
    }

    public var isFinite: Bool { red.isFinite && green.isFinite && blue.isFinite && alpha.isFinite }
}

extension RGBAColor: CustomStringConvertible {
    public var description: String {
        "RGBAColor(red: \(red), green: \(green), blue: \(blue), alpha: \(alpha))"
    }
}
