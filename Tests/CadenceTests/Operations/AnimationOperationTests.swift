import Cadence
import Foundation
import Testing

/// AnimationOperation chained on an AnimationQueue, on the virtual clock: the
/// worked examples of Docs/Scenarios/README.md, through the Swift API.
@Suite struct AnimationOperationTests {
    /// triangle.json, worked out in Docs/Scenarios/README.md: three linear 1 s moves of
    /// `position`, each starting when the previous one's transaction completes.
    @Test func triangle() throws {
        let q = QueueStage()
        q.stage.compositor.transaction.disableActions = true
        q.box[.position] = CGPoint(x: 100, y: 100)
        func move(_ from: CGPoint, _ to: CGPoint) -> BasicAnimation<CGPoint> {
            BasicAnimation(keyPath: .position, from: from, to: to, duration: 1)
        }
        let right = q.operation("right", move(CGPoint(x: 100, y: 100), CGPoint(x: 300, y: 100)))
        let down = q.operation("down", move(CGPoint(x: 300, y: 100), CGPoint(x: 300, y: 300)), after: [right])
        let back = q.operation("back", move(CGPoint(x: 300, y: 300), CGPoint(x: 100, y: 100)), after: [down])
        try q.queue.addOperations([right, down, back])
        let expected: [(Double, CGPoint)] = [
            (0, CGPoint(x: 100, y: 100)), (0.5, CGPoint(x: 200, y: 100)), (1, CGPoint(x: 300, y: 100)),
            (1.5, CGPoint(x: 300, y: 200)), (2, CGPoint(x: 300, y: 300)), (2.5, CGPoint(x: 200, y: 200)),
            (3, CGPoint(x: 100, y: 100)),
        ]
        for (time, position) in expected {
            try q.clock.advance(to: time)
            #expect(q.box.presentation()[.position] == position, "at \(time)")
        }
        #expect(
            q.log.entries == [
                "start right @0", "finish right completed @1", "start down @1", "finish down completed @2",
                "start back @2", "finish back completed @3",
            ])
        #expect(q.box[.position] == CGPoint(x: 100, y: 100))
        #expect(q.queue.operationCount == 0)
    }
}
