import Cadence
import Foundation

/// Writes down what a queue, its operations and a compositor do, in order,
/// with the virtual time: the ``Trace`` behind a ``TestFixture``.
///
/// A ``TestFixture`` makes one for itself; make your own to trace a queue and
/// compositor you assembled by hand. Everything it hears arrives on the thread
/// that advances the clock, so the order is the order things happened.
///
/// By default it keeps every event. For a long run, keep only the latest with a
/// ``Trace/Retention``, and send every event to a ``Trace/Sink`` as it comes:
///
/// ```swift
/// let recorder = try TraceRecorder(clock: clock, queue: queue, retention: .last(1_000), sink: .text(to: file))
/// ```
///
/// The children of a `GroupOperation` in the queue (a retry's attempts
/// and waits among them) are recorded as the queue's own operations are, at
/// any depth; those it held when it was added, right after it.
///
/// A Cadence operation's `cancel` is always recorded. What its other
/// observers hear (``TraceEvent/Kind/willStart``, ``TraceEvent/Kind/didStart``,
/// ``TraceEvent/Kind/willFinish``, ``TraceEvent/Kind/didFinish``) is
/// recorded when ``recordsObserverEvents`` is true, between the queue's
/// `start` and `finish`.
public final class TraceRecorder: Sendable {
    private struct State {
        /// The events kept: in order, or, once a bounded recorder is full, a
        /// ring whose oldest event is at `oldest`.
        var events: [TraceEvent] = []
        /// Where the oldest kept event is in a full ring.
        var oldest = 0
        /// Every event recorded, kept or not: the last sequence number.
        var recordedCount = 0
        /// Names of the operations seen, by identity, while they are unfinished.
        var names: [ObjectIdentifier: String] = [:]
        var unnamedCount = 0
        /// The group each child operation was added to, by the child's name.
        var groups: [String: String] = [:]
        /// Children of groups recorded ready when their group was added,
        /// whose own `ready`, if it comes, is not recorded twice.
        var readyRecorded: Set<ObjectIdentifier> = []

        /// The kept events, oldest first.
        var keptEvents: [TraceEvent] {
            oldest == 0 ? events : Array(events[oldest...] + events[..<oldest])
        }
    }

    /// How many events it keeps.
    public let retention: Trace.Retention
    /// Whether it records what each Cadence operation's observers hear
    /// besides `cancel`: `willStart`, `didStart`, `willFinish`, `didFinish`
    /// (default false, so traces say what the queue and the compositor did).
    public let recordsObserverEvents: Bool
    /// Where every event also goes, if anywhere.
    private let sink: Trace.Sink?
    private let clock: any MediaClock
    /// The compositor's main loop: when a completion's job was enqueued is
    /// when the compositor ended the animation.
    private let compositorLoop: MainLoop?
    private let state = LockedBox(State())

    /// A recorder of `queue` and `compositor` (either may be nil), stamping
    /// events with `clock`'s time, keeping what `retention` says and sending
    /// every event to `sink`; with `recordsObserverEvents`, what each Cadence
    /// operation's observers hear too.
    public init(
        clock: any MediaClock, queue: AnimationQueue? = nil, compositor: Compositor? = nil,
        retention: Trace.Retention = .all, sink: Trace.Sink? = nil, recordsObserverEvents: Bool = false
    ) {
        self.clock = clock
        self.retention = retention
        self.recordsObserverEvents = recordsObserverEvents
        self.sink = sink
        compositorLoop = compositor?.mainLoop
        queue?.addObserver { [weak self] event in self?.record(event) }
        compositor?.addObserver { [weak self] event in self?.record(event) }
    }

    /// The events kept so far, oldest first, and how many came before them.
    ///
    /// - Complexity: O(k) for k events kept.
    public var trace: Trace {
        state.withLock { state in
            Trace(events: state.keptEvents, droppedCount: state.recordedCount - state.events.count, groups: state.groups)
        }
    }

