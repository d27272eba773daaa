import Cadence
import CadenceTesting
import Foundation

/// Presenting layers that carry additive animations, as additive retargeting
/// leaves them.
enum Additive {
    /// A ratio of two presenting loops, and each loop's median nanoseconds.
    struct Pair {
        let ratio: Double
        let additive: Double
        let single: Double
    }

    /// `count` layers, each with two additive positionX animations (a 10 s
    /// eased slide rebased to its additive form, from −100 to 0 over a model
    /// of 100, and an interruption's difference, from −50 to 0), against
    /// `count` layers with one absolute animation each
    /// (``Presentation/animatedLayers(_:in:)``); every layer's presented value
    /// at one instant, 5 s in, through `presentedValue(for:)` (`typed`) and
    /// through the batch read (`batch`).
    ///
    /// The two loops run in turn, `repetitions` times after a warm-up, and
    /// the ratio is the median of each turn's ratio: the load of other
    /// processes, which changes from second to second on this machine, falls
    /// on both sides of a turn alike.
    ///
    /// An absolute animation covers the value beneath, so presentation starts
    /// from it; additive ones do not, so both are evaluated, over the model:
    /// two curve evaluations instead of one, under the same three locks.
    static func presenting(_ count: Int, repetitions: Int) throws -> (typed: Pair, batch: Pair) {
        let fixture = TestFixture()
        defer { withExtendedLifetime(fixture) {} }
        let single = try Presentation.animatedLayers(count, in: fixture)
        let other = TestFixture()
        defer { withExtendedLifetime(other) {} }
        let additive = try additiveLayers(count, in: other)

        func typed(_ layers: [Layer]) -> UInt64 {
            timed {
                var sum = 0.0
                for layer in layers { sum += Double(layer.presentedValue(for: .positionX)) }
                consume(sum)
            }
        }
        var buffer: [CGFloat] = []
        func batch(_ layers: [Layer], on compositor: Compositor) -> UInt64 {
            timed {
                compositor.presentedValues(for: .positionX, of: layers, into: &buffer)
                consume(buffer.reduce(0) { $0 + Double($1) })
            }
        }
        func paired(_ additiveLoop: () -> UInt64, _ singleLoop: () -> UInt64) -> Pair {
            _ = (additiveLoop(), singleLoop())
            var turns: [(additive: Double, single: Double)] = []
            for _ in 0..<repetitions { turns.append((Double(additiveLoop()), Double(singleLoop()))) }
            func middle(_ values: [Double]) -> Double { values.sorted()[values.count / 2] }
            return Pair(
                ratio: middle(turns.map { $0.additive / $0.single }), additive: middle(turns.map(\.additive)),
                single: middle(turns.map(\.single)))
        }
        return (
            paired({ typed(additive) }, { typed(single) }),
            paired({ batch(additive, on: other.compositor) }, { batch(single, on: fixture.compositor) })
        )
    }

    /// What one more additive animation costs the batch read, in a warm
    /// cache: `count` layers with one, two and three additive animations
    /// each (the interruption's difference above, from −50 to 0, under keys
    /// of their own), every layer read at 5 s through
    /// `presentedValues(for:of:into:)`. Each loop runs `repetitions` times
    /// in a row after a warm-up, so its layers' records stay in the cache;
    /// the median nanoseconds of each, in order.
    ///
    /// With one more evaluation costing `e` and the one-animation read `r`,
    /// two animations over one can be no less than `1 + e / r`: the floor
    /// of the ratio above when the additive case pays for nothing but the
    /// second evaluation. The ratio above, whose loops take turns, also
    /// pays for fetching twice the records from memory.
    static func batchReadPerAnimation(_ count: Int, repetitions: Int) throws -> [Double] {
        let fixtures = (1...3).map { _ in TestFixture() }
        defer { withExtendedLifetime(fixtures) {} }
        let layers = try fixtures.indices.map { try additiveLayers(count, in: fixtures[$0], animations: $0 + 1) }
        var buffer: [CGFloat] = []
        func batch(_ index: Int) -> UInt64 {
            timed {
                fixtures[index].compositor.presentedValues(for: .positionX, of: layers[index], into: &buffer)
                consume(buffer.reduce(0) { $0 + Double($1) })
            }
        }
        return layers.indices.map { index in median(repetitions: repetitions) { batch(index) } }
    }

    /// `count` layers under the root of `fixture`, each with the two additive
    /// animations above (or `animations` copies of the interruption's
    /// difference), committed in one transaction; the clock then 5 s in.
    static func additiveLayers(_ count: Int, in fixture: TestFixture, animations: Int? = nil) throws -> [Layer] {
        let transaction = fixture.transaction
        var layers: [Layer] = []
        transaction.begin()
        transaction.disableActions = true
        let slide = BasicAnimation<CGFloat>(
            keyPath: .positionX, from: 0, to: 100, duration: 10, timingFunction: .easeInEaseOut)
        var interruption = BasicAnimation<CGFloat>(
            keyPath: .positionX, from: -50, to: 0, duration: 10, timingFunction: .easeInEaseOut)
        interruption.isAdditive = true
        for index in 0..<count {
            let layer = Layer(name: "layer \(index)")
            fixture.rootLayer.addSublayer(layer)
            layer[.positionX] = 100
            if let animations {
                for key in 0..<animations { try layer.add(interruption, forKey: "move-\(key)") }
            } else {
                try layer.add(slide.additive(relativeTo: 100)!, forKey: "move")
                try layer.add(interruption, forKey: "move-2")
            }
            layers.append(layer)
        }
        try transaction.commit()
        try fixture.advance(by: 5)
        precondition(
            fixture.compositor.activeAnimationCount == (animations ?? 2) * count, "not every layer is animating")
        return layers
    }
}
