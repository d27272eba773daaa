import Cadence
import CadenceTesting
import Foundation

/// Presenting many layers at one instant, and evaluating curves.
enum Presentation {
    /// `count` layers, each with an eased 10 s positionX animation, committed in
    /// one transaction on one compositor; then every layer's presented value at
    /// one instant (5 s in). Returns the median nanoseconds of the presenting
    /// loop alone, reading `presentedValue(for: .positionX)` (`typed`), the
    /// batch read `presentedValues(for: .positionX, of:into:)` into a buffer
    /// kept from one repetition to the next (`batch`) and
    /// `presentation()[.positionX]` (`whole`), and of a bare loop evaluating
    /// `.easeInEaseOut` `count` times and interpolating, as each layer's value needs.
    ///
    /// Limited, for the typed read, by three locks per layer around the curve
    /// (the layer's, for its compositor; the clock's; the render lock); the
    /// store's table then finds the channel by the layer's index and evaluates
    /// the animation in code specialised for `CGFloat`. The batch read takes
    /// each lock once. The whole presentation adds a `PropertyValues`
    /// dictionary built for each layer.
    ///
    /// `locks` is the floor under the typed read: per layer, what it does
    /// besides finding and evaluating the animation, with public API alone:
    /// the layer's compositor (the layer's lock and a weak reference), the
    /// clock's time (the clock's lock, through `any MediaClock`) and the
    /// render lock (`nextDueTime`, which finds the next start or stop at the
    /// top of the compositor's agenda).
    static func layers(_ count: Int, repetitions: Int) throws -> (
        typed: Double, batch: Double, whole: Double, bare: Double, locks: Double
    ) {
        let fixture = TestFixture()
        defer { withExtendedLifetime(fixture) {} }
        let layers = try animatedLayers(count, in: fixture)

        func presentingAll(_ read: (Layer) -> CGFloat) -> Double {
            median(repetitions: repetitions) {
                timed {
                    var sum = 0.0
                    for layer in layers { sum += Double(read(layer)) }
                    consume(sum)
                }
            }
        }
        let typed = presentingAll { $0.presentedValue(for: .positionX) }
        let locks = presentingAll { layer in
            guard let compositor = layer.compositor else { return 0 }
            return CGFloat(compositor.currentTime + (compositor.nextDueTime ?? 0))
        }
        var buffer: [CGFloat] = []
        let compositor = fixture.compositor
        let batch = median(repetitions: repetitions) {
            timed {
                compositor.presentedValues(for: .positionX, of: layers, into: &buffer)
                consume(buffer.reduce(0) { $0 + Double($1) })
            }
        }
        let whole = presentingAll { $0.presentation()[.positionX] }
        // Limited by the cubic Bézier solve (Newton steps on x(t), then y(t)).
        let curve = TimingFunction.easeInEaseOut
        let bare = median(repetitions: repetitions) {
            timed {
                var sum = 0.0
                for index in 0..<count {
                    // The same progress for every layer, nudged so no call is hoisted.
                    let progress = 0.5 + Double(index) * 1e-12
                    sum += 0 + (100 - 0) * curve.value(at: progress)
                }
                consume(sum)
            }
        }
        return (typed, batch, whole, bare, locks)
    }

    /// `count` layers under the root of `fixture` (fresh, and kept alive by the
    /// caller: a layer holds its compositor weakly), each with an eased 10 s
    /// positionX animation, committed in one transaction; the clock then 5 s in.
    static func animatedLayers(_ count: Int, in fixture: TestFixture) throws -> [Layer] {
        let transaction = fixture.transaction
        var layers: [Layer] = []
        transaction.begin()
        for index in 0..<count {
            let layer = Layer(name: "layer \(index)")
            fixture.rootLayer.addSublayer(layer)
            let animation = BasicAnimation(
                keyPath: .positionX, from: 0, to: 100, duration: 10, timingFunction: .easeInEaseOut)
            try layer.add(animation, forKey: "move")
            layers.append(layer)
        }
        try transaction.commit()
        try fixture.advance(by: 5)
        precondition(fixture.compositor.activeAnimationCount == count, "not every layer is animating")
        return layers
    }

    static let curves: [TimingFunction] = [
        .linear, .easeIn, .easeOut, .easeInEaseOut, .default,
        .easeInOutSine, .easeOutCubic, .easeInOutBack, .easeOutElastic, .easeOutBounce,
    ]

    /// Nanoseconds for `count` evaluations of `curve` over [0, 1].
    ///
    /// Limited by the curve's own arithmetic: a Bézier needs Newton iterations
    /// (and bisection when they stall), a Penner curve `sin`/`pow`.
    static func evaluate(_ curve: TimingFunction, count: Int) -> UInt64 {
        timed {
            var sum = 0.0
            let step = 1 / Double(count)
            for index in 0..<count { sum += curve.value(at: Double(index) * step) }
            consume(sum)
        }
    }

    /// Nanoseconds for `count` evaluations of an underdamped spring over [0, 2] s.
    ///
    /// Limited by `exp`, `sin` and `cos` per evaluation.
    static func evaluate(_ spring: DampedSpring, count: Int) -> UInt64 {
        timed {
            var sum = 0.0
            let step = 2 / Double(count)
            for index in 0..<count { sum += spring.value(at: Double(index) * step) }
            consume(sum)
        }
    }

    /// The baseline: smoothstep, `x·x·(3 − 2x)`, over [0, 1], in the same loop.
    ///
    /// Limited by the loop itself: three multiplies and a subtract.
    static func polynomial(count: Int) -> UInt64 {
        timed {
            var sum = 0.0
            let step = 1 / Double(count)
            for index in 0..<count {
                let x = Double(index) * step
                sum += x * x * (3 - 2 * x)
            }
            consume(sum)
        }
    }
}
