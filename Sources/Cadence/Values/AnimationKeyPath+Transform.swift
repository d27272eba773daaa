import Foundation

// The components of `transform` and `sublayerTransform` that Core Animation
// exposes as key paths (CATransform3D key paths), read and written through the
// transform's decomposition.

extension StandardKeyPath {
    static let transformRotation = AnimationKeyPath<CGFloat>("transform.rotation", of: transform, get: { $0.rotation }, set: { $0.rotation = $1 })
    static let transformRotationX = AnimationKeyPath<CGFloat>("transform.rotation.x", of: transform, get: { $0.rotationX }, set: { $0.rotationX = $1 })
    static let transformRotationY = AnimationKeyPath<CGFloat>("transform.rotation.y", of: transform, get: { $0.rotationY }, set: { $0.rotationY = $1 })
    static let transformRotationZ = AnimationKeyPath<CGFloat>("transform.rotation.z", of: transform, get: { $0.rotationZ }, set: { $0.rotationZ = $1 })
    static let transformScale = AnimationKeyPath<CGFloat>("transform.scale", of: transform, get: { $0.scale }, set: { $0.scale = $1 })
    static let transformScaleX = AnimationKeyPath<CGFloat>("transform.scale.x", of: transform, get: { $0.scaleX }, set: { $0.scaleX = $1 })
    static let transformScaleY = AnimationKeyPath<CGFloat>("transform.scale.y", of: transform, get: { $0.scaleY }, set: { $0.scaleY = $1 })
    static let transformScaleZ = AnimationKeyPath<CGFloat>("transform.scale.z", of: transform, get: { $0.scaleZ }, set: { $0.scaleZ = $1 })
    static let transformTranslation = AnimationKeyPath<CGSize>("transform.translation", of: transform, get: { $0.translation }, set: { $0.translation = $1 })
    static let transformTranslationX = AnimationKeyPath<CGFloat>("transform.translation.x", of: transform, get: { $0.translationX }, set: { $0.translationX = $1 })
    static let transformTranslationY = AnimationKeyPath<CGFloat>("transform.translation.y", of: transform, get: { $0.translationY }, set: { $0.translationY = $1 })
    static let transformTranslationZ = AnimationKeyPath<CGFloat>("transform.translation.z", of: transform, get: { $0.translationZ }, set: { $0.translationZ = $1 })
    static let sublayerTransformRotation = AnimationKeyPath<CGFloat>("sublayerTransform.rotation", of: sublayerTransform, get: { $0.rotation }, set: { $0.rotation = $1 })
    static let sublayerTransformRotationX = AnimationKeyPath<CGFloat>("sublayerTransform.rotation.x", of: sublayerTransform, get: { $0.rotationX }, set: { $0.rotationX = $1 })
    static let sublayerTransformRotationY = AnimationKeyPath<CGFloat>("sublayerTransform.rotation.y", of: sublayerTransform, get: { $0.rotationY }, set: { $0.rotationY = $1 })
    static let sublayerTransformRotationZ = AnimationKeyPath<CGFloat>("sublayerTransform.rotation.z", of: sublayerTransform, get: { $0.rotationZ }, set: { $0.rotationZ = $1 })
    static let sublayerTransformScale = AnimationKeyPath<CGFloat>("sublayerTransform.scale", of: sublayerTransform, get: { $0.scale }, set: { $0.scale = $1 })
    static let sublayerTransformScaleX = AnimationKeyPath<CGFloat>("sublayerTransform.scale.x", of: sublayerTransform, get: { $0.scaleX }, set: { $0.scaleX = $1 })
    static let sublayerTransformScaleY = AnimationKeyPath<CGFloat>("sublayerTransform.scale.y", of: sublayerTransform, get: { $0.scaleY }, set: { $0.scaleY = $1 })
    static let sublayerTransformScaleZ = AnimationKeyPath<CGFloat>("sublayerTransform.scale.z", of: sublayerTransform, get: { $0.scaleZ }, set: { $0.scaleZ = $1 })
    static let sublayerTransformTranslation = AnimationKeyPath<CGSize>("sublayerTransform.translation", of: sublayerTransform, get: { $0.translation }, set: { $0.translation = $1 })
    static let sublayerTransformTranslationX = AnimationKeyPath<CGFloat>("sublayerTransform.translation.x", of: sublayerTransform, get: { $0.translationX }, set: { $0.translationX = $1 })
    static let sublayerTransformTranslationY = AnimationKeyPath<CGFloat>("sublayerTransform.translation.y", of: sublayerTransform, get: { $0.translationY }, set: { $0.translationY = $1 })
    static let sublayerTransformTranslationZ = AnimationKeyPath<CGFloat>("sublayerTransform.translation.z", of: sublayerTransform, get: { $0.translationZ }, set: { $0.translationZ = $1 })
}

