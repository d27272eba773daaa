import Cadence
import Foundation
import Testing

/// `cancel(with:)`: the operation ends cancelled, the error kept apart from
/// a failure, and a group hands it to its children as their parent's.
@Suite struct CancellationErrorTests {
    private static let dismissed = CadenceError(
        .invalidState, field: "sheet", value: "dismissed", expected: "a visible sheet")

    private static func parent(_ name: String, _ error: CadenceError) -> CadenceError {
        CadenceError(
            .invalidState, field: "parent", value: "'\(name)' cancelled with (\(error))",
            expected: "a group that was not cancelled")
    }

    /// A 2 s wait cancelled with an error at 0.5 ends cancelled at 0.5, not
    /// failed; its dependent, under the dependency policy that cancels on a
    /// cancelled dependency, is cancelled too, as for any cancel. A later
    /// cancel keeps the first reason, and a plain cancel has none.
    @Test func theOperationEndsCancelledKeepingTheError() throws {
        let q = QueueStage()
        let sheet = q.wait("sheet", 2)
        let after = q.wait("after", 1)
        after.addDependency(sheet)
        after.dependencyPolicy = .cancelIfDependencyCancelledOrFailed
        let plain = q.wait("plain", 1)
        try q.queue.addOperations([sheet, after, plain])
        try q.clock.advance(to: 0.5)
        sheet.cancel(with: Self.dismissed)
        sheet.cancel(with: CadenceError(.invalidState, field: "later", value: "x", expected: "y"))
        try q.queue.waitUntilAllOperationsAreFinished()
        #expect(q.log.entries == [
            "start sheet @0", "finish sheet cancelled @0.5", "finish after cancelled @0.5",
            "start plain @0.5", "finish plain completed @1.5",
        ])
        #expect(sheet.cancellationError == Self.dismissed)
        #expect(after.cancellationError == nil)
        #expect(plain.cancellationError == nil)
    }

    /// Cancelled after it finished, nothing is kept.
    @Test func aFinishedOperationKeepsNoError() throws {
        let q = QueueStage()
        let done = q.wait("done", 1)
        try q.queue.addOperation(done)
        try q.queue.waitUntilAllOperationsAreFinished()
        done.cancel(with: Self.dismissed)
        try q.clock.advance(by: 0)
        #expect(done.result == .completed)
        #expect(done.cancellationError == nil)
    }

    /// A sequence of two 1 s waits inside a group inside a group, cancelled
    /// with an error at 1.5: the first child had completed at 1 and keeps no
    /// error; the second, running, is cancelled at 1.5 with its parent's,
    /// which holds the outer group's. No group fails: a cancel is not a
    /// failure, and no child error is collected.
    @Test func aGroupPassesItToItsChildrenAsTheirParents() throws {
        let q = QueueStage()
        let loop = q.stage.compositor.mainLoop
        let (first, second) = (q.wait("first", 1), q.wait("second", 1))
        let inner = try GroupOperation.sequence([first, second], on: loop, name: "inner")
        let outer = try GroupOperation(mainLoop: loop, operations: [inner], name: "outer")
        try q.queue.addOperation(outer)
        try q.clock.advance(to: 1.5)
        outer.cancel(with: Self.dismissed)
        try q.queue.waitUntilAllOperationsAreFinished()
        #expect(q.log.entries == ["start outer @0", "finish outer cancelled @1.5"])
        #expect(first.result == .completed && first.cancellationError == nil)
        #expect(second.result == .cancelled)
        #expect(outer.cancellationError == Self.dismissed)
        #expect(inner.cancellationError == Self.parent("outer", Self.dismissed))
        #expect(second.cancellationError == Self.parent("inner", Self.parent("outer", Self.dismissed)))
        #expect(outer.childErrors.isEmpty && inner.childErrors.isEmpty)
    }

    /// A child added to a group already cancelled with an error is
    /// cancelled with its parent's too.
    @Test func aChildAddedAfterTheCancelGetsItToo() throws {
        let q = QueueStage()
        let loop = q.stage.compositor.mainLoop
        let group = try GroupOperation(mainLoop: loop, operations: [q.wait("long", 5)], name: "group")
        try q.queue.addOperation(group)
        try q.clock.advance(to: 1)
        group.cancel(with: Self.dismissed)
        let late = q.wait("late", 1)
        try group.addChild(late)
        try q.queue.waitUntilAllOperationsAreFinished()
        #expect(late.result == .cancelled)
        #expect(late.cancellationError == Self.parent("group", Self.dismissed))
    }

    /// An observer hearing `didCancel` can already read the reason; a
    /// plain cancel has none.
    @Test func didCancelObserversCanReadTheReason() throws {
        let q = QueueStage()
        let sheet = q.wait("sheet", 2)
        let plain = q.wait("plain", 2)
        let heard = LockedBox<[String]>([])
        for operation in [sheet, plain] {
            operation.addObserver { [weak operation] event in
                guard event == .didCancel, let operation else { return }
                heard.withLock { $0.append("\(operation.name ?? ""): \(operation.cancellationError.map { "\($0)" } ?? "none")") }
            }
        }
        try q.queue.addOperations([sheet, plain])
        try q.clock.advance(to: 1)
        sheet.cancel(with: Self.dismissed)
        plain.cancel()
        try q.queue.waitUntilAllOperationsAreFinished()
        #expect(heard.withLock { $0 } == ["sheet: sheet: expected a visible sheet, got dismissed", "plain: none"])
    }

    /// To Swift concurrency a cancel is a cancel, whatever its reason:
    /// `value` throws `CancellationError`, and the reason stays on the
    /// operation.
    @Test func awaitingItThrowsCancellationError() async throws {
        let q = QueueStage()
        let sheet = q.wait("sheet", 2)
        try q.queue.addOperation(sheet)
        sheet.cancel(with: Self.dismissed)
        try q.clock.advance(by: 0)
        await #expect(throws: CancellationError.self) { try await sheet.value }
        #expect(sheet.cancellationError == Self.dismissed)
    }

    /// Through the queue, with propagation: the 2 s `sheet` cancelled at 1
    /// keeps the reason; `after`, which depends on it, is cancelled with it
    /// at 1 without one, and never starts.
    @Test func theQueueCancelsWithAReasonAndPropagates() throws {
        let q = QueueStage()
        let sheet = q.wait("sheet", 2)
        let after = q.wait("after", 1)
        after.addDependency(sheet)
        try q.queue.addOperations([sheet, after])
        try q.clock.advance(to: 1)
        q.queue.cancel(sheet, with: Self.dismissed, propagatingToDependents: true)
        try q.queue.waitUntilAllOperationsAreFinished()
        #expect(q.log.entries == ["start sheet @0", "finish sheet cancelled @1", "finish after cancelled @1"])
        #expect(sheet.cancellationError == Self.dismissed)
        #expect(after.cancellationError == nil)
    }
}
