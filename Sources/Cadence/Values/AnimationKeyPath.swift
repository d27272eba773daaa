/// A layer property an animation can change, typed by its value.
///
/// Like Core Animation's key paths (`"position.x"`), but carrying the value's
/// type, so the compiler checks an animation's values against the property:
///
/// ```swift
/// BasicAnimation(keyPath: .positionX, from: 0, to: 300)      // CGFloat
/// BasicAnimation(keyPath: .opacity, to: 0.5)                 // Float, as CALayer
/// BasicAnimation(keyPath: .position, to: CGPoint(x: 1, y: 2)) // CGPoint
/// ```
///
/// Standard layer properties are static members (``position``, ``positionX``,
/// ``transformRotationZ``…), listed in ``AnimationKeyPaths/standard``. A sub-path
/// such as `position.x` reads and writes one component of its property's value.
/// Declare custom properties by name; they start at `Value.zero`:
///
/// ```swift
/// let angle = AnimationKeyPath<Double>("angle")
/// ```
///
/// A name that is a standard key path's is that key path, with its type: a
/// custom property cannot shadow a standard one. `AnimationKeyPath<Float>("opacity")`
/// is ``opacity``; a key path of another type, such as
/// `AnimationKeyPath<CGPoint>("opacity")`, reads as its type's zero, and writing
/// or reading through it is refused with a ``CadenceError/Code/typeMismatch``
/// naming both types (``PropertyValues/setValue(_:for:)``, ``Layer/setValue(_:for:)``),
/// so the standard property's value is never replaced by one of another type.
///
/// Two key paths are equal when they have the same name.
public struct AnimationKeyPath<Value: Interpolatable>: Sendable {
    /// What a key path is, in one shared object: an animation holds its key
    /// path, and animations are copied as they are added, committed and
    /// presented, so one reference to copy beats two strings and two closures.
    /// What does not depend on `Value` lives in ``KeyPathIdentity``, its
    /// non-generic superclass, so generic code reads it without looking up
    /// this class's metadata.
    private final class Storage: KeyPathIdentity, @unchecked Sendable {
        let defaultValue: Value
        let reader: @Sendable (PropertyValues) -> Value
        let writer: @Sendable (inout PropertyValues, Value) -> Void

        init(
            name: String, propertyName: String, defaultValue: Value, propertyType: any Interpolatable.Type,
            reader: @escaping @Sendable (PropertyValues) -> Value,
            writer: @escaping @Sendable (inout PropertyValues, Value) -> Void,
            standardValueType: (any Interpolatable.Type)? = nil
        ) {
            self.defaultValue = defaultValue
            self.reader = reader
            self.writer = writer
            super.init(
                name: name, propertyName: propertyName, propertyType: propertyType,
                standardValueType: standardValueType, storeKind: StoreValueKind(Value.self))
        }
    }

    private let storage: Storage
    /// The same object as ``storage``, seen as its non-generic part.
    private var identity: KeyPathIdentity { storage }

    /// The key path as Core Animation spells it: `position.x`, `transform.rotation.z`.
    public var name: String { identity.name }
    /// The stored property it belongs to: `position` for `position.x`.
    public var propertyName: String { identity.propertyName }
    /// The value the property has when nothing has set it.
    public var defaultValue: Value { storage.defaultValue }
    /// The type of the stored property's whole value: `CGPoint` for `position.x`.
    public var propertyType: any Interpolatable.Type { identity.propertyType }

    /// The value type of the standard key path with this name, when this key
    /// path has another type: every read and write through it is refused.
    var standardValueType: (any Interpolatable.Type)? { identity.standardValueType }

    /// The interned ``name``.
    var id: KeyPathID { identity.id }
    /// The interned ``propertyName``.
    var propertyID: KeyPathID { identity.propertyID }
    /// The render store's table for `Value`.
    var storeKind: StoreValueKind { identity.storeKind }

    /// A custom property, stored under `name`, starting at `Value.zero`; or,
    /// when `name` is a standard key path's (`opacity`, `position.x`), that key
    /// path. Given a standard name and another value type, the key path reads as
    /// `Value.zero`, writes nothing, and ``PropertyValues/setValue(_:for:)`` and
    /// ``PropertyValues/value(for:)`` refuse it with a type mismatch.
    public init(_ name: String) {
        guard let standard = AnimationKeyPaths.standard(named: name) else {
            self.init(property: name, defaultValue: .zero)
            return
        }
        if let typed = standard as? AnimationKeyPath<Value> {
            self = typed
            return
        }
        self.init(
            storage: Storage(
                name: name, propertyName: standard.propertyName, defaultValue: .zero,
                propertyType: standard.propertyType, reader: { _ in .zero }, writer: { _, _ in },
                standardValueType: standard.valueType))
    }

