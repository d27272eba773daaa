import Cadence

// Reading and building a layer's PropertyValues through Core Animation values,
// as a host that mirrors a CALayer's properties does.

extension CoreAnimationValue {
    /// The names of the standard layer properties stored whole (not sub-paths
    /// such as `position.x`), as `CALayer` names them.
    public static let storedPropertyNames: [String] = [
        "position", "bounds", "anchorPoint", "anchorPointZ", "opacity", "cornerRadius", "borderWidth",
        "borderColor", "backgroundColor", "shadowColor", "shadowOffset", "shadowOpacity", "shadowRadius",
        "zPosition", "transform", "sublayerTransform", "contentsRect",
    ]

    /// Property values with each of ``storedPropertyNames`` that `value` gives
    /// set, converted to the standard key path's type; the others are left at
    /// their defaults.
    ///
    /// A value that does not fit its property's type (a ``point(_:)`` for
    /// `opacity`) is left out, as if the closure had given nil.
    ///
    /// ```swift
    /// let values = CoreAnimationValue.propertyValues { name in
    ///     name == "opacity" ? .number(0.5) : nil
    /// }
    /// values[.opacity]  // 0.5 (a Float)
    /// ```
    public static func propertyValues(reading value: (String) -> CoreAnimationValue?) -> PropertyValues {
        var values = PropertyValues()
        for name in storedPropertyNames {
            guard let given = value(name), let keyPath = AnimationKeyPaths.standard(named: name) else { continue }
            set(given, at: keyPath, in: &values)
        }
        return values
    }

    /// Sets `value`, converted to the key path's type, at `path` in `values`;
    /// nothing when it does not fit.
    private static func set<Path: AnimationKeyPathProtocol>(
        _ value: CoreAnimationValue, at path: Path, in values: inout PropertyValues
    ) {
        guard let typed = value.interpolatable(as: Path.Value.self) else { return }
        values[path.keyPath] = typed
    }

    /// The value of the property or key path `name` in `values`, as Core
    /// Animation holds it; nil when the property is unset (it reads as its
    /// default) or its value is not one of the standard value types.
    ///
    /// `name` may be a whole property (`"position"`), a standard sub-path
    /// (`"position.x"`, read from its property when that is set) or a custom
    /// property's name.
    ///
    /// ```swift
    /// var values = PropertyValues()
    /// values[.position] = CGPoint(x: 10, y: 20)
    /// CoreAnimationValue.coreAnimationValue(named: "position.x", in: values)  // .number(10)
    /// CoreAnimationValue.coreAnimationValue(named: "opacity", in: values)     // nil: unset
    /// ```
    public static func coreAnimationValue(named name: String, in values: PropertyValues) -> CoreAnimationValue? {
        guard let path = AnimationKeyPaths.standard(named: name) else {
            guard let stored = values.storedValue(named: name) else { return nil }
            return coreAnimationValue(of: stored)
        }
        return coreAnimationValue(at: path, in: values)
    }

    /// The value at a standard key path, when its property is set.
    private static func coreAnimationValue<Path: AnimationKeyPathProtocol>(
        at path: Path, in values: PropertyValues
    ) -> CoreAnimationValue? {
        guard values.storedValue(named: path.keyPath.propertyName) != nil else { return nil }
        return CoreAnimationValue(values[path.keyPath])
    }

    /// A value of any type, opened.
    private static func coreAnimationValue(of value: some Interpolatable) -> CoreAnimationValue? {
        CoreAnimationValue(value)
    }
}