    /// How many events it has recorded, kept or not: the ``TraceEvent/sequence``
    /// of the latest.
    public var recordedCount: Int {
        state.withLock { $0.recordedCount }
    }

    /// How many events it keeps now: never more than the ``retention``'s
    /// ``Trace/Retention/limit``.
    public var keptCount: Int {
        state.withLock { $0.events.count }
    }

    /// Adds `event` at the clock's current time, numbering it, then sends it
    /// to the sink.
    public func append(_ event: TraceEvent) {
        let limit = retention.limit
        let sending = sink != nil
        let stored = state.withLock { state -> TraceEvent? in
            // Numbered where it is stored: an event is a dozen fields, and every
            // copy of it retains and releases its strings.
            state.recordedCount += 1
            let index: Int
            if let limit, state.events.count >= limit {
                // Full: the newest takes the oldest's place.
                index = state.oldest
                state.events[index] = event
                state.oldest = index + 1 == limit ? 0 : index + 1
            } else {
                index = state.events.count
                state.events.append(event)
            }
            state.events[index].sequence = state.recordedCount
            return sending ? state.events[index] : nil
        }
        if let stored { sink?.receive(stored) }
    }

    /// Forgets the events kept so far, to free their memory or to look at
    /// one part of a test alone.
    ///
    /// Numbering goes on: the next event is numbered after the last one
    /// recorded, and the trace counts those forgotten in
    /// ``Trace/droppedCount``, as it counts those a ``Trace/Retention``
    /// dropped. So checks treat them as dropped: a check of every operation,
    /// such as ``Trace/checkTimeline(_:resolution:)``, throws
    /// ``FixtureError/Code/eventsDropped``, and one naming operations passes
    /// only for those enqueued since. The retention and the sink stay.
    public func removeAll() {
        state.withLock { state in
            state.events.removeAll()
            state.oldest = 0
        }
    }

    /// Has the sink write out what it holds back, such as the last lines of a
    /// ``Trace/Sink/text(to:)`` sink; nothing without a sink.
    ///
    /// - Throws: ``FixtureError`` with code ``FixtureError/Code/sinkFailed`` if
    ///   the sink could not write.
    public func flush() throws(FixtureError) {
        try sink?.flush()
    }

    private var now: Double { clock.currentTime }

    // MARK: - The queue

    private func record(_ event: AnimationQueue.Event, group: String? = nil) {
        switch event {
        case .enqueued(let operation):
            recordEnqueued(operation, group: group)
        case .ready(let operation):
            guard state.withLock({ $0.readyRecorded.remove(ObjectIdentifier(operation)) == nil }) else { return }
            append(TraceEvent(time: now, kind: .ready, operation: name(of: operation)))
        case .started(let operation):
            append(TraceEvent(time: now, kind: .start, operation: name(of: operation)))
        case .failed:
            // The finish that follows says how it ended (a Cadence operation's
            // result holds the error).
            break
        case .finished(let operation):
            let name = state.withLock { state in
                state.readyRecorded.remove(ObjectIdentifier(operation))
                return state.names.removeValue(forKey: ObjectIdentifier(operation))
            } ?? name(of: operation)
            var event = TraceEvent(time: now, kind: .finish, operation: name)
            if let timed = operation as? TimedOperation, let result = timed.result {
                event.describe(result, reason: timed.cancellationError)
            } else {
                event.result = operation.isCancelled ? "cancelled" : "completed"
            }
            append(event)
        }
    }

