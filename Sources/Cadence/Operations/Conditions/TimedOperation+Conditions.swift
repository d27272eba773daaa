import Foundation

/// Conditions: evaluated when the operation is otherwise ready, before it
/// takes a slot; see ``OperationCondition``.
extension TimedOperation {
    /// Where an operation is with its conditions.
    struct ConditionState {
        enum Phase: Equatable {
            case unevaluated
            /// Waiting for the named condition's answer, since a clock time.
            case evaluating(String, since: Double)
            /// Every condition satisfied (or there were none): it may run.
            case satisfied
            /// A condition failed or cancelled it.
            case refused
        }

        var conditions: [any OperationCondition] = []
        var phase = Phase.unevaluated
        /// When the evaluation began: its timeout counts from there.
        var evaluationStart: Double?

        var needsEvaluation: Bool { phase == .unevaluated && !conditions.isEmpty }
    }

    /// What a queue must do about an operation's conditions before it may
    /// take a slot.
    enum ConditionReadiness {
        /// Nothing: it has none, or they are satisfied (or it is refused and
        /// finishing).
        case none
        /// Evaluate them: it is otherwise ready.
        case evaluate
        /// Wait for the answer of one being evaluated.
        case waiting
    }

    /// Adds `condition`, evaluated in the order added once the operation is
    /// otherwise ready. Add conditions before the operation is added to a
    /// queue or started; one added after the evaluation began is not evaluated.
    ///
    /// A condition that is not valid (``OperationCondition/validate()``)
    /// makes adding the operation to an ``AnimationQueue`` throw its error,
    /// located at `conditions[i]`.
    public func addCondition(_ condition: some OperationCondition) {
        var problem: CadenceError?
        do {
            try condition.validate()
        } catch {
            problem = error
        }
        state.withLock { state in
            if let problem, state.configurationError == nil {
                state.configurationError = problem.inside("conditions[\(state.conditionState.conditions.count)]")
            }
            state.conditionState.conditions.append(condition)
        }
    }

    /// Its conditions, in the order added.
    public var conditions: [any OperationCondition] { state.withLock { $0.conditionState.conditions } }

    /// The condition it waits for, while one is being evaluated, and since
    /// when (clock time): a condition that never answers shows here (and in a
    /// test fixture's `checkIdle()`).
    public var pendingCondition: (name: String, since: Double)? {
        guard case .evaluating(let name, let since) = state.withLock({ $0.conditionState.phase }) else { return nil }
        return (name, since)
    }

    var conditionReadiness: ConditionReadiness {
        state.withLock { state in
            switch state.conditionState.phase {
            case .unevaluated: state.conditionState.conditions.isEmpty ? .none : .evaluate
            case .evaluating: .waiting
            case .satisfied, .refused: .none
            }
        }
    }

    /// Evaluates the conditions in order, then takes the operation's
    /// ``MutuallyExclusive`` categories; calls `done` once on the main loop
    /// with the outcome: `.satisfied`, the first failure (its error located
    /// in the condition), or `.cancelled`. Does nothing if the evaluation has
    /// begun already. Runs on the main loop.
    func evaluateConditions(on loop: MainLoop, then done: @escaping @Sendable (ConditionResult) -> Void) {
        let now = loop.clock.currentTime
        let conditions = state.withLock { state -> [any OperationCondition]? in
            guard state.conditionState.needsEvaluation else { return nil }
            state.conditionState.phase = .evaluating(state.conditionState.conditions[0].name, since: now)
            state.conditionState.evaluationStart = now
            return state.conditionState.conditions
        }
        guard let conditions else { return }
        scheduleTimeout(on: loop, from: now)
        evaluate(conditions, from: 0, on: loop, then: done)
    }

    private func evaluate(
        _ conditions: [any OperationCondition], from index: Int, on loop: MainLoop,
        then done: @escaping @Sendable (ConditionResult) -> Void
    ) {
        guard index < conditions.count else {
            takeCategories(conditions.compactMap { ($0 as? MutuallyExclusive)?.category }, on: loop, then: done)
            return
        }
        let condition = conditions[index]
        guard !(condition is MutuallyExclusive) else {
            evaluate(conditions, from: index + 1, on: loop, then: done)
            return
        }
        let now = loop.clock.currentTime
        state.withLock { $0.conditionState.phase = .evaluating(condition.name, since: now) }
        let answered = LockedBox(false)
        condition.evaluate(for: self) { [self] result in
            let first = answered.withLock { answered in
                defer { answered = true }
                return !answered
            }
            guard first else { return }
            onMainLoop(loop) { [self] in
                guard !isFinished else { return }
                switch result {
                case .satisfied:
                    evaluate(conditions, from: index + 1, on: loop, then: done)
                case .failed(let error):
                    conclude(.failed(error.inCondition(named: condition.name)), then: done)
                case .cancelled:
                    conclude(.cancelled, then: done)
                }
            }
        }
    }

    /// Asks the main loop's exclusivity for `categories`, held until the
    /// operation finishes; satisfied when granted.
    private func takeCategories(_ categories: [String], on loop: MainLoop, then done: @escaping @Sendable (ConditionResult) -> Void) {
        guard !categories.isEmpty else {
            conclude(.satisfied, then: done)
            return
        }
        let now = loop.clock.currentTime
        let names = categories.map { "'\($0)'" }.joined(separator: ", ")
        state.withLock { $0.conditionState.phase = .evaluating("mutually exclusive \(names)", since: now) }
        let id = ObjectIdentifier(self)
        addObserver { [loop] event in
            if case .didFinish = event { loop.exclusivity.release(id) }
        }
        guard !isFinished else { return }
        loop.exclusivity.request(categories, for: id) { [weak self, loop] in
            guard let self else { return }
            self.onMainLoop(loop) { [self] in
                guard !isFinished else { return }
                conclude(.satisfied, then: done)
            }
        }
    }

    private func conclude(_ result: ConditionResult, then done: @escaping @Sendable (ConditionResult) -> Void) {
        state.withLock { $0.conditionState.phase = result == .satisfied ? .satisfied : .refused }
        done(result)
    }

    private func onMainLoop(_ loop: MainLoop, _ body: @escaping @Sendable () -> Void) {
        if loop.isRunningJob { body() } else { loop.enqueue(body) }
    }
}
