import Cadence
import CadenceTesting
import Foundation

/// A scenario file, `cadence-scenario/1`, read and checked: layers, a graph of
/// operations on the main-like queue, timed events, and the instants at which
/// to sample presented values.
///
/// A scenario that exists is valid: ``ScenarioReader`` refuses anything else
/// before it can run, with every problem named by its JSON path. Play one with
/// ``ScenarioRunner``.
public struct Scenario: Sendable {
    /// The scenario's name (`name`), or the file's name without extension.
    public var name: String
    /// What it shows, for people.
    public var summary: String?
    /// When the run stops; nil to stop when no work is left.
    public var until: Double?
    /// How many operations may execute at once (`AnimationQueue.unlimited` for no limit).
    public var maxConcurrentOperations: Int
    /// The layer trees beneath the root, in file order.
    public var layers: [LayerSpec]
    /// The operations, in file order (the order the queue is given them).
    public var operations: [OperationSpec]
    /// The timed events, in file order.
    public var events: [EventSpec]
    /// What to sample, and when.
    public var sample: SampleSpec
    /// The exclusivity categories the file declares (`categories`), in file order.
    public var categories: [String] = []

    /// Every operation, depth first: each one followed by its children.
    public var allOperations: [OperationSpec] { operations.flatMap(\.allOperations) }
}

/// A layer as a scenario sets it up.
public struct LayerSpec: Sendable {
    /// The layer's id, which operations, events and samples use.
    public var id: String
    /// Model values, in file order.
    public var properties: [PropertySetting]
    /// The names of the custom properties it declares (opted in to implicit actions).
    public var customKeys: [String]
    /// The layer's `beginTime` (`timing.beginTime`).
    public var beginTime = 0.0
    /// The layer's `speed` (`timing.speed`).
    public var speed = 1.0
    /// The layer's `timeOffset` (`timing.timeOffset`).
    public var timeOffset = 0.0
    /// Its sublayers, in file order.
    public var sublayers: [LayerSpec]

    /// This layer and every layer beneath it, depth first.
    public var allLayers: [LayerSpec] { [self] + sublayers.flatMap(\.allLayers) }
}

/// One model value to set: a key path and a value of its type, checked.
public struct PropertySetting: Sendable {
    /// The key path's name (`position.x`, `angle`).
    public let keyPath: String
    /// Sets the value on a layer; outside a transaction's actions, or animated
    /// as an implicit action, whichever the caller arranges.
    public let apply: @Sendable (Layer) -> Void
}

/// An operation as a scenario describes it.
public struct OperationSpec: Sendable {
    /// What the operation does.
    public enum Work: Sendable {
        /// Play an animation on the operation's layer.
        case animation(any LayerAnimation)
        /// Take `duration` seconds and do nothing else (`"type": "wait"`).
        case wait(Double)
        /// Run child operations, as a `GroupOperation` (`children`).
        case group(GroupSpec)
        /// Take `duration` seconds, then complete, or fail on the attempts
        /// listed (`"type": "task"`; attempt 1 unless the operation retries).
        case task(duration: Double, failsOnAttempts: [Int])
        /// Play steps at the times their positions say, as a `GroupOperation`
        /// (`timeline`).
        case timeline(TimelineSpec)
    }

    /// The operation's id, unique in the whole file: its name in traces and
    /// the key of `dependsOn`.
    public var id: String
    /// The layer the animation plays on (nil for a wait, a task or a group).
    public var layer: String?
    /// The ids of the operations that must finish first: operations at the
    /// same level (siblings, for a group's child).
    public var dependsOn: [String]
    /// `priority`: the queue's tie-break among ready operations.
    public var priority: Operation.QueuePriority
    /// `updatesModel`: set the model to the final value at start.
    public var updatesModel: Bool
    /// `onCancel`: what the layer keeps when the operation is cancelled while it runs.
    public var onCancel: CancellationPolicy
    /// `anchor`: where its animation's timeline begins.
    public var anchor: Anchor
    /// The animation to play, the wait, or the group's children.
    public var work: Work
    /// `timeout`: the seconds it may take from its start (from the start of
    /// its conditions' evaluation when it has conditions); nil for no limit.
    public var timeout: Double? = nil
    /// `conditions`, added to the operation in file order.
    public var conditions: [ConditionSpec] = []
    /// `retry`: make the work again for each attempt until one completes.
    public var retry: RetrySpec?
    /// `completion`: when its dependents may start
    /// (`AnimationOperation.completionCriteria`): `.removed` by default.
    public var completion: CompletionCriteria = .removed
    /// The dependencies of `dependsOn` written with a `when` of their own
    /// (`addDependency(_:startingWhen:)`), by id.
    public var dependencyCriteria: [String: CompletionCriteria] = [:]

    /// The group's children, the timeline's steps, or none.
    public var children: [OperationSpec] {
        switch work {
        case .group(let group): group.children
        case .timeline(let timeline): timeline.steps.map(\.operation)
        default: []
        }
    }

    /// This operation and every operation beneath it, depth first.
    public var allOperations: [OperationSpec] { [self] + children.flatMap(\.allOperations) }
}

