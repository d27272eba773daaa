import Cadence

/// One call on the transport of a running `AnimationOperation`, as a value:
/// what ``TestFixture/steer(_:_:)`` makes and records in the trace.
///
/// Each case is one of the operation's methods, with its argument.
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

    /// The method's name, as the trace writes it: `pause`, `play`,
    /// `play(to:)`, `reverse`, `finish`, `seek(to:)`, `seek(progress:)`, `setSpeed`.
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
        }
    }

    /// The argument, for the calls that take one.
    public var value: Double? {
        switch self {
        case .pause, .play, .reverse, .finish: nil
        case .playTo(let value), .seek(to: let value), .seekProgress(let value), .setSpeed(let value): value
        }
    }

    /// Makes the call on `operation`.
    ///
    /// - Throws: The `CadenceError` the operation refuses the call with
    ///   (it is not running, or the playhead's rules refuse it); nothing changes then.
    public func apply(to operation: AnimationOperation) throws(CadenceError) {
        switch self {
        case .pause: try operation.pause()
        case .play: try operation.play()
        case .playTo(let time): try operation.play(to: time)
        case .reverse: try operation.reverse()
        case .finish: try operation.finish()
        case .seek(to: let time): try operation.seek(to: time)
        case .seekProgress(let progress): try operation.seek(progress: progress)
        case .setSpeed(let speed): try operation.setSpeed(speed)
        }
    }
}
