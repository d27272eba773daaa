// Core Animation's standard animatable layer properties and their sub-paths,
// with CALayer's value types and default values. `frame` is absent on purpose:
// it is derived from position, bounds, anchor point and transform, not animatable.
import Foundation

/// The shared instances behind the static members, built once.
enum StandardKeyPath {
    static let position = AnimationKeyPath<CGPoint>(property: "position", defaultValue: .zero)
    static let bounds = AnimationKeyPath<CGRect>(property: "bounds", defaultValue: .zero)
    static let anchorPoint = AnimationKeyPath<CGPoint>(property: "anchorPoint", defaultValue: CGPoint(x: 0.5, y: 0.5))
    static let anchorPointZ = AnimationKeyPath<CGFloat>(property: "anchorPointZ", defaultValue: 0)
    static let opacity = AnimationKeyPath<Float>(property: "opacity", defaultValue: 1)
    static let cornerRadius = AnimationKeyPath<CGFloat>(property: "cornerRadius", defaultValue: 0)
    static let borderWidth = AnimationKeyPath<CGFloat>(property: "borderWidth", defaultValue: 0)
    static let borderColor = AnimationKeyPath<RGBAColor>(property: "borderColor", defaultValue: .black)
    static let backgroundColor = AnimationKeyPath<RGBAColor>(property: "backgroundColor", defaultValue: .clear)
    static let shadowColor = AnimationKeyPath<RGBAColor>(property: "shadowColor", defaultValue: .black)
    static let shadowOffset = AnimationKeyPath<CGSize>(property: "shadowOffset", defaultValue: CGSize(width: 0, height: -3))
    static let shadowOpacity = AnimationKeyPath<Float>(property: "shadowOpacity", defaultValue: 0)
    static let shadowRadius = AnimationKeyPath<CGFloat>(property: "shadowRadius", defaultValue: 3)
    static let zPosition = AnimationKeyPath<CGFloat>(property: "zPosition", defaultValue: 0)
    static let transform = AnimationKeyPath<Transform3D>(property: "transform", defaultValue: .identity)
    static let sublayerTransform = AnimationKeyPath<Transform3D>(property: "sublayerTransform", defaultValue: .identity)
    static let contentsRect = AnimationKeyPath<CGRect>(property: "contentsRect", defaultValue: CGRect(x: 0, y: 0, width: 1, height: 1))
    static let positionX = AnimationKeyPath<CGFloat>("position.x", of: position, get: { $0.x }, set: { $0.x = $1 })
    static let positionY = AnimationKeyPath<CGFloat>("position.y", of: position, get: { $0.y }, set: { $0.y = $1 })
    static let anchorPointX = AnimationKeyPath<CGFloat>("anchorPoint.x", of: anchorPoint, get: { $0.x }, set: { $0.x = $1 })
    static let anchorPointY = AnimationKeyPath<CGFloat>("anchorPoint.y", of: anchorPoint, get: { $0.y }, set: { $0.y = $1 })
    static let boundsOrigin = AnimationKeyPath<CGPoint>("bounds.origin", of: bounds, get: { $0.origin }, set: { $0.origin = $1 })
    static let boundsOriginX = AnimationKeyPath<CGFloat>("bounds.origin.x", of: bounds, get: { $0.origin.x }, set: { $0.origin.x = $1 })
    static let boundsOriginY = AnimationKeyPath<CGFloat>("bounds.origin.y", of: bounds, get: { $0.origin.y }, set: { $0.origin.y = $1 })
    static let boundsSize = AnimationKeyPath<CGSize>("bounds.size", of: bounds, get: { $0.size }, set: { $0.size = $1 })
    static let boundsSizeWidth = AnimationKeyPath<CGFloat>("bounds.size.width", of: bounds, get: { $0.size.width }, set: { $0.size.width = $1 })
    static let boundsSizeHeight = AnimationKeyPath<CGFloat>("bounds.size.height", of: bounds, get: { $0.size.height }, set: { $0.size.height = $1 })
    static let shadowOffsetWidth = AnimationKeyPath<CGFloat>("shadowOffset.width", of: shadowOffset, get: { $0.width }, set: { $0.width = $1 })
    static let shadowOffsetHeight = AnimationKeyPath<CGFloat>("shadowOffset.height", of: shadowOffset, get: { $0.height }, set: { $0.height = $1 })
    static let contentsRectOrigin = AnimationKeyPath<CGPoint>("contentsRect.origin", of: contentsRect, get: { $0.origin }, set: { $0.origin = $1 })
    static let contentsRectOriginX = AnimationKeyPath<CGFloat>("contentsRect.origin.x", of: contentsRect, get: { $0.origin.x }, set: { $0.origin.x = $1 })
    static let contentsRectOriginY = AnimationKeyPath<CGFloat>("contentsRect.origin.y", of: contentsRect, get: { $0.origin.y }, set: { $0.origin.y = $1 })
    static let contentsRectSize = AnimationKeyPath<CGSize>("contentsRect.size", of: contentsRect, get: { $0.size }, set: { $0.size = $1 })
    static let contentsRectSizeWidth = AnimationKeyPath<CGFloat>("contentsRect.size.width", of: contentsRect, get: { $0.size.width }, set: { $0.size.width = $1 })
    static let contentsRectSizeHeight = AnimationKeyPath<CGFloat>("contentsRect.size.height", of: contentsRect, get: { $0.size.height }, set: { $0.size.height = $1 })
}

