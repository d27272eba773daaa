#if !canImport(QuartzCore)
import Foundation

/// A cubic Bézier from (0, 0) to (1, 1) that paces an animation, its two
/// control points held as `Float`s as Core Animation holds them.
open class CAMediaTimingFunction: NSObject {
    /// c1x, c1y, c2x, c2y.
    let controlPoints: (Float, Float, Float, Float)

    /// The curve through `(c1x, c1y)` and `(c2x, c2y)`.
    public init(controlPoints c1x: Float, _ c1y: Float, _ c2x: Float, _ c2y: Float) {
        controlPoints = (c1x, c1y, c2x, c2y)
        super.init()
    }

    /// One of the predefined curves; an unknown name gives the linear curve.
    public convenience init(name: CAMediaTimingFunctionName) {
        switch name {
        case .easeIn: self.init(controlPoints: 0.42, 0, 1, 1)
        case .easeOut: self.init(controlPoints: 0, 0, 0.58, 1)
        case .easeInEaseOut: self.init(controlPoints: 0.42, 0, 0.58, 1)
        case .default: self.init(controlPoints: 0.25, 0.1, 0.25, 1)
        default: self.init(controlPoints: 0, 0, 1, 1)
        }
    }

    /// Writes control point `idx` (0 is (0, 0), 1 and 2 the given points, 3 is
    /// (1, 1)) as x then y into `ptr`, which must hold two `Float`s.
    open func getControlPoint(at idx: Int, values ptr: UnsafeMutablePointer<Float>) {
        let (c1x, c1y, c2x, c2y) = controlPoints
        let point: (Float, Float) = switch idx {
        case 0: (0, 0)
        case 1: (c1x, c1y)
        case 2: (c2x, c2y)
        default: (1, 1)
        }
        ptr[0] = point.0
        ptr[1] = point.1
    }
}
#endif
