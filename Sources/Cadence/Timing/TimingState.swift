/// Where a timing stands at one instant: see ``MediaTiming/state(at:)``.
public struct TimingState: Hashable, Sendable {
    /// Which part of the timeline the instant falls in.
    public enum Phase: String, Hashable, Sendable, Codable {
        /// Before the begin time; applies only with a backwards fill.
        case before
        /// Within the active interval.
        case active
        /// At or after the end of the active interval; applies only with a forwards fill.
        case after
    }

    /// Which part of the timeline the instant falls in.
    public var phase: Phase
    /// The iteration (cycle) playing, counted from 0; with a time offset it counts
    /// the wraps too, as Web Animations' `iterationStart` does.
    public var iteration: Int
    /// How far through the iteration, from 0 to 1, in the direction of play: it
    /// runs back from 1 to 0 in the second half of an autoreversing cycle. This is
    /// the input to the timing function.
    public var progress: Double

    /// A state; normally produced by ``MediaTiming/state(at:)``.
    public init(phase: Phase, iteration: Int, progress: Double) {
        self.phase = phase
        self.iteration = iteration
        self.progress = progress
    }
}
