import Cadence
import Foundation
import Testing

/// `TransactionAnimationOperation` is Core Animation's implicit animation in
/// a transaction (begin, set the duration and curve, change, commit), as an
/// operation on any host; here on the simulated compositor.
@Suite struct TransactionAnimationOperationTests {
    /// The changes animate from the old value to the new over the
    /// transaction's duration with its curve, and the operation finishes when
    /// they end: linear, at 0.25 of 2 s, x = 100 · 0.25 = 25.
    @Test func changesAnimateWithTheTransactionsDurationAndCurve() throws {
        let q = QueueStage()
        let box = q.box
        let move = TransactionAnimationOperation(host: q.stage.compositor, duration: 2, timingFunction: .linear) {
            box[.positionX] = 100
        }
        move.name = "move"
        try q.queue.addOperation(move)
        try q.clock.advance(to: 0.5)
        #expect(box[.positionX] == 100)
        #expect(box.presentation()[.positionX] == 25)
        try q.clock.advance(to: 3)
        #expect(q.log.entries == ["start move @0", "finish move completed @2"])
    }

    /// The curve is the one given: ease out (0, 0, 0.58, 1) at half time is
    /// the Bézier's y where x(s) = 0.5: x(s) = 3(1−s)s²·0.58 + s³ = 0.5 at
    /// s = 0.625747 (bisection of the published formula), where
    /// y(s) = 3(1−s)s² + s³ = 0.684643.
    @Test func theCurveIsTheOneGiven() throws {
        let q = QueueStage()
        let box = q.box
        let fade = TransactionAnimationOperation(host: q.stage.compositor, duration: 1, timingFunction: .easeOut) {
            box[.positionX] = 1000
        }
        try q.queue.addOperation(fade)
        try q.clock.advance(to: 0.5)
        #expect(abs(box.presentation()[.positionX] - 684.643) < 0.001)
    }

    /// Changes that animate nothing (actions of a layer outside the tree, or
    /// no change) complete the transaction at once: the operation finishes at its start.
    @Test func nothingAnimatedFinishesAtOnce() throws {
        let q = QueueStage()
        let op = TransactionAnimationOperation(host: q.stage.compositor, duration: 1) {}
        op.name = "empty"
        try q.queue.addOperation(op)
        try q.clock.advance(to: 0.1)
        #expect(q.log.entries == ["start empty @0", "finish empty completed @0"])
    }

    /// A duration that is not a finite number ≥ 0 fails the operation at its
    /// start, naming the field; the changes do not run, and the queue goes on.
    @Test func aBadDurationFailsNamingIt() throws {
        let q = QueueStage()
        let box = q.box
        let bad = TransactionAnimationOperation(host: q.stage.compositor, duration: -1) { box[.positionX] = 5 }
        bad.name = "bad"
        let next = q.wait("next", 0.5)
        try q.queue.addOperations([bad, next])
        try q.clock.advance(to: 1)
        #expect(box[.positionX] == 0)
        guard case .failed(let error) = bad.result else {
            Issue.record("expected a failure, got \(String(describing: bad.result))")
            return
        }
        #expect(error.field == "duration")
        #expect(error.value == "-1")
        #expect(q.log.entries.contains("finish next completed @0.5"))
    }
}
