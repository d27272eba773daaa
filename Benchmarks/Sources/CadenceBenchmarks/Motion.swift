import Cadence
import CadenceTesting
import Foundation

/// What momentum costs to present: springs that carry an inherited velocity
/// against springs that do not.
enum Motion {
    /// Median nanoseconds of presenting `count` layers once, each moved by a
    /// spring operation from 0 to 100 started at 0; with `retargeted`, each
    /// sent to 50 at 0.1 s, keeping its velocity. Presented at 0.3 s.
    static func presentingSprings(_ count: Int, retargeted: Bool, repetitions: Int) throws -> Double {
        let fixture = TestFixture()
        fixture.queue.maxConcurrentOperationCount = .max
        var layers: [Layer] = []
        var runs: [AnimationOperation] = []
        let physics = DampedSpring(mass: 1, stiffness: 100, damping: 10)
        for index in 0..<count {
            let layer = fixture.addLayer(named: "l\(index)")
            layers.append(layer)
            runs.append(
                AnimationOperation(layer: layer, animation: SpringAnimation(keyPath: .positionX, from: 0, to: 100, spring: physics)))
        }
        try fixture.queue.addOperations(runs)
        try fixture.advance(to: 0.1)
        if retargeted {
            fixture.transaction.begin()
            for run in runs { try run.retarget(to: CGFloat(50)) }
            try fixture.transaction.commit()
        }
        try fixture.advance(to: 0.3)
        var buffer: [CGFloat] = []
        return median(repetitions: repetitions) {
            timed {
                fixture.compositor.presentedValues(for: .positionX, of: layers, into: &buffer)
                consume(buffer.reduce(0) { $0 + Double($1) })
            }
        }
    }
}