    /// Records that `operation` was added, once, and follows it: its
    /// observers, and for a group its children. The children a group had
    /// when it was added were announced before the recorder listened to the
    /// group's queue: they are recorded as added then, right after it, and
    /// as ready if their dependencies are done.
    private func recordEnqueued(_ operation: Operation, group: String? = nil, isChildAddedBefore: Bool = false) {
        let name = state.withLock { state -> String? in
            let id = ObjectIdentifier(operation)
            guard state.names[id] == nil else { return nil }
            let name = operation.name ?? {
                state.unnamedCount += 1
                return "operation\(state.unnamedCount)"
            }()
            state.names[id] = name
            if let group, group != name { state.groups[name] = group }
            return name
        }
        guard let name else { return }
        append(TraceEvent(time: now, kind: .enqueue, operation: name))
        if isChildAddedBefore, !operation.isCancelled, operation.dependencies.allSatisfy(\.isFinished) {
            state.withLock { _ = $0.readyRecorded.insert(ObjectIdentifier(operation)) }
            append(TraceEvent(time: now, kind: .ready, operation: name))
        }
        if let timed = operation as? TimedOperation {
            let everything = recordsObserverEvents
            // Weak: the operation keeps its observers.
            timed.addObserver { [weak self, weak timed] event in
                guard let self, everything || event == .didCancel else { return }
                record(event, of: name, reason: { timed?.cancellationError })
            }
        }
        if let group = operation as? GroupOperation {
            group.childQueue.addObserver { [weak self] event in self?.record(event, group: name) }
            for child in group.operations where !child.isFinished {
                recordEnqueued(child, group: name, isChildAddedBefore: true)
            }
        }
    }

    /// What the observers of the operation named `name` heard; `reason`
    /// reads the error it was cancelled with, if any.
    private func record(_ event: OperationEvent, of name: String, reason: () -> CadenceError?) {
        switch event {
        case .willStart:
            append(TraceEvent(time: now, kind: .willStart, operation: name))
        case .didStart:
            append(TraceEvent(time: now, kind: .didStart, operation: name))
        case .didCancel:
            append(TraceEvent(time: now, kind: .cancel, operation: name, message: reason().map { "\($0)" }))
        case .willFinish(let result):
            var traced = TraceEvent(time: now, kind: .willFinish, operation: name)
            traced.describe(result, reason: reason())
            append(traced)
        case .didFinish(let result):
            var traced = TraceEvent(time: now, kind: .didFinish, operation: name)
            traced.describe(result, reason: reason())
            append(traced)
        }
    }

    /// The name the trace gives `operation`: the one it was recorded under,
    /// else its own name, else its type's.
    func name(of operation: Operation) -> String {
        state.withLock { $0.names[ObjectIdentifier(operation)] } ?? operation.name ?? "\(type(of: operation))"
    }

    // MARK: - The compositor

    private func record(_ event: Compositor.Event) {
        switch event {
        case .committed(let added, let removed):
            guard !added.isEmpty || !removed.isEmpty else { return }
            append(TraceEvent(time: now, kind: .commit, message: "\(added.count) added, \(removed.count) removed"))
            for summary in added {
                append(animationEvent(.animationAdded, summary))
            }
        case .animationDidStart(let summary):
            append(animationEvent(.animationStarted, summary))
        case .animationDidStop(let summary, let finished):
            var event = animationEvent(finished ? .animationCompleted : .animationRemoved, summary)
            if finished { event.compositorTime = compositorLoop?.currentJobEnqueueTime ?? now }
            append(event)
        }
    }

    private func animationEvent(_ kind: TraceEvent.Kind, _ summary: Compositor.AnimationSummary) -> TraceEvent {
        TraceEvent(time: now, kind: kind, layer: summary.layerName ?? "layer", key: summary.key ?? summary.keyPath)
    }
}

extension TraceEvent {
    /// Sets ``result`` to `completed`, `cancelled` or `failed`, and as the
    /// ``message`` a failure's error or the `reason` a cancel gave.
    fileprivate mutating func describe(_ ended: OperationResult, reason: CadenceError?) {
        switch ended {
        case .completed: result = "completed"
        case .cancelled:
            result = "cancelled"
            message = reason.map { "\($0)" }
        case .failed(let error):
            result = "failed"
            message = "\(error)"
        }
    }
}
