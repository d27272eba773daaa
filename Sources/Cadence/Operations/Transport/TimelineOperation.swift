import Foundation

/// A whole ``AnimationTimeline`` as one steerable operation: GSAP's
/// timeline, with one playhead for all its entries.
///
/// At its start, on its layers' ``MainLoop``, in one transaction with actions
/// disabled, it adds every animation of the timeline to its layer at once,
/// beginning at the run's start plus the entry's scheduled start, filling
/// forwards and kept when it completes, in order of begin time (so where two
/// overlap on one property the later one wins, as in GSAP), all under the
/// run's ``RunClock``. What the layers show is then a function of the run's
/// time alone, and the transport (``pause()``, ``reverse()``, ``seek(to:suppressingEvents:)``,
/// … as an ``AnimationOperation``'s) steers every entry at once.
///
/// ```swift
/// let timeline = AnimationTimeline {
///     AnimationStep.basic(.positionX, from: 0, to: 100, duration: 1)
///     TimelineEntry.label("down")
///     AnimationStep.basic(.positionY, to: 50, duration: 1)
/// }
/// let run = try TimelineOperation(timeline, layer: box)
/// try queue.addOperation(run)
/// ```
///
/// - An open endpoint (`to` only, `by` only) is taken at the start, in order
///   of begin time, from what the layer would show at that entry's start
///   given the entries before it (the model where nothing before touches it).
/// - The model holds the values it had at the start while the run runs. When
///   the run comes to rest at its end, the animations are removed and the
///   model takes the final values, in one transaction; at rest at its start
///   (reversed), the initial ones. The operation then finishes, and
///   ``finalPosition`` says which end. A paused run never finishes.
/// - The playhead fires ``TimelineEvent``s at what it crosses (see
///   ``addTimelineObserver(_:)``).
/// - Cancelled while it runs, the model keeps what is presented and the
///   animations are removed.
///
/// Every entry needs a known length: a task, or an animation that repeats for
/// ever, is refused by the initializer. A zero duration is Core Animation's
/// 0.25 s, as the timeline's schedule takes it. The run's time is the main
/// loop's clock time since its start; a layer whose time runs at another
/// rate than its host's (a layer `speed`) shows its entries at its own time.
public final class TimelineOperation: TimedOperation, @unchecked Sendable {
    /// The timeline played.
    public let timeline: AnimationTimeline
    /// How the run repeats (GSAP's `repeat`, `repeatDelay` and `yoyo`).
    public let repetition: Repetition
    /// How long one iteration lasts at speed 1: the latest end of the
    /// timeline's entries (GSAP's `duration()`).
    public var duration: Double { plan.duration }
    /// How long the whole run lasts at speed 1, its repeats and their
    /// delays included (GSAP's `totalDuration()`): the playhead's duration.
    public var totalDuration: Double { repetition.totalDuration(of: plan.duration) }
    /// The labels, by name (a nested timeline's as `"child.label"`), at their run times.
    public var labels: [String: Double] { plan.labels }

    let plan: TimelinePlan
    /// Starts, completions and labels, at their run times.
    let forwardMarks: PlayheadMarks
    /// Completions at start, at their run times negated: a reversed run
    /// reaching one moves forwards through its negation.
    let atStartMarks: PlayheadMarks
    /// The times of all the marks, in order, for finding the next one.
    let markTimes: [Double]
    private let keyNumber: UInt64
    private let defaultLayer: (any HostedLayer)?

    struct Mutable {
        var playhead: Playhead
        var started: Started?
        /// The run's time when events were last fired (nil before the start).
        var markedTime: Double?
        /// The wake-up at the next mark or the rest.
        var wake: ScheduledWork?
        /// The iteration whose clock the animations are under.
        var clockIteration = 0
        /// Which layers read the run's shared clock, as last found.
        var sharing: ClockSharing?
        var finalPosition: AnimatingPosition?
        var observers: [@Sendable (TimelineEvent) -> Void] = []
    }

    /// What the start decided, for one layer.
    struct LayerRun: Sendable {
        let layer: any HostedLayer
        /// The layer time of the run's time 0.
        let origin: Double
        /// The model's values at the start, and where the run ends.
        let initialValues: PropertyValues
        let finalValues: PropertyValues
        let animatedNames: Set<String>
        let keys: [String]
    }

