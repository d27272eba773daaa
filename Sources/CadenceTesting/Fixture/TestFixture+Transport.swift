import Cadence
import Foundation

extension TestFixture {
    /// The trace's name for a call of `AnimationOperation.retarget(to:)`.
    public static let retargetCall = "retarget(to:)"

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
        try record(operation, call: call.name, value: call.value) { () throws(CadenceError) in try call.apply(to: operation) }
    }

    /// Makes a transport `call` on a running `group` now (its
    /// `GroupOperation` transport, which steers every child), and records
    /// it in the trace as a ``TraceEvent/Kind/transport`` event under the
    /// group's name, as `steer(_:_:)` does for an animation operation.
    ///
    /// ```swift
    /// try fixture.steer(group, .continueAnimation(durationFactor: 0.5))
    /// ```
    ///
    /// - Throws: The `CadenceError` the group refuses the call with (it is
    ///   not running, holds work the transport cannot steer, or the call is
    ///   ``TransportCall/playTo(_:)``, which a group does not have); the
    ///   event is recorded then too, with the result `refused` and the
    ///   error's message, and nothing else changes.
    public func steer(_ group: GroupOperation, _ call: TransportCall) throws(CadenceError) {
        try record(group, call: call.name, value: call.value) { () throws(CadenceError) in try call.apply(to: group) }
    }

    /// Sends a running spring `operation` to `target` now
    /// (`AnimationOperation.retarget(to:)`, keeping its value and velocity),
    /// and records it in the trace as a ``TraceEvent/Kind/transport`` event
    /// whose call is ``retargetCall`` and whose value is the target, when it
    /// is a number.
    ///
    /// ```swift
    /// try fixture.retarget(drop, to: 200.0)
    /// ```
    ///
    /// After it the operation plays forward at speed 1, however it was steered.
    ///
    /// - Throws: The `CadenceError` the operation refuses the call with (it
    ///   is not running, or does not play a spring of the target's type);
    ///   the event is recorded then too, with the result `refused` and the
    ///   error's message, and nothing else changes.
    public func retarget<Value: Interpolatable>(_ operation: AnimationOperation, to target: Value) throws(CadenceError) {
        let value: Double? =
            switch target {
            case let number as Double: number
            case let number as Float: Double(number)
            case let number as CGFloat: Double(number)
            default: nil
            }
        try record(operation, call: Self.retargetCall, value: value) { () throws(CadenceError) in try operation.retarget(to: target) }
    }

    /// Runs `body` and records it as a transport `call` on `operation`,
    /// `refused` with the error's message when it throws.
    private func record(
        _ operation: Operation, call: String, value: Double?, _ body: () throws(CadenceError) -> Void
    ) throws(CadenceError) {
        var event = TraceEvent(time: now, kind: .transport, operation: recorder.name(of: operation), value: value, call: call)
        do {
            try body()
            recorder.append(event)
        } catch {
            event.result = "refused"
            event.message = "\(error)"
            recorder.append(event)
            throw error
        }
    }
}
