import Foundation

extension AnimationQueue {
    /// Blocks until every operation has finished.
    ///
    /// On a ``VirtualClock`` nothing would ever finish while the caller waits, so
    /// this advances the clock from one due instant to the next instead.
    ///
    /// - Throws: ``CadenceError`` when called from the queue's own main loop, or
    ///   from the queue of the ``HostClock`` that drives it (either would
    ///   deadlock), or, on a virtual clock, when operations are left
    ///   that nothing will ever finish (the error names them).
    public func waitUntilAllOperationsAreFinished() throws(CadenceError) {
        guard !mainLoop.isRunningJob else {
            throw CadenceError(
                .invalidState, field: "waitUntilAllOperationsAreFinished()", value: "a call from the queue's main loop",
                expected: "a call from another thread (waiting on the loop would deadlock it)")
        }
        if let clock = mainLoop.clock as? HostClock, clock.isOnQueue {
            throw CadenceError(
                .invalidState, field: "waitUntilAllOperationsAreFinished()", value: "a call from the host clock's queue",
                expected: "a call from another thread (the main loop runs on that queue, so waiting there would deadlock it)")
        }
        if let clock = mainLoop.clock as? VirtualClock {
            var steps = 0
            while operationCount > 0, steps < 1_000_000, let next = clock.nextDeadline {
                try clock.advance(to: max(next, clock.currentTime))
                steps += 1
            }
            guard operationCount == 0 else {
                let names = operations.prefix(8).map(describe).joined(separator: ", ")
                throw CadenceError(
                    .invalidState, field: "waitUntilAllOperationsAreFinished()",
                    value: "\(operationCount) operations that never finish (\(names))",
                    expected: "operations that finish once their time has passed")
            }
            return
        }
        let waiter = DispatchSemaphore(value: 0)
        let idle = state.withLock { state in
            if state.entries.isEmpty { return true }
            state.idleWaiters.append(waiter)
            return false
        }
        if !idle {
            waiter.wait()
        }
    }
}
