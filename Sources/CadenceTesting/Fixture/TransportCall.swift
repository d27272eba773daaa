import Cadence

/// One call on the transport of a running `AnimationOperation` or
/// `GroupOperation`, as a value: what `TestFixture.steer(_:_:)` makes and
/// records in the trace.
///
/// Each case but ``continueAnimation(durationFactor:)`` is one of the
/// operation's methods, with its argument; that one is UIKit's
/// `continueAnimation(withTimingParameters: nil, durationFactor:)`, made from
/// the public transport. A group has no `play(to:)`: ``playTo(_:)`` on a
/// group throws.
public enum TransportCall: Hashable, Sendable {
    /// `pause()`: holds the run at its current time.
    case pause
    /// `play()`: plays on from the current time.
    case play
    /// `play(to:)`: plays towards a time, in seconds of the run, and pauses there.
    case playTo(Double)
    /// `reverse()`: plays the other way at the same magnitude of speed.
    case reverse
    /// `finish()`: jumps to the end it heads for.
    case finish
    /// `seek(to:)`: moves the run to a time, in seconds of the run.
    case seek(to: Double)
    /// `seek(progress:)`: moves the run to a fraction of its duration.
    case seekProgress(Double)
    /// `setSpeed(_:)`: sets the run's speed, keeping its time.
    case setSpeed(Double)
    /// UIKit's `continueAnimation(withTimingParameters: nil,
    /// durationFactor:)`: plays on in the direction the run plays, so that
    /// what is left of it takes `durationFactor` × the run's duration.
    ///
    /// As UIKit's header defines the factor, it measures the time *left*
    /// in units of the whole duration: with a fraction `p` of the run done
    /// forwards (or `p` left to go back), the speed becomes (1 − p) / factor
    /// (or −p / factor), then the run plays. The factor must be finite and
    /// above 0; a run at rest (idle, finished, or at the end it heads for),
    /// or of unknown length (it repeats for ever, or holds work the
    /// transport cannot time), refuses the call.
    case continueAnimation(durationFactor: Double)

    /// The trace's name for ``continueAnimation(durationFactor:)``.
    public static let continueAnimationName = "continueAnimation(durationFactor:)"

    /// The method's name, as the trace writes it: `pause`, `play`,
    /// `play(to:)`, `reverse`, `finish`, `seek(to:)`, `seek(progress:)`,
    /// `setSpeed`, `continueAnimation(durationFactor:)`.
    public var name: String {
        switch self {
        case .pause: "pause"
        case .play: "play"
        case .playTo: "play(to:)"
        case .reverse: "reverse"
        case .finish: "finish"
        case .seek(to:): "seek(to:)"
        case .seekProgress: "seek(progress:)"
        case .setSpeed: "setSpeed"
        case .continueAnimation: Self.continueAnimationName
        }
    }

    /// The argument, for the calls that take one.
    public var value: Double? {
        switch self {
        case .pause, .play, .reverse, .finish: nil
        case .playTo(let value), .seek(to: let value), .seekProgress(let value), .setSpeed(let value),
            .continueAnimation(durationFactor: let value):
            value
        }
    }

    /// Makes the call on `operation`.
    ///
    /// - Throws: The `CadenceError` the operation refuses the call with
    ///   (it is not running, or the playhead's rules refuse it); nothing changes then.
    public func apply(to operation: AnimationOperation) throws(CadenceError) {
        try apply(toRun: operation)
    }

    /// Makes the call on `group`, through its transport.
    ///
    /// - Throws: The `CadenceError` the group refuses the call with (it is
    ///   not running, a child cannot be steered, or the playhead's rules
    ///   refuse it), and for ``playTo(_:)``, which a group does not have;
    ///   nothing changes then.
    public func apply(to group: GroupOperation) throws(CadenceError) {
        try apply(toRun: group)
    }

    private func apply(toRun run: some SteeredRun) throws(CadenceError) {
        switch self {
        case .pause: try run.pause()
        case .play: try run.play()
        case .playTo(let time):
            guard let operation = run as? AnimationOperation else {
                throw CadenceError(
                    .unsupported, field: name, value: "a group",
                    expected: "an animation operation (a group's transport has no play(to:); seek it, or pause it when it gets there)")
            }
            try operation.play(to: time)
        case .reverse: try run.reverse()
        case .finish: try run.finish()
        case .seek(to: let time): try run.seek(to: time)
        case .seekProgress(let progress): try run.seek(progress: progress)
        case .setSpeed(let speed): try run.setSpeed(speed)
        case .continueAnimation(let factor): try Self.continueAnimation(run, durationFactor: factor)
        }
    }

    /// Sets the speed that has the rest of `run` take `factor` × its
    /// duration, in the direction it plays, then plays it.
    private static func continueAnimation(_ run: some SteeredRun, durationFactor factor: Double) throws(CadenceError) {
        let name = continueAnimationName
        try CadenceError.check(factor, name, in: .leastNonzeroMagnitude ... .infinity, expected: "a finite duration factor > 0")
        let state = run.playState
        guard state == .running || state == .paused else {
            throw CadenceError(
                .invalidState, field: name, value: "a run that is \(state)", expected: "a run that is running or paused")
        }
        guard let progress = run.progress else {
            throw CadenceError(
                .invalidState, field: name, value: "a run of unknown length",
                expected: "a run whose duration is known (one that does not repeat for ever, of steerable work)")
        }
        // The fraction of the duration left to play: to the end forwards, to the start backwards.
        let left = run.isReversed ? progress : 1 - progress
        guard left > 0 else {
            throw CadenceError(
                .invalidState, field: name, value: "a run at the \(run.isReversed ? "start" : "end") it heads for",
                expected: "a run with time left to play")
        }
        try run.setSpeed((run.isReversed ? -left : left) / factor)
        try run.play()
    }
}

/// The public transport an animation operation and a group share: what a
/// ``TransportCall`` is made on.
protocol SteeredRun: AnyObject {
    var playState: Playhead.State { get }
    var progress: Double? { get }
    var isReversed: Bool { get }
    func pause() throws(CadenceError)
    func play() throws(CadenceError)
    func reverse() throws(CadenceError)
    func finish() throws(CadenceError)
    func seek(to time: Double) throws(CadenceError)
    func seek(progress: Double) throws(CadenceError)
    func setSpeed(_ speed: Double) throws(CadenceError)
}

extension AnimationOperation: SteeredRun {}
extension GroupOperation: SteeredRun {}
