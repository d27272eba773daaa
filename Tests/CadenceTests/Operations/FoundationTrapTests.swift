import Cadence
import Foundation
import Testing

/// Regression tests for the traps of Foundation's `Operation` and
/// `OperationQueue` on Linux listed in Docs/Operations.md, each named
/// after the trap it guards, on an ``AnimationQueue`` over the virtual clock.
///
/// Serialized so the timing comparison of the long chains does not share the
/// machine with the other long chains of this suite.
@Suite(.serialized) struct FoundationTrapTests {
    // MARK: Trap 1: a dependent freed before its dependency finishes

    /// Foundation keeps an unretained pointer from a dependency to its
    /// dependents: dropping a dependent while its dependency runs crashes when
    /// the dependency finishes. The queue retains every unfinished operation, so
    /// the dependent lives on, runs after its dependency, and is freed once done.
    @Test func dependentReleasedWhileItsDependencyRuns() throws {
        let q = QueueStage()
        let loop = q.stage.compositor.mainLoop
        let dependency = TimedTaskOperation.wait(1, on: loop)
        dependency.name = "dependency"
        weak var released: TimedTaskOperation?
        do {
            let dependent = TimedTaskOperation.wait(0.5, on: loop)
            dependent.name = "dependent"
            dependent.addDependency(dependency)
            try q.queue.addOperations([dependency, dependent])
            released = dependent
        }
        try q.clock.advance(to: 0.5)
        #expect(dependency.isExecuting)
        #expect(released != nil, "the queue retains the unfinished dependent")

        try q.clock.advance(to: 2)
        #expect(
            q.log.entries == [
                "start dependency @0", "finish dependency completed @1",
                "start dependent @1", "finish dependent completed @1.5",
            ])
        #expect(q.queue.operationCount == 0)
        #expect(dependency.result == .completed)
        #expect(released == nil, "the finished dependent is released")
    }

    /// The same trap through cancellation: a dependent cancelled while its
    /// dependency runs, then released. It finishes cancelled at once without
    /// starting, is unlinked from its dependency, and the dependency finishes
    /// later without touching it.
    @Test func dependentCancelledWhileItsDependencyRunsThenReleased() throws {
        let q = QueueStage()
        let loop = q.stage.compositor.mainLoop
        let dependency = TimedTaskOperation.wait(1, on: loop)
        dependency.name = "dependency"
        weak var released: TimedTaskOperation?
        do {
            let dependent = TimedTaskOperation.wait(0.5, on: loop)
            dependent.name = "dependent"
            dependent.addDependency(dependency)
            try q.queue.addOperations([dependency, dependent])
            try q.clock.advance(to: 0.5)
            dependent.cancel()
            try q.stage.settle()
            #expect(dependent.result == .cancelled)
            #expect(dependent.startTime == nil)
            #expect(dependent.dependencies.isEmpty)
            released = dependent
        }
        #expect(released == nil, "the cancelled dependent is released while its dependency runs")
        #expect(dependency.isExecuting)

        try q.clock.advance(to: 2)
        #expect(
            q.log.entries == [
                "start dependency @0", "finish dependent cancelled @0.5", "finish dependency completed @1",
            ])
        #expect(dependency.result == .completed)
        #expect(q.queue.operationCount == 0)
    }

    /// The same without a dependency: an operation that waits only for the slot
    /// (the queue runs one at a time) and is cancelled finishes at once, as
    /// documented, rather than wait for the slot (it once did: already in the
    /// ready heap, it was never moved to the cancelled ones).
    @Test
    func readyOperationCancelledWhileTheSlotIsTakenFinishesAtOnce() throws {
        let q = QueueStage()
        let loop = q.stage.compositor.mainLoop
        let running = TimedTaskOperation.wait(1, on: loop)
        let waiting = TimedTaskOperation.wait(1, on: loop)
        (running.name, waiting.name) = ("running", "waiting")
        try q.queue.addOperations([running, waiting])
        try q.clock.advance(to: 0.5)
        waiting.cancel()
        try q.clock.advance(to: 2)
        #expect(q.log.entries == ["start running @0", "finish waiting cancelled @0.5", "finish running completed @1"])
    }

    // MARK: Trap 3: releasing a long finished chain overflows the stack

    /// Each Foundation operation retains its dependencies, so releasing a
    /// finished chain deeper than about 35,000 recurses through `deinit` until
    /// the stack overflows. The queue unlinks every finished operation's
    /// dependencies, so the chain is released one link at a time.
    @Test func releasingAFinishedChainOf100000DoesNotOverflowTheStack() throws {
        try Self.runAndReleaseChain(of: 100_000)
    }

    /// The same for a chain of a million: too slow for a debug
    /// build, so it runs only when asked, in release:
    /// `CADENCE_LONG_TESTS=1 swift test -c release --filter FoundationTrapTests`
    /// (about 15 s and 1.7 GB at peak, for a million operations alive at once).
    @Test(.enabled(if: ProcessInfo.processInfo.environment["CADENCE_LONG_TESTS"] != nil))
    func releasingAFinishedChainOfAMillionDoesNotOverflowTheStack() throws {
        try Self.runAndReleaseChain(of: 1_000_000)
    }

    private static func runAndReleaseChain(of count: Int) throws {
        let stage = Stage()
        let queue = AnimationQueue(mainLoop: stage.compositor.mainLoop)
        let ran = Counter()
        var chain = Self.blockChain(count, counting: ran)
        weak let first = chain.first
        weak let last = chain.last

        try queue.addOperations(chain)
        try stage.settle()

        #expect(ran.value == chain.count)
        #expect(queue.operationCount == 0)
        #expect(chain.allSatisfy { $0.isFinished })
        #expect(chain.allSatisfy { $0.dependencies.isEmpty }, "finished operations are unlinked")
        chain.removeAll()  // a recursive release would overflow the stack here
        #expect(first == nil)
        #expect(last == nil)
    }

    // MARK: Scheduling cost: a chain added in reverse order

    /// Foundation rescans every pending operation per scheduling pass, so a chain
    /// added in reverse order (last first) costs quadratic time. The queue
    /// counts readiness: 100,000 operations cost about ten times what 10,000
    /// do, whether added in one call or one by one.
    @Test(.timeLimit(.minutes(2)), arguments: [false, true])
    func chainAddedInReverseOrderTakesLinearTime(oneByOne: Bool) throws {
        // The median of three small runs, so one hiccup does not skew the ratio.
        let small = try (0..<3).map { _ in try Self.timeReversedChain(10_000, oneByOne: oneByOne) }.sorted()[1]
        let large = try Self.timeReversedChain(100_000, oneByOne: oneByOne)
        let ratio = large / small
        #expect(large < .seconds(20))
        #expect(ratio < 40, "100,000 took \(large), 10,000 took \(small): ×\(ratio), linear is ×10, quadratic ×100")
    }

    /// The same cost through dependencies outside the queue: operations waiting
    /// for one that was never added must not be rescanned on every start (they
    /// once were: 1,000 and 1,000 took 0.85 s in a debug build, 4,000 and 4,000
    /// took 14 s). The queue looks at each outside dependency once per pass.
    @Test(.timeLimit(.minutes(1)))
    func operationsWaitingOnAnOutsideDependencyDoNotSlowScheduling() throws {
        func time(_ count: Int) throws -> Duration {
            let stage = Stage()
            let queue = AnimationQueue(mainLoop: stage.compositor.mainLoop)
            let outside = BlockOperation {}  // never added to any queue
            let waiting = (0..<count).map { _ in
                let operation = BlockOperation {}
                operation.addDependency(outside)
                return operation
            }
            let free = (0..<count).map { _ in BlockOperation {} }
            try queue.addOperations(waiting + free)
            let clock = ContinuousClock()
            let started = clock.now
            try stage.settle()
            let elapsed = clock.now - started
            #expect(queue.operationCount == count)
            queue.cancelAllOperations()
            try stage.settle()
            return elapsed
        }
        // The best of three for each size: a test running beside the others
        // on two cores can be preempted for longer than the whole small run.
        let small = try (0..<3).map { _ in try time(1_000) }.min()!
        let large = try (0..<3).map { _ in try time(10_000) }.min()!
        #expect(large / small < 40, "10,000 took \(large), 1,000 took \(small)")
    }

    // MARK: Trap 4: a dependency on itself, a cycle

    /// `op.addDependency(op)` deadlocks Foundation. A timed operation refuses it
    /// and remembers, and adding it to a queue throws.
    @Test func selfDependencyNeitherDeadlocksNorIsAdded() throws {
        let stage = Stage()
        let queue = AnimationQueue(mainLoop: stage.compositor.mainLoop)
        let operation = TimedTaskOperation.wait(1, on: stage.compositor.mainLoop)
        operation.name = "selfish"
        let done = DispatchSemaphore(value: 0)
        Thread {
            operation.addDependency(operation)
            done.signal()
        }.start()
        #expect(done.wait(timeout: .now() + 10) == .success, "addDependency(self) deadlocked")
        #expect(operation.dependencies.isEmpty)

        let error = #expect(throws: CadenceError.self) { try queue.addOperation(operation) }
        #expect(error?.code == .invalidState)
        #expect(error?.field.contains("dependencies") == true, "\(String(describing: error))")
        #expect(error?.value.contains("selfish") == true, "\(String(describing: error))")
        #expect(queue.operationCount == 0)
    }

    /// A cycle hangs Foundation's queue silently. The queue refuses the whole
    /// batch, names every operation of the cycle, and adds nothing.
    @Test func cycleOfThreeIsRefusedAndNamed() throws {
        let stage = Stage()
        let queue = AnimationQueue(mainLoop: stage.compositor.mainLoop)
        let loop = stage.compositor.mainLoop
        let (alpha, bravo, charlie) = (
            TimedTaskOperation.wait(1, on: loop), TimedTaskOperation.wait(1, on: loop), TimedTaskOperation.wait(1, on: loop)
        )
        alpha.name = "alpha"
        bravo.name = "bravo"
        charlie.name = "charlie"
        alpha.addDependency(bravo)
        bravo.addDependency(charlie)
        charlie.addDependency(alpha)

        let error = #expect(throws: CadenceError.self) { try queue.addOperations([alpha, bravo, charlie]) }
        #expect(error?.code == .invalidState)
        #expect(error?.field == "dependencies")
        for name in ["alpha", "bravo", "charlie"] {
            #expect(error?.value.contains(name) == true, "\(String(describing: error)) names \(name)")
        }
        #expect(queue.operationCount == 0)
        try stage.advance(to: 5)
        #expect(queue.operationCount == 0)
        #expect([alpha, bravo, charlie].allSatisfy { $0.startTime == nil })
    }

    /// A chain added in order is checked link by link without a search (each
    /// link's dependency is already known to close no cycle); a cycle later in
    /// the same batch is still found, and named alone.
    @Test func cycleBesideAChainInOneBatchIsFound() throws {
        let q = QueueStage()
        let loop = q.stage.compositor.mainLoop
        var chain: [Operation] = []
        for index in 0..<10 {
            let link = TimedTaskOperation.wait(1, on: loop)
            link.name = "link\(index)"
            if let previous = chain.last { link.addDependency(previous) }
            chain.append(link)
        }
        let x = TimedTaskOperation.wait(1, on: loop)
        let y = TimedTaskOperation.wait(1, on: loop)
        x.name = "x"
        y.name = "y"
        x.addDependency(y)
        y.addDependency(x)

        let error = #expect(throws: CadenceError.self) { try q.queue.addOperations(chain + [x, y]) }
        #expect(error?.field == "dependencies")
        // The search starts from x, the first operation of the batch others wait
        // for that no earlier search reached: x, then y, whose dependency x is open.
        #expect(error?.value == "the cycle x → y → x")
        #expect(q.queue.operationCount == 0)
    }

    /// A 2-cycle closed across two calls: the first operation is added waiting
    /// for one not yet added; adding the second, which waits for the first,
    /// throws, and the first stays alone in the queue.
    @Test func twoCycleClosedByALaterAddIsRefused() throws {
        let q = QueueStage()
        let loop = q.stage.compositor.mainLoop
        let early = TimedTaskOperation.wait(1, on: loop)
        let late = TimedTaskOperation.wait(1, on: loop)
        early.name = "early"
        late.name = "late"
        early.addDependency(late)
        try q.queue.addOperation(early)
        late.addDependency(early)

        let error = #expect(throws: CadenceError.self) { try q.queue.addOperation(late) }
        #expect(error?.code == .invalidState)
        #expect(error?.field == "dependencies")
        #expect(error?.value.contains("early") == true, "\(String(describing: error))")
        #expect(error?.value.contains("late") == true, "\(String(describing: error))")
        #expect(q.queue.operationCount == 1)
        #expect(q.queue.operations.first === early)

        // Cancelled, the stranded operation finishes without starting and
        // leaves the queue empty.
        q.queue.cancel(early)
        try q.stage.settle()
        #expect(q.log.entries == ["finish early cancelled @0"])
        #expect(q.queue.operationCount == 0)
    }

    // MARK: Adding twice, to two queues, or finished

    @Test func addingTheSameOperationTwiceIsRefused() throws {
        let q = QueueStage()
        let operation = TimedTaskOperation.wait(1, on: q.stage.compositor.mainLoop)
        operation.name = "twice"
        try q.queue.addOperation(operation)
        let again = #expect(throws: CadenceError.self) { try q.queue.addOperation(operation) }
        #expect(again?.code == .invalidState)
        #expect(again?.value.contains("twice") == true, "\(String(describing: again))")

        let other = TimedTaskOperation.wait(1, on: q.stage.compositor.mainLoop)
        let inOneCall = #expect(throws: CadenceError.self) { try q.queue.addOperations([other, other]) }
        #expect(inOneCall?.field == "operations[1]")
        #expect(q.queue.operationCount == 1)

        try q.clock.advance(to: 2)
        #expect(q.log.entries == ["start twice @0", "finish twice completed @1"])
        #expect(q.queue.operationCount == 0)
    }

    @Test func addingAnOperationToTwoQueuesIsRefused() throws {
        let stage = Stage()
        let loop = stage.compositor.mainLoop
        let first = AnimationQueue(mainLoop: loop)
        let second = AnimationQueue(mainLoop: loop)
        let operation = TimedTaskOperation.wait(1, on: loop)
        operation.name = "shared"
        try first.addOperation(operation)
        let error = #expect(throws: CadenceError.self) { try second.addOperation(operation) }
        #expect(error?.code == .invalidState)
        #expect(error?.value.contains("shared") == true, "\(String(describing: error))")
        #expect(second.operationCount == 0)

        try stage.advance(to: 2)
        #expect(operation.result == .completed)
        #expect(first.operationCount == 0)
    }

    @Test func addingAFinishedOperationIsRefused() throws {
        let stage = Stage()
        let loop = stage.compositor.mainLoop
        let queue = AnimationQueue(mainLoop: loop)
        let block = BlockOperation {}
        block.name = "done block"
        block.start()
        #expect(block.isFinished)
        let blockError = #expect(throws: CadenceError.self) { try queue.addOperation(block) }
        #expect(blockError?.value.contains("finished") == true, "\(String(describing: blockError))")

        // A timed operation that finished on another queue, which has let it go.
        let other = AnimationQueue(mainLoop: loop)
        let wait = TimedTaskOperation.wait(0.5, on: loop)
        wait.name = "done wait"
        try other.addOperation(wait)
        try stage.advance(to: 1)
        #expect(wait.result == .completed)
        let waitError = #expect(throws: CadenceError.self) { try queue.addOperation(wait) }
        #expect(waitError?.code == .invalidState)
        #expect(waitError?.value.contains("done wait") == true, "\(String(describing: waitError))")
        #expect(queue.operationCount == 0)
    }

    // MARK: Dependency policy

    /// A chain a → b → c (each waits 1 s for the one before), with a cancelled
    /// at 0.5 s while it runs.
    private static func cancelledChain(
        queuePolicy: DependencyPolicy, bPolicy: DependencyPolicy? = nil, failFirst: Bool = false
    ) throws -> (log: [String], results: [OperationResult?]) {
        let q = QueueStage()
        q.queue.dependencyPolicy = queuePolicy
        let loop = q.stage.compositor.mainLoop
        let a = TimedTaskOperation.wait(failFirst ? -1 : 1, on: loop)
        let b = TimedTaskOperation.wait(1, on: loop)
        let c = TimedTaskOperation.wait(1, on: loop)
        (a.name, b.name, c.name) = ("a", "b", "c")
        b.dependencyPolicy = bPolicy
        b.addDependency(a)
        c.addDependency(b)
        try q.queue.addOperations([a, b, c])
        try q.clock.advance(to: 0.5)
        a.cancel()
        try q.clock.advance(to: 5)
        #expect(q.queue.operationCount == 0)
        return (q.log.entries, [a.result, b.result, c.result])
    }

    /// Foundation runs the dependents of a cancelled operation; so does the
    /// queue by default.
    @Test func cancelledDependencyDoesNotStopDependentsByDefault() throws {
        let (log, results) = try Self.cancelledChain(queuePolicy: .runAnyway)
        #expect(
            log == [
                "start a @0", "finish a cancelled @0.5", "start b @0.5", "finish b completed @1.5",
                "start c @1.5", "finish c completed @2.5",
            ])
        #expect(results == [.cancelled, .completed, .completed])
    }

    /// With the queue's policy set, the dependents, and theirs in turn, finish
    /// cancelled without starting.
    @Test func cancelledDependencyCancelsDependentsTransitivelyWithThePolicy() throws {
        let (log, results) = try Self.cancelledChain(queuePolicy: .cancelIfDependencyCancelledOrFailed)
        #expect(log == ["start a @0", "finish a cancelled @0.5", "finish b cancelled @0.5", "finish c cancelled @0.5"])
        #expect(results == [.cancelled, .cancelled, .cancelled])
    }

    /// A failed dependency counts as a cancelled one under the policy.
    @Test func failedDependencyCancelsDependentsWithThePolicy() throws {
        let (log, results) = try Self.cancelledChain(queuePolicy: .cancelIfDependencyCancelledOrFailed, failFirst: true)
        #expect(log.count == 4, "\(log)")
        #expect(log.first == "start a @0")
        #expect(log.dropFirst(2) == ["finish b cancelled @0", "finish c cancelled @0"])
        guard case .failed(let error)? = results[0] else {
            Issue.record("a should fail: \(String(describing: results[0]))")
            return
        }
        #expect(error.field == "duration")
        #expect(results[1...] == [.cancelled, .cancelled])
    }

    /// An operation's own policy overrides its queue's, both ways: b cancels
    /// under a queue that runs anyway (and c, under the queue's policy, runs);
    /// b runs under a queue that cancels (and so does c, whose dependency
    /// completed).
    @Test func perOperationDependencyPolicyOverridesTheQueue() throws {
        let cancelling = try Self.cancelledChain(queuePolicy: .runAnyway, bPolicy: .cancelIfDependencyCancelledOrFailed)
        #expect(
            cancelling.log == [
                "start a @0", "finish a cancelled @0.5", "finish b cancelled @0.5", "start c @0.5",
                "finish c completed @1.5",
            ])
        #expect(cancelling.results == [.cancelled, .cancelled, .completed])

        let running = try Self.cancelledChain(queuePolicy: .cancelIfDependencyCancelledOrFailed, bPolicy: .runAnyway)
        #expect(
            running.log == [
                "start a @0", "finish a cancelled @0.5", "start b @0.5", "finish b completed @1.5",
                "start c @1.5", "finish c completed @2.5",
            ])
        #expect(running.results == [.cancelled, .completed, .completed])
    }

    // MARK: waitUntilAllOperationsAreFinished on the virtual clock

    /// Waiting on a virtual clock would never end; the queue advances the clock
    /// from one due instant to the next and stops at the last finish.
    @Test func waitUntilAllOperationsAreFinishedAdvancesTheVirtualClock() throws {
        let q = QueueStage()
        let loop = q.stage.compositor.mainLoop
        let first = TimedTaskOperation.wait(1, on: loop)
        let second = TimedTaskOperation.wait(0.5, on: loop)
        let third = TimedTaskOperation.wait(0.25, on: loop)
        (first.name, second.name, third.name) = ("first", "second", "third")
        second.addDependency(first)
        third.addDependency(second)
        try q.queue.addOperations([third, second, first])

        try q.queue.waitUntilAllOperationsAreFinished()
        #expect(q.clock.currentTime == 1.75)
        #expect(q.queue.operationCount == 0)
        #expect(q.log.entries.last == "finish third completed @1.75")
        #expect([first, second, third].allSatisfy { $0.result == .completed })
    }

    /// From a job on the queue's own main loop, waiting would deadlock: it throws.
    @Test func waitUntilAllOperationsAreFinishedFromTheMainLoopThrows() throws {
        let q = QueueStage()
        let queue = q.queue
        try queue.addOperation(TimedTaskOperation.wait(1, on: q.stage.compositor.mainLoop))
        let caught = ErrorBox()
        try q.stage.onMain {
            do {
                try queue.waitUntilAllOperationsAreFinished()
            } catch {
                caught.set(error)
            }
        }
        let error = try #require(caught.value)
        #expect(error.code == .invalidState)
        #expect(error.field == "waitUntilAllOperationsAreFinished()")
        try q.clock.advance(to: 1)
        #expect(queue.operationCount == 0)
    }

    /// An animation that repeats forever never finishes: waiting throws, naming
    /// the operation, instead of hanging.
    @Test func waitUntilAllOperationsAreFinishedWithAnEndlessAnimationThrows() throws {
        let q = QueueStage()
        var spin = BasicAnimation(keyPath: .positionX, from: 0, to: 100, duration: 1)
        spin.repeatCount = .infinity
        let endless = q.operation("endless", spin)

        try q.queue.addOperation(endless)
        let error = #expect(throws: CadenceError.self) { try q.queue.waitUntilAllOperationsAreFinished() }
        #expect(error?.code == .invalidState)
        #expect(error?.value.contains("endless") == true, "\(String(describing: error))")
        #expect(endless.isExecuting)
        #expect(endless.scheduledEndTime == nil)

        // Cancelled, it finishes and the queue lets it go.
        endless.cancel()
        try q.stage.settle()
        #expect(endless.result == .cancelled)
        #expect(q.queue.operationCount == 0)
    }

    // MARK: Helpers

    /// `count` block operations, each depending on the one before.
    private static func blockChain(_ count: Int, counting counter: Counter) -> [BlockOperation] {
        var chain: [BlockOperation] = []
        chain.reserveCapacity(count)
        for index in 0..<count {
            let operation = BlockOperation { counter.increment() }
            if index > 0 {
                operation.addDependency(chain[index - 1])
            }
            chain.append(operation)
        }
        return chain
    }

    /// How long adding a chain of `count` in reverse order and running it takes.
    private static func timeReversedChain(_ count: Int, oneByOne: Bool) throws -> Duration {
        let stage = Stage()
        let queue = AnimationQueue(mainLoop: stage.compositor.mainLoop)
        let ran = Counter()
        let chain = blockChain(count, counting: ran)
        let reversed = Array(chain.reversed())
        let clock = ContinuousClock()
        let started = clock.now
        if oneByOne {
            for operation in reversed {
                try queue.addOperation(operation)
            }
        } else {
            try queue.addOperations(reversed)
        }
        try stage.settle()
        let elapsed = clock.now - started
        #expect(ran.value == count)
        #expect(queue.operationCount == 0)
        return elapsed
    }
}