extension AnimationKeyPath where Value == CGFloat {
    /// `transform.rotation`: The rotation about z of `transform`, in radians (the same as `transform.rotation.z`).
    public static var transformRotation: Self { StandardKeyPath.transformRotation }
    /// `transform.rotation.x`: The rotation about x of `transform`, in radians.
    public static var transformRotationX: Self { StandardKeyPath.transformRotationX }
    /// `transform.rotation.y`: The rotation about y of `transform`, in radians.
    public static var transformRotationY: Self { StandardKeyPath.transformRotationY }
    /// `transform.rotation.z`: The rotation about z of `transform`, in radians.
    public static var transformRotationZ: Self { StandardKeyPath.transformRotationZ }
    /// `transform.scale`: The average of the three scale factors of `transform`; setting it sets all three.
    public static var transformScale: Self { StandardKeyPath.transformScale }
    /// `transform.scale.x`: The x scale factor of `transform`.
    public static var transformScaleX: Self { StandardKeyPath.transformScaleX }
    /// `transform.scale.y`: The y scale factor of `transform`.
    public static var transformScaleY: Self { StandardKeyPath.transformScaleY }
    /// `transform.scale.z`: The z scale factor of `transform`.
    public static var transformScaleZ: Self { StandardKeyPath.transformScaleZ }
    /// `transform.translation.x`: The x translation of `transform`.
    public static var transformTranslationX: Self { StandardKeyPath.transformTranslationX }
    /// `transform.translation.y`: The y translation of `transform`.
    public static var transformTranslationY: Self { StandardKeyPath.transformTranslationY }
    /// `transform.translation.z`: The z translation of `transform`.
    public static var transformTranslationZ: Self { StandardKeyPath.transformTranslationZ }
    /// `sublayerTransform.rotation`: The rotation about z of `sublayerTransform`, in radians (the same as `sublayerTransform.rotation.z`).
    public static var sublayerTransformRotation: Self { StandardKeyPath.sublayerTransformRotation }
    /// `sublayerTransform.rotation.x`: The rotation about x of `sublayerTransform`, in radians.
    public static var sublayerTransformRotationX: Self { StandardKeyPath.sublayerTransformRotationX }
    /// `sublayerTransform.rotation.y`: The rotation about y of `sublayerTransform`, in radians.
    public static var sublayerTransformRotationY: Self { StandardKeyPath.sublayerTransformRotationY }
    /// `sublayerTransform.rotation.z`: The rotation about z of `sublayerTransform`, in radians.
    public static var sublayerTransformRotationZ: Self { StandardKeyPath.sublayerTransformRotationZ }
    /// `sublayerTransform.scale`: The average of the three scale factors of `sublayerTransform`; setting it sets all three.
    public static var sublayerTransformScale: Self { StandardKeyPath.sublayerTransformScale }
    /// `sublayerTransform.scale.x`: The x scale factor of `sublayerTransform`.
    public static var sublayerTransformScaleX: Self { StandardKeyPath.sublayerTransformScaleX }
    /// `sublayerTransform.scale.y`: The y scale factor of `sublayerTransform`.
    public static var sublayerTransformScaleY: Self { StandardKeyPath.sublayerTransformScaleY }
    /// `sublayerTransform.scale.z`: The z scale factor of `sublayerTransform`.
    public static var sublayerTransformScaleZ: Self { StandardKeyPath.sublayerTransformScaleZ }
    /// `sublayerTransform.translation.x`: The x translation of `sublayerTransform`.
    public static var sublayerTransformTranslationX: Self { StandardKeyPath.sublayerTransformTranslationX }
    /// `sublayerTransform.translation.y`: The y translation of `sublayerTransform`.
    public static var sublayerTransformTranslationY: Self { StandardKeyPath.sublayerTransformTranslationY }
    /// `sublayerTransform.translation.z`: The z translation of `sublayerTransform`.
    public static var sublayerTransformTranslationZ: Self { StandardKeyPath.sublayerTransformTranslationZ }
}

extension AnimationKeyPath where Value == CGSize {
    /// `transform.translation`: The x and y translation of `transform`, as a `CGSize` (as Core Animation has it).
    public static var transformTranslation: Self { StandardKeyPath.transformTranslation }
    /// `sublayerTransform.translation`: The x and y translation of `sublayerTransform`, as a `CGSize` (as Core Animation has it).
    public static var sublayerTransformTranslation: Self { StandardKeyPath.sublayerTransformTranslation }
}
