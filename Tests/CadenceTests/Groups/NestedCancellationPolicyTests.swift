import Cadence
import Foundation
import Testing

/// An outer group's cancellation policy reaches through a nested group that
/// has none of its own, and stops at one that has.
@Suite struct NestedCancellationPolicyTests {
    /// x slides 0 → 100 and y 0 → 200, each over 2 s, linear, each
    /// animation with its own policy `.end`. x's slide sits in `plain`, a
    /// nested group with no policy; y's in `own`, a nested group whose policy
    /// is `.current`. The outer group's policy is `.start`; cancelled at 0.5:
    ///
    /// - x: `plain` has none, so the outer `.start` replaces the slide's
    ///   `.end`: x keeps the value shown when the slide started, 0 (not 100,
    ///   nor the 25 shown at 0.5);
    /// - y: `own`'s `.current` wins: y keeps what is shown at 0.5,
    ///   0.5 / 2 · 200 = 50 (not 0, nor 200).
    @Test func theOuterPolicyReachesThroughANestedGroupWithoutOne() throws {
        let q = QueueStage()
        let loop = q.stage.compositor.mainLoop
        let slideX = q.operation("x", BasicAnimation<CGFloat>(keyPath: .positionX, from: 0, to: 100, duration: 2))
        slideX.cancellationPolicy = .end
        let slideY = q.operation("y", BasicAnimation<CGFloat>(keyPath: .positionY, from: 0, to: 200, duration: 2))
        slideY.cancellationPolicy = .end
        let plain = try GroupOperation(mainLoop: loop, operations: [slideX], name: "plain")
        let own = try GroupOperation(mainLoop: loop, operations: [slideY], name: "own")
        own.cancellationPolicy = .current
        let outer = try GroupOperation(mainLoop: loop, operations: [plain, own], name: "outer")
        outer.cancellationPolicy = .start
        #expect(plain.cancellationPolicy == nil)
        try q.queue.addOperation(outer)
        try q.clock.advance(to: 0.5)
        outer.cancel()
        try q.clock.advance(by: 0)
        #expect([slideX.result, slideY.result, plain.result, own.result, outer.result] == [OperationResult](repeating: .cancelled, count: 5))
        #expect(q.box[.positionX] == 0)
        #expect(q.box[.positionY] == 50)
        #expect(q.log.entries == ["start outer @0", "finish outer cancelled @0.5"])
    }
}
