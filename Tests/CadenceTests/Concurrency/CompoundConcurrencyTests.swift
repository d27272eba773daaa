import Cadence
import Foundation
import Testing

/// Groups and exclusivity on the host clock, from many threads. Run under the
/// thread sanitizer by `.ci/run`.
@Suite struct CompoundConcurrencyTests {
    private static let patience: TimeInterval = 20

    /// Starts `count` threads of their own running `body(index)` together;
    /// returns whether they all ended in time.
    private static func onThreads(_ count: Int, _ body: @escaping @Sendable (Int) -> Void) -> Bool {
        let group = DispatchGroup()
        let go = DispatchSemaphore(value: 0)
        for index in 0..<count {
            group.enter()
            Thread {
                defer { group.leave() }
                guard go.wait(timeout: .now() + patience) == .success else { return }
                body(index)
            }.start()
        }
        for _ in 0..<count { go.signal() }
        return group.wait(timeout: .now() + patience) == .success
    }

    /// Eight threads add 25 short waits each to a running group, cancelling
    /// every fifth; a gate child keeps the group open until they are done.
    /// Every child ends, and the group completes after all of them (a child
    /// cancelled on its own does not fail it).
    @Test func threadsAddChildrenToARunningGroup() throws {
        let clock = HostClock(label: "test.groups.stress")
        let loop = MainLoop(clock: clock)
        let queue = AnimationQueue(mainLoop: loop)
        let gate = TimedTaskOperation.wait(60, on: loop)
        let group = try GroupOperation(mainLoop: loop, operations: [gate], name: "open")
        let finished = DispatchSemaphore(value: 0)
        group.addObserver { event in
            if case .didFinish = event { finished.signal() }
        }
        try queue.addOperation(group)
        let failures = ErrorBox()
        let children = LockedList<TimedTaskOperation>()
        let added = Self.onThreads(8) { thread in
            for index in 0..<25 {
                let child = TimedTaskOperation.wait(Double(index % 3 + 1) / 1000, on: loop)
                child.name = "t\(thread).\(index)"
                do {
                    try group.addChild(child)
                } catch {
                    failures.set(error)
                }
                children.append(child)
                if index % 5 == 4 { child.cancel() }
            }
        }
        #expect(added)
        gate.cancel()
        #expect(finished.wait(timeout: .now() + Self.patience) == .success, "the group did not finish")
        #expect(failures.value == nil)
        #expect(group.result == .completed)
        #expect(children.items.count == 200)
        #expect(children.items.allSatisfy { $0.isFinished })
        #expect(group.operations.count == 201)
    }

    /// Four threads add 25 operations each, in one category, to four queues
    /// of no limit on one main loop: never two of them execute at once, and
    /// every one completes.
    @Test func oneOfACategoryAtATimeFromManyThreads() throws {
        let clock = HostClock(label: "test.exclusivity.stress")
        let loop = MainLoop(clock: clock)
        let queues = (0..<4).map { index in
            let queue = AnimationQueue(mainLoop: loop, name: "q\(index)")
            queue.maxConcurrentOperationCount = AnimationQueue.unlimited
            return queue
        }
        let started = Counter()
        let finished = Counter()
        let overlaps = Counter()
        let allDone = DispatchSemaphore(value: 0)
        let added = Self.onThreads(4) { thread in
            for _ in 0..<25 {
                let operation = TimedTaskOperation.wait(0.001, on: loop)
                operation.addCondition(MutuallyExclusive(category: "screen"))
                // Observers run on the main loop, one at a time.
                operation.addObserver { event in
                    switch event {
                    case .didStart:
                        if started.increment() - finished.value > 1 { overlaps.increment() }
                    case .didFinish:
                        if finished.increment() == 100 { allDone.signal() }
                    default: break
                    }
                }
                try? queues[thread].addOperation(operation)
            }
        }
        #expect(added)
        #expect(allDone.wait(timeout: .now() + Self.patience) == .success, "\(finished.value) of 100 finished")
        #expect(overlaps.value == 0)
        #expect(started.value == 100)
    }

    /// Eight threads each chain a 0.01 s wait onto a short spring (perceptual
    /// 0.02 s, settling later) on its logical completion, on one queue of no
    /// limit: every chained wait starts before its spring finishes, and
    /// everything finishes.
    @Test func chainsOnLogicalCompletionFromManyThreads() throws {
        let clock = HostClock(label: "test.logical.stress")
        let compositor = Compositor(clock: clock)
        let loop = compositor.mainLoop
        let queue = AnimationQueue(mainLoop: loop)
        queue.maxConcurrentOperationCount = AnimationQueue.unlimited
        let failures = ErrorBox()
        let pairs = LockedList<(AnimationOperation, TimedTaskOperation)>()
        let added = Self.onThreads(8) { _ in
            let layer = Layer()
            compositor.rootLayer.addSublayer(layer)
            do {
                let spring = AnimationOperation(
                    layer: layer,
                    animation: try SpringAnimation<CGFloat>(keyPath: .positionX, from: 0, to: 10, perceptualDuration: 0.02, bounce: 0.3))
                let next = TimedTaskOperation.wait(0.01, on: loop)
                next.addDependency(spring, startingWhen: .logicallyComplete)
                try queue.addOperations([spring, next])
                pairs.append((spring, next))
            } catch {
                failures.set(error)
            }
        }
        #expect(added)
        #expect(try queue.waitUntilAllOperationsAreFinished(timeout: Self.patience) == .success)
        #expect(failures.value == nil)
        #expect(pairs.items.count == 8)
        for (spring, next) in pairs.items {
            #expect(spring.result == .completed)
            #expect(next.result == .completed)
            // Order and generous bounds only, on the real clock: `next` waited
            // for the spring's logical completion, not necessarily for its end.
            #expect((next.startTime ?? -.infinity) >= (spring.logicalCompletionTime ?? .infinity))
        }
    }
}
