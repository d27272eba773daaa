import Cadence
import CadenceTesting

/// What playing a ``Scenario`` gave: the trace of everything that happened,
/// and the sampled values.
public struct ScenarioResult: Sendable {
    /// Presented values at one instant, one entry per sampled column.
    public struct Sample: Hashable, Sendable {
        /// The instant, in seconds.
        public let time: Double
        /// Each column's value as numbers (one for a scalar, more for a compound).
        public let values: [[Double]]
        /// Each column's velocity as numbers, in units per second; empty
        /// unless the scenario asks for velocities.
        public let velocities: [[Double]]

        /// The values at `time`, with their velocities if read.
        public init(time: Double, values: [[Double]], velocities: [[Double]] = []) {
            self.time = time
            self.values = values
            self.velocities = velocities
        }
    }

    /// One line of numbers over time that the pictures plot: a sampled
    /// column's value or its velocity. Both pictures draw these, in
    /// ``series`` order.
    public struct Series: Hashable, Sendable {
        /// The title: the column's name, or its velocity's (`card.position.x velocity`).
        public let name: String
        /// The column's index in ``ScenarioResult/columns``.
        public let column: Int
        /// The column's name (`card.position.x`), which names its components.
        public let columnName: String
        /// Whether it plots the column's velocity rather than its value.
        public let isVelocity: Bool

        /// The series' numbers in `sample`: empty when the sample has none.
        public func numbers(in sample: Sample) -> [Double] {
            let all = isVelocity ? sample.velocities : sample.values
            return column < all.count ? all[column] : []
        }
    }

    /// A layer paused or resumed by a scenario event, when it happened.
    public struct LayerEvent: Hashable, Sendable {
        /// Whether the layer was paused or resumed.
        public enum Kind: String, Hashable, Sendable {
            case pause
            case resume
        }

        /// When the event ran, in seconds (later than its `at` if the main loop was stalled then).
        public let time: Double
        /// Pause or resume.
        public let kind: Kind
        /// The layer's id.
        public let layer: String
        /// The ids of the operations that animate this layer or a layer beneath
        /// it (whose time it stops or restarts), in file order.
        public let operations: [String]
    }

    /// A `retarget` event as it ran: the spring's value and velocity at the
    /// hand-off, or why the operation refused it.
    public struct Retarget: Hashable, Sendable {
        /// When it ran, in seconds.
        public let time: Double
        /// The operation's id.
        public let operation: String
        /// The spring's key path.
        public let keyPath: String
        /// The target, as numbers.
        public let target: [Double]
        /// What the layer showed at the key path then, as numbers.
        public let value: [Double]
        /// How fast that changed then (`Layer.presentedVelocity(for:)`), in
        /// units per second: the velocity the new spring starts with.
        public let velocity: [Double]
        /// The refusal's message, when the operation refused the call.
        public let refusal: String?
    }

    /// An operation the run made for one of the file's own, which the file
    /// does not list: it is in the trace and ``operations``, under what made it.
    public enum MadeOperation: Hashable, Sendable {
        /// Attempt `number` (from 1) of the retry `retry`; `retried` when
        /// another attempt followed it (so it failed, and its retry went on).
        case attempt(retry: String, number: Int, retried: Bool)
        /// A wait between two attempts of the retry `retry`.
        case retryWait(retry: String)
        /// The wait that holds the timeline step `step` until its start.
        case startWait(step: String)
    }

