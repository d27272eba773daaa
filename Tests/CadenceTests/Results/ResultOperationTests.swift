import Cadence
import Foundation
import Testing

/// Typed outputs passed down a chain: a dependency's output as a dependent's
/// input, the errors when there is none, and awaiting an output, on the
/// virtual clock.
@Suite struct ResultOperationTests {
    private static let noOutput = "input: expected a dependency that completed with an output, got"

    /// A result that arrives `seconds` after the operation starts: `value`,
    /// handed over by clock work (off the main loop, as a network callback
    /// would be).
    private func later<Value: Sendable>(
        _ name: String, _ value: Value, after seconds: Double, on q: QueueStage
    ) -> ResultOperation<Void, Value> {
        let clock = q.clock
        let operation = ResultOperation<Void, Value>(on: q.stage.compositor.mainLoop, completingLater: { _, complete in
            _ = clock.schedule(at: clock.currentTime + seconds) { complete(.success(value)) }
        })
        operation.name = name
        return operation
    }

    /// load gives 21 after 1 s; double doubles it at once; label writes it
    /// out, through a transform that adds 1: 21 → 42 → "43!". Each starts
    /// when the one before finishes, all at 1 s, the queue running one at a
    /// time.
    @Test func outputFlowsDownAChain() throws {
        let q = QueueStage()
        let loop = q.stage.compositor.mainLoop
        let load = later("load", 21, after: 1, on: q)
        let double = ResultOperation(input: load, on: loop) { $0 * 2 }
        double.name = "double"
        let label = ResultOperation<Int, String>(on: loop) { "\($0)!" }
        label.injectInput(from: double) { $0 + 1 }
        label.name = "label"
        try q.queue.addOperations([label, double, load])
        try q.clock.advance(to: 0.5)
        #expect(load.output == nil && double.output == nil && double.input == nil)
        try q.clock.advance(to: 2)
        #expect(q.log.entries == [
            "start load @0", "finish load completed @1", "start double @1", "finish double completed @1",
            "start label @1", "finish label completed @1",
        ])
        #expect(load.output == 21)
        #expect(double.input == 21 && double.output == 42)
        #expect(label.input == 43 && label.output == "43!")
        #expect(label.dependencies.isEmpty && double.dependencies.isEmpty)  // the queue unlinked them
    }

    /// fetch, 1 s, is cancelled at 0.5 s: its dependent fails then, naming
    /// it, without running its body.
    @Test func aCancelledDependencyFailsItsDependent() throws {
        let q = QueueStage()
        let fetch = later("fetch", "data", after: 1, on: q)
        let runs = Counter()
        let parse = ResultOperation(input: fetch, on: q.stage.compositor.mainLoop) { (text: String) in
            runs.increment()
            return text.count
        }
        parse.name = "parse"
        try q.queue.addOperations([fetch, parse])
        try q.clock.advance(to: 0.5)
        fetch.cancel()
        try q.clock.advance(to: 2)
        #expect(q.log.entries == [
            "start fetch @0", "finish fetch cancelled @0.5", "start parse @0.5",
            "finish parse failed (\(Self.noOutput) 'fetch' was cancelled) @0.5",
        ])
        #expect(runs.value == 0)
        #expect(parse.output == nil && parse.input == nil && fetch.output == nil)
        #expect(parse.result == .failed(CadenceError(
            .invalidState, field: "input", value: "'fetch' was cancelled", expected: "a dependency that completed with an output")))
    }

    /// fetch's body throws; its dependent fails with the dependency's error
    /// inside its own. A dependent set to be cancelled by a failed dependency
    /// is cancelled instead, and reads nothing.
    @Test func aFailedDependencyFailsItsDependent() throws {
        let q = QueueStage(maxConcurrent: AnimationQueue.unlimited)
        let loop = q.stage.compositor.mainLoop
        let fetch = ResultOperation<Void, String>(on: loop) { () throws(CadenceError) -> String in
            throw CadenceError(.invalidValue, field: "url", value: "''", expected: "an address")
        }
        fetch.name = "fetch"
        let parse = ResultOperation(input: fetch, on: loop) { $0.count }
        parse.name = "parse"
        let strict = ResultOperation(input: fetch, on: loop) { $0.count }
        strict.name = "strict"
        strict.dependencyPolicy = .cancelIfDependencyCancelledOrFailed
        try q.queue.addOperations([fetch, parse, strict])
        try q.clock.advance(to: 1)
        #expect(q.log.entries == [
            "start fetch @0", "finish fetch failed (url: expected an address, got '') @0",
            "finish strict cancelled @0", "start parse @0",
            "finish parse failed (\(Self.noOutput) 'fetch' failed (url: expected an address, got '')) @0",
        ])
    }

    /// The output, awaited: `output()` returns it once the operation
    /// completes at 1 s; a failure throws its error.
    @Test func outputByAwait() async throws {
        let q = QueueStage()
        let load = later("load", 21, after: 1, on: q)
        let double = ResultOperation(input: load, on: q.stage.compositor.mainLoop) { $0 * 2 }
        try q.queue.addOperations([load, double])
        let waiter = Task { try await double.output() }
        try q.clock.advance(to: 1)
        #expect(try await waiter.value == 42)
        #expect(try await load.output() == 21)  // finished already: at once

        let orphan = ResultOperation<Int, Int>(on: q.stage.compositor.mainLoop) { $0 }
        try q.queue.addOperation(orphan)
        try q.clock.advance(by: 0)
        await #expect(throws: CadenceError.self) { try await orphan.output() }
    }

    /// Cancelling the task that awaits an output cancels the operation:
    /// the output never comes, and the task throws `CancellationError`.
    @Test func cancellingTheAwaitingTaskCancelsTheOperation() async throws {
        let q = QueueStage()
        let load = later("load", 21, after: 1, on: q)
        try q.queue.addOperation(load)
        try q.clock.advance(to: 0.5)
        let done = LockedFlag()
        let waiter = Task {
            defer { done.set() }
            return try await load.output()
        }
        waiter.cancel()
        for _ in 0..<100_000 where !done.isSet {
            try q.clock.advance(by: 0)
            await Task.yield()
        }
        await #expect(throws: CancellationError.self) { try await waiter.value }
        try q.clock.advance(to: 2)
        #expect(load.result == .cancelled)
        #expect(load.output == nil)
        #expect(q.log.entries == ["start load @0", "finish load cancelled @0.5"])
    }

    /// What is refused: taking its own output (adding it throws), a
    /// non-`Void` input with nowhere to come from, a transform that throws,
    /// and a dependency removed before it finished; and the output read
    /// before the finish is nil.
    @Test func badInputIsRefused() throws {
        let q = QueueStage()
        let loop = q.stage.compositor.mainLoop
        let selfish = ResultOperation<Int, Int>(on: loop) { $0 }
        selfish.name = "selfish"
        selfish.injectInput(from: selfish)
        #expect(selfish.dependencies.isEmpty)
        #expect(throws: CadenceError(
            .invalidState, field: "operation.input", value: "selfish's own output",
            expected: "the output of another operation")) { try q.queue.addOperation(selfish) }

        let orphan = ResultOperation<Int, Int>(on: loop) { $0 }
        orphan.name = "orphan"
        let count = ResultOperation<Void, Int>(on: loop) { -1 }
        count.name = "count"
        let checked = ResultOperation<Int, Int>(on: loop) { $0 }
        checked.name = "checked"
        checked.injectInput(from: count) { (value: Int) throws(CadenceError) -> Int in
            guard value >= 0 else {
                throw CadenceError(.invalidValue, field: "count", value: "\(value)", expected: "a count ≥ 0")
            }
            return value
        }
        let slow = later("slow", 1, after: 1, on: q)
        let hasty = ResultOperation(input: slow, on: loop) { $0 }
        hasty.name = "hasty"
        q.queue.maxConcurrentOperationCount = AnimationQueue.unlimited
        try q.queue.addOperations([orphan, count, checked, slow, hasty])
        #expect(count.output == nil)  // added, not started
        hasty.removeDependency(slow)
        try q.clock.advance(to: 2)
        #expect(q.log.entries == [
            "start orphan @0",
            "finish orphan failed (input: expected an input taken from a dependency's output (injectInput(from:)), got none) @0",
            "start count @0", "finish count completed @0",
            "start checked @0", "finish checked failed (input.count: expected a count ≥ 0, got -1) @0",
            "start slow @0", "start hasty @0", "finish hasty failed (\(Self.noOutput) 'slow' has not finished) @0",
            "finish slow completed @1",
        ])
    }

    /// Injecting again takes the input from the new dependency (the first
    /// stays a dependency); a dependency removed and let go before the
    /// operation starts fails it, naming what it was.
    @Test func injectingAgainAndADependencyLetGo() throws {
        let q = QueueStage(maxConcurrent: AnimationQueue.unlimited)
        let loop = q.stage.compositor.mainLoop
        let first = ResultOperation<Void, Int>(on: loop) { 1 }
        let second = ResultOperation<Void, Int>(on: loop) { 2 }
        let sum = ResultOperation<Int, Int>(on: loop) { $0 * 10 }
        sum.injectInput(from: first).injectInput(from: second)
        #expect(Set(sum.dependencies.map(ObjectIdentifier.init)) == [ObjectIdentifier(first), ObjectIdentifier(second)])
        let lonely = ResultOperation<Int, Int>(on: loop) { $0 }
        lonely.name = "lonely"
        do {
            let temporary = ResultOperation<Void, Int>(on: loop) { 3 }
            temporary.name = "temporary"
            lonely.injectInput(from: temporary)
            lonely.removeDependency(temporary)
        }
        try q.queue.addOperations([first, second, sum, lonely])
        try q.clock.advance(by: 0)
        #expect(sum.input == 2 && sum.output == 20)
        #expect(lonely.result == .failed(CadenceError(
            .invalidState, field: "input", value: "'temporary' was released before this operation started",
            expected: "a dependency that completed with an output")))
    }

    /// A later completion counts once: a second value, and a completion after
    /// a cancel or a timeout, change nothing; one from another thread
    /// completes the operation on the main loop, at the next turn.
    @Test func aCompletionCountsOnce() throws {
        let q = QueueStage(maxConcurrent: AnimationQueue.unlimited)
        let loop = q.stage.compositor.mainLoop
        let completions = CompletionBox<Int>()
        func pending(_ name: String) -> ResultOperation<Void, Int> {
            let operation = ResultOperation<Void, Int>(on: loop, completingLater: { _, complete in
                completions.keep(name, complete)
            })
            operation.name = name
            return operation
        }
        let twice = pending("twice")
        let cancelled = pending("cancelled")
        let timed = pending("timed")
        timed.timeout = 0.25
        let threaded = pending("threaded")
        try q.queue.addOperations([twice, cancelled, timed, threaded])
        try q.clock.advance(to: 0.5)
        completions["twice"]?(.success(1))
        completions["twice"]?(.success(2))
        completions["twice"]?(.failure(CadenceError(.invalidState, field: "x", value: "y", expected: "z")))
        cancelled.cancel()
        try q.clock.advance(by: 0)
        completions["cancelled"]?(.success(3))
        completions["timed"]?(.success(4))
        let sent = DispatchSemaphore(value: 0)
        Thread {
            completions["threaded"]?(.success(5))
            sent.signal()
        }.start()
        #expect(sent.wait(timeout: .now() + 10) == .success)
        #expect(threaded.output == nil)  // not before the main loop's turn
        try q.clock.advance(to: 1)
        #expect(twice.output == 1 && twice.result == .completed)
        #expect(cancelled.output == nil && cancelled.result == .cancelled)
        #expect(timed.output == nil)
        #expect(threaded.output == 5 && threaded.result == .completed)
        #expect(q.log.entries.filter { $0.hasPrefix("finish") } == [
            "finish timed failed (timeout: expected an operation that finishes within its timeout, got not finished 0.25 s after it started) @0.25",
            "finish twice completed @0.5", "finish cancelled cancelled @0.5", "finish threaded completed @0.5",
        ])
    }

    /// A body that returns at once finishes while its work begins: the
    /// observers still hear willStart, didStart (the output readable from
    /// here on), willFinish, then didFinish. A willFinish observer that
    /// cancels, or completes again through a later body's completion,
    /// changes nothing.
    @Test func observersOfAnImmediateResult() throws {
        let q = QueueStage()
        let loop = q.stage.compositor.mainLoop
        let answer = ResultOperation<Void, Int>(on: loop) { 42 }
        let log = EventLog()
        answer.addObserver { [unowned answer] event in
            log.append("\(event), output \(answer.output.map(String.init) ?? "nil")")
            if case .willFinish = event { answer.cancel() }
        }
        let completions = CompletionBox<Int>()
        let echo = ResultOperation<Void, Int>(on: loop, completingLater: { _, complete in completions.keep("echo", complete) })
        echo.addObserver { event in
            if case .willFinish = event {
                completions["echo"]?(.success(2))
                completions["echo"]?(.failure(CadenceError(.invalidState, field: "x", value: "y", expected: "z")))
            }
        }
        try q.queue.addOperations([answer, echo])
        try q.clock.advance(by: 0)
        completions["echo"]?(.success(1))
        try q.clock.advance(by: 0)
        #expect(log.entries == [
            "willStart, output nil", "didStart, output 42",
            "willFinish(Cadence.OperationResult.completed), output 42", "didFinish(Cadence.OperationResult.completed), output 42",
        ])
        #expect(answer.result == .completed && answer.output == 42)
        #expect(echo.result == .completed && echo.output == 1)
    }

    /// A plain Foundation operation that produces an output can feed a
    /// dependent too; cancelled, it fails it as a Cadence operation would.
    @Test func aPlainOperationCanProduceTheInput() throws {
        let q = QueueStage()
        let loop = q.stage.compositor.mainLoop
        let given = Constant(7)
        given.name = "given"
        let plus = ResultOperation(input: given, on: loop) { $0 + 1 }
        let withheld = Constant(8)
        withheld.name = "withheld"
        withheld.cancel()
        let minus = ResultOperation(input: withheld, on: loop) { $0 - 1 }
        minus.name = "minus"
        try q.queue.addOperations([given, plus, withheld, minus])
        try q.clock.advance(by: 0)
        #expect(plus.output == 8)
        #expect(minus.result == .failed(CadenceError(
            .invalidState, field: "input", value: "'withheld' was cancelled",
            expected: "a dependency that completed with an output")))
    }
}

/// A block operation that outputs a constant once it has run.
private final class Constant: BlockOperation, OutputProducing, @unchecked Sendable {
    private let value: Int
    private let ran = LockedFlag()

    init(_ value: Int) {
        self.value = value
        super.init()
        addExecutionBlock { [ran] in ran.set() }
    }

    var output: Int? { ran.isSet ? value : nil }
}

/// The completions later bodies were given, by name.
private final class CompletionBox<Value: Sendable>: @unchecked Sendable {
    private let lock = NSLock()
    private var kept: [String: ResultOperation<Void, Value>.Completion] = [:]

    func keep(_ name: String, _ completion: @escaping ResultOperation<Void, Value>.Completion) {
        lock.lock()
        kept[name] = completion
        lock.unlock()
    }

    subscript(name: String) -> ResultOperation<Void, Value>.Completion? {
        lock.lock()
        defer { lock.unlock() }
        return kept[name]
    }
}
