/// Completion blocks: each block set on a transaction waits for the animations
/// added after it was set (a completion group), and runs on the main loop when
/// the transaction has committed and they have all completed or been removed.
extension Transaction {
    func setCompletionBlock(_ block: (@Sendable () -> Void)?) {
        ensureOpen()
        let closed = state.withLock { state in
            let top = state.levels.count - 1
            var closed: (@Sendable () -> Void)?
            // The block being replaced stops gathering; with nothing gathered it
            // runs now, as Core Animation documents.
            if let old = state.levels[top].completionGroup, state.groups[old]?.remaining == 0 {
                closed = state.groups.removeValue(forKey: old)?.block
            }
            state.levels[top].completionGroup = nil
            state.levels[top].completionBlock = block
            if let block {
                state.nextGroupID += 1
                state.groups[state.nextGroupID] = CompletionGroup(block: block)
                state.unarmedGroups.append(state.nextGroupID)
                state.levels[top].completionGroup = state.nextGroupID
            }
            return closed
        }
        if let closed {
            mainLoop.enqueue(closed)
        }
    }

    /// Adds an animation to the group of every open transaction that has a
    /// completion block, returning the groups innermost first (the order their
    /// blocks run in when the animation is the last they wait for).
    func joinCompletionGroups() -> [UInt64] {
        state.withLock { state in
            let ids = state.levels.reversed().compactMap(\.completionGroup)
            for id in ids {
                state.groups[id]?.remaining += 1
            }
            return ids
        }
    }

    /// Counts an animation of `groups` as over; returns the blocks now due.
    func animationStopped(in groups: [UInt64]) -> [@Sendable () -> Void] {
        guard !groups.isEmpty else { return [] }
        return state.withLock { state in
            groups.compactMap { id -> (@Sendable () -> Void)? in
                guard var group = state.groups[id] else { return nil }
                group.remaining -= 1
                guard group.remaining == 0, group.isArmed else {
                    state.groups[id] = group
                    return nil
                }
                state.groups[id] = nil
                return group.block
            }
        }
    }

    /// The number of completion blocks still waiting.
    public var pendingCompletionCount: Int { state.withLock { $0.groups.count } }
}

extension Transaction.State {
    /// Arms the groups gathered by the transaction that is committing; returns
    /// the blocks of those with nothing to wait for.
    mutating func armGroups() -> [@Sendable () -> Void] {
        defer { unarmedGroups.removeAll() }
        return unarmedGroups.compactMap { id in
            guard var group = groups[id] else { return nil }
            if group.remaining == 0 {
                groups[id] = nil
                return group.block
            }
            group.isArmed = true
            groups[id] = group
            return nil
        }
    }
}
