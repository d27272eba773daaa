#if !canImport(QuartzCore)
import Foundation

/// A colour: CoreGraphics' `CGColor`, reduced to what the stand-in needs,
/// sRGB components.
public final class CGColor {
    /// Red, green, blue and alpha.
    public let components: [CGFloat]?
    /// The number of components, alpha included.
    public var numberOfComponents: Int { components?.count ?? 0 }
    /// The alpha component.
    public var alpha: CGFloat { components?.last ?? 1 }

    /// An sRGB colour.
    public init(srgbRed red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        components = [red, green, blue, alpha]
    }
}
#endif
