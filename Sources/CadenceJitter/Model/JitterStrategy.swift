/// A way of running a chain of timed steps, one of the contenders the harness
/// measures side by side.
///
/// Every strategy plays the same ``Workload`` on the same main-like serial
/// queue under the same load; they differ in how they know that a step has
/// ended and in where the values shown on screen are computed.
public enum JitterStrategy: String, CaseIterable, Hashable, Sendable, Codable {
    /// A repeating `DispatchSourceTimer` on the main-like queue, with no library
    /// around it: the floor for a callback delivered on that queue. It times
    /// no chain and presents no value.
    case rawTimer = "raw-timer"
    /// Cadence's `AnimationOperation`s chained with `addDependency`, each
    /// starting when the one before has finished (`Anchor/completion`).
    case cadenceCompletion = "cadence-completion"
    /// The same chain anchored to the schedule (`Anchor/schedule`): a
    /// step that starts late begins where the one before was scheduled to end.
    case cadenceSchedule = "cadence-schedule"
    /// A frame callback on the main-like queue that adds `rate · dt` on every
    /// frame, with `dt` the display link's nominal period, as `CADisplayLink`
    /// libraries such as Cheetah do. Frames the queue misses never add theirs.
    case tickAccumulator = "tick-accumulator"
    /// Each step created in the completion block of the one before: the
    /// `UIView.animate` pyramid, with Core Animation's transactions and no
    /// operations.
    case nestedCompletion = "nested-completion"

    /// A short description for reports.
    public var summary: String {
        switch self {
        case .rawTimer: "DispatchSourceTimer on the queue, no library"
        case .cadenceCompletion: "AnimationOperation chain, anchored to completion"
        case .cadenceSchedule: "AnimationOperation chain, anchored to the schedule"
        case .tickAccumulator: "value += rate · dt per frame callback"
        case .nestedCompletion: "next step made in the completion block"
        }
    }

    /// Whether the strategy plays the chain (all but ``rawTimer``).
    public var playsChain: Bool { self != .rawTimer }

    /// Whether what it shows is computed off the main-like queue, from the
    /// layer tree at each frame, as Core Animation's render server does; the
    /// others compute each frame's value in a callback on the queue.
    public var presentsFromLayerTree: Bool {
        switch self {
        case .cadenceCompletion, .cadenceSchedule, .nestedCompletion: true
        case .rawTimer, .tickAccumulator: false
        }
    }
}
