import Cadence
import Foundation
import Testing

/// Transactions: nesting, settings, and completion blocks with Core Animation's
/// documented semantics. Times in the logs are the virtual clock's.
@Suite struct TransactionTests {
    private func move(_ duration: Double) -> BasicAnimation<CGFloat> {
        BasicAnimation(keyPath: .positionX, from: 0, to: 100, duration: duration)
    }

    /// Logs `name` with the time when it runs.
    private func block(_ name: String, _ log: EventLog, _ stage: Stage) -> @Sendable () -> Void {
        { log.append("\(name) @\(CadenceTestTime.format(stage.clock.currentTime))") }
    }

    /// With no animations added, the block runs at once, after the current job.
    @Test func completionWithNoAnimationsRunsAfterTheCurrentJob() throws {
        let stage = Stage()
        let log = EventLog()
        try stage.onMain {
            let transaction = stage.compositor.transaction
            transaction.begin()
            transaction.completionBlock = block("done", log, stage)
            try? transaction.commit()
            log.append("job ends")
        }
        #expect(log.entries == ["job ends", "done @0"])
    }

    /// One animation of 1 s: the block runs when it completes.
    @Test func completionWithOneAnimation() throws {
        let stage = Stage()
        let log = EventLog()
        let transaction = stage.compositor.transaction
        transaction.begin()
        transaction.completionBlock = block("done", log, stage)
        try stage.box.add(move(1), forKey: "a")
        try transaction.commit()
        try stage.advance(to: 0.999)
        #expect(log.entries.isEmpty)
        try stage.advance(to: 5)
        #expect(log.entries == ["done @1"])
    }

    /// Several animations: the block waits for the last (1 s, 2 s, and 0.5 s
    /// beginning 1 s late: the last ends at 2).
    @Test func completionWaitsForEveryAnimation() throws {
        let stage = Stage()
        let log = EventLog()
        let transaction = stage.compositor.transaction
        transaction.begin()
        transaction.completionBlock = block("done", log, stage)
        try stage.box.add(move(1), forKey: "a")
        try stage.box.add(BasicAnimation(keyPath: .opacity, from: 0, to: 1, duration: 2), forKey: "b")
        var late = BasicAnimation(keyPath: .positionY, from: 0, to: 1, duration: 0.5)
        late.beginTime = 1
        try stage.box.add(late, forKey: "c")
        try transaction.commit()
        try stage.advance(to: 5)
        #expect(log.entries == ["done @2"])
    }

    /// Removing an animation counts as its end: the block runs when the last one
    /// still waited for is removed.
    @Test(arguments: [(0.5, "done @1"), (1.5, "done @1.5")])
    func removalEndsTheWait(removeAt: Double, expected: String) throws {
        let stage = Stage()
        let log = EventLog()
        let transaction = stage.compositor.transaction
        transaction.begin()
        transaction.completionBlock = block("done", log, stage)
        try stage.box.add(move(1), forKey: "short")
        try stage.box.add(BasicAnimation(keyPath: .opacity, from: 0, to: 1, duration: 3), forKey: "long")
        try transaction.commit()
        try stage.advance(to: removeAt)
        try stage.onMain { stage.box.removeAnimation(forKey: "long") }
        try stage.advance(to: 5)
        #expect(log.entries == [expected])
    }

    /// Replacing an animation under its key removes it: the first transaction's
    /// block runs then; the replacement belongs to the second transaction.
    @Test func replacementEndsTheWait() throws {
        let stage = Stage()
        let log = EventLog()
        let transaction = stage.compositor.transaction
        transaction.begin()
        transaction.completionBlock = block("first", log, stage)
        try stage.box.add(move(2), forKey: "k")
        try transaction.commit()
        try stage.advance(to: 0.5)
        try stage.onMain {
            transaction.begin()
            transaction.completionBlock = block("second", log, stage)
            try? stage.box.add(move(1), forKey: "k")
            try? transaction.commit()
        }
        try stage.advance(to: 5)
        #expect(log.entries == ["first @0.5", "second @1.5"])
    }