    private init(storage: Storage) {
        self.storage = storage
    }

    /// A stored property with its default value.
    init(property name: String, defaultValue: Value) {
        storage = Storage(
            name: name, propertyName: name, defaultValue: defaultValue, propertyType: Value.self,
            reader: { values in values.storedValue(named: name)?.exactly(Value.self) ?? defaultValue },
            writer: { values, value in values.setStoredValue(value, named: name) })
    }

    /// A component of another key path's value: `position.x` is `\CGPoint.x` of `position`.
    init<Root>(_ name: String, component: WritableKeyPath<Root, Value> & Sendable, of root: AnimationKeyPath<Root>) {
        self.init(name, of: root, get: { $0[keyPath: component] }, set: { $0[keyPath: component] = $1 })
    }

    /// A component of another key path's value, read and written by closures:
    /// `position.x` is `{ $0.x }` of `position`. The standard sub-paths use this
    /// form, since applying a Swift key path costs several times a closure call.
    init<Root>(
        _ name: String, of root: AnimationKeyPath<Root>, get: @escaping @Sendable (Root) -> Value,
        set: @escaping @Sendable (inout Root, Value) -> Void
    ) {
        storage = Storage(
            name: name, propertyName: root.propertyName, defaultValue: get(root.defaultValue),
            propertyType: root.propertyType,
            reader: { values in get(root.read(from: values)) },
            writer: { values, value in
                var whole = root.read(from: values)
                set(&whole, value)
                root.write(whole, into: &values)
            })
    }

    /// The value at this key path in `values`, or its default when unset (or
    /// stored with another type; ``PropertyValues/value(for:)`` reports that).
    func read(from values: PropertyValues) -> Value { storage.reader(values) }

    /// Writes `value` at this key path, changing only its component for a sub-path.
    func write(_ value: Value, into values: inout PropertyValues) { storage.writer(&values, value) }
}

extension AnimationKeyPath: Hashable {
    public static func == (lhs: Self, rhs: Self) -> Bool { lhs.storage === rhs.storage || lhs.name == rhs.name }
    public func hash(into hasher: inout Hasher) { hasher.combine(name) }
}

extension AnimationKeyPath: CustomStringConvertible {
    public var description: String { name }
}

/// A key path of any value type, for code that handles key paths by name, such
/// as a scenario reader. Open it with a generic function to get the typed one:
///
/// ```swift
/// func describe<P: AnimationKeyPathProtocol>(_ path: P) -> String {
///     "\(path.keyPath.name): \(P.Value.self)"
/// }
/// let path = try AnimationKeyPaths.named("position.x")
/// describe(path)  // "position.x: CGFloat"
/// ```
public protocol AnimationKeyPathProtocol: Sendable {
    /// The value type of the property.
    associatedtype Value: Interpolatable
    /// The typed key path.
    var keyPath: AnimationKeyPath<Value> { get }
}

extension AnimationKeyPath: AnimationKeyPathProtocol {
    public var keyPath: AnimationKeyPath<Value> { self }
}

extension AnimationKeyPathProtocol {
    /// The key path's name.
    public var name: String { keyPath.name }
    /// The stored property the key path belongs to.
    var propertyName: String { keyPath.propertyName }
    /// The type of the stored property's whole value.
    var propertyType: any Interpolatable.Type { keyPath.propertyType }
    /// The value type, such as `CGFloat.self`.
    public var valueType: any Interpolatable.Type { Value.self }
}

/// The part of a key path that does not depend on its value type: its names,
/// their interned numbers and the render store's table for its type. A
/// superclass of the key path's storage, so that generic code reading these
/// needs no metadata of the generic storage class.
class KeyPathIdentity: @unchecked Sendable {
    let name: String
    let propertyName: String
    let propertyType: any Interpolatable.Type
    /// The standard key path's value type, when this one has its name and another type.
    let standardValueType: (any Interpolatable.Type)?
    /// Small integers for ``name`` and ``propertyName``, the same for every
    /// key path of that name: how the render store files values, with no
    /// string hashed or compared on its paths.
    let id: KeyPathID
    let propertyID: KeyPathID
    /// Which of the render store's typed tables holds values of this type.
    let storeKind: StoreValueKind

    init(
        name: String, propertyName: String, propertyType: any Interpolatable.Type,
        standardValueType: (any Interpolatable.Type)?, storeKind: StoreValueKind
    ) {
        self.name = name
        self.propertyName = propertyName
        self.propertyType = propertyType
        self.standardValueType = standardValueType
        self.storeKind = storeKind
        id = KeyPathID(interning: name)
        propertyID = KeyPathID(interning: propertyName)
    }
}
