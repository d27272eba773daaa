import Cadence
import Foundation

/// Writes down what a queue, its operations and a compositor do, in order,
/// with the virtual time: the ``Trace`` behind a ``TestFixture``.
///
/// A ``TestFixture`` makes one for itself; make your own to trace a queue and
/// compositor you assembled by hand. Everything it hears arrives on the thread
/// that advances the clock, so the order is the order things happened.
public final class TraceRecorder: Sendable {
    private struct State {
        var events: [TraceEvent] = []
        /// Names of the operations seen, by identity, while they are unfinished.
        var names: [ObjectIdentifier: String] = [:]
        var unnamedCount = 0
    }

    private let clock: any MediaClock
    /// The compositor's main loop: when a completion's job was enqueued is
    /// when the compositor ended the animation.
    private let compositorLoop: MainLoop?
    private let state = LockedBox(State())

    /// A recorder of `queue` and `compositor` (either may be nil), stamping
    /// events with `clock`'s time.
    public init(clock: any MediaClock, queue: AnimationQueue? = nil, compositor: Compositor? = nil) {
        self.clock = clock
        compositorLoop = compositor?.mainLoop
        queue?.addObserver { [weak self] event in self?.record(event) }
        compositor?.addObserver { [weak self] event in self?.record(event) }
    }

    /// The events so far.
    public var trace: Trace { Trace(events: state.withLock { $0.events }) }

    /// Adds `event` at the clock's current time, numbering it.
    public func append(_ event: TraceEvent) {
        state.withLock { state in
            // Numbered where it is stored: an event is a dozen fields, and every
            // copy of it retains and releases its strings.
            state.events.append(event)
            state.events[state.events.count - 1].sequence = state.events.count
        }
    }

    /// Forgets every event so far; numbering starts again from 1.
    public func removeAll() {
        state.withLock { $0.events.removeAll() }
    }

    private var now: Double { clock.currentTime }

    // MARK: - The queue

    private func record(_ event: AnimationQueue.Event) {
        switch event {
        case .enqueued(let operation):
            let name = state.withLock { state in
                let name = operation.name ?? {
                    state.unnamedCount += 1
                    return "operation\(state.unnamedCount)"
                }()
                state.names[ObjectIdentifier(operation)] = name
                return name
            }
            append(TraceEvent(time: now, kind: .enqueue, operation: name))
            if let timed = operation as? TimedOperation {
                timed.addObserver { [weak self] event in
                    guard event == .didCancel, let self else { return }
                    append(TraceEvent(time: now, kind: .cancel, operation: name))
                }
            }
        case .ready(let operation):
            append(TraceEvent(time: now, kind: .ready, operation: name(of: operation)))
        case .started(let operation):
            append(TraceEvent(time: now, kind: .start, operation: name(of: operation)))
        case .failed:
            // The finish that follows says how it ended (a Cadence operation's
            // result holds the error).
            break
        case .finished(let operation):
            let name = state.withLock { $0.names.removeValue(forKey: ObjectIdentifier(operation)) } ?? name(of: operation)
            var event = TraceEvent(time: now, kind: .finish, operation: name)
            switch (operation as? TimedOperation)?.result {
            case .completed: event.result = "completed"
            case .cancelled: event.result = "cancelled"
            case .failed(let error):
                event.result = "failed"
                event.message = "\(error)"
            case nil: event.result = operation.isCancelled ? "cancelled" : "completed"
            }
            append(event)
        }
    }

    private func name(of operation: Operation) -> String {
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