    /// Only animations added after the block was set count; a second block closes
    /// the first one's list.
    @Test func blocksCountAnimationsAddedAfterThem() throws {
        let stage = Stage()
        let log = EventLog()
        let transaction = stage.compositor.transaction
        transaction.begin()
        try stage.box.add(move(3), forKey: "before")  // not waited for by anyone
        transaction.completionBlock = block("x", log, stage)
        try stage.box.add(move(1), forKey: "a")
        transaction.completionBlock = block("y", log, stage)
        try stage.box.add(BasicAnimation(keyPath: .opacity, from: 0, to: 1, duration: 2), forKey: "b")
        try transaction.commit()
        try stage.advance(to: 5)
        #expect(log.entries == ["x @1", "y @2"])
    }

    /// A block replaced before any animation was added runs at once.
    @Test func replacedEmptyBlockRunsAtOnce() throws {
        let stage = Stage()
        let log = EventLog()
        try stage.onMain {
            let transaction = stage.compositor.transaction
            transaction.begin()
            transaction.completionBlock = block("x", log, stage)
            transaction.completionBlock = block("y", log, stage)
            try? stage.box.add(move(1), forKey: "a")
            try? transaction.commit()
        }
        try stage.advance(to: 5)
        #expect(log.entries == ["x @0", "y @1"])
    }

    /// Nested transactions: the inner block waits for the inner animation; the
    /// outer block also waits for animations added in nested transactions. Only
    /// the outermost commit takes effect.
    @Test func nestedTransactions() throws {
        let stage = Stage()
        let log = EventLog()
        let transaction = stage.compositor.transaction
        transaction.begin()
        transaction.completionBlock = block("outer", log, stage)
        try stage.box.add(BasicAnimation(keyPath: .opacity, from: 0, to: 1, duration: 1), forKey: "a")
        transaction.begin()
        transaction.completionBlock = block("inner", log, stage)
        try stage.box.add(move(2), forKey: "b")
        try transaction.commit()
        #expect(transaction.depth == 1)
        #expect(stage.box.presentation(at: 0.5)[.positionX] == 0)  // not committed yet
        try transaction.commit()
        #expect(transaction.depth == 0)
        #expect(stage.box.presentation(at: 0.5)[.positionX] == 25)
        try stage.advance(to: 5)
        #expect(log.entries == ["inner @2", "outer @2"])
    }

    /// Settings are inherited by nested transactions unless they set their own.
    @Test func nestedSettingsInherit() throws {
        let stage = Stage()
        let transaction = stage.compositor.transaction
        #expect(transaction.animationDuration == 0.25)
        transaction.begin()
        transaction.animationDuration = 2
        try transaction.setValue("hello", forKey: "custom")
        transaction.begin()
        #expect(transaction.animationDuration == 2)
        transaction.animationDuration = 3
        #expect(transaction.value(forKey: "custom") as? String == "hello")
        #expect(transaction.value(forKey: Transaction.animationDurationKey) as? Double == 3)
        try transaction.commit()
        #expect(transaction.animationDuration == 2)
        try transaction.commit()
        #expect(transaction.animationDuration == 0.25)
    }

    /// An animation added with duration 0 takes the transaction's duration.
    @Test func zeroDurationTakesTheTransactionsDuration() throws {
        let stage = Stage()
        let log = EventLog()
        let transaction = stage.compositor.transaction
        transaction.begin()
        transaction.animationDuration = 2
        transaction.completionBlock = block("done", log, stage)
        try stage.box.add(move(0), forKey: "a")
        try transaction.commit()
        #expect(stage.box.animation(forKey: "a")?.duration == 2)
        try stage.advance(to: 5)
        #expect(log.entries == ["done @2"])
    }