    /// What the start decided.
    final class Started: Sendable {
        let layers: [LayerRun]
        /// The layer time of the run's time 0 on a layer whose time is the compositor's.
        let origin: Double
        /// The clock the animations on such layers share.
        let sharedClock = SharedRunClock()
        init(layers: [LayerRun], origin: Double) {
            self.layers = layers
            self.origin = origin
        }
    }

    /// Which of the run's layers read its shared clock: the ``Layer``s whose
    /// time was the compositor's when the run last looked, with the same
    /// origin as the shared clock. It holds while ``Layer/timeShape`` is
    /// `timeShape`.
    struct ClockSharing {
        let timeShape: UInt64
        /// The compositors of the layers that share the clock.
        let compositors: [Compositor]
        /// The indices of the other layers, steered one animation at a time.
        let alone: [Int]
    }

    private var guarded: Mutable

    func withMutable<Result>(_ body: (inout Mutable) -> Result) -> Result {
        state.withLock { _ in body(&guarded) }
    }

    /// An operation that plays `timeline`, its animation steps with no layer
    /// of their own on `layer`, repeated as `repetition` says.
    ///
    /// - Throws: ``CadenceError`` naming the entry for an entry of unknown
    ///   length (a task, an animation that repeats for ever), an animation
    ///   with no layer, or a timeline that cannot be scheduled.
    public init(
        _ timeline: AnimationTimeline, layer: (any HostedLayer)? = nil, repetition: Repetition = .once
    ) throws(CadenceError) {
        self.timeline = timeline
        self.repetition = repetition
        plan = try TimelinePlan(timeline, layer: layer)
        defaultLayer = layer
        forwardMarks = PlayheadMarks(plan.forward.map(\.time))
        atStartMarks = PlayheadMarks(plan.atStart.map { -$0.time })
        markTimes = (plan.forward + plan.atStart).map(\.time).sorted()
        keyNumber = Self.keyCounter.withLock { $0 += 1; return $0 }
        guarded = Mutable(playhead: Playhead(checkedDuration: repetition.totalDuration(of: plan.duration)))
        super.init()
    }

    private static let keyCounter = LockedBox<UInt64>(0)

    /// Where the run came to rest: ``AnimatingPosition/end``,
    /// ``AnimatingPosition/start`` when it played back to its start, or
    /// ``AnimatingPosition/current`` when cancelled. Nil until it finishes.
    public var finalPosition: AnimatingPosition? { withMutable { $0.finalPosition } }

    /// Calls `observer` on the main loop with every ``TimelineEvent`` from
    /// now on, until the operation finishes.
    public func addTimelineObserver(_ observer: @escaping @Sendable (TimelineEvent) -> Void) {
        withMutable { $0.observers.append(observer) }
    }

    var layer: (any HostedLayer)? { defaultLayer ?? plan.tracks.first?.layer }

    override var mainLoop: MainLoop? { layer?.host?.mainLoop }

    override var mainLoopError: CadenceError {
        CadenceError(
            .invalidState, field: "layer", value: layer.map { "\($0), in no compositor's tree" } ?? "none",
            expected: "a layer added beneath a compositor's root layer")
    }

