import Cadence

extension TestFixture {
    /// Makes a transport `call` on a running animation `operation` now, and
    /// records it in the trace as a ``TraceEvent/Kind/transport`` event: the
    /// operation's name, the call's ``TransportCall/name`` and its
    /// ``TransportCall/value``.
    ///
    /// ```swift
    /// try fixture.steer(move, .pause)
    /// try fixture.advance(by: 0.6)
    /// try fixture.steer(move, .play)
    /// ```
    ///
    /// Call it between advances, or from work on the main loop, as the
    /// operation asks.
    ///
    /// - Throws: The `CadenceError` the operation refuses the call with; the
    ///   event is recorded then too, with the result `refused` and the
    ///   error's message, and nothing else changes.
    public func steer(_ operation: AnimationOperation, _ call: TransportCall) throws(CadenceError) {
        var event = TraceEvent(
            time: now, kind: .transport, operation: recorder.name(of: operation), value: call.value, call: call.name)
        do {
            try call.apply(to: operation)
            recorder.append(event)
        } catch {
            event.result = "refused"
            event.message = "\(error)"
            recorder.append(event)
            throw error
        }
    }
}
