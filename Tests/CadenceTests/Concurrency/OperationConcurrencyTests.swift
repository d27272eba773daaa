import Cadence
import CadenceTesting
import Foundation
import Testing

/// Operations on the host clock, from many threads: an ``AnimationQueue`` fed
/// by eight threads at once, and animation operations on a plain Foundation
/// `OperationQueue`. Run under the thread sanitizer by `.ci/run`.
@Suite struct OperationConcurrencyTests {
    private static let patience: TimeInterval = 20

    // MARK: Many threads, one queue

    /// What one thread does with one operation, drawn from its seed.
    private struct Step {
        let duration: Double
        let dependencies: [Int]
        let cancelsItself: Bool
        let cancelsEarlier: Int?
    }

    /// Eight threads each add 50 short waits, some depending on earlier ones of
    /// the same thread, and cancel some as they go (seeded per thread). Every
    /// operation finishes exactly once; none starts before its dependencies
    /// finished or beyond the limit; a cancel that took effect gives
    /// `.cancelled`, and an operation never cancelled completes. Each one's
    /// observers hear willStart, didStart, didCancel, willFinish, didFinish in
    /// that order, willFinish and didFinish with its result.
    @Test func threadsAddDependentAndCancelledOperationsToOneQueue() throws {
        let threads = 8
        let perThread = 50
        let total = threads * perThread
        let limit = 4
        let clock = HostClock(label: "test.operations.stress")
        let compositor = Compositor(clock: clock)
        let loop = compositor.mainLoop
        let queue = AnimationQueue(mainLoop: loop, name: "stress")
        queue.maxConcurrentOperationCount = limit

        let plans: [[Step]] = (0..<threads).map { thread in
            var random = SplitMix64(seed: 0x5EED_0000 + UInt64(thread))
            return (0..<perThread).map { index in
                let duration = [0.001, 0.002, 0.003][Int.random(in: 0..<3, using: &random)]
                var dependencies: Set<Int> = []
                if index > 0, Int.random(in: 0..<3, using: &random) == 0 {
                    for _ in 0 ... Int.random(in: 0...1, using: &random) {
                        dependencies.insert(Int.random(in: 0..<index, using: &random))
                    }
                }
                let cancelsItself = Int.random(in: 0..<6, using: &random) == 0
                let cancelsEarlier = index > 0 && Int.random(in: 0..<10, using: &random) == 0
                    ? Int.random(in: 0..<index, using: &random) : nil
                return Step(
                    duration: duration, dependencies: dependencies.sorted(), cancelsItself: cancelsItself,
                    cancelsEarlier: cancelsEarlier)
            }
        }
        let name: @Sendable (Int, Int) -> String = { thread, index in "t\(thread).\(index)" }

        let events = EventRecorder()
        let queueFinished = Counter()
        let allFinished = DispatchSemaphore(value: 0)
        queue.addObserver { event in
            if case .finished = event, queueFinished.increment() == total {
                allFinished.signal()
            }
        }
        let registry = OperationRegistry()
        let failures = EventLog()

        // Threads of their own: Dispatch's shared pool is only as wide as the
        // machine, and blocked test threads can hold it for a second.
        let group = DispatchGroup()
        let go = DispatchSemaphore(value: 0)
        for thread in 0..<threads {
            group.enter()
            Thread {
                defer { group.leave() }
                guard go.wait(timeout: .now() + Self.patience) == .success else { return }
                var mine: [TimedTaskOperation] = []
                for (index, step) in plans[thread].enumerated() {
                    let operation = TimedTaskOperation.wait(step.duration, on: loop)
                    let label = name(thread, index)
                    operation.name = label
                    for dependency in step.dependencies {
                        operation.addDependency(mine[dependency])
                    }
                    operation.addObserver { event in events.append(label, event) }
                    registry.add(operation)
                    do {
                        try queue.addOperation(operation)
                    } catch {
                        failures.append("\(label): \(error)")
                    }
                    mine.append(operation)
                    if step.cancelsItself {
                        registry.cancelled(label)
                        operation.cancel()
                    }
                    if let earlier = step.cancelsEarlier {
                        registry.cancelled(name(thread, earlier))
                        queue.cancel(mine[earlier])
                    }
                }
            }.start()
        }
        for _ in 0..<threads {
            go.signal()
        }
        #expect(group.wait(timeout: .now() + Self.patience) == .success, "the adding threads did not finish")
        #expect(
            allFinished.wait(timeout: .now() + Self.patience) == .success,
            "\(queueFinished.value) of \(total) finished; left: \(queue.operations.compactMap(\.name))")
        // Whatever the last job still does after the last finish, it is done
        // once a job enqueued now has run.
        let drained = DispatchSemaphore(value: 0)
        loop.enqueue { drained.signal() }
        #expect(drained.wait(timeout: .now() + Self.patience) == .success)

