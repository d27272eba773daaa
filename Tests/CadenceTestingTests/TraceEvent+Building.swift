import CadenceTesting

/// Short ways to write the events of a hand-made trace.
extension TraceEvent {
    static func enqueue(_ time: Double, _ operation: String) -> TraceEvent {
        TraceEvent(time: time, kind: .enqueue, operation: operation)
    }

    static func start(_ time: Double, _ operation: String) -> TraceEvent {
        TraceEvent(time: time, kind: .start, operation: operation)
    }

    static func finish(_ time: Double, _ operation: String, _ result: String = "completed") -> TraceEvent {
        TraceEvent(time: time, kind: .finish, operation: operation, result: result)
    }

    static func stall(_ time: Double, _ duration: Double) -> TraceEvent {
        TraceEvent(time: time, kind: .stall, duration: duration)
    }

    static func jump(_ time: Double, _ duration: Double) -> TraceEvent {
        TraceEvent(time: time, kind: .jump, duration: duration)
    }

    static func dropFrames(_ time: Double, _ duration: Double) -> TraceEvent {
        TraceEvent(time: time, kind: .dropFrames, duration: duration)
    }

    static func mark(_ time: Double, _ message: String) -> TraceEvent {
        TraceEvent(time: time, kind: .mark, message: message)
    }
}

extension Trace {
    /// A trace of `events`, numbered 1, 2, 3, … in the order given.
    init(numbering events: [TraceEvent]) {
        self.init(events: events.enumerated().map { offset, event in
            var event = event
            event.sequence = offset + 1
            return event
        })
    }
}
