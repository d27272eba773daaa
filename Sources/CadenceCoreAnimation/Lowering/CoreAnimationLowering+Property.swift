import Cadence

// What every property animation lowers alike: its key path, its values, and
// the additive and cumulative flags (CAPropertyAnimation's fields).

extension CoreAnimationLowering {
    /// A description of `kind` with `animation`'s timing and
    /// `CAPropertyAnimation` fields: key path, `isAdditive`, `isCumulative`.
    ///
    /// - Throws: `CadenceError/Code/typeMismatch` for a key path with a
    ///   standard property's name and another value type, which Cadence never
    ///   reads or writes; the timing's errors.
    static func describeProperty<Animation: PropertyAnimation>(
        _ animation: Animation, as kind: CoreAnimationDescription.Kind, duration: Double
    ) throws(CadenceError) -> CoreAnimationDescription {
        let name = animation.keyPath.name
        if let standard = AnimationKeyPaths.standard(named: name), standard.valueType != Animation.Value.self {
            throw CadenceError(
                .typeMismatch, field: "keyPath", value: "'\(name)' with values of type \(Animation.Value.self)",
                expected: "values of type \(standard.valueType) (the standard property's type)")
        }
        var description = try describe(animation, as: kind, duration: duration)
        description.keyPath = name
        description.isAdditive = animation.isAdditive
        description.isCumulative = animation.isCumulative
        return description
    }

    /// `value` as Core Animation holds it, for the field `field`.
    ///
    /// - Throws: `CadenceError/Code/unsupported` naming `field` for a
    ///   value type of your own, or a colour with a component outside `0 ... 1`
    ///   (an sRGB `CGColor` holds none).
    static func value<Value: Interpolatable>(_ value: Value, field: String) throws(CadenceError) -> CoreAnimationValue {
        guard let lowered = CoreAnimationValue(value) else {
            throw CadenceError(
                .unsupported, field: field, value: "a value of type \(Value.self)",
                expected: "a number, CGPoint, CGSize, CGRect, Transform3D or RGBAColor (Core Animation's value types)")
        }
        if case .color(let color) = lowered,
            ![color.red, color.green, color.blue, color.alpha].allSatisfy({ (0...1).contains($0) })
        {
            throw CadenceError(
                .unsupported, field: field, value: "\(value)", expected: "colour components in 0 ... 1 (an sRGB CGColor)")
        }
        return lowered
    }

    /// `value` lowered, or nil for nil.
    static func optionalValue<Value: Interpolatable>(_ value: Value?, field: String) throws(CadenceError) -> CoreAnimationValue? {
        guard let value else { return nil }
        return try self.value(value, field: field)
    }
}
