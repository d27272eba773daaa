/// The standard key paths, looked up by name.
///
/// ```swift
/// let path = try AnimationKeyPaths.named("transform.rotation.z")
/// path.valueType  // CGFloat.self
/// try AnimationKeyPaths.named("conerRadius")
/// // throws: keyPath: expected a standard key path, got 'conerRadius' (did you mean 'cornerRadius'?)
/// ```
public enum AnimationKeyPaths {
    /// Every standard key path: each stored property followed by its sub-paths.
    public static let standard: [any AnimationKeyPathProtocol] = [
        StandardKeyPath.position,
        StandardKeyPath.positionX,
        StandardKeyPath.positionY,
        StandardKeyPath.bounds,
        StandardKeyPath.boundsOrigin,
        StandardKeyPath.boundsOriginX,
        StandardKeyPath.boundsOriginY,
        StandardKeyPath.boundsSize,
        StandardKeyPath.boundsSizeWidth,
        StandardKeyPath.boundsSizeHeight,
        StandardKeyPath.anchorPoint,
        StandardKeyPath.anchorPointX,
        StandardKeyPath.anchorPointY,
        StandardKeyPath.anchorPointZ,
        StandardKeyPath.opacity,
        StandardKeyPath.cornerRadius,
        StandardKeyPath.borderWidth,
        StandardKeyPath.borderColor,
        StandardKeyPath.backgroundColor,
        StandardKeyPath.shadowColor,
        StandardKeyPath.shadowOffset,
        StandardKeyPath.shadowOffsetWidth,
        StandardKeyPath.shadowOffsetHeight,
        StandardKeyPath.shadowOpacity,
        StandardKeyPath.shadowRadius,
        StandardKeyPath.zPosition,
        StandardKeyPath.transform,
        StandardKeyPath.transformRotation,
        StandardKeyPath.transformRotationX,
        StandardKeyPath.transformRotationY,
        StandardKeyPath.transformRotationZ,
        StandardKeyPath.transformScale,
        StandardKeyPath.transformScaleX,
        StandardKeyPath.transformScaleY,
        StandardKeyPath.transformScaleZ,
        StandardKeyPath.transformTranslation,
        StandardKeyPath.transformTranslationX,
        StandardKeyPath.transformTranslationY,
        StandardKeyPath.transformTranslationZ,
        StandardKeyPath.sublayerTransform,
        StandardKeyPath.sublayerTransformRotation,
        StandardKeyPath.sublayerTransformRotationX,
        StandardKeyPath.sublayerTransformRotationY,
        StandardKeyPath.sublayerTransformRotationZ,
        StandardKeyPath.sublayerTransformScale,
        StandardKeyPath.sublayerTransformScaleX,
        StandardKeyPath.sublayerTransformScaleY,
        StandardKeyPath.sublayerTransformScaleZ,
        StandardKeyPath.sublayerTransformTranslation,
        StandardKeyPath.sublayerTransformTranslationX,
        StandardKeyPath.sublayerTransformTranslationY,
        StandardKeyPath.sublayerTransformTranslationZ,
        StandardKeyPath.contentsRect,
        StandardKeyPath.contentsRectOrigin,
        StandardKeyPath.contentsRectOriginX,
        StandardKeyPath.contentsRectOriginY,
        StandardKeyPath.contentsRectSize,
        StandardKeyPath.contentsRectSizeWidth,
        StandardKeyPath.contentsRectSizeHeight,
    ]

    private static let byName: [String: any AnimationKeyPathProtocol] = Dictionary(
        uniqueKeysWithValues: standard.map { ($0.name, $0) })

    /// The standard key path called `name`, or nil.
    public static func standard(named name: String) -> (any AnimationKeyPathProtocol)? { byName[name] }

    /// The standard key path called `name`.
    ///
    /// - Throws: ``CadenceError`` with code ``CadenceError/Code/unknownName``,
    ///   suggesting the nearest standard name when one is close.
    public static func named(_ name: String) throws(CadenceError) -> any AnimationKeyPathProtocol {
        if let path = byName[name] { return path }
        throw CadenceError(
            .unknownName, field: "keyPath", value: "'\(name)'", expected: "a standard key path",
            suggestion: NameSuggestion.nearest(to: name, in: standard.map(\.name)))
    }
}