    /// The scenario's name.
    public let name: String
    /// When the run ended, in seconds.
    public let endTime: Double
    /// The fixture's trace of the run.
    public let trace: Trace
    /// The names of the sampled columns, `LAYERID.KEYPATH`.
    public let columns: [String]
    /// The samples, in time order.
    public let samples: [Sample]
    /// The operations' ids, in file order, each group followed by its children.
    public let operations: [String]
    /// The id of the group each child operation belongs to, by the child's id.
    public let groups: [String: String]
    /// The operations the run made, by id: a retry's attempts and the waits
    /// between them, and the waits that hold a timeline's steps. Every other
    /// operation of ``operations`` is one of the file's, as `cadence check` counts them.
    public let made: [String: MadeOperation]
    /// The sampled columns read again for the picture (``SVGChart``), not for
    /// the report: one sample per frame at 60 Hz (every second or fourth frame…
    /// for a long run, so at most about 3,000 frames), and a value either side
    /// of each jump (two samples at one time). Empty for a result made by hand;
    /// the picture joins ``samples`` then. ``ResultDocument`` leaves them out.
    public let pictureSamples: [Sample]
    /// The scenario's `pause` and `resume` events, in the order they ran.
    public let layerEvents: [LayerEvent]
    /// The scenario's events as they ran, each with a few words saying what
    /// it did (`set second-hand.angle`), in the order they ran: the pictures
    /// mark them on the time axis.
    public let events: [OperationRows.Event]
    /// The waits that only hold what follows them: a timeline step's until
    /// its start (named `ID at START`), a retry's between attempts (`ID wait
    /// N`). The pictures draw them as waiting, not as work.
    public let holds: Set<String>
    /// Where each operation that a transport event steered came to rest
    /// (`AnimationOperation.finalPosition`, `GroupOperation.finalPosition`
    /// for a group or a timeline), by id: absent while it had not
    /// finished, and for the operations no event steered.
    public let finalPositions: [String: AnimatingPosition]
    /// Whether the samples carry velocities (the scenario's `sample.velocities`).
    public let velocities: Bool
    /// What the pictures plot, in order: each sampled column, followed by
    /// its velocity when the scenario asks for velocities.
    public var series: [Series] {
        columns.indices.flatMap { index in
            let name = columns[index]
            let value = Series(name: name, column: index, columnName: name, isVelocity: false)
            guard velocities else { return [value] }
            let velocity = Series(name: SampleSpec.Column.velocityName(of: name), column: index, columnName: name, isVelocity: true)
            return [value, velocity]
        }
    }
    /// The scenario's `retarget` events, in the order they ran.
    public let retargets: [Retarget]
    /// Every frame of the run at 60 Hz, for the HTML player; nil unless the
    /// run was asked for it (`cadence run --html`).
    public let frameRecording: FrameRecording?
    /// The rows every picture and summary of the run reads (the SVG chart,
    /// the HTML player, the text report, the JSON result and the Chrome
    /// trace): the operations in file order, each group followed by its
    /// children, with the timeline's holds, the layers' pauses and the
    /// scenario's events, up to ``endTime``. Worked out once, here.
    public let operationRows: OperationRows

    init(
        name: String, endTime: Double, trace: Trace, columns: [String], samples: [Sample], operations: [String],
        pictureSamples: [Sample] = [], layerEvents: [LayerEvent] = [], groups: [String: String] = [:],
        made: [String: MadeOperation] = [:], frameRecording: FrameRecording? = nil,
        events: [OperationRows.Event] = [], holds: Set<String> = [], finalPositions: [String: AnimatingPosition] = [:],
        retargets: [Retarget] = [], velocities: Bool = false
    ) {
        self.velocities = velocities
        self.retargets = retargets
        self.finalPositions = finalPositions
        self.made = made
        self.events = events
        self.holds = holds
        self.name = name
        self.endTime = endTime
        self.trace = trace
        self.columns = columns
        self.samples = samples
        self.operations = operations
        self.pictureSamples = pictureSamples
        self.layerEvents = layerEvents
        self.groups = groups
        self.frameRecording = frameRecording
        var rowTrace = trace
        // The file's groups, and any the trace knows besides (a retry's attempts, a timeline's holds).
        rowTrace.groups.merge(groups) { _, file in file }
        let pauses = layerEvents.map {
            OperationRows.LayerEvent(time: $0.time, isPause: $0.kind == .pause, layer: $0.layer, operations: $0.operations)
        }
        operationRows = OperationRows(
            rowTrace, end: endTime.isFinite ? endTime : .infinity, order: operations, holds: holds, layerEvents: pauses,
            events: events)
    }
}
