import Foundation

/// The render server: plays the committed animations of a layer tree against a
/// clock, and tells the main loop when they start and stop.
///
/// A compositor owns a ``rootLayer``, a ``transaction`` context and a
/// ``MainLoop``. Presentation is computed from the committed state and the time
/// alone (a value is always `f(now − beginTime)`, nothing accumulates from
/// frame to frame), so it stays right while the main loop is stalled. The
/// compositor knows when each animation will start and complete and asks the
/// clock to wake it then, never polling per frame.
///
/// ```swift
/// let clock = VirtualClock()
/// let compositor = Compositor(clock: clock)
/// let box = Layer()
/// compositor.rootLayer.addSublayer(box)
///
/// var slide = BasicAnimation(keyPath: .positionX, from: 0, to: 300, duration: 1)
/// slide.fillMode = .forwards
/// try box.add(slide, forKey: "slide")
/// try clock.advance(by: 0.5)
/// box.presentation()[.positionX]   // 150
/// ```
///
/// Completions reach the main loop in order of due time, then of commit; at
/// one instant they come before anything enqueued later.
public final class Compositor: Sendable {
    struct RenderState {
        var tree = RenderTree()
        var wake: ScheduledWork?
        var wakeTime: Double?
        /// Counts wake-up plans, so a plan overtaken by a later one drops its work.
        var wakeGeneration: UInt64 = 0
        /// What the clock runs to wake the compositor: made once, not for every wake-up.
        var wakeWork: (@Sendable () -> Void)?
        /// The starts and stops the main loop has yet to hear, in order: one
        /// main-loop job per event takes the oldest, so delivering one makes
        /// no object of its own.
        var pendingEvents = FIFO<AnimationEvent>()
    }

    /// A change of wake-up decided under the render lock and carried out after
    /// it, so no clock code runs under the lock.
    private struct WakePlan {
        let cancelling: ScheduledWork?
        let time: Double?
        let generation: UInt64
        let work: @Sendable () -> Void
    }

    private struct ErrorState {
        var handler: (@Sendable (CadenceError) -> Void)?
        var reported: [CadenceError] = []
    }

    /// The clock presentation and due times are read from.
    public let clock: any MediaClock
    /// Where transactions commit implicitly and callbacks run.
    public let mainLoop: MainLoop
    /// The top of the layer tree: add layers beneath it to show them.
    public let rootLayer: Layer
    /// This compositor's transactions (Core Animation's `CATransaction`).
    public let transaction: Transaction

    let render = LockedBox(RenderState())
    private let errors = LockedBox(ErrorState())
    let observers = LockedBox<[@Sendable (Event) -> Void]>([])

    /// A compositor on `clock` whose callbacks run on `mainLoop` (a new loop on
    /// the same clock unless given).
    public init(clock: any MediaClock, mainLoop: MainLoop? = nil) {
        self.clock = clock
        self.mainLoop = mainLoop ?? MainLoop(clock: clock)
        transaction = Transaction(mainLoop: self.mainLoop)
        rootLayer = Layer(name: "root")
        transaction.attach(to: self)
        rootLayer.state.withLock { $0.compositor = self }
        let root = rootLayer.snapshot(for: self)
        render.withLock { state in
            let node = RenderTree.Node(layer: rootLayer, parent: nil, model: root.model, timing: root.timing)
            state.tree.layers[root.id] = node
            state.tree.store.insert(node)
        }
    }

    /// The clock's current time.
    public var currentTime: Double { clock.currentTime }

    /// The next instant at which a committed animation starts or completes, if any.
    public var nextDueTime: Double? {
        render.withLock { $0.tree.nextDueTime() }
    }

    /// How many starts and stops the compositor holds on its agenda, stale
    /// ones included (a change of layer timing works the due instants out
    /// anew and leaves the old ones stale until they are swept out).
    ///
    /// However often a layer's timing changes, this stays within about twice
    /// the starts and stops still to come (and at most 64 besides): a test
    /// can check that scrubbing `timeOffset` every frame leaks nothing.
    public var pendingEventCount: Int {
        render.withLock { $0.tree.agenda.count }
    }

    /// How many committed animations have not yet stopped.
    public var activeAnimationCount: Int {
        render.withLock { $0.tree.activeAnimationCount }
    }

    func renderedPresentation(of layer: Layer, at time: Double) -> PropertyValues? {
        render.withLock { $0.tree.presentation(of: layer, at: time) }
    }

    /// Sets `value` to what `layer` shows at `keyPath` at `time`; false when
    /// the layer is not committed to this tree.
    func present<Value>(_ layer: Layer, at keyPath: AnimationKeyPath<Value>, time: Double, into value: inout Value) -> Bool {
        render.withLock { $0.tree.present(layer, at: keyPath, time: time, into: &value) }
    }