/// Something that happens at an instant of the run.
public struct EventSpec: Sendable {
    /// What happens.
    public enum Action: Sendable {
        /// Cancel the operation with this id, and with `propagate` its
        /// dependents; with a `reason`, the operation is cancelled with an
        /// error saying it (`TimedOperation.cancel(with:)`).
        case cancel(String, propagate: Bool, reason: String? = nil)
        /// Cancel every operation.
        case cancelAll
        /// Set a model value on the layer with this id, as an implicit animation when `animated`.
        case set(layer: String, PropertySetting, animated: Bool)
        /// Keep the main-like queue busy for this many seconds.
        case stall(Double)
        /// Pause the layer with this id (Core Animation's recipe).
        case pause(String)
        /// Resume the layer with this id.
        case resume(String)
        /// Make a transport call on the animation operation, group or
        /// timeline (its `GroupOperation`) with this id (`pause`, `play`,
        /// `seek`, `reverse`, `speed`, `finish`, `continue`).
        case transport(String, TransportCall)
        /// Send the running spring of the animation operation with this id to
        /// a new target, keeping its value and velocity
        /// (`AnimationOperation.retarget(to:)`).
        case retarget(String, RetargetSpec)
    }

    /// When, in seconds from the start of the run.
    public var at: Double
    /// What happens then.
    public var action: Action
}

/// A `retarget` event's target, read as a value of its spring's type.
public struct RetargetSpec: Sendable {
    /// The spring's key path (`position.y`).
    public let keyPath: String
    /// The target as numbers (one for a scalar, more for a compound value).
    public let target: [Double]
    /// Makes the call on the operation, traced by the fixture.
    let apply: @Sendable (TestFixture, AnimationOperation) throws(CadenceError) -> Void
    /// The value the layer shows at the key path now, and how fast it
    /// changes (`Layer.presentedVelocity(for:)`), as numbers.
    let read: @Sendable (Layer) -> (value: [Double], velocity: [Double])
}

/// What to sample and when: the union of ``times`` and the series
/// `from, from + every, …` up to ``to`` (the end of the run when nil).
public struct SampleSpec: Sendable {
    /// The most instants a run samples: more is refused when the file says
    /// so, and stops the run when it only shows while running.
    public static let maximumCount = 100_000

    /// One column: a layer's key path, read from its presentation.
    public struct Column: Sendable {
        /// `LAYERID.KEYPATH`, as the file wrote it.
        public let name: String
        /// The id of the layer read.
        public let layer: String
        /// Reads the presented value as numbers (one for a scalar, two for a
        /// point or size, four for a rect or color, sixteen for a transform).
        public let read: @Sendable (PropertyValues) -> [Double]
        /// Reads how fast the presented value changes at a host time, in
        /// units per second, as numbers in the same order: of
        /// `Layer.presentedVelocity(for:at:)` ``velocityLead`` before and
        /// after the instant (each a difference over the two microseconds
        /// on its side), the smaller in size, component by component. Where
        /// the value moves smoothly the two agree; where it steps (an
        /// animation starting from another value than the model's, a spring
        /// snapping onto its target, a `set`), the side that does not cross
        /// the step gives the velocity rather than the step divided by two
        /// microseconds.
        public let velocity: @Sendable (Layer, Double) -> [Double]

        /// How far either side of the instant a velocity is read: a
        /// microsecond, the half-width of `Layer.presentedVelocity(for:at:)`'s
        /// difference.
        public static let velocityLead = 1e-6

        /// A column `name` of layer `layer`, read with `read`, its velocity
        /// with `velocity` (none by default).
        public init(
            name: String, layer: String, read: @escaping @Sendable (PropertyValues) -> [Double],
            velocity: @escaping @Sendable (Layer, Double) -> [Double] = { _, _ in [] }
        ) {
            self.name = name
            self.layer = layer
            self.read = read
            self.velocity = velocity
        }

        /// The name of the column's velocity, in the result and the
        /// pictures: `card.position.x velocity`.
        public var velocityName: String { Self.velocityName(of: name) }

        /// The name of the velocity of the column `name`: `NAME velocity`.
        public static func velocityName(of name: String) -> String { "\(name) velocity" }
    }

    /// The key paths to sample (`keyPaths`).
    public var columns: [Column] = []
    /// `velocities`: also read how fast each column changes, for the
    /// result's samples and the pictures.
    public var velocities = false
    /// Instants to sample whatever else happens (`times`).
    public var times: [Double] = []
    /// The series' step (`every`), if there is a series.
    public var every: Double?
    /// The series' first instant (`from`, default 0).
    public var from = 0.0
    /// The series' last instant (`to`); nil for the end of the run.
    public var to: Double?

    /// The instants up to `end`, in increasing order without repeats.
    public func instants(endingAt end: Double) -> [Double] {
        var all = times
        if let every, every > 0 {
            let last = min(to ?? end, end)
            var index = 0.0
            while true {
                let time = from + index * every
                // A little slack, so 0.1 · 30 still counts as 3.
                guard time <= last + 1e-9 * max(1, abs(last)) else { break }
                all.append(min(time, last))
                index += 1
            }
        }
        return Array(Set(all)).sorted()
    }
}