        #expect(failures.entries.isEmpty)
        #expect(queue.operationCount == 0)
        #expect(queueFinished.value == total)

        let log = events.entries
        var startIndex: [String: Int] = [:]
        var finishIndex: [String: Int] = [:]
        var finishCount: [String: Int] = [:]
        var cancelEvents: Set<String> = []
        var executing = 0
        var mostExecuting = 0
        for (position, (label, event)) in log.enumerated() {
            switch event {
            case .didStart:
                #expect(startIndex[label] == nil, "\(label) started twice")
                startIndex[label] = position
                executing += 1
                mostExecuting = max(mostExecuting, executing)
            case .didCancel:
                cancelEvents.insert(label)
            case .willStart, .willFinish:
                break
            case .didFinish:
                finishIndex[label] = position
                finishCount[label, default: 0] += 1
                if startIndex[label] != nil { executing -= 1 }
            }
        }
        #expect(mostExecuting <= limit, "\(mostExecuting) executing at once")
        var heard: [String: [OperationEvent]] = [:]
        for (label, event) in log {
            heard[label, default: []].append(event)
        }

        let cancelRequested = registry.cancelRequests
        var endedCancelled = 0
        for operation in registry.operations {
            let label = operation.name ?? "?"
            #expect(finishCount[label] == 1, "\(label) finished \(finishCount[label] ?? 0) times")
            #expect(operation.isFinished, "\(label)")
            let result = try #require(operation.result)
            let order: [OperationEvent] = [.willStart, .didStart, .didCancel, .willFinish(result), .didFinish(result)]
            let itsEvents = heard[label] ?? []
            #expect(itsEvents.suffix(2) == [.willFinish(result), .didFinish(result)], "\(label): \(itsEvents)")
            // Each event once, in the order's order.
            let places = itsEvents.compactMap { order.firstIndex(of: $0) }
            #expect(places.count == itsEvents.count && places == Array(Set(places)).sorted(), "\(label): \(itsEvents)")
            if operation.result == .cancelled {
                endedCancelled += 1
                #expect(cancelEvents.contains(label), "\(label) ended cancelled with no didCancel")
                #expect(cancelRequested.contains(label), "\(label) ended cancelled, never cancelled")
            } else {
                #expect(operation.result == .completed, "\(label): \(String(describing: operation.result))")
                #expect(!cancelEvents.contains(label), "\(label) completed after a didCancel")
            }
            // No operation starts before all its dependencies finished.
            guard let started = startIndex[label], let (thread, index) = Self.parse(label) else { continue }
            for dependency in plans[thread][index].dependencies {
                let before = finishIndex[name(thread, dependency)] ?? Int.max
                #expect(before < started, "\(label) started before \(name(thread, dependency)) finished")
            }
        }
        #expect(registry.operations.count == total)
        #expect(endedCancelled > 0, "the plan cancels some operations in time")
    }

    private static func parse(_ label: String) -> (Int, Int)? {
        let parts = label.dropFirst().split(separator: ".")
        guard parts.count == 2, let thread = Int(parts[0]), let index = Int(parts[1]) else { return nil }
        return (thread, index)
    }

    // MARK: Animation operations on Foundation's OperationQueue

    /// The triangle of AnimationOperationTests, 0.05 s per side, on a plain
    /// serial `OperationQueue` with its own serial underlying queue: `start()`
    /// hops to the compositor's main loop, and Foundation learns of each finish
    /// from `didChangeValue(forKey: "isFinished")`.
    @Test func triangleOnAFoundationOperationQueue() throws {
        let clock = HostClock(label: "test.operations.triangle")
        let compositor = Compositor(clock: clock)
        let loop = compositor.mainLoop
        let box = Layer(name: "box")
        let placed = DispatchSemaphore(value: 0)
        loop.enqueue {
            compositor.rootLayer.addSublayer(box)
            compositor.transaction.disableActions = true
            box[.position] = CGPoint(x: 100, y: 100)
            placed.signal()
        }
        #expect(placed.wait(timeout: .now() + Self.patience) == .success)

        let side = 0.05
        func move(_ name: String, _ from: CGPoint, _ to: CGPoint) -> AnimationOperation {
            let operation = AnimationOperation(
                layer: box, animation: BasicAnimation(keyPath: .position, from: from, to: to, duration: side))
            operation.name = name
            return operation
        }
        let right = move("right", CGPoint(x: 100, y: 100), CGPoint(x: 300, y: 100))
        let down = move("down", CGPoint(x: 300, y: 100), CGPoint(x: 300, y: 300))
        let back = move("back", CGPoint(x: 300, y: 300), CGPoint(x: 100, y: 100))
        down.addDependency(right)
        back.addDependency(down)

        let finishes = EventLog()
        let lastFinish = TimeBox()
        let done = DispatchSemaphore(value: 0)
        for operation in [right, down, back] {
            let name = operation.name ?? "?"
            operation.addObserver { event in
                guard case .didFinish(let result) = event else { return }
                let model = box[.position]
                finishes.append("\(name) \(describeResult(result)) at (\(Int(model.x)), \(Int(model.y)))")
                if name == "back" {
                    lastFinish.set(clock.currentTime)
                    done.signal()
                }
            }
        }

        let queue = OperationQueue()
        queue.name = "test.operations.foundation"
        queue.maxConcurrentOperationCount = 1
        // Foundation holds `underlyingQueue` unowned(unsafe): keep it alive here.
        let underlying = DispatchQueue(label: "test.operations.foundation.underlying")
        queue.underlyingQueue = underlying
        let started = clock.currentTime
        queue.addOperations([right, down, back], waitUntilFinished: false)
        #expect(done.wait(timeout: .now() + Self.patience) == .success, "finished: \(finishes.entries)")

        #expect(
            finishes.entries == [
                "right completed at (300, 100)", "down completed at (300, 300)", "back completed at (100, 100)",
            ])
        let elapsed = (lastFinish.value ?? .infinity) - started
        #expect(elapsed >= 3 * side - 0.001, "three \(side) s sides in \(elapsed) s")
        #expect(elapsed < 5, "three \(side) s sides in \(elapsed) s")
        #expect([right, down, back].allSatisfy { $0.result == .completed })

        let drained = DispatchSemaphore(value: 0)
        Thread {
            queue.waitUntilAllOperationsAreFinished()
            loop.enqueue { drained.signal() }
        }.start()
        #expect(drained.wait(timeout: .now() + Self.patience) == .success)
        #expect(queue.operationCount == 0)
        #expect(box[.position] == CGPoint(x: 100, y: 100))
        #expect(box.presentation()[.position] == CGPoint(x: 100, y: 100))
        #expect(box.animationKeys().isEmpty)
        withExtendedLifetime(underlying) {}
    }

    // MARK: Regression

    /// An operation that finishes before `addOperations` has returned must still
    /// leave the queue. A pass already running on the main loop (here: behind a
    /// gate operation, on the thread advancing the clock) starts a cancelled
    /// operation the instant another thread's batch is inserted. The queue once
    /// installed the batch's hooks after releasing its lock, so that operation
    /// finished unheard, stayed in the queue, and held its slot for ever.
    @Test
    func operationFinishingWhileItsBatchIsBeingAddedLeavesTheQueue() throws {
        let clock = VirtualClock()
        let loop = MainLoop(clock: clock)
        let queue = AnimationQueue(mainLoop: loop)
        let padding = (0..<20_000).map { _ in TimedTaskOperation.wait(0, on: loop) as Operation }
        let cancelled = TimedTaskOperation.wait(1, on: loop)
        cancelled.name = "cancelled"
        cancelled.cancel()
        let target = 1 + padding.count + 1
        let deadline = ContinuousClock.now + .seconds(Self.patience)
        try queue.addOperation(
            BlockOperation {
                while queue.operationCount < target, ContinuousClock.now < deadline {}
            })
        let added = DispatchSemaphore(value: 0)
        Thread {
            try? queue.addOperations(padding + [cancelled])
            added.signal()
        }.start()
        try clock.advance(by: 0)
        #expect(added.wait(timeout: .now() + Self.patience) == .success)
        try queue.waitUntilAllOperationsAreFinished()
        #expect(cancelled.result == .cancelled)
        #expect(queue.operationCount == 0)
    }
}

