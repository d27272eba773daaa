import Foundation

// The components of `transform` and `sublayerTransform` that Core Animation
// exposes as key paths (CATransform3D key paths), read and written through the
// transform's decomposition.

extension StandardKeyPath {
    static let transformRotation = AnimationKeyPath<CGFloat>("transform.rotation", component: \Transform3D.rotation, of: transform)
    static let transformRotationX = AnimationKeyPath<CGFloat>("transform.rotation.x", component: \Transform3D.rotationX, of: transform)
    static let transformRotationY = AnimationKeyPath<CGFloat>("transform.rotation.y", component: \Transform3D.rotationY, of: transform)
    static let transformRotationZ = AnimationKeyPath<CGFloat>("transform.rotation.z", component: \Transform3D.rotationZ, of: transform)
    static let transformScale = AnimationKeyPath<CGFloat>("transform.scale", component: \Transform3D.scale, of: transform)
    static let transformScaleX = AnimationKeyPath<CGFloat>("transform.scale.x", component: \Transform3D.scaleX, of: transform)
    static let transformScaleY = AnimationKeyPath<CGFloat>("transform.scale.y", component: \Transform3D.scaleY, of: transform)
    static let transformScaleZ = AnimationKeyPath<CGFloat>("transform.scale.z", component: \Transform3D.scaleZ, of: transform)
    static let transformTranslation = AnimationKeyPath<CGSize>("transform.translation", component: \Transform3D.translation, of: transform)
    static let transformTranslationX = AnimationKeyPath<CGFloat>("transform.translation.x", component: \Transform3D.translationX, of: transform)
    static let transformTranslationY = AnimationKeyPath<CGFloat>("transform.translation.y", component: \Transform3D.translationY, of: transform)
    static let transformTranslationZ = AnimationKeyPath<CGFloat>("transform.translation.z", component: \Transform3D.translationZ, of: transform)
    static let sublayerTransformRotation = AnimationKeyPath<CGFloat>("sublayerTransform.rotation", component: \Transform3D.rotation, of: sublayerTransform)
    static let sublayerTransformRotationX = AnimationKeyPath<CGFloat>("sublayerTransform.rotation.x", component: \Transform3D.rotationX, of: sublayerTransform)
    static let sublayerTransformRotationY = AnimationKeyPath<CGFloat>("sublayerTransform.rotation.y", component: \Transform3D.rotationY, of: sublayerTransform)
    static let sublayerTransformRotationZ = AnimationKeyPath<CGFloat>("sublayerTransform.rotation.z", component: \Transform3D.rotationZ, of: sublayerTransform)
    static let sublayerTransformScale = AnimationKeyPath<CGFloat>("sublayerTransform.scale", component: \Transform3D.scale, of: sublayerTransform)
    static let sublayerTransformScaleX = AnimationKeyPath<CGFloat>("sublayerTransform.scale.x", component: \Transform3D.scaleX, of: sublayerTransform)
    static let sublayerTransformScaleY = AnimationKeyPath<CGFloat>("sublayerTransform.scale.y", component: \Transform3D.scaleY, of: sublayerTransform)
    static let sublayerTransformScaleZ = AnimationKeyPath<CGFloat>("sublayerTransform.scale.z", component: \Transform3D.scaleZ, of: sublayerTransform)
    static let sublayerTransformTranslation = AnimationKeyPath<CGSize>("sublayerTransform.translation", component: \Transform3D.translation, of: sublayerTransform)
    static let sublayerTransformTranslationX = AnimationKeyPath<CGFloat>("sublayerTransform.translation.x", component: \Transform3D.translationX, of: sublayerTransform)
    static let sublayerTransformTranslationY = AnimationKeyPath<CGFloat>("sublayerTransform.translation.y", component: \Transform3D.translationY, of: sublayerTransform)
    static let sublayerTransformTranslationZ = AnimationKeyPath<CGFloat>("sublayerTransform.translation.z", component: \Transform3D.translationZ, of: sublayerTransform)
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
