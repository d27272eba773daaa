#if !canImport(QuartzCore)
import Cadence
import CadenceCoreAnimation
import Foundation
import QuartzCoreStandIn
import Testing

/// Where Core Animation's fields are `Float`, the device plays what the
/// `Float` holds, and the two paths differ by that rounding and no more.
///
/// A 1 s slide of x from 0 to 100 with `easeInEaseOut` (0.42, 0, 0.58, 1) at
/// speed 1.1, none of which a `Float` holds exactly:
///
/// - speed: `Float(1.1)` = 1.10000002384…, 2.4·10⁻⁸ more, so the end
///   1 / speed comes 1 / 1.1 − 1 / 1.10000002384 = 1.97·10⁻⁸ s earlier;
/// - control points: `Float(0.42)` is 1.3·10⁻⁸ less, `Float(0.58)` 1.7·10⁻⁸
///   less.
///
/// The eased progress moves by at most its slope (under 2 for this curve)
/// times the input's change (2.4·10⁻⁸ of speed over at most 1 s of local
/// time), plus the Bézier weights (each at most 4/9) times the control
/// points' changes, magnified by the slope through the inversion of x(s):
/// well under 2·10⁻⁷ in all. Over 100 points that is under 2·10⁻⁵ points;
/// the test allows 10⁻⁴, and 10⁻⁷ s on the finish time.
@Suite struct StandInRoundingTests {
    static let instants: [Double] = [0.1, 0.25, 0.5, 0.75, 0.9]

    static func slide() -> BasicAnimation<CGFloat> {
        var slide = BasicAnimation(keyPath: .positionX, from: 0, to: 100, duration: 1)
        slide.timingFunction = .easeInEaseOut
        slide.speed = 1.1
        return slide
    }

    /// Plays the slide on `layer`; the x presented at each instant and the finish time.
    static func play(on layer: some HostedLayer, clock: VirtualClock, mainLoop: MainLoop) throws -> (xs: [CGFloat], end: Double?) {
        let queue = AnimationQueue(mainLoop: mainLoop)
        let slide = AnimationOperation(layer: layer, animation: slide())
        let finished = LockedLog()
        slide.addObserver { event in
            if case .didFinish = event { finished.append("\(clock.currentTime)") }
        }
        try queue.addOperation(slide)
        var xs: [CGFloat] = []
        for instant in instants {
            try clock.advance(to: instant)
            xs.append(layer.presentation()[.positionX])
        }
        try clock.advance(to: 2)
        return (xs, finished.entries.first.flatMap(Double.init))
    }

    @Test func floatFieldsDifferByTheirRoundingAlone() throws {
        let clock = VirtualClock()
        let compositor = Compositor(clock: clock)
        let box = Layer()
        compositor.rootLayer.addSublayer(box)
        compositor.transaction.flush()
        let cadence = try Self.play(on: box, clock: clock, mainLoop: compositor.mainLoop)

        let world = QuartzCoreStandInWorld()
        let coreAnimation = try world.run {
            let host = CoreAnimationHost(mainLoop: world.compositor.mainLoop)
            let layer = CALayer()
            world.rootLayer.addSublayer(layer)
            CATransaction.flush()
            return try Self.play(on: CoreAnimationLayer(layer, host: host), clock: world.clock, mainLoop: host.mainLoop)
        }

        let cadenceEnd = try #require(cadence.end)
        let coreAnimationEnd = try #require(coreAnimation.end)
        #expect(abs(cadenceEnd - 1 / 1.1) < 1e-12)
        #expect(abs(coreAnimationEnd - cadenceEnd) < 1e-7)
        for (index, (a, b)) in zip(cadence.xs, coreAnimation.xs).enumerated() {
            #expect(abs(a - b) < 1e-4, "at \(Self.instants[index]) s: \(a) against \(b)")
        }
        // The rounding is there to see: the paths are not bit-identical.
        #expect(cadence.xs != coreAnimation.xs || cadenceEnd != coreAnimationEnd)
    }
}
#endif
