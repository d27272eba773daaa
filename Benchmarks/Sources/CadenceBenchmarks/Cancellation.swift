import Cadence
import CadenceTesting
import Foundation

/// Many animations on one layer, ended two ways: cancelled together (a
/// group's cancel) or completed together. Removing an animation from its
/// layer once walked every animation left on the layer, so cancelling
/// `count` took time in `count²` while completing them stayed linear.
enum Cancellation {
    /// A group of `count` 10 s opacity animations on one layer, started at 0;
    /// with `cancelling`, the group is cancelled at 1 s (every animation
    /// removed from the layer), else it runs until they all complete at 10 s.
    /// Nanoseconds, construction included.
    static func group(_ count: Int, cancelling: Bool) throws -> UInt64 {
        let fixture = TestFixture()
        let layer = fixture.addLayer(named: "layer")
        var finished = false
        let elapsed = try timed {
            let group = GroupOperation(mainLoop: fixture.mainLoop, name: "group")
            for _ in 0..<count {
                try group.addChild(AnimationOperation(
                    layer: layer, animation: BasicAnimation(keyPath: .opacity, from: 1, to: 0, duration: 10)))
            }
            try fixture.queue.addOperation(group)
            try fixture.advance(to: 1)
            if cancelling { group.cancel() }
            try fixture.runUntilIdle()
            finished = group.isFinished
        }
        precondition(finished, "the group did not finish")
        return elapsed
    }
}
