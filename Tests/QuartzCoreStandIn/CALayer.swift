#if !canImport(QuartzCore)
import Cadence
import Foundation

/// A layer: Core Animation's `CALayer`, implemented on a Cadence ``Layer``.
///
/// A layer acts on the compositor whose tree holds it. Its typed properties
/// and key-value coding read and write the Cadence layer's model; changes go
/// into the compositor's current transaction, and animate implicitly unless
/// actions are disabled, as Core Animation's standalone layers do.
///
/// ``presentation()`` returns a copy holding the values presented now; its
/// ``model()`` is the layer it was copied from.
open class CALayer: NSObject, CAMediaTiming {
    /// The Cadence layer: for a presentation copy, its model's.
    let cadenceLayer: Layer
    /// A copy's values; nil for a live layer, which reads its Cadence layer.
    private var snapshot: PropertyValues?
    /// The layer a copy was made from; nil for a live layer.
    private var modelLayer: CALayer?

    /// A new layer with every property at its default.
    public override init() {
        cadenceLayer = Layer()
        super.init()
    }

    /// A copy of `layer`'s values, as Core Animation makes presentation layers.
    ///
    /// `required` here (Core Animation's is not): it is how ``presentation()``
    /// makes a copy of the receiver's own class, as Core Animation does at run
    /// time, and a subclass with initializers of its own must provide it there too.
    public required init(layer: Any) {
        let source = layer as? CALayer
        cadenceLayer = source?.cadenceLayer ?? Layer()
        snapshot = source.map { $0.snapshot ?? $0.cadenceLayer.modelValues }
        modelLayer = source.map { $0.modelLayer ?? $0 }
        super.init()
    }

    init(wrapping layer: Layer) {
        cadenceLayer = layer
        super.init()
    }

    // MARK: Tree

    /// Appends `layer` to the sublayers, removing it from its superlayer first.
    open func addSublayer(_ layer: CALayer) {
        cadenceLayer.addSublayer(layer.cadenceLayer)
    }

    /// Removes the layer from its superlayer.
    open func removeFromSuperlayer() {
        cadenceLayer.removeFromSuperlayer()
    }

    // MARK: Model and presentation

    /// A copy holding the values presented now; nil while the layer is in no
    /// compositor's tree (it has never been shown).
    open func presentation() -> Self? {
        guard snapshot == nil else { return self }
        guard cadenceLayer.compositor != nil else { return nil }
        let copy = type(of: self).init(layer: self)
        copy.snapshot = cadenceLayer.presentation()
        return copy
    }

    /// The model layer: the receiver itself, or the layer a presentation copy was made from.
    open func model() -> Self {
        (modelLayer as? Self) ?? self
    }

    /// The values the layer's properties read: the copy's, or the model's.
    var values: PropertyValues { snapshot ?? cadenceLayer.modelValues }

    func read<Value>(_ keyPath: AnimationKeyPath<Value>) -> Value {
        snapshot?[keyPath] ?? cadenceLayer[keyPath]
    }

    func write<Value>(_ value: Value, _ keyPath: AnimationKeyPath<Value>) {
        if snapshot != nil {
            snapshot?[keyPath] = value
        } else {
            cadenceLayer[keyPath] = value
        }
    }

    // MARK: Animations

    /// Adds a copy of `anim` under `key`, replacing any animation there.
    ///
    /// A duration ≤ 0 becomes the transaction's `animationDuration`; a
    /// `beginTime` of 0 begins when the transaction commits, any other is an
    /// instant of the layer's time. What Cadence cannot play is recorded in
    /// ``QuartzCoreStandInWorld/errors`` and nothing is added.
    open func add(_ anim: CAAnimation, forKey key: String?) {
        do {
            let animation = try Raising.animation(anim, defaultDuration: transaction?.animationDuration)
            if anim.beginTime == 0 {
                try cadenceLayer.add(animation, forKey: key)
            } else {
                try animation.validate()
                try cadenceLayer.addResolved(animation, forKey: key ?? UUID().uuidString)
            }
        } catch {
            report(error)
        }
    }

    /// Removes the animation under `key`.
    open func removeAnimation(forKey key: String) {
        cadenceLayer.removeAnimation(forKey: key)
    }

    /// Removes every animation.
    open func removeAllAnimations() {
        cadenceLayer.removeAllAnimations()
    }

    /// The keys of the animations attached; nil when there are none.
    open func animationKeys() -> [String]? {
        let keys = cadenceLayer.animationKeys()
        return keys.isEmpty ? nil : keys
    }

    // MARK: Time

    /// `t` in `l`'s time (the compositor's when nil) converted to this layer's.
    open func convertTime(_ t: CFTimeInterval, from l: CALayer?) -> CFTimeInterval {
        cadenceLayer.convertTime(t, from: l?.cadenceLayer)
    }

    /// `t` in this layer's time converted to `l`'s (the compositor's when nil).
    open func convertTime(_ t: CFTimeInterval, to l: CALayer?) -> CFTimeInterval {
        cadenceLayer.convertTime(t, to: l?.cadenceLayer)
    }

    /// The transaction of the compositor whose tree holds the layer.
    private var transaction: Transaction? { cadenceLayer.compositor?.transaction }

    func report(_ error: CadenceError) {
        if let compositor = cadenceLayer.compositor, let handler = compositor.errorHandler {
            handler(error)
        } else {
            QuartzCoreStandInWorld.current?.record(error)
        }
    }

    // MARK: CAMediaTiming

    /// When the layer's time begins, in its superlayer's.
    open var beginTime: CFTimeInterval {
        get { cadenceLayer.beginTime }
        set { cadenceLayer.beginTime = newValue }
    }
    /// How fast the layer's time runs against its superlayer's.
    open var speed: Float {
        get { Float(cadenceLayer.speed) }
        set { cadenceLayer.speed = Double(newValue) }
    }
    /// Added to the layer's local time.
    open var timeOffset: CFTimeInterval {
        get { cadenceLayer.timeOffset }
        set { cadenceLayer.timeOffset = newValue }
    }
    /// Kept, but without effect: Cadence's layers have no duration, repetition or fill.
    open var duration: CFTimeInterval = 0
    /// Kept, but without effect (see ``duration``).
    open var repeatCount: Float = 0
    /// Kept, but without effect (see ``duration``).
    open var repeatDuration: CFTimeInterval = 0
    /// Kept, but without effect (see ``duration``).
    open var autoreverses = false
    /// Kept, but without effect (see ``duration``).
    open var fillMode: CAMediaTimingFillMode = .removed
}
#endif
