#if !canImport(QuartzCore)
import Cadence
import Foundation

// CALayer's typed animatable properties, with Core Animation's types (public,
// not open: members of an extension cannot be overridden without @objc); each
// reads and writes the same value as key-value coding under its name.
extension CALayer {
    /// The layer's position in its superlayer (default (0, 0)).
    public var position: CGPoint {
        get { read(.position) }
        set { write(newValue, .position) }
    }

    /// The layer's bounds (default empty).
    public var bounds: CGRect {
        get { read(.bounds) }
        set { write(newValue, .bounds) }
    }

    /// The point of the bounds placed at ``position`` (default (0.5, 0.5)).
    public var anchorPoint: CGPoint {
        get { read(.anchorPoint) }
        set { write(newValue, .anchorPoint) }
    }

    /// The layer's opacity (default 1).
    public var opacity: Float {
        get { read(.opacity) }
        set { write(newValue, .opacity) }
    }

    /// The layer's transform (default identity).
    public var transform: CATransform3D {
        get { CATransform3D(read(.transform)) }
        set { write(newValue.cadenceTransform, .transform) }
    }

    /// The radius of the layer's rounded corners (default 0).
    public var cornerRadius: CGFloat {
        get { read(.cornerRadius) }
        set { write(newValue, .cornerRadius) }
    }

    /// The layer's background colour (default nil).
    public var backgroundColor: CGColor? {
        get { value(forKeyPath: "backgroundColor") as? CGColor }
        set { setValue(newValue, forKeyPath: "backgroundColor") }
    }

    /// The colour of the layer's border (default nil).
    public var borderColor: CGColor? {
        get { value(forKeyPath: "borderColor") as? CGColor }
        set { setValue(newValue, forKeyPath: "borderColor") }
    }

    /// The colour of the layer's shadow (default nil).
    public var shadowColor: CGColor? {
        get { value(forKeyPath: "shadowColor") as? CGColor }
        set { setValue(newValue, forKeyPath: "shadowColor") }
    }
}
#endif
