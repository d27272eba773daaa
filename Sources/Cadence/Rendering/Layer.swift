/// A layer: model values addressed by typed key paths, sublayers, its own
/// timing, and the animations added to it (Core Animation's `CALayer`).
///
/// Reading `layer[.opacity]` gives the **model** value: what was last set. What
/// is on screen is the **presentation**, the model with the layer's animations
/// applied at the current time; read it with ``presentation()``, or one property
/// with ``presentedValue(for:)``.
///
/// ```swift
/// let compositor = Compositor(clock: VirtualClock())
/// let box = Layer()
/// compositor.rootLayer.addSublayer(box)
/// box[.opacity] = 0.5      // model: 0.5 at once; shown through an implicit animation
/// ```
///
/// A layer in a ``Compositor``'s tree takes part in its transactions: every
/// change is made inside a ``Transaction``, explicit or implicit, and reaches
/// the screen when it commits. Setting an animatable property with actions
/// enabled runs the property's action (see ``action(forKey:)``), by default a
/// 0.25 s animation from the presented value to the new one. A layer outside any
/// compositor's tree simply holds values and animations until it joins one.
///
/// Layers are reference types, like `CALayer`, and meant to be changed from the
/// compositor's ``MainLoop``. Their state is guarded by a lock, so reading from
/// other threads (a frame ticker asking for the presentation) is safe.
public final class Layer: Sendable {
    struct State {
        var name: String?
        var model = PropertyValues()
        var timing = MediaTiming()
        /// The animations, in the order added, found by id and by key in O(1).
        var animations = LayerAnimationRecords()
        var sublayers: [Layer] = []
        weak var superlayer: Layer?
        weak var compositor: Compositor?
        var actions: [String: LayerAction] = [:]
        weak var delegate: (any LayerDelegate)?
        var implicitlyAnimatedKeys: Set<String> = []
    }

    let state = LockedBox(State())

    /// The layer's place in its compositor's render store (see
    /// ``LayerIndexPool``): fixed for the layer's life, so read without a lock.
    let renderIndex = LayerIndexPool.take()

    /// A layer with every property at Core Animation's default.
    public init(name: String? = nil) {
        state.withLock { $0.name = name }
    }

    deinit {
        LayerIndexPool.give(back: renderIndex)
    }

    /// A name for the layer in messages and traces.
    public var name: String? {
        get { state.withLock { $0.name } }
        set { state.withLock { $0.name = newValue } }
    }

    /// The compositor whose tree the layer is in, if any.
    public var compositor: Compositor? { state.withLock { $0.compositor } }

    /// Decides the layer's actions before its ``actions`` and the defaults.
    /// Held weakly, as `CALayer.delegate` is.
    public var delegate: (any LayerDelegate)? {
        get { state.withLock { $0.delegate } }
        set { state.withLock { $0.delegate = newValue } }
    }

    /// Actions by key, searched after the ``delegate``: map a key to
    /// ``LayerAction/none`` to stop a property animating implicitly.
    public var actions: [String: LayerAction] {
        get { state.withLock { $0.actions } }
        set { state.withLock { $0.actions = newValue } }
    }

    /// Custom properties that animate implicitly when set, as a `CALayer`
    /// subclass opts its own properties in. Standard animatable properties
    /// always do.
    public var implicitlyAnimatedKeys: Set<String> {
        get { state.withLock { $0.implicitlyAnimatedKeys } }
        set { state.withLock { $0.implicitlyAnimatedKeys = newValue } }
    }

    /// The model values: every property set so far, the rest at their defaults.
    public var modelValues: PropertyValues { state.withLock { $0.model } }

    /// Marks the layer changed in its compositor's transaction, opening an
    /// implicit one if none is open, and returns that transaction.
    @discardableResult
    func willChange() -> Transaction? {
        guard let transaction = compositor?.transaction else { return nil }
        transaction.willChange(self)
        return transaction
    }

    /// Reports a refused change to the compositor (see ``Compositor/errorHandler``).
    func report(_ error: CadenceError) {
        Compositor.report(error, from: compositor)
    }
}

extension Layer: CustomStringConvertible {
    public var description: String {
        "Layer(\(name ?? String(UInt(bitPattern: ObjectIdentifier(self).hashValue), radix: 16)))"
    }
}
