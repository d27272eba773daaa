/// The animatable property values of one layer: its model values, or the values
/// presented at an instant once animations are applied on top of them.
///
/// Values are read and written through typed ``AnimationKeyPath``s. A property
/// that has not been set reads as its default (Core Animation's, for standard
/// properties). A sub-path changes only its component:
///
/// ```swift
/// var values = PropertyValues()
/// values[.opacity]                // 1, CALayer's default
/// values[.position] = CGPoint(x: 10, y: 20)
/// values[.positionX] = 15
/// values[.position]               // (15, 20)
/// ```
public struct PropertyValues: Sendable {
    private var storage: [String: any Interpolatable] = [:]

    /// The state of a ``TransitionAnimation`` playing over these values, if one is.
    public var transition: TransitionAnimation.State?

    /// Values with every property at its default.
    public init() {}

    /// The value at `keyPath`, or its default when unset.
    ///
    /// Reading a property stored with a different type (two custom key paths with
    /// one name and different types) gives the default; ``value(for:)`` reports it.
    /// Writing through a key path with a standard name and another type (see
    /// ``AnimationKeyPath/init(_:)``) changes nothing; ``setValue(_:for:)``
    /// reports it.
    public subscript<Value>(keyPath: AnimationKeyPath<Value>) -> Value {
        get { keyPath.read(from: self) }
        set { keyPath.write(newValue, into: &self) }
    }

    /// The value at `keyPath`, checking that a stored value has the key path's type.
    ///
    /// - Throws: ``CadenceError`` with code ``CadenceError/Code/typeMismatch``.
    public func value<Value>(for keyPath: AnimationKeyPath<Value>) throws(CadenceError) -> Value {
        try checkType(for: keyPath)
        return self[keyPath]
    }

    /// Sets `value` at `keyPath`, checking its type and that it is finite.
    ///
    /// - Throws: ``CadenceError``: ``CadenceError/Code/typeMismatch`` when the
    ///   property holds another type (a custom property keeps the type of its
    ///   first value) or is a standard property of another type, ``CadenceError/Code/invalidValue`` for NaN or
    ///   infinite components. Nothing is changed then.
    public mutating func setValue<Value>(_ value: Value, for keyPath: AnimationKeyPath<Value>) throws(CadenceError) {
        try checkSettable(value, for: keyPath)
        self[keyPath] = value
    }

    /// Throws what ``setValue(_:for:)`` would throw, changing nothing.
    func checkSettable<Value>(_ value: Value, for keyPath: AnimationKeyPath<Value>) throws(CadenceError) {
        try checkType(for: keyPath)
        guard value.isFinite else {
            throw CadenceError(.invalidValue, field: keyPath.name, value: "\(value)", expected: "finite components")
        }
    }

    private func checkType<Value>(for keyPath: AnimationKeyPath<Value>) throws(CadenceError) {
        if let standardType = keyPath.standardValueType {
            throw CadenceError(
                .typeMismatch, field: keyPath.name, value: "a value of type \(Value.self)",
                expected: "a value of type \(standardType) (the standard property's type)")
        }
        guard let stored = storage[keyPath.propertyName],
            ObjectIdentifier(type(of: stored)) != ObjectIdentifier(keyPath.propertyType)
        else { return }
        throw CadenceError(
            .typeMismatch, field: keyPath.name, value: "a value of type \(type(of: stored))",
            expected: "a value of type \(keyPath.propertyType)")
    }

    /// The names of the properties that have been set, sorted.
    public var propertyNames: [String] { storage.keys.sorted() }

    /// The stored value of a property by name, nil when unset.
    public func storedValue(named name: String) -> (any Interpolatable)? { storage[name] }

    /// Stores a property's whole value by name.
    mutating func setStoredValue(_ value: any Interpolatable, named name: String) { storage[name] = value }

    /// Forgets a property's value, so it reads as its default again.
    public mutating func removeValue(named name: String) { storage[name] = nil }
}

extension PropertyValues: Equatable {
    /// Equal when the same properties are set to equal values, and the transitions match.
    public static func == (lhs: PropertyValues, rhs: PropertyValues) -> Bool {
        guard lhs.transition == rhs.transition, lhs.storage.count == rhs.storage.count else { return false }
        return lhs.storage.allSatisfy { name, value in
            guard let other = rhs.storage[name] else { return false }
            return value.isEqual(to: other)
        }
    }
}

extension Interpolatable {
    /// Whether `other` has this value's type and is equal to it.
    func isEqual(to other: any Interpolatable) -> Bool {
        (other as? Self) == self
    }
}
