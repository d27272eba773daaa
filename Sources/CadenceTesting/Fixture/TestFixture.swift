import Cadence
import Foundation

/// A whole Cadence world on a virtual clock, in one line: for tests that must
/// say exactly what ran, when, and in what order, the same on every run.
///
/// A fixture assembles a `VirtualClock`, a `Compositor` with its
/// `MainLoop` and `Layer` tree, an `AnimationQueue` on that loop, and a
/// ``TraceRecorder`` that writes down everything they do. Nothing moves until
/// you move time:
///
/// ```swift
/// let fixture = TestFixture()
/// let box = fixture.addLayer(named: "box")
/// let right = AnimationOperation(layer: box, animation: BasicAnimation(keyPath: .positionX, to: 300, duration: 1))
/// right.name = "right"
/// let down = AnimationOperation(layer: box, animation: BasicAnimation(keyPath: .positionY, to: 100, duration: 2))
/// down.name = "down"
/// try fixture.queue.addOperations([right, down])
///
/// try fixture.runUntilIdle()
/// try fixture.trace.checkFinished("right", beforeStarting: "down")
/// try fixture.checkTimeline("""
///     right [========]
///     down  ----------[==================]
///     """)
/// try fixture.checkIdle()
/// ```
///
/// Like swift-nio's `EmbeddedEventLoop`, the clock is an event loop you drive:
/// work runs in order of deadline, then of scheduling; each piece runs with the
/// clock reading its own deadline; work scheduled while advancing runs in the
/// same pass when it falls due; time never goes backwards. At one instant,
/// animation completions fall due before the jobs they cause, and jobs run in
/// the order they were enqueued (see `Docs/Testing.md`).
///
/// The fixture never asserts: every check throws a ``FixtureError`` saying
/// what was expected, what happened and what to do, so it works the same
/// under XCTest and Swift Testing. Drive it from one thread (the test's).
public final class TestFixture: Sendable {
    /// The clock everything runs on; it moves only when the fixture does.
    public let clock: VirtualClock
    /// The render server: the layer tree, transactions and presentation.
    public let compositor: Compositor
    /// The main-like operation queue, on the compositor's main loop.
    public let queue: AnimationQueue
    /// What happened so far.
    public let recorder: TraceRecorder

    struct State {
        /// Frames still to drop, from ``dropFrames(_:)``.
        var framesToDrop = 0
        /// The slow-animations factor now in force.
        var slowAnimationsFactor = 1.0
        /// What ``record(_:at:)`` samples, the instants still to come, and the
        /// rows taken so far.
        var recording: (probes: [Probe], times: [Double], rows: [ValueTable.Row])?
    }

    let state = LockedBox(State())
    /// Reads frames for the HTML player, once ``recordFrames(rate:columns:)`` starts it.
    let frameRecorder = LockedBox<FrameRecorder?>(nil)

    /// A fixture whose clock reads `startTime`, with a queue that runs
    /// `maxConcurrentOperationCount` operations at once (1, as the main queue).
    ///
    /// Its ``recorder`` keeps the events `traceRetention` says (every one, by
    /// default) and sends each to `traceSink`. For a long run, keep the last
    /// few and stream the rest:
    ///
    /// ```swift
    /// let fixture = try TestFixture(traceRetention: .last(1_000), traceSink: .text(to: file))
    /// ```
    ///
    /// With `traceObserverEvents`, the trace also says what each Cadence
    /// operation's observers heard (``TraceRecorder/recordsObserverEvents``).
    public init(
        startTime: Double = 0, maxConcurrentOperationCount: Int = 1, traceRetention: Trace.Retention = .all,
        traceSink: Trace.Sink? = nil, traceObserverEvents: Bool = false
    ) {
        clock = VirtualClock(startTime: startTime)
        compositor = Compositor(clock: clock)
        queue = AnimationQueue(mainLoop: compositor.mainLoop, name: "fixture")
        queue.maxConcurrentOperationCount = maxConcurrentOperationCount
        recorder = TraceRecorder(
            clock: clock, queue: queue, compositor: compositor, retention: traceRetention, sink: traceSink,
            recordsObserverEvents: traceObserverEvents)
        // Setting up scheduled a queue pass; run it, so a new fixture is idle.
        try? clock.advance(by: 0)
    }

    /// A fixture's virtual world ends with it: its queue lets go of the
    /// operations it still holds (a queue otherwise stays while it has work),
    /// unlinking them one at a time.
    deinit {
        queue.abandonOperations()
    }

    /// The loop where operations start and callbacks run.
    public var mainLoop: MainLoop { compositor.mainLoop }
    /// The top of the layer tree.
    public var rootLayer: Layer { compositor.rootLayer }
    /// The compositor's transactions.
    public var transaction: Transaction { compositor.transaction }
    /// The virtual time, in seconds.
    public var now: Double { clock.currentTime }
    /// Everything recorded so far, in order; with a ``Trace/Retention/last(_:)``
    /// retention, the latest events only.
    public var trace: Trace { recorder.trace }

    /// A layer named `name`, set up by `configure` (model values, timing) and
    /// added beneath ``rootLayer``, committed at once.
    @discardableResult
    public func addLayer(named name: String, _ configure: (Layer) -> Void = { _ in }) -> Layer {
        let layer = Layer(name: name)
        configure(layer)
        rootLayer.addSublayer(layer)
        transaction.flush()
        return layer
    }

    /// Runs `body` as a job on the main loop now, the way app code runs, then
    /// lets what it caused at this instant run too (an implicit transaction's
    /// commit, operations it added starting).
    public func onMain(_ body: @escaping @Sendable () -> Void) throws(FixtureError) {
        mainLoop.enqueue(body)
        try advance(by: 0)
    }

    /// Writes `text` into the trace at the current time, to find a moment in it.
    public func mark(_ text: String) {
        recorder.append(TraceEvent(time: now, kind: .mark, message: text))
    }
}
