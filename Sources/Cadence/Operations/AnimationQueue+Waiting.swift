import Foundation

extension AnimationQueue {
    /// Blocks until every operation has finished, as
    /// `OperationQueue.waitUntilAllOperationsAreFinished()` does.
    ///
    /// On a ``VirtualClock`` nothing would ever finish while the caller waits, so
    /// this advances the clock instead, from one due instant to the next (each a
    /// *step*, running all the work due then), and leaves it at the instant the
    /// last operation finished. A step is a frame of a ``TimedTaskOperation``'s
    /// progress or of a ``FrameTicker`` as much as an operation's end: a task of
    /// 20,000 s reporting at 60 frames per second takes some 1,200,000 steps.
    ///
    /// ```swift
    /// try queue.waitUntilAllOperationsAreFinished(maximumSteps: 2_000_000)
    /// ```
    ///
    /// On a ``HostClock`` it blocks the calling thread with no timeout; see
    /// ``waitUntilAllOperationsAreFinished(timeout:maximumSteps:)`` for one.
    ///
    /// - Parameter maximumSteps: On a virtual clock, how many steps to take
    ///   before giving up (1,000,000 unless given), so that work that never ends,
    ///   such as a ticker beside an endless animation, cannot hang the caller.
    ///   Other clocks ignore it.
    /// - Throws: ``CadenceError`` when called from the queue's own main loop, or
    ///   from the queue of the ``HostClock`` that drives it (either would
    ///   deadlock); when `maximumSteps` is negative; and on a virtual clock when
    ///   operations are left unfinished, naming them: *not yet finished* when the
    ///   clock has work due at a later instant (`maximumSteps` ran out first),
    ///   *never finishes* when the clock has nothing left to run.
    public func waitUntilAllOperationsAreFinished(maximumSteps: Int = 1_000_000) throws(CadenceError) {
        let field = "waitUntilAllOperationsAreFinished()"
        try checkCanWait(field, maximumSteps: maximumSteps)
        if let clock = mainLoop.clock as? VirtualClock {
            try advanceUntilFinished(clock, until: nil, maximumSteps: maximumSteps, field: field)
            guard operationCount == 0 else {
                throw CadenceError(
                    .invalidState, field: field,
                    value: "\(describeUnfinished("that never finishes", "that never finish")): "
                        + "nothing is left to run on the clock at t = \(CadenceError.describe(clock.currentTime))",
                    expected: "operations that finish once their time has passed")
            }
            return
        }
        _ = blockUntilIdle(timeout: nil)
    }

    /// Blocks until every operation has finished or `seconds` have passed,
    /// whichever comes first, and says which, as `DispatchGroup.wait(timeout:)`
    /// and `DispatchSemaphore.wait(timeout:)` do.
    ///
    /// ```swift
    /// if try queue.waitUntilAllOperationsAreFinished(timeout: 0.2) == .timedOut {
    ///     queue.cancelAllOperations()
    /// }
    /// ```
    ///
    /// Running out of time is an answer, not an error: an endless animation
    /// gives `.timedOut`, and ``operations`` lists what is left.
    ///
    /// On a ``VirtualClock`` the timeout is virtual time: the clock advances as
    /// in ``waitUntilAllOperationsAreFinished(maximumSteps:)``, but no further
    /// than `seconds` from now. When the operations finish sooner, the clock is
    /// left at the instant the last one finished; otherwise at exactly `seconds`
    /// from now, whether or not anything is left to run on it.
    ///
    /// - Parameters:
    ///   - seconds: The longest wait, in seconds of the queue's clock.
    ///   - maximumSteps: On a virtual clock, how many steps to take before giving
    ///     up (1,000,000 unless given). Other clocks ignore it.
    /// - Returns: `.success` when every operation has finished, `.timedOut`
    ///   when some are left after `seconds`.
    /// - Throws: ``CadenceError`` when `seconds` is negative or not finite, when
    ///   `maximumSteps` is negative, when called from the queue's own main loop
    ///   or from the queue of the ``HostClock`` that drives it (nothing could
    ///   finish while it waits), and on a virtual clock when `maximumSteps` ran
    ///   out before the timeout, naming the operations not yet finished.
    public func waitUntilAllOperationsAreFinished(
        timeout seconds: Double, maximumSteps: Int = 1_000_000
    ) throws(CadenceError) -> DispatchTimeoutResult {
        let field = "waitUntilAllOperationsAreFinished(timeout:)"
        try CadenceError.check(
            seconds, "timeout", in: 0 ... .infinity,
            expected: "a finite number of seconds ≥ 0 (waitUntilAllOperationsAreFinished() waits without one)")
        try checkCanWait(field, maximumSteps: maximumSteps)
        if let clock = mainLoop.clock as? VirtualClock {
            let end = clock.currentTime + seconds
            try CadenceError.check(
                end, "timeout",
                expected: "a timeout that keeps the time finite (now \(CadenceError.describe(clock.currentTime)))")
            try advanceUntilFinished(clock, until: end, maximumSteps: maximumSteps, field: field)
            guard operationCount == 0 else {
                try clock.advance(to: end)
                return .timedOut
            }
            return .success
        }
        return blockUntilIdle(timeout: seconds)
    }

