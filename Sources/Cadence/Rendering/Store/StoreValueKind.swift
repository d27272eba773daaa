import Foundation

/// The render store's typed tables, one per value type Core Animation's layer
/// properties use, and ``other`` for custom types, which the store leaves to the
/// general path (values by name, animations through `any LayerAnimation`).
enum StoreValueKind: UInt8, Sendable {
    case cgFloat, double, float, point, size, rect, color, transform, other

    /// The table for values of type `type`: a comparison of type metadata, no dynamic cast.
    init<Value>(_ type: Value.Type) {
        self =
            switch ObjectIdentifier(type) {
            case ObjectIdentifier(CGFloat.self): .cgFloat
            case ObjectIdentifier(Double.self): .double
            case ObjectIdentifier(Float.self): .float
            case ObjectIdentifier(CGPoint.self): .point
            case ObjectIdentifier(CGSize.self): .size
            case ObjectIdentifier(CGRect.self): .rect
            case ObjectIdentifier(RGBAColor.self): .color
            case ObjectIdentifier(Transform3D.self): .transform
            default: .other
            }
    }
}
