/// What a layer does when one of its properties changes: Core Animation's
/// `CAAction`, returned by ``Layer/action(forKey:)``.
///
/// ```swift
/// box.actions["opacity"] = .none                    // never fade implicitly
/// box.actions["position"] = .animation(SpringAnimation(keyPath: .position))
/// ```
public struct LayerAction: Sendable {
    enum Kind: Sendable {
        case none
        case defaultAnimation
        case animation(any LayerAnimation)
        case run(@Sendable (Layer, String) -> Void)
    }

    let kind: Kind

    /// No action, and stop searching: Core Animation's `NSNull`. Use it in
    /// ``Layer/actions`` or from a ``LayerDelegate`` to turn an implicit
    /// animation off.
    public static let none = LayerAction(kind: .none)

    /// The layer's default: a ``BasicAnimation`` from the presented value to the
    /// new model value, with the transaction's duration and timing function
    /// (``TimingFunction/default`` unless the transaction sets one).
    public static let defaultAnimation = LayerAction(kind: .defaultAnimation)

    /// Adds a copy of `animation` under the property's key. A
    /// ``BasicAnimation`` or ``SpringAnimation`` with no values set animates from the presented value to
    /// the new model value; a zero duration takes the transaction's.
    public static func animation(_ animation: some LayerAnimation) -> LayerAction {
        LayerAction(kind: .animation(animation))
    }

    /// Runs `body` with the layer and the key, after the value has changed.
    public static func run(_ body: @escaping @Sendable (_ layer: Layer, _ key: String) -> Void) -> LayerAction {
        LayerAction(kind: .run(body))
    }

    /// Whether this is ``none``.
    var isNone: Bool {
        if case .none = kind { return true }
        return false
    }
}

/// Decides a layer's actions: the part of `CALayerDelegate` Cadence has.
public protocol LayerDelegate: AnyObject, Sendable {
    /// The action for `key` on `layer`: nil to let the layer go on searching
    /// (its ``Layer/actions``, then its default), ``LayerAction/none`` for no
    /// action at all.
    func action(for layer: Layer, forKey key: String) -> LayerAction?
}

extension LayerDelegate {
    public func action(for layer: Layer, forKey key: String) -> LayerAction? { nil }
}
