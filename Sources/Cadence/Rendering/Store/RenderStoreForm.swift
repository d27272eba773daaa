import Foundation

/// How a compositor's render store holds an animation once it is committed.
///
/// Cadence's own property animations (``BasicAnimation``, ``SpringAnimation``,
/// ``KeyframeAnimation``) of the standard value types (`CGFloat`, `Double`,
/// `Float`, `CGPoint`, `CGSize`, `CGRect`, ``RGBAColor``, ``Transform3D``) are
/// held in a table of their value type and evaluated there in specialised code;
/// that is what makes reading one property of many layers cheap. Every other
/// animation (groups, transitions, your own ``LayerAnimation`` or
/// ``PropertyAnimation`` types, custom value types) is held as it is and
/// evaluated through ``LayerAnimation/apply(at:to:)``, with the same results.
///
/// You never need to make one: the defaults of ``LayerAnimation`` and
/// ``PropertyAnimation`` give the right form for any animation of your own.
public struct RenderStoreForm: Sendable {
    /// A typed record, in the case of its value type's table.
    enum Typed: Sendable {
        case none
        case cgFloat(TypedEntry<CGFloat>)
        case double(TypedEntry<Double>)
        case float(TypedEntry<Float>)
        case point(TypedEntry<CGPoint>)
        case size(TypedEntry<CGSize>)
        case rect(TypedEntry<CGRect>)
        case color(TypedEntry<RGBAColor>)
        case transform(TypedEntry<Transform3D>)
    }

    /// The key path animated, for a property animation; nil for a group or a transition.
    let keyPathName: String?
    /// The stored property it writes, for a property animation.
    let propertyName: String?
    let keyPathID: KeyPathID
    let propertyID: KeyPathID
    /// Whether, whenever it shows a value, that value owes nothing to the value beneath.
    let coversBeneath: Bool
    /// The typed record, boxed: a form is copied with its animation's record
    /// as the animation is added and committed, and a record is a few hundred bytes.
    private let box: Box?

    private final class Box: Sendable {
        let typed: Typed
        init(_ typed: Typed) { self.typed = typed }
    }

    /// The typed record, in the case of its value type's table; ``Typed/none`` when it has none.
    var typed: Typed { box?.typed ?? .none }

    /// An animation the store evaluates through ``LayerAnimation/apply(at:to:)``
    /// and knows only by ``LayerAnimation/animatedPropertyNames``: a group, a
    /// transition, or an animation of your own that is not a ``PropertyAnimation``.
    public static let general = RenderStoreForm(
        keyPathName: nil, propertyName: nil, keyPathID: .empty, propertyID: .empty, coversBeneath: false,
        box: nil)

    private init(
        keyPathName: String?, propertyName: String?, keyPathID: KeyPathID, propertyID: KeyPathID,
        coversBeneath: Bool, box: Box?
    ) {
        self.keyPathName = keyPathName
        self.propertyName = propertyName
        self.keyPathID = keyPathID
        self.propertyID = propertyID
        self.coversBeneath = coversBeneath
        self.box = box
    }

    /// A property animation of `keyPath`, held typed when `record` is given and
    /// the value type has a table of its own.
    ///
    /// `covers` is the animation's own claim; a sub-path of `transform` never
    /// covers, since it is written by decomposing and recomposing the transform,
    /// which leaves a trace of the value beneath in the last bits.
    init<Value>(
        keyPath: AnimationKeyPath<Value>, covers: Bool,
        record: TypedAnimation<Value>?
    ) {
        let writesExactly = keyPath.id == keyPath.propertyID || keyPath.propertyID != .transform
        keyPathName = keyPath.name
        propertyName = keyPath.propertyName
        keyPathID = keyPath.id
        propertyID = keyPath.propertyID
        coversBeneath = covers && writesExactly
        guard var record else {
            box = nil
            return
        }
        record.coversBeneath = coversBeneath
        let entry = TypedEntry(record: record, keyPath: keyPath)
        // The kind was read from `Value`'s metadata: each cast below is to the same type.
        let typed: Typed =
            switch keyPath.storeKind {
            case .cgFloat: .cgFloat(unsafeBitCast(entry, to: TypedEntry<CGFloat>.self))
            case .double: .double(unsafeBitCast(entry, to: TypedEntry<Double>.self))
            case .float: .float(unsafeBitCast(entry, to: TypedEntry<Float>.self))
            case .point: .point(unsafeBitCast(entry, to: TypedEntry<CGPoint>.self))
            case .size: .size(unsafeBitCast(entry, to: TypedEntry<CGSize>.self))
            case .rect: .rect(unsafeBitCast(entry, to: TypedEntry<CGRect>.self))
            case .color: .color(unsafeBitCast(entry, to: TypedEntry<RGBAColor>.self))
            case .transform: .transform(unsafeBitCast(entry, to: TypedEntry<Transform3D>.self))
            case .other: .none
            }
        box = Box(typed)
    }

    /// Whether it is a property animation (else a group, a transition or another whole-layer animation).
    var isPropertyAnimation: Bool { propertyName != nil }
}