    /// Throws when waiting here could never end: on the queue's main loop, or
    /// on the queue of the host clock that gives the loop its turns.
    private func checkCanWait(_ field: String, maximumSteps: Int) throws(CadenceError) {
        guard maximumSteps >= 0 else {
            throw CadenceError(
                .invalidValue, field: "maximumSteps", value: "\(maximumSteps)", expected: "a number of steps ≥ 0")
        }
        guard !mainLoop.isRunningJob else {
            throw CadenceError(
                .invalidState, field: field, value: "a call from the queue's main loop",
                expected: "a call from another thread (waiting on the loop would deadlock it)")
        }
        if let clock = mainLoop.clock as? HostClock, clock.isOnQueue {
            throw CadenceError(
                .invalidState, field: field, value: "a call from the host clock's queue",
                expected: "a call from another thread (the main loop runs on that queue, so waiting there would deadlock it)")
        }
    }

    /// Advances `clock` from one due instant to the next, each a step, until
    /// every operation has finished, nothing is due by `end` (or at all), or
    /// `maximumSteps` steps have run while work is still due: then it throws.
    private func advanceUntilFinished(
        _ clock: VirtualClock, until end: Double?, maximumSteps: Int, field: String
    ) throws(CadenceError) {
        var steps = 0
        while operationCount > 0, let next = clock.nextDeadline, next <= end ?? .infinity {
            guard steps < maximumSteps else {
                throw CadenceError(
                    .invalidState, field: field,
                    value: "\(describeUnfinished("not yet finished", "not yet finished")) when the wait stopped after "
                        + "\(steps) steps at t = \(CadenceError.describe(clock.currentTime)) "
                        + "(the clock's next work is due at t = \(CadenceError.describe(next)))",
                    expected: "operations that finish within maximumSteps = \(maximumSteps) steps "
                        + "(pass more to wait longer)")
            }
            try clock.advance(to: max(next, clock.currentTime))
            steps += 1
        }
    }

    /// `1 operation that never finishes (name)`, or `3 operations …` with up to
    /// eight names and how many more.
    private func describeUnfinished(_ singular: String, _ plural: String) -> String {
        let left = operations
        var names = left.prefix(8).map(describe).joined(separator: ", ")
        if left.count > 8 {
            names += ", and \(left.count - 8) more"
        }
        return left.count == 1 ? "1 operation \(singular) (\(names))" : "\(left.count) operations \(plural) (\(names))"
    }

    /// Blocks the calling thread until the queue is empty or `timeout` seconds
    /// have passed (never, if nil).
    private func blockUntilIdle(timeout: Double?) -> DispatchTimeoutResult {
        let waiter = DispatchSemaphore(value: 0)
        let idle = state.withLock { state in
            if state.entries.isEmpty { return true }
            state.idleWaiters.append(waiter)
            return false
        }
        if idle { return .success }
        // Beyond a century a deadline would overflow Dispatch's nanoseconds.
        guard let timeout, timeout < HostClock.longestDelay else {
            waiter.wait()
            return .success
        }
        if waiter.wait(timeout: .now() + .nanoseconds(Int(timeout * 1e9))) == .success {
            return .success
        }
        // Timed out; unless the queue emptied meanwhile and took the waiter to
        // signal it, stop waiting.
        return state.withLock { state in
            guard let index = state.idleWaiters.firstIndex(where: { $0 === waiter }) else { return .success }
            state.idleWaiters.remove(at: index)
            return .timedOut
        }
    }
}