/// Each operation's events, in the order the main loop delivered them.
private final class EventRecorder: @unchecked Sendable {
    private let lock = NSLock()
    private var storage: [(String, OperationEvent)] = []

    func append(_ label: String, _ event: OperationEvent) {
        lock.lock()
        storage.append((label, event))
        lock.unlock()
    }

    var entries: [(String, OperationEvent)] {
        lock.lock()
        defer { lock.unlock() }
        return storage
    }
}

/// The operations the threads made, and which of them they cancelled.
private final class OperationRegistry: @unchecked Sendable {
    private let lock = NSLock()
    private var all: [TimedTaskOperation] = []
    private var cancelledNames: Set<String> = []

    func add(_ operation: TimedTaskOperation) {
        lock.lock()
        all.append(operation)
        lock.unlock()
    }

    func cancelled(_ name: String) {
        lock.lock()
        cancelledNames.insert(name)
        lock.unlock()
    }

    var operations: [TimedTaskOperation] {
        lock.lock()
        defer { lock.unlock() }
        return all
    }

    var cancelRequests: Set<String> {
        lock.lock()
        defer { lock.unlock() }
        return cancelledNames
    }
}

/// A time one closure sets and the test reads.
private final class TimeBox: @unchecked Sendable {
    private let lock = NSLock()
    private var time: Double?

    func set(_ value: Double) {
        lock.lock()
        time = value
        lock.unlock()
    }

    var value: Double? {
        lock.lock()
        defer { lock.unlock() }
        return time
    }
}
