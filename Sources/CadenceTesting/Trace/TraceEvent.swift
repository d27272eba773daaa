/// One thing that happened in a ``TestFixture``: what, when in virtual time, and
/// in which order among things at the same instant.
///
/// Events are numbered from 1 in the order they happened, so two events at one
/// instant are told apart by ``sequence``. Fields that do not apply to a kind
/// are nil and left out of the JSON.
public struct TraceEvent: Codable, Hashable, Sendable {
    /// What happened.
    public enum Kind: String, Codable, Hashable, Sendable, CaseIterable {
        /// An operation was added to the queue.
        case enqueue
        /// An operation's dependencies are done: it waits only for a free slot.
        case ready
        /// The queue started an operation.
        case start
        /// An operation was cancelled (before or while it ran).
        case cancel
        /// An operation finished; ``TraceEvent/result`` says how.
        case finish
        /// An operation's observers heard `willStart`: it is about to begin
        /// its work. Recorded only when observer events are asked for
        /// (``TraceRecorder/recordsObserverEvents``), like the three after it.
        case willStart
        /// An operation's observers heard `didStart`: its work has begun.
        case didStart
        /// An operation's observers heard `willFinish`, with the
        /// ``TraceEvent/result`` it is about to finish with.
        case willFinish
        /// An operation's observers heard `didFinish`, with its
        /// ``TraceEvent/result``; the queue's ``finish`` follows.
        case didFinish
        /// A transaction committed animations to the compositor.
        case commit
        /// An animation was committed to a layer.
        case animationAdded
        /// An animation began its active time.
        case animationStarted
        /// An animation completed (its time ran out).
        case animationCompleted
        /// An animation was removed or replaced before it completed.
        case animationRemoved
        /// The main loop was stalled for ``TraceEvent/duration`` seconds.
        case stall
        /// The clock jumped forward ``TraceEvent/duration`` seconds at once.
        case jump
        /// Frames were dropped: ``TraceEvent/duration`` seconds of frames not shown.
        case dropFrames
        /// The slow-animations factor changed to ``TraceEvent/value``.
        case slowAnimations
        /// A note the test wrote with ``TestFixture/mark(_:)``.
        case mark
        /// A call on a running animation operation's transport
        /// (`TestFixture.steer(_:_:)`, ``TestFixture/retarget(_:to:)``):
        /// ``TraceEvent/call`` names it and ``TraceEvent/value`` is its
        /// argument (a retarget's target, when it is a number); refused, ``TraceEvent/result``
        /// is `refused` and ``TraceEvent/message`` the error's message.
        case transport
    }

    /// The event's place in the trace, from 1.
    public var sequence: Int
    /// The virtual time it happened at, in seconds.
    public var time: Double
    /// What happened.
    public var kind: Kind
    /// The operation's name, for operation events.
    public var operation: String?
    /// The layer's name, for animation events.
    public var layer: String?
    /// The animation's key (or, without one, its key path), for animation events.
    public var key: String?
    /// How an operation ended: `completed`, `cancelled` or `failed`, for
    /// ``Kind/finish``, ``Kind/willFinish`` and ``Kind/didFinish``.
    public var result: String?
    /// The error of a failed operation; for a ``Kind/cancel`` and the
    /// ``Kind/finish`` after it, the error the operation was cancelled with
    /// (`TimedOperation.cancel(with:)`), if any; or a ``Kind/mark``'s text.
    public var message: String?
    /// The length of a stall, jump or run of dropped frames, in seconds.
    public var duration: Double?
    /// A number that goes with the event: the slow-animations factor.
    public var value: Double?
    /// For ``Kind/animationCompleted``: when the compositor ended the animation
    /// (the instant it posted the completion to the main loop), in seconds.
    /// ``time`` is when the main loop delivered it, later while the loop was
    /// stalled: a completion due at 1 s held back by a stall until 1.25 s has
    /// `time` 1.25 and `compositorTime` 1. Nil for other kinds.
    public var compositorTime: Double?
    /// For ``Kind/transport``: the call, as ``TransportCall/name`` writes it
    /// (`pause`, `play(to:)`, `seek(progress:)`, `setSpeed`), or
    /// `retarget(to:)`. Nil for other kinds.
    public var call: String?

    /// An event; ``sequence`` is set by the recorder.
    public init(
        sequence: Int = 0, time: Double, kind: Kind, operation: String? = nil, layer: String? = nil,
        key: String? = nil, result: String? = nil, message: String? = nil, duration: Double? = nil,
        value: Double? = nil, compositorTime: Double? = nil, call: String? = nil
    ) {
        self.sequence = sequence
        self.time = time
        self.kind = kind
        self.operation = operation
        self.layer = layer
        self.key = key
        self.result = result
        self.message = message
        self.duration = duration
        self.value = value
        self.compositorTime = compositorTime
        self.call = call
    }
}

extension TraceEvent: CustomStringConvertible {
    /// One line: `#12 t=1.5 finish right completed`. A completion delivered
    /// later than the compositor ended it adds that instant:
    /// `#9 t=1.25 animationCompleted box.opacity ended t=1`. A transport
    /// call names it after the operation: `#7 t=1 transport move seek(to:) 0.2`.
    public var description: String {
        var words = ["#\(sequence)", "t=\(TraceFormat.number(time))", kind.rawValue]
        if let operation { words.append(operation) }
        if let call { words.append(call) }
        if let layer { words.append(key.map { "\(layer).\($0)" } ?? layer) } else if let key { words.append(key) }
        if let result { words.append(result) }
        if let duration { words.append("\(TraceFormat.number(duration))s") }
        if let value { words.append(TraceFormat.number(value)) }
        if let message { words.append("\"\(message)\"") }
        if let compositorTime, compositorTime != time { words.append("ended t=\(TraceFormat.number(compositorTime))") }
        return words.joined(separator: " ")
    }
}
