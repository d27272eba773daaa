import Cadence
import CadenceTesting

/// A timeline as a scenario describes it (`timeline`): its entries placed by
/// the library's `AnimationTimeline` scheduling (GSAP's positions, labels
/// and stagger), played as a `GroupOperation` whose children each wait for
/// their start.
public struct TimelineSpec: Sendable {
    /// One operation of the timeline and when it starts, in seconds from the
    /// timeline's start. A stagger entry gives one step per layer.
    public struct Step: Sendable {
        /// The animation or wait.
        public var operation: OperationSpec
        /// When it starts, from the timeline's start.
        public var start: Double

        /// The name of the wait that holds it until its start, `ID at START`
        /// (`B at 0.5`); nil for a step at 0, which nothing holds. The reader
        /// reserves it: no operation of the file may take it.
        public var holdName: String? {
            start > 0 ? "\(operation.id) at \(ValueTable.format(start))" : nil
        }
    }

    /// The steps, in file order (a stagger's in the order of its `layers`).
    public var steps: [Step]
    /// The labels, by name, at their times from the timeline's start.
    public var labels: [String: Double]
    /// The latest end of the steps.
    public var totalDuration: Double
    /// The library's timeline the steps were placed by, named by the
    /// operation's id: what an outer timeline nests.
    var timeline: AnimationTimeline
}
