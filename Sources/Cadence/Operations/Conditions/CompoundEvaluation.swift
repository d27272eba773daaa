import Foundation

/// How "all of" and "any of" ask their conditions: one at a time, in order,
/// each on the operation's main loop, stopping at the answer that decides.
struct CompoundEvaluation: Sendable {
    enum Rule: Sendable {
        /// Stops at the first answer that is not `.satisfied`.
        case all
        /// Stops at the first `.satisfied`.
        case any
    }

    let rule: Rule
    let conditions: [any OperationCondition]

    /// `conditions` as a list for a compound's name: `online, charging`.
    static func names(_ conditions: [any OperationCondition]) -> String {
        conditions.map(\.name).joined(separator: ", ")
    }

    /// Validates every condition, locating a problem at `conditions[i]`, and
    /// refuses ``MutuallyExclusive`` inside a compound: a category is taken by
    /// the operation, not answered, so it belongs on the operation itself.
    static func validate(_ conditions: [any OperationCondition]) throws(CadenceError) {
        for (index, condition) in conditions.enumerated() {
            if condition is MutuallyExclusive {
                throw CadenceError(
                    .invalidValue, field: "conditions[\(index)]", value: condition.name,
                    expected: "a condition that answers (add MutuallyExclusive to the operation itself)")
            }
            do {
                try condition.validate()
            } catch {
                throw error.inside("conditions[\(index)]")
            }
        }
    }

    /// The compound's answer from the answers collected, in order, up to the
    /// one that stopped the evaluation (or all of them):
    ///
    /// - a satisfied one decides "any of"; a failure, not followed by a
    ///   satisfied one, fails either (the first failure's error, located in
    ///   its condition);
    /// - otherwise, any satisfied answer makes it satisfied: a cancelling
    ///   (silent) answer is neutral beside one that is satisfied;
    /// - otherwise (no answer, or only cancelling ones) it cancels quietly:
    ///   an empty list is neither satisfied nor failed.
    static func combine(_ answers: [(name: String, result: ConditionResult)]) -> ConditionResult {
        var isSatisfied = false
        var failure: CadenceError?
        for answer in answers {
            switch answer.result {
            case .satisfied: isSatisfied = true
            case .failed(let error): if failure == nil { failure = error.inCondition(named: answer.name) }
            case .cancelled: break
            }
        }
        if let failure { return .failed(failure) }
        return isSatisfied ? .satisfied : .cancelled
    }

    func evaluate(for operation: TimedOperation, completion: @escaping @Sendable (ConditionResult) -> Void) {
        step(0, answers: [], for: operation, completion: completion)
    }

    private func step(
        _ index: Int, answers: [(name: String, result: ConditionResult)], for operation: TimedOperation,
        completion: @escaping @Sendable (ConditionResult) -> Void
    ) {
        guard index < conditions.count, !operation.isFinished else {
            completion(Self.combine(answers))
            return
        }
        let condition = conditions[index]
        let answered = LockedBox(false)
        let (rule, loop) = (rule, operation.mainLoop)
        condition.evaluate(for: operation) { result in
            let first = answered.withLock { answered in
                defer { answered = true }
                return !answered
            }
            guard first else { return }
            let collected = answers + [(condition.name, result)]
            let decides = switch rule {
            case .all: result != .satisfied
            case .any: result == .satisfied
            }
            if decides {
                completion(rule == .any ? .satisfied : Self.combine(collected))
                return
            }
            let next: @Sendable () -> Void = { step(index + 1, answers: collected, for: operation, completion: completion) }
            if let loop, !loop.isRunningJob { loop.enqueue(next) } else { next() }
        }
    }
}
