import CadenceTesting

/// Why ``ScenarioRunner`` did not play a scenario to its end. `cadence run`
/// prints it after `Error: ` and exits with status 1, or, for
/// ``refused(_:)``, prints its lines and exits with status 2.
public enum ScenarioRunError: Error, Hashable, Sendable {
    /// An operation that has not finished when the run can go no further.
    public struct UnfinishedOperation: Hashable, Sendable {
        /// The operation's id.
        public let id: String
        /// Whether it had started (it is running), or still waits.
        public let isRunning: Bool
        /// For one that waits, the ids of its dependencies that have not
        /// finished, in file order.
        public let waitingFor: [String]
        /// For one whose dependencies have ended, the condition it waits
        /// for, if any (`mutually exclusive 'screen'` for a category).
        public let waitingForCondition: String?

        /// An unfinished operation: `id`, running or not, and what it waits
        /// for: dependencies, or a condition's answer or a category.
        public init(id: String, isRunning: Bool, waitingFor: [String], waitingForCondition: String? = nil) {
            self.id = id
            self.isRunning = isRunning
            self.waitingFor = waitingFor
            self.waitingForCondition = waitingForCondition
        }
    }

    /// The run stopped at one of its limits (100,000 samples; 1,000,000
    /// instants without `until`); the error says which.
    case limitExceeded(FixtureError)
    /// Without `until`, nothing more can happen at `time` (nothing is due on
    /// the clock and the main loop is not stalled), yet `unfinished`, in file
    /// order, have not finished: a paused layer never resumed, a speed of 0,
    /// times too large to reach. The run would never end by itself.
    case cannotEnd(time: Double, unfinished: [UnfinishedOperation])
    /// The scenario cannot be played at all: one line per problem, each with
    /// its JSON path, as ``ScenarioError`` writes them (a stall that would end
    /// past the largest finite time). `cadence check` refuses it too.
    case refused(ScenarioError)
}

extension ScenarioRunError: CustomStringConvertible {
    /// The summary, then `expected:`, `actual:` and `what to do:`, as
    /// `FixtureError` writes them; for ``refused(_:)``, one problem per line.
    public var description: String {
        switch self {
        case .limitExceeded(let error):
            return error.description
        case .refused(let error):
            return error.description
        case .cannotEnd(let time, let unfinished):
            let count = unfinished.count == 1 ? "1 operation has" : "\(unfinished.count) operations have"
            let names = unfinished.map { operation in
                if operation.isRunning { return "\(operation.id) (running)" }
                if !operation.waitingFor.isEmpty {
                    return "\(operation.id) (waiting for \(operation.waitingFor.joined(separator: ", ")))"
                }
                if let condition = operation.waitingForCondition {
                    return "\(operation.id) (waiting for \(condition))"
                }
                return "\(operation.id) (waiting)"
            }
            return FixtureError(
                .limitExceeded,
                "the scenario can never end: at t = \(ValueTable.format(time)) nothing more can happen, and \(count) not finished",
                expected: "every operation finished when no work is left, or an `until` to stop the run",
                actual: "unfinished: " + names.joined(separator: ", "),
                hint: "resume the paused layers, play the paused operations, keep speeds above 0 and times finite, "
                    + "or give the scenario an `until` (or --until) to stop it there"
            ).description
        }
    }
}