    override func begin(at start: Double) throws(CadenceError) -> Double? {
        var runs: [ObjectIdentifier: Int] = [:]
        var parts: [(layer: any HostedLayer, origin: Double, model: PropertyValues, played: [Resolved])] = []
        for track in plan.tracks {
            guard track.layer.host != nil else { throw mainLoopError.inside(track.path) }
            let id = ObjectIdentifier(track.layer)
            if runs[id] == nil {
                runs[id] = parts.count
                parts.append((track.layer, track.layer.localTime(fromHostTime: start), track.layer.modelValues, []))
            }
            let index = runs[id]!
            let origin = parts[index].origin
            // What the layer would show at this entry's start, given the ones before it.
            var presented = parts[index].model
            for earlier in Self.beneath(track.animation, among: parts[index].played) {
                earlier.apply(at: origin + track.animation.beginTime, to: &presented)
            }
            do {
                let play = try OperationPlay(
                    track.animation, model: parts[index].model, presented: presented,
                    defaultDuration: { MediaTiming.defaultDuration }, begin: { origin + $0 })
                parts[index].played.append(Resolved(play.animation))
            } catch {
                throw error.inside(track.path)
            }
        }
        var playhead = withMutable { $0.playhead }
        try playhead.play(at: start)
        var layers: [LayerRun] = []
        // Where the last iteration leaves the timeline (its start after an odd number of yoyos).
        let total = repetition.totalDuration(of: plan.duration)
        let end = total.isFinite ? timelineTime(at: total, in: iteration(at: total)) : plan.duration
        for (index, part) in parts.enumerated() {
            var final = part.model
            var names: Set<String> = []
            for played in part.played {
                played.animation.apply(at: part.origin + end, to: &final)
                names.formUnion(played.names)
            }
            let keys = part.played.indices.map { "cadence.timeline.\(keyNumber).\(index).\($0)" }
            layers.append(
                LayerRun(
                    layer: part.layer, origin: part.origin, initialValues: part.model, finalValues: final,
                    animatedNames: names, keys: keys))
        }
        let started = Started(layers: layers, origin: start + 0)
        let now = mainLoop?.clock.currentTime ?? start
        try inTransaction(started) { () throws(CadenceError) in
            for (run, part) in zip(layers, parts) {
                for (key, played) in zip(run.keys, part.played) {
                    try run.layer.addResolved(played.animation, forKey: key)
                }
            }
            try retime(started, by: playhead, at: now)
        }
        withMutable { state in
            state.playhead = playhead
            state.started = started
        }
        // The entries at the start fire after the operation's own start.
        if let loop = mainLoop {
            loop.enqueue { [weak self, loop] in self?.advance(at: loop.clock.currentTime, firing: true) }
        }
        return total.isFinite ? start + total : nil
    }

    /// An animation as the start resolved it, with the properties it writes
    /// and whether, once begun, it shows them owing nothing to the values
    /// beneath (a whole property, not an additive one).
    struct Resolved {
        let animation: any LayerAnimation
        let names: Set<String>
        let covers: Bool

        init(_ animation: any LayerAnimation) {
            self.animation = animation
            names = animation.animatedPropertyNames
            let form = animation.renderStoreForm
            covers = form.coversBeneath && form.keyPathName != nil && form.keyPathName == form.propertyName
        }
    }

    /// The animations among `played` (all begun by `animation`'s begin, and
    /// filling forwards) that what `animation` starts from depends on, in
    /// order: looking back from the last, those writing its properties,
    /// until one covers each.
    static func beneath(_ animation: any LayerAnimation, among played: [Resolved]) -> [any LayerAnimation] {
        var needed = animation.animatedPropertyNames
        var found: [any LayerAnimation] = []
        for earlier in played.reversed() where !needed.isDisjoint(with: earlier.names) {
            found.append(earlier.animation)
            if earlier.covers { needed.subtract(earlier.names) }
            if needed.isEmpty { break }
        }
        return found.reversed()
    }

    /// Whether the run, as it is steered now, has come to rest at an end by `time`.
    override func isWorkEnded(by time: Double) -> Bool {
        withMutable { $0.started == nil ? false : $0.playhead.state(at: time) == .finished }
    }

    override func stopAfterCancel() {
        let started = withMutable { state in
            if state.finalPosition == nil { state.finalPosition = .current }
            state.wake?.cancel()
            state.wake = nil
            return state.started
        }
        if let started {
            try? inTransaction(started) { () throws(CadenceError) in
                for run in started.layers {
                    run.layer.setModelValues(from: run.layer.presentation(), names: run.animatedNames)
                    for key in run.keys { run.layer.removeAnimation(forKey: key) }
                }
                releaseSharedClock(started)
            }
        }
        finish(.cancelled)
    }

    // MARK: - Layers

    /// Runs `body` inside one transaction, with actions disabled, on each
    /// host of the run's layers.
    func inTransaction(_ started: Started, _ body: () throws(CadenceError) -> Void) throws(CadenceError) {
        var hosts: [any LayerHost] = []
        // While the sharing holds, the layers sharing the clock are in its compositors.
        let sharing = currentSharing()
        if let sharing { hosts = sharing.compositors }
        for index in sharing?.alone ?? Array(started.layers.indices) {
            guard let host = started.layers[index].layer.host, !hosts.contains(where: { $0 === host }) else { continue }
            hosts.append(host)
        }
        for host in hosts { host.beginTransaction(disablingActions: true, completion: nil) }
        defer { for host in hosts.reversed() { host.commitTransaction() } }
        try body()
    }

