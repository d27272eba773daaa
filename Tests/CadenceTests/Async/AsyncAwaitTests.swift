import Cadence
import Foundation
import Testing

/// async/await over operations and animator runs, on the virtual clock: the
/// awaiting task is resumed by the operation's finish, which `advance` causes.
@Suite struct AsyncAwaitTests {
    /// Yields until `condition` holds (a task reaching its await), bounded.
    private func yield(until condition: () -> Bool) async {
        for _ in 0..<10_000 where !condition() {
            await Task.yield()
        }
    }

    /// `try await operation.value` returns when the animation completes.
    @Test func awaitAnOperation() async throws {
        let q = QueueStage()
        let slide = q.operation("slide", BasicAnimation(keyPath: .positionX, from: 0, to: 100, duration: 1))
        try q.queue.addOperation(slide)
        let waiter = Task { try await slide.value }
        try q.clock.advance(to: 1)
        try await waiter.value
        #expect(slide.result == .completed)
        #expect(q.clock.currentTime == 1)
    }

    /// A failed operation throws its typed error; a cancelled one
    /// `CancellationError`.
    @Test func failureAndCancellationThrow() async throws {
        let q = QueueStage()
        let broken = q.operation("broken", BasicAnimation(keyPath: .opacity, from: .nan, to: 0, duration: 1))
        try q.queue.addOperation(broken)
        try q.clock.advance(by: 0)
        await #expect(throws: CadenceError.self) { try await broken.value }

        let slide = q.operation("slide", BasicAnimation(keyPath: .positionX, to: 10, duration: 1))
        try q.queue.addOperation(slide)
        try q.clock.advance(by: 0.5)
        slide.cancel()
        try q.clock.advance(by: 0)
        await #expect(throws: CancellationError.self) { try await slide.value }
    }

    /// Cancelling the awaiting task cancels the operations of an animator run:
    /// the slide keeps what it showed (25 at 0.5 s of 2 s), the next step never
    /// starts, and the task throws `CancellationError`.
    @Test func cancellingTheTaskCancelsTheRun() async throws {
        let q = QueueStage()
        let animator = Animator(layer: q.box) {
            AnimationStep.basic(.positionX, from: 0, to: 100, duration: 2)
            AnimationStep.basic(.opacity, to: 0, duration: 1)
        }
        let run = try animator.run(on: q.queue)
        try q.clock.advance(to: 0.5)
        let done = LockedFlag()
        let waiter = Task {
            defer { done.set() }
            try await run.value
        }
        waiter.cancel()
        // The task cancels the run from its own thread; the main loop then needs
        // a turn for the cancellation to take effect.
        for _ in 0..<100_000 where !done.isSet {
            try q.clock.advance(by: 0)
            await Task.yield()
        }
        await #expect(throws: CancellationError.self) { try await waiter.value }
        #expect(run.status == .cancelled)
        #expect(q.box[.positionX] == 25)
        #expect(q.box[.opacity] == 1)
    }

    /// A whole run awaited to the end.
    @Test func awaitARun() async throws {
        let q = QueueStage()
        let animator = Animator(layer: q.box) {
            AnimationStep.basic(.positionX, to: 100, duration: 1)
            AnimationStep.wait(0.5)
        }
        let run = try animator.run(on: q.queue)
        let waiter = Task { try await run.value }
        try q.clock.advance(to: 1.5)
        try await waiter.value
        #expect(run.status == .completed)
    }

    /// The events of an operation as an `AsyncStream`, ending with its finish.
    @Test func operationEventsStream() async throws {
        let q = QueueStage()
        let slide = q.operation("slide", BasicAnimation(keyPath: .positionX, to: 10, duration: 1))
        let events = slide.events
        let collector = Task {
            var seen: [OperationEvent] = []
            for await event in events { seen.append(event) }
            return seen
        }
        try q.queue.addOperation(slide)
        try q.clock.advance(to: 1)
        #expect(await collector.value == [.willStart, .didStart, .willFinish(.completed), .didFinish(.completed)])
    }

    /// The queue's events as an `AsyncStream`.
    @Test func queueEventsStream() async throws {
        let q = QueueStage()
        let events = q.queue.events
        let collector = Task {
            var seen: [String] = []
            for await event in events {
                switch event {
                case .enqueued(let operation): seen.append("enqueued \(operation.name ?? "")")
                case .ready(let operation): seen.append("ready \(operation.name ?? "")")
                case .started(let operation): seen.append("started \(operation.name ?? "")")
                case .failed(let operation, _): seen.append("failed \(operation.name ?? "")")
                case .finished(let operation):
                    seen.append("finished \(operation.name ?? "")")
                    return seen
                }
            }
            return seen
        }
        try q.queue.addOperation(q.operation("slide", BasicAnimation(keyPath: .positionX, to: 10, duration: 1)))
        try q.clock.advance(to: 1)
        let seen = await collector.value
        #expect(seen == ["enqueued slide", "ready slide", "started slide", "finished slide"], "\(seen)")
    }

    /// `queue.run(_:)` adds and awaits in one call.
    @Test func runAndAwait() async throws {
        let q = QueueStage()
        let slide = q.operation("slide", BasicAnimation(keyPath: .positionX, to: 10, duration: 1))
        let waiter = Task { try await q.queue.run(slide) }
        await yield { q.queue.operationCount == 1 }
        try q.clock.advance(to: 1)
        try await waiter.value
        #expect(q.box[.positionX] == 10)
    }
}
