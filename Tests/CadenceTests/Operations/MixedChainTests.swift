import Cadence
import Foundation
import Testing

// mixed-chain.json through the Swift API: four AnimationOperations of different
// lengths and kinds, one at a time on an AnimationQueue, and an implicit opacity
// animation started by a main-loop job at 1.5.
//
// How the expectations were derived, by hand from Docs/ScenarioFormat.md as in
// Docs/Scenarios/README.md (never from Cadence's output, nor with its TimingFunction or
// DampedSpring: the curves are `bezier` and `springDisplacement` below):
//
// - Each operation starts when the one it depends on finishes, i.e. when that
//   one's transaction completion runs, at the instant its animation ends. At an
//   instant the completion runs first, then the queue starts the next operation,
//   then the sample is taken, so a sample at a boundary shows the next animation
//   at its first instant.
// - updatesModel (default true): at each start the model is set to the final
//   value, and an open endpoint (`by` alone, `to` alone) is taken from the value
//   presented at that start. Removed at its end, an animation leaves the model.
// - The spring has no duration, so it lasts its settling duration S: the last
//   instant at which |x| = 0.1% of the distance (Cadence's documented definition,
//   used only to know when the run ends; checked independently below).
//
// | operation | animation | runs over |
// |---|---|---|
// | slide | position.x 0 → 300 (by 300 from the presented 0), easeInEaseOut, 1 s | [0, 1] |
// | drop | position.y 0 → 100 (by 100 from the presented 0), easeOut, 2 s | [1, 3] |
// | turn | rotation.z 0 → π/4 (to, from the presented 0), linear, 1 s | [3, 4] |
// | pop | scale 1 → 1.5, spring m 1, k 240, c 12, settling duration S ≈ 1.15333 | [4, 4 + S] |
// | (event) | opacity 1 → 0.5, implicit: default curve, 0.25 s | [1.5, 1.75] |
//
// Spring: ω0 = √240 ≈ 15.49193, ζ = 12/(2√240) ≈ 0.38730, ζω0 = 6,
// ωd = ω0√(1 − ζ²) ≈ 14.28286; x(τ) = e^(−6τ)(cos ωdτ + (6/ωd) sin ωdτ) and
// scale = 1.5 + x(t − 4)·(1 − 1.5).
//
// | t | trace at t | position.x | position.y | rotation.z | scale | opacity |
// |---|---|---|---|---|---|---|
// | 0 | start slide | 300·eio(0) = 0 | 0 | 0 | 1 | 1 |
// | 0.25 | | 300·eio(0.25) ≈ 38.74858 | 0 | 0 | 1 | 1 |
// | 0.5 | | 300·eio(0.5) = 150 | 0 | 0 | 1 | 1 |
// | 0.75 | | 300·eio(0.75) ≈ 261.25142 | 0 | 0 | 1 | 1 |
// | 1 | finish slide, start drop | 300 (model) | 100·eo(0) = 0 | 0 | 1 | 1 |
// | 1.25 | | 300 | 100·eo(0.125) ≈ 19.85800 | 0 | 1 | 1 |
// | 1.5 | (opacity set, animated) | 300 | 100·eo(0.25) ≈ 37.81381 | 0 | 1 | 1 − 0.5·default(0) = 1 |
// | 1.75 | | 300 | 100·eo(0.375) ≈ 54.05347 | 0 | 1 | 0.5 (model; removed) |
// | 2 | | 300 | 100·eo(0.5) ≈ 68.46432 | 0 | 1 | 0.5 |
// | 2.25 … 2.75 | | 300 | 100·eo((t − 1)/2) ≈ 80.79781, 90.65353, 97.40154 | 0 | 1 | 0.5 |
// | 3 | finish drop, start turn | 300 | 100 (model) | (π/4)·0 = 0 | 1 | 0.5 |
// | 3.25 … 3.75 | | 300 | 100 | (π/4)·(t − 3) ≈ 0.19635, 0.39270, 0.58905 | 1 | 0.5 |
// | 4 | finish turn, start pop | 300 | 100 | π/4 (model) | 1.5 − 0.5·x(0) = 1 | 0.5 |
// | 4.25 | | 300 | 100 | π/4 | 1.5 − 0.5·x(0.25) ≈ 1.62095 | 0.5 |
// | 4.5 | | 300 | 100 | π/4 | ≈ 1.47581 | 0.5 |
// | 4.75 | | 300 | 100 | π/4 | ≈ 1.50379 | 0.5 |
// | 5 | | 300 | 100 | π/4 | ≈ 1.49966 | 0.5 |
// | 4 + S ≈ 5.15333 | finish pop | 300 | 100 | π/4 | 1.5 (model; removed) | 0.5 |
//
// (eio, eo, default: the cubic Béziers (0.42, 0, 0.58, 1), (0, 0, 0.58, 1),
// (0.25, 0.1, 0.25, 1).) Samples are every 0.25 s from 0 while ≤ 4 + S, so the
// last is 5. Trace: start slide @0, finish slide @1, start drop @1, finish drop @3,
// start turn @3, finish turn @4, start pop @4, finish pop @(4 + S). Model at the
// end: position (300, 100), rotation.z π/4, opacity 0.5, and scale 1.5: a spring
// left to settle rests exactly at its target once its time is up, so that is the
// "final value" updatesModel sets (its value at S, 1.5 − 0.5·x(S) ≈ 1.5005, is
// within 0.1% of the distance, so removing it jumps by less than that).