    /// Changing a layer with no transaction open opens an implicit one, which
    /// commits when the main loop next runs (outside a job) or when the current
    /// job ends (inside one), before the next job.
    @Test func implicitTransactions() throws {
        let stage = Stage()
        let transaction = stage.compositor.transaction
        stage.box[.opacity] = 0.5
        #expect(transaction.depth == 1)
        try stage.settle()
        #expect(transaction.depth == 0)
        #expect(stage.box.animationKeys() == ["opacity"])

        let log = EventLog()
        stage.compositor.mainLoop.enqueue {
            stage.box[.positionX] = 10
            log.append("depth in job \(transaction.depth)")
        }
        stage.compositor.mainLoop.enqueue {
            log.append("depth in next job \(transaction.depth), keys \(stage.box.animationKeys())")
        }
        try stage.settle()
        #expect(log.entries == ["depth in job 1", "depth in next job 0, keys [\"opacity\", \"position.x\"]"])
    }

    /// `flush()` commits the implicit transaction at once; with an explicit one
    /// open it waits for that.
    @Test func flush() throws {
        let stage = Stage()
        let transaction = stage.compositor.transaction
        try stage.box.add(move(1), forKey: "a")
        transaction.flush()
        #expect(transaction.depth == 0)
        #expect(stage.box.presentation(at: 0.5)[.positionX] == 50)

        transaction.begin()
        try stage.box.add(BasicAnimation(keyPath: .opacity, from: 0, to: 1, duration: 1), forKey: "b")
        transaction.flush()
        #expect(transaction.depth == 1)
        #expect(stage.box.presentation(at: 0.5)[.opacity] == 1)
        try transaction.commit()
        #expect(stage.box.presentation(at: 0.5)[.opacity] == 0.5)
    }

    /// Committing with nothing opened by `begin()` is an error, not a crash; the
    /// implicit transaction is left alone.
    @Test func commitWithoutBegin() throws {
        let stage = Stage()
        let transaction = stage.compositor.transaction
        #expect(throws: CadenceError.self) { try transaction.commit() }
        stage.box[.opacity] = 0.5
        do {
            try transaction.commit()
            Issue.record("expected an error")
        } catch {
            #expect(error.code == .invalidState)
            #expect(error.field == "Transaction.commit()")
        }
        #expect(transaction.depth == 1)
    }

    /// The typed keys are checked; a refused property value is reported.
    @Test func settingsAreChecked() throws {
        let stage = Stage()
        let transaction = stage.compositor.transaction
        #expect(throws: CadenceError.self) { try transaction.setValue("slow", forKey: Transaction.animationDurationKey) }
        #expect(throws: CadenceError.self) { try transaction.setValue(-1.0, forKey: Transaction.animationDurationKey) }
        #expect(throws: CadenceError.self) { try transaction.setValue(1, forKey: Transaction.disableActionsKey) }
        transaction.animationDuration = .nan
        #expect(transaction.animationDuration == 0.25)
        #expect(stage.compositor.reportedErrors.map(\.field) == [Transaction.animationDurationKey])
    }

    /// Two compositors in one process have their own transactions: opening,
    /// configuring and committing one leaves the other alone.
    @Test func compositorsDoNotShareTransactions() throws {
        let left = Stage()
        let right = Stage()
        left.compositor.transaction.begin()
        left.compositor.transaction.animationDuration = 2
        #expect(right.compositor.transaction.depth == 0)
        #expect(right.compositor.transaction.animationDuration == 0.25)
        right.box[.opacity] = 0
        try left.box.add(BasicAnimation(keyPath: .opacity, from: 0, to: 1), forKey: "fade")
        try left.compositor.transaction.commit()
        try right.settle()
        #expect(left.box.animation(forKey: "fade")?.duration == 2)
        #expect(right.box.animation(forKey: "opacity")?.duration == 0.25)
        #expect(right.compositor.transaction.depth == 0)
    }
}