    /// Puts every animation of the run under the clock `playhead` gives at
    /// `now`, as the iteration playing then sees it.
    ///
    /// The animations on layers whose time is the compositor's read one
    /// shared clock, which this sets once for all of them (the clock each
    /// would have on its own: the same on each); the others get theirs one
    /// by one, converted to their layer's time.
    func retime(_ started: Started, by playhead: Playhead, at now: Double) throws(CadenceError) {
        guard let whole = playhead.clock(origin: 0, at: now), let time = playhead.currentTime(at: now) else { return }
        let current = iteration(at: time)
        let clock = iterationClock(whole, current)
        withMutable { $0.clockIteration = current }
        let sharing: ClockSharing
        if let current = currentSharing() { sharing = current } else { sharing = try share(started) }
        let shared = Self.layerClock(clock, origin: started.origin, anchorInstant: clock.anchorInstant + 0)
        for compositor in sharing.compositors {
            compositor.transaction.recordSharedClock(started.sharedClock, shared)
        }
        for index in sharing.alone {
            let run = started.layers[index]
            let local = Self.layerClock(
                clock, origin: run.origin, anchorInstant: run.layer.localTime(fromHostTime: clock.anchorInstant))
            for key in run.keys { try run.layer.setRunClock(local, forAnimationKey: key) }
        }
    }

    /// `clock`, a clock of the run's time whose instants are the host's, as
    /// the clock of a layer where the run's time 0 is `origin` and the
    /// clock's anchor is `anchorInstant`.
    private static func layerClock(_ clock: RunClock, origin: Double, anchorInstant: Double) -> RunClock {
        RunClock(
            origin: origin, anchorInstant: anchorInstant, anchorTime: clock.anchorTime, speed: clock.speed,
            lower: clock.lower, upper: clock.upper, restsAtAnEnd: clock.restsAtAnEnd)
    }

    /// The layers' sharing of the run's clock as last found, while it holds.
    private func currentSharing() -> ClockSharing? {
        let shape = Layer.timeShape.withLock { $0 }
        return withMutable { $0.sharing?.timeShape == shape ? $0.sharing : nil }
    }

    /// Finds which layers' time is now the compositor's, with the run's time 0
    /// at the shared origin, and puts their animations under the shared
    /// clock; the others are steered alone.
    private func share(_ started: Started) throws(CadenceError) -> ClockSharing {
        let shape = Layer.timeShape.withLock { $0 }
        var compositors: [Compositor] = []
        var alone: [Int] = []
        for (index, run) in started.layers.enumerated() {
            guard let layer = run.layer as? Layer, let compositor = layer.compositor, layer.hasDefaultTimingChain,
                run.origin == started.origin
            else {
                alone.append(index)
                continue
            }
            if !compositors.contains(where: { $0 === compositor }) { compositors.append(compositor) }
            for key in run.keys { try layer.shareRunClock(started.sharedClock, forAnimationKey: key) }
        }
        let sharing = ClockSharing(timeShape: shape, compositors: compositors, alone: alone)
        withMutable { state in
            // The compositors shared in before keep their node until the run lets it go.
            for compositor in state.sharing?.compositors ?? [] where !compositors.contains(where: { $0 === compositor }) {
                compositor.transaction.recordSharedClock(started.sharedClock, nil)
            }
            state.sharing = sharing
        }
        return sharing
    }

    /// Lets the shared clock go in the compositors that hold it, when the
    /// run's animations are removed.
    private func releaseSharedClock(_ started: Started) {
        let compositors = withMutable { state in
            defer { state.sharing = nil }
            return state.sharing?.compositors ?? []
        }
        for compositor in compositors { compositor.transaction.recordSharedClock(started.sharedClock, nil) }
    }

    /// Comes to rest at the end the playhead reached: the animations
    /// removed and the model at that end's values, in one transaction; then
    /// the operation finishes.
    func rest(_ started: Started, reversed: Bool) {
        withMutable { state in
            if state.finalPosition == nil { state.finalPosition = reversed ? .start : .end }
            state.wake?.cancel()
            state.wake = nil
        }
        try? inTransaction(started) { () throws(CadenceError) in
            for run in started.layers {
                run.layer.setModelValues(from: reversed ? run.initialValues : run.finalValues, names: run.animatedNames)
                for key in run.keys { run.layer.removeAnimation(forKey: key) }
            }
            releaseSharedClock(started)
        }
        finish(.completed)
    }
}