    /// Applies a committed transaction and tells the main loop of the removals.
    func apply(_ changes: CommitChanges) {
        let now = clock.currentTime
        let (delivery, plan) = render.withLock { state in
            let events = state.tree.commit(changes, at: now)
            for event in events { state.pendingEvents.append(event) }
            return (events.count, planWake(&state))
        }
        carryOut(plan)
        notify(
            .committed(
                added: changes.added.map { Self.summary(of: $0.record, on: $0.layer) },
                removed: changes.removed.map { Self.summary(of: $0.record, on: $0.layer) }))
        deliver(delivery)
    }

    // MARK: - Waking

    private func planWake(_ state: inout RenderState) -> WakePlan? {
        let next = state.tree.nextDueTime()
        if next == state.wakeTime, next == nil || state.wake?.isPending == true { return nil }
        state.wakeGeneration += 1
        defer {
            state.wake = nil
            state.wakeTime = next
        }
        let work: @Sendable () -> Void
        if let made = state.wakeWork {
            work = made
        } else {
            work = { [weak self] in self?.wake() }
            state.wakeWork = work
        }
        return WakePlan(cancelling: state.wake, time: next, generation: state.wakeGeneration, work: work)
    }

    private func carryOut(_ plan: WakePlan?) {
        guard let plan else { return }
        plan.cancelling?.cancel()
        guard let time = plan.time else { return }
        let work = clock.schedule(at: time, label: "compositor wake-up", plan.work)
        let isCurrent = render.withLock { state in
            guard state.wakeGeneration == plan.generation else { return false }
            state.wake = work
            return true
        }
        if !isCurrent {
            work.cancel()
        }
    }

    private func wake() {
        let now = clock.currentTime
        let (delivery, plan) = render.withLock { state in
            state.wakeTime = nil
            return (state.tree.collectDue(at: now, into: &state.pendingEvents), planWake(&state))
        }
        carryOut(plan)
        deliver(delivery)
    }

    /// Enqueues one job for each of the `count` events just put on
    /// ``RenderState/pendingEvents``, after the render lock is let go. The
    /// jobs are one closure, which holds the compositor (as each event's own
    /// closure did) and nothing else: delivering an event allocates nothing.
    private func deliver(_ count: Int) {
        guard count > 0 else { return }
        let job: @Sendable () -> Void = { [self] in handleNextEvent() }
        for _ in 0..<count { mainLoop.enqueue(job) }
    }

    /// Hands the oldest pending event on: each job of ``deliver(_:)`` takes one.
    private func handleNextEvent() {
        guard let event = render.withLock({ $0.pendingEvents.popFirst() }) else { return }
        handle(event)
    }

    private func handle(_ event: AnimationEvent) {
        let animation = event.record.animation
        switch event.kind {
        case .started:
            notify(.animationDidStart(Self.summary(of: event.record, on: event.layer)))
            animation.delegate?.animationDidStart(animation)
        case .stopped(let finished):
            notify(.animationDidStop(Self.summary(of: event.record, on: event.layer), finished: finished))
            if event.removesRecord {
                event.layer?.forgetCompletedAnimation(event.record.id)
            }
            animation.delegate?.animationDidStop(animation, finished: finished)
            for block in transaction.animationStopped(in: event.record.completionGroups) {
                block()
            }
        }
    }
}

// MARK: - Reporting

extension Compositor {
    /// Called with each change that was refused where no error could be thrown:
    /// a property setter given NaN, a layer added beneath itself, an implicit
    /// action whose animation is invalid. Runs on the thread that made the
    /// change. Every such error is also kept in ``reportedErrors``.
    public var errorHandler: (@Sendable (CadenceError) -> Void)? {
        get { errors.withLock { $0.handler } }
        set { errors.withLock { $0.handler = newValue } }
    }

    /// The refused changes reported so far (the latest 1000), oldest first.
    public var reportedErrors: [CadenceError] { errors.withLock { $0.reported } }

    /// Reports `error` to `compositor`; with none (a layer in no tree), writes it
    /// to standard error, since there is nobody else to tell.
    static func report(_ error: CadenceError, from compositor: Compositor?) {
        guard let compositor else {
            FileHandle.standardError.write(Data("Cadence: refused: \(error)\n".utf8))
            return
        }
        let handler = compositor.errors.withLock { state in
            state.reported.append(error)
            if state.reported.count > 1000 {
                state.reported.removeFirst()
            }
            return state.handler
        }
        handler?(error)
    }
}
