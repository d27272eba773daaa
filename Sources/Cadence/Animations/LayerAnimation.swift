/// Something a layer plays over time: Core Animation's `CAAnimation`.
///
/// Animations are values. A layer copies one when it is added, so changing your
/// copy afterwards changes nothing on screen, as with Core Animation's `add(_:forKey:)`.
///
/// Every animation carries a ``MediaTiming`` (its begin time, duration, speed,
/// repetition and fill) and a ``timingFunction``, and is evaluated by
/// ``apply(at:to:)``: a pure function of time that writes the values it shows
/// into the values beneath it. Nothing accumulates from one evaluation to the next.
///
/// The concrete kinds are ``BasicAnimation``, ``KeyframeAnimation``,
/// ``SpringAnimation``, ``AnimationGroup`` and ``TransitionAnimation``.
public protocol LayerAnimation: Sendable {
    /// Begin time, duration, speed, time offset, repetition and fill.
    var timing: MediaTiming { get set }

    /// How progress is paced within each iteration; nil is ``TimingFunction/linear``.
    var timingFunction: TimingFunction? { get set }

    /// Whether the layer removes the animation when it completes (default `true`).
    var isRemovedOnCompletion: Bool { get set }

    /// Told when the animation starts and stops, on the main loop. Held strongly,
    /// as Core Animation holds `CAAnimation.delegate`.
    var delegate: (any AnimationDelegate)? { get set }

    /// The timing the animation is evaluated with: ``timing``, with a zero duration
    /// resolved where the kind of animation gives it a meaning of its own (a
    /// spring's settling duration). Defaults to ``timing``.
    var resolvedTiming: MediaTiming { get }

    /// The names of the properties the animation writes.
    var animatedPropertyNames: Set<String> { get }

    /// Throws the first invalid field, as a ``CadenceError`` naming it.
    func validate() throws(CadenceError)

    /// Writes the values the animation shows at `time` (in its parent's time:
    /// the layer's local time) on top of `values`, the values beneath it. Writes
    /// nothing when the animation does not apply at `time`.
    func apply(at time: Double, to values: inout PropertyValues)

    /// How a compositor's render store holds the animation once committed.
    ///
    /// The defaults are right for any animation of your own:
    /// ``RenderStoreForm/general`` here, the key path's for a
    /// ``PropertyAnimation``. Cadence's own property animations of the standard
    /// value types return a typed form, which the store evaluates in
    /// specialised code. Asked once, when the animation is committed.
    var renderStoreForm: RenderStoreForm { get }
}

extension LayerAnimation {
    public var resolvedTiming: MediaTiming { timing }

    public var renderStoreForm: RenderStoreForm { .general }

    /// The timing state at `time` and the progress eased by the timing function;
    /// nil when the animation does not apply.
    public func progress(at time: Double) -> (state: TimingState, eased: Double)? {
        guard let state = resolvedTiming.state(at: time) else { return nil }
        return (state, (timingFunction ?? .linear).value(at: state.progress))
    }
}

// MARK: - CAMediaTiming's properties, forwarded to `timing`

extension LayerAnimation {
    /// When it begins, in its layer's time. See ``MediaTiming/beginTime``.
    public var beginTime: Double {
        get { timing.beginTime }
        set { timing.beginTime = newValue }
    }
    /// The length of one iteration; 0 is the default. See ``MediaTiming/duration``.
    public var duration: Double {
        get { timing.duration }
        set { timing.duration = newValue }
    }
    /// How fast its time runs. See ``MediaTiming/speed``.
    public var speed: Double {
        get { timing.speed }
        set { timing.speed = newValue }
    }
    /// Where in its active time it starts. See ``MediaTiming/timeOffset``.
    public var timeOffset: Double {
        get { timing.timeOffset }
        set { timing.timeOffset = newValue }
    }
    /// How many iterations it plays. See ``MediaTiming/repeatCount``.
    public var repeatCount: Double {
        get { timing.repeatCount }
        set { timing.repeatCount = newValue }
    }
    /// How long it repeats. See ``MediaTiming/repeatDuration``.
    public var repeatDuration: Double {
        get { timing.repeatDuration }
        set { timing.repeatDuration = newValue }
    }
    /// Whether each iteration plays there and back. See ``MediaTiming/autoreverses``.
    public var autoreverses: Bool {
        get { timing.autoreverses }
        set { timing.autoreverses = newValue }
    }
    /// Whether it shows outside its active interval. See ``MediaTiming/fillMode``.
    public var fillMode: FillMode {
        get { timing.fillMode }
        set { timing.fillMode = newValue }
    }
}