@Suite struct MixedChainTests {
    static let tolerance = 1e-9

    /// y of the cubic Bézier through (0, 0), (x1, y1), (x2, y2), (1, 1) at x = `p`:
    /// the curve parameter by bisection on x(t) = p to 1e-15, then y at it.
    private static func bezier(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double, at p: Double) -> Double {
        func coordinate(_ c1: Double, _ c2: Double, _ t: Double) -> Double {
            let u = 1 - t
            return 3 * u * u * t * c1 + 3 * u * t * t * c2 + t * t * t
        }
        if p <= 0 { return 0 }
        if p >= 1 { return 1 }
        var (lo, hi) = (0.0, 1.0)
        while hi - lo > 1e-15 {
            let mid = 0.5 * (lo + hi)
            if coordinate(x1, x2, mid) < p { lo = mid } else { hi = mid }
        }
        return coordinate(y1, y2, 0.5 * (lo + hi))
    }

    private static func easeInEaseOut(_ p: Double) -> Double { bezier(0.42, 0, 0.58, 1, at: p) }
    private static func easeOut(_ p: Double) -> Double { bezier(0, 0, 0.58, 1, at: p) }
    private static func defaultCurve(_ p: Double) -> Double { bezier(0.25, 0.1, 0.25, 1, at: p) }

    static let (mass, stiffness, damping) = (1.0, 240.0, 12.0)

    /// The underdamped spring's displacement from its target as a fraction of
    /// (from − to), τ seconds after release: 1 at τ = 0, decaying to 0.
    private static func springDisplacement(_ tau: Double) -> Double {
        let omega0 = (stiffness / mass).squareRoot()
        let zeta = damping / (2 * (stiffness * mass).squareRoot())
        let omegaD = omega0 * (1 - zeta * zeta).squareRoot()
        let decay = zeta * omega0
        return exp(-decay * tau) * (cos(omegaD * tau) + decay / omegaD * sin(omegaD * tau))
    }

    private static func popScale(_ tau: Double) -> Double { 1.5 + springDisplacement(tau) * (1 - 1.5) }

    struct Sample: CustomStringConvertible {
        var x: Double, y: Double, rotation: Double, scale: Double, opacity: Double
        var description: String { "x \(x), y \(y), rotation.z \(rotation), scale \(scale), opacity \(opacity)" }

        func isClose(to other: Sample, within tolerance: Double) -> Bool {
            zip(
                [x, y, rotation, scale, opacity], [other.x, other.y, other.rotation, other.scale, other.opacity]
            ).allSatisfy { abs($0 - $1) <= tolerance }
        }
    }

    /// What the table above says `card` shows at `t`.
    static func expected(at t: Double) -> Sample {
        Sample(
            x: t < 1 ? 300 * easeInEaseOut(t) : 300,
            y: t < 1 ? 0 : t < 3 ? 100 * easeOut((t - 1) / 2) : 100,
            rotation: t < 3 ? 0 : t < 4 ? Double.pi / 4 * (t - 3) : Double.pi / 4,
            scale: t < 4 ? 1 : popScale(t - 4),
            opacity: t < 1.5 ? 1 : t < 1.75 ? 1 - 0.5 * defaultCurve((t - 1.5) / 0.25) : 0.5)
    }

    static func shown(_ card: Layer) -> Sample {
        let values = card.presentation()
        return Sample(
            x: Double(values[.positionX]), y: Double(values[.positionY]),
            rotation: Double(values[.transformRotationZ]), scale: Double(values[.transformScale]),
            opacity: Double(values[.opacity]))
    }

    /// Splits a QueueStage log entry "start slide @1" into its text and time.
    static func parse(_ entry: String) -> (String, Double) {
        guard let at = entry.range(of: " @", options: .backwards), let time = Double(entry[at.upperBound...]) else {
            return (entry, .nan)
        }
        return (String(entry[..<at.lowerBound]), time)
    }

