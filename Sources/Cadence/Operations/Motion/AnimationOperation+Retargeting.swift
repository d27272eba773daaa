extension AnimationOperation {
    /// Sends the running spring to `target`, keeping both where it is and
    /// how fast it moves: SwiftUI's spring replacing a spring in flight.
    ///
    /// At the layer's time now, the spring's value and velocity
    /// (``velocity(for:)``) become the start of a new spring with the same
    /// physics toward `target` (``SpringAnimation/retargeted(from:velocity:to:)``),
    /// which replaces the old one on the layer in one transaction with
    /// actions disabled; the model takes `target` (when the operation
    /// ``updatesModel``). The operation goes on running and finishes when the
    /// new spring settles; its scheduled end and logical completion move
    /// there. A steered run (paused, reversed, re-timed) starts afresh,
    /// playing at speed 1 from the hand-off; the velocity it hands on is the
    /// one shown (zero while paused).
    ///
    /// ```swift
    /// let drop = AnimationOperation(layer: card, animation: SpringAnimation(keyPath: .positionY, to: 600))
    /// try queue.addOperation(drop)
    /// // … a tap mid-flight:
    /// try drop.retarget(to: 200)
    /// ```
    ///
    /// - Throws: ``CadenceError`` naming `retarget(to:)` on an operation that
    ///   is not running (pending, cancelled or finished), or whose animation
    ///   is not a ``SpringAnimation`` of the value's type, or is additive; and
    ///   naming `target` for a target that is not finite. Nothing changes then.
    public func retarget<Value: Interpolatable>(to target: Value) throws(CadenceError) {
        let call = "retarget(to:)"
        guard isExecuting, !isCancelled, let host = layer.host, let started = withMutable({ $0.started }),
            let (played, time, speed) = runTime()
        else { throw notRunning(call) }
        guard let spring = played as? SpringAnimation<Value>, !spring.isAdditive else {
            throw CadenceError(
                .invalidState, field: call, value: "an operation playing \(type(of: played))",
                expected: "an operation playing a SpringAnimation<\(Value.self)> that is not additive")
        }
        try target.checkFinite("target")
        let beneath = layer.modelValues[spring.keyPath]
        guard let value = spring.value(at: time, beneath: beneath),
            let velocity = spring.velocity(at: time, beneath: beneath)
        else { throw notRunning(call) }
        let now = layer.localTime(fromHostTime: host.currentMediaTime)
        var next = spring.retargeted(from: value, velocity: velocity.scaled(by: speed), to: target)
        next.timing = MediaTiming(duration: spring.timing.duration)
        next.beginTime = now
        next.fillMode = spring.fillMode
        next.isRemovedOnCompletion = spring.isRemovedOnCompletion
        let names = started.animatedNames
        var final = started.finalValues ?? layer.modelValues
        final[spring.keyPath] = target
        let (generation, oldKey, updatesModel) = withMutable { state in
            state.generation += 1
            return (state.generation, state.currentKey ?? key, state.updatesModel)
        }
        let newKey = "\(key).retarget.\(generation)"
        host.beginTransaction(disablingActions: true) { [weak self] in
            self?.transactionDidComplete(generation: generation)
        }
        do {
            try layer.addResolved(next, forKey: newKey)
        } catch {
            withMutable { $0.generation -= 1 }
            host.commitTransaction()
            throw error
        }
        layer.removeAnimation(forKey: oldKey)
        if updatesModel { layer.setModelValues(from: final, names: names) }
        let restarted = Started(
            startValues: layer.presentation(), finalValues: final, animatedNames: names, played: next, origin: now,
            repetition: .once, passDuration: next.resolvedTiming.endTime - now)
        withMutable { state in
            state.started = restarted
            state.playhead = nil
            state.currentKey = newKey
        }
        host.commitTransaction()
        rescheduleAfterRetarget(next)
    }

    /// Moves the scheduled end and the logical completion to those of `next`.
    private func rescheduleAfterRetarget(_ next: SpringAnimation<some Interpolatable>) {
        let end = next.resolvedTiming.endTime
        let logicalEnd = next.logicalEndTime
        moveSchedule(
            end: end.isFinite ? layer.hostTime(fromLocalTime: end) : nil, hasLogicalEnd: logicalEnd < end,
            logical: layer.hostTime(fromLocalTime: logicalEnd))
    }
}