extension AnimationKeyPath where Value == CGPoint {
    /// `position`: The layer's position in its superlayer's coordinates; default (0, 0).
    public static var position: Self { StandardKeyPath.position }
    /// `anchorPoint`: The point, in unit coordinates of the bounds, that `position` places; default (0.5, 0.5).
    public static var anchorPoint: Self { StandardKeyPath.anchorPoint }
    /// `bounds.origin`: The origin of `bounds`.
    public static var boundsOrigin: Self { StandardKeyPath.boundsOrigin }
    /// `contentsRect.origin`: The origin of `contentsRect`.
    public static var contentsRectOrigin: Self { StandardKeyPath.contentsRectOrigin }
}

extension AnimationKeyPath where Value == CGRect {
    /// `bounds`: The layer's bounds rectangle; default zero.
    public static var bounds: Self { StandardKeyPath.bounds }
    /// `contentsRect`: The part of the contents shown, in unit coordinates; default (0, 0, 1, 1).
    public static var contentsRect: Self { StandardKeyPath.contentsRect }
}

extension AnimationKeyPath where Value == CGFloat {
    /// `anchorPointZ`: The anchor point's z component; default 0.
    public static var anchorPointZ: Self { StandardKeyPath.anchorPointZ }
    /// `cornerRadius`: The radius of the layer's rounded corners; default 0.
    public static var cornerRadius: Self { StandardKeyPath.cornerRadius }
    /// `borderWidth`: The width of the layer's border; default 0.
    public static var borderWidth: Self { StandardKeyPath.borderWidth }
    /// `shadowRadius`: The blur radius of the layer's shadow; default 3.
    public static var shadowRadius: Self { StandardKeyPath.shadowRadius }
    /// `zPosition`: The layer's position on the z axis; default 0.
    public static var zPosition: Self { StandardKeyPath.zPosition }
    /// `position.x`: The x component of `position`.
    public static var positionX: Self { StandardKeyPath.positionX }
    /// `position.y`: The y component of `position`.
    public static var positionY: Self { StandardKeyPath.positionY }
    /// `anchorPoint.x`: The x component of `anchorPoint`.
    public static var anchorPointX: Self { StandardKeyPath.anchorPointX }
    /// `anchorPoint.y`: The y component of `anchorPoint`.
    public static var anchorPointY: Self { StandardKeyPath.anchorPointY }
    /// `bounds.origin.x`: The x of the origin of `bounds`.
    public static var boundsOriginX: Self { StandardKeyPath.boundsOriginX }
    /// `bounds.origin.y`: The y of the origin of `bounds`.
    public static var boundsOriginY: Self { StandardKeyPath.boundsOriginY }
    /// `bounds.size.width`: The width of `bounds`.
    public static var boundsSizeWidth: Self { StandardKeyPath.boundsSizeWidth }
    /// `bounds.size.height`: The height of `bounds`.
    public static var boundsSizeHeight: Self { StandardKeyPath.boundsSizeHeight }
    /// `shadowOffset.width`: The width component of `shadowOffset`.
    public static var shadowOffsetWidth: Self { StandardKeyPath.shadowOffsetWidth }
    /// `shadowOffset.height`: The height component of `shadowOffset`.
    public static var shadowOffsetHeight: Self { StandardKeyPath.shadowOffsetHeight }
    /// `contentsRect.origin.x`: The x of the origin of `contentsRect`.
    public static var contentsRectOriginX: Self { StandardKeyPath.contentsRectOriginX }
    /// `contentsRect.origin.y`: The y of the origin of `contentsRect`.
    public static var contentsRectOriginY: Self { StandardKeyPath.contentsRectOriginY }
    /// `contentsRect.size.width`: The width of `contentsRect`.
    public static var contentsRectSizeWidth: Self { StandardKeyPath.contentsRectSizeWidth }
    /// `contentsRect.size.height`: The height of `contentsRect`.
    public static var contentsRectSizeHeight: Self { StandardKeyPath.contentsRectSizeHeight }
}

extension AnimationKeyPath where Value == Float {
    /// `opacity`: The layer's opacity, a `Float` as in `CALayer`; default 1.
    public static var opacity: Self { StandardKeyPath.opacity }
    /// `shadowOpacity`: The opacity of the layer's shadow, a `Float` as in `CALayer`; default 0.
    public static var shadowOpacity: Self { StandardKeyPath.shadowOpacity }
}

extension AnimationKeyPath where Value == RGBAColor {
    /// `borderColor`: The color of the layer's border; default opaque black.
    public static var borderColor: Self { StandardKeyPath.borderColor }
    /// `backgroundColor`: The layer's background color; default clear (Core Animation's nil).
    public static var backgroundColor: Self { StandardKeyPath.backgroundColor }
    /// `shadowColor`: The color of the layer's shadow; default opaque black.
    public static var shadowColor: Self { StandardKeyPath.shadowColor }
}

extension AnimationKeyPath where Value == CGSize {
    /// `shadowOffset`: The offset of the layer's shadow; default (0, −3).
    public static var shadowOffset: Self { StandardKeyPath.shadowOffset }
    /// `bounds.size`: The size of `bounds`.
    public static var boundsSize: Self { StandardKeyPath.boundsSize }
    /// `contentsRect.size`: The size of `contentsRect`.
    public static var contentsRectSize: Self { StandardKeyPath.contentsRectSize }
}

extension AnimationKeyPath where Value == Transform3D {
    /// `transform`: The transform applied to the layer, relative to its anchor point; default identity.
    public static var transform: Self { StandardKeyPath.transform }
    /// `sublayerTransform`: The transform applied to the layer's sublayers; default identity.
    public static var sublayerTransform: Self { StandardKeyPath.sublayerTransform }
}