    @Test func mixedChain() throws {
        let q = QueueStage()
        let card = q.box
        card.name = "card"
        let compositor = q.stage.compositor
        // The scenario's model values, set without actions.
        compositor.transaction.disableActions = true
        card[.position] = CGPoint(x: 0, y: 0)
        card[.transformRotationZ] = 0
        card[.transformScale] = 1
        compositor.transaction.flush()

        let slide = q.operation(
            "slide", BasicAnimation(keyPath: .positionX, by: 300, duration: 1, timingFunction: .easeInEaseOut))
        let drop = q.operation(
            "drop", BasicAnimation(keyPath: .positionY, by: 100, duration: 2, timingFunction: .easeOut), after: [slide])
        let turn = q.operation(
            "turn", BasicAnimation(keyPath: .transformRotationZ, to: Double.pi / 4, duration: 1), after: [drop])
        let spring = DampedSpring(mass: Self.mass, stiffness: Self.stiffness, damping: Self.damping)
        let pop = q.operation(
            "pop", SpringAnimation(keyPath: .transformScale, from: 1, to: 1.5, spring: spring), after: [turn])
        try q.queue.addOperations([slide, drop, turn, pop])

        // The event at 1.5: a main-loop job setting opacity in a transaction with
        // actions enabled.
        _ = q.clock.schedule(at: 1.5) {
            compositor.mainLoop.enqueue {
                let transaction = compositor.transaction
                transaction.begin()
                transaction.disableActions = false
                card[.opacity] = 0.5
                do { try transaction.commit() } catch { Issue.record(error) }
            }
        }

        let settling = spring.settlingDuration
        let end = 4 + settling
        var index = 0
        while Double(index) * 0.25 <= end {
            let time = Double(index) * 0.25
            try q.clock.advance(to: time)
            let shown = Self.shown(card), expected = Self.expected(at: time)
            #expect(shown.isClose(to: expected, within: Self.tolerance), "at \(time): shown \(shown), expected \(expected)")
            index += 1
        }
        #expect(index == 21, "samples 0, 0.25, …, 5 (S ≈ 1.15333)")

        try q.clock.advance(to: end)
        let expectedTrace: [(String, Double)] = [
            ("start slide", 0), ("finish slide completed", 1), ("start drop", 1), ("finish drop completed", 3),
            ("start turn", 3), ("finish turn completed", 4), ("start pop", 4), ("finish pop completed", end),
        ]
        let trace = q.log.entries.map(Self.parse)
        #expect(trace.map(\.0) == expectedTrace.map(\.0), "\(q.log.entries)")
        #expect(
            trace.count == expectedTrace.count
                && zip(trace, expectedTrace).allSatisfy { abs($0.1 - $1.1) <= Self.tolerance },
            "\(q.log.entries), pop due at \(end)")

        // The end: every animation removed; the model holds each final value (the
        // spring's: its target, see the table).
        let model = Sample(
            x: Double(card[.positionX]), y: Double(card[.positionY]), rotation: Double(card[.transformRotationZ]),
            scale: Double(card[.transformScale]), opacity: Double(card[.opacity]))
        let final = Sample(x: 300, y: 100, rotation: Double.pi / 4, scale: 1.5, opacity: 0.5)
        #expect(model.isClose(to: final, within: Self.tolerance), "model \(model)")
        #expect(abs(Self.popScale(settling) - 1.5) <= 0.001 * 0.5 + 1e-12, "the spring at S is within 0.1% of 1.5")
        #expect(Self.shown(card).isClose(to: final, within: Self.tolerance), "shown \(Self.shown(card))")
        #expect(card.animationKeys().isEmpty)
        #expect(q.queue.operationCount == 0)
    }

    /// The implicit opacity animation between the samples: halfway through its
    /// 0.25 s it shows 1 − 0.5·default(0.5). Opacity is a Float, so the tolerance is
    /// a Float's (its rounding of ≈ 0.6 is up to 3e-8).
    @Test func opacityMidway() throws {
        let q = QueueStage()
        let card = q.box
        let compositor = q.stage.compositor
        _ = q.clock.schedule(at: 1.5) {
            compositor.mainLoop.enqueue {
                let transaction = compositor.transaction
                transaction.begin()
                transaction.disableActions = false
                card[.opacity] = 0.5
                do { try transaction.commit() } catch { Issue.record(error) }
            }
        }
        try q.clock.advance(to: 1.625)
        let expected = 1 - 0.5 * Self.defaultCurve(0.5)
        #expect(abs(Double(card.presentation()[.opacity]) - expected) <= 1e-7, "expected \(expected)")
        #expect(card[.opacity] == 0.5)
    }

    /// The end of the run, 4 + S, checked against the settling definition with the
    /// independent spring: within 0.1% of the distance (0.5) of 1.5 at S, outside
    /// just before, and within from then on.
    @Test func popSettlesAtTheEndOfTheRun() {
        let settling = DampedSpring(mass: Self.mass, stiffness: Self.stiffness, damping: Self.damping).settlingDuration
        let threshold = 0.001 * 0.5
        // Docs/CommandLine.md's tour plays the same spring from 2 s and prints
        // its end, 3.153334 s: S is 1.153334 to the page's six decimals.
        #expect(abs(settling - 1.153334) <= 5e-7, "S = \(settling)")
        #expect(abs(Self.popScale(settling) - 1.5) <= threshold + 1e-12, "at S: \(Self.popScale(settling))")
        #expect(abs(Self.popScale(settling - 1e-6) - 1.5) > threshold, "just before S: \(Self.popScale(settling - 1e-6))")
        let later = (0...3000).map { settling + Double($0) * 1e-3 }
        #expect(later.allSatisfy { abs(Self.popScale($0) - 1.5) <= threshold + 1e-12 })
    }
}
