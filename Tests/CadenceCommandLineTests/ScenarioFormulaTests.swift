import CadenceCommandLine
import CadenceTesting
import Foundation
import Testing

/// `clock-hand` and `ripple` worked out from their files and the format's
/// rules (Docs/ScenarioFormat.md), not from Cadence's output, and checked
/// against the runner's result and against the expected documents that
/// EndToEndTests compares byte for byte.
///
/// Timing functions are the published cubic Béziers from (0, 0) to (1, 1)
/// through the control points the format's table gives: `default` is
/// (0.25, 0.1, 0.25, 1), `easeOut` (0, 0, 0.58, 1). With B(s) = 3(1−s)²s·P1 +
/// 3(1−s)s²·P2 + s³, the eased value of progress x is B_y(s) for the s in
/// [0, 1] with B_x(s) = x; B_x is increasing when x1, x2 lie in [0, 1], so s is
/// found here by bisection (`eased`), independently of Cadence's solver.
@Suite struct ScenarioFormulaTests {
    /// The published Bézier curve through (x1, y1) and (x2, y2) at progress `x`.
    static func eased(_ x: Double, _ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double) -> Double {
        func bezier(_ s: Double, _ p1: Double, _ p2: Double) -> Double {
            3 * (1 - s) * (1 - s) * s * p1 + 3 * (1 - s) * s * s * p2 + s * s * s
        }
        var (low, high) = (0.0, 1.0)
        for _ in 0..<200 {
            let middle = (low + high) / 2
            if bezier(middle, x1, x2) < x { low = middle } else { high = middle }
        }
        return bezier((low + high) / 2, y1, y2)
    }

    static func defaultCurve(_ x: Double) -> Double { eased(x, 0.25, 0.1, 0.25, 1) }
    static func easeOut(_ x: Double) -> Double { eased(x, 0, 0, 0.58, 1) }

    static func result(_ name: String) throws -> ScenarioResult {
        try ScenarioRunner.run(ScenarioReader.read(Data(try #require(BuiltInScenarioList.json(name)).utf8), name: name))
    }

    /// The expected document's samples: each instant with its values by column.
    static func expectedSamples(_ name: String) throws -> [(Double, [String: Any])] {
        let document = try JSONSerialization.jsonObject(with: EndToEndTests.expected(name)) as? [String: Any]
        let samples = try #require(document?["samples"] as? [[String: Any]])
        return try samples.map { (try #require($0["t"] as? Double), try #require($0["values"] as? [String: Any])) }
    }

    static func expectedEndTime(_ name: String) throws -> Double? {
        let document = try JSONSerialization.jsonObject(with: EndToEndTests.expected(name)) as? [String: Any]
        return document?["endTime"] as? Double
    }

    // MARK: - clock-hand

    /// The angles of the three `set`s: 6°, 12° and 18° in radians.
    static let (a1, a2, a3) = (Double.pi / 30, Double.pi / 15, Double.pi / 10)

    /// clock-hand's angle at `t`, by the format's rules for an animated `set`:
    /// an implicit animation from the value presented at that instant to the
    /// new one, over 0.25 s, eased by `default`, added under the key path's
    /// key, so it replaces the one in flight; the model takes the new value.
    ///
    /// - at 0: from 0 to a1 over [0, 0.25];
    /// - at 0.1: the first is 0.4 of the way, showing p = a1 · D(0.4); the
    ///   second runs from p to a2 over [0.1, 0.35];
    /// - from 0.35 the model, a2; at 1: from a2 to a3 over [1, 1.25]; from 1.25, a3.
    static func clockHandAngle(at t: Double) -> Double {
        let p = a1 * defaultCurve(0.4)
        switch t {
        case ..<0.1: return a1 * defaultCurve(t / 0.25)
        case ..<0.35: return p + (a2 - p) * defaultCurve(min((t - 0.1) / 0.25, 1))
        case ..<1: return a2
        case ..<1.25: return a2 + (a3 - a2) * defaultCurve((t - 1) / 0.25)
        default: return a3
        }
    }

    /// Solved to about 1e-15 here and to 1e-9 in y by Cadence (Docs/Timing.md).
    static let curveTolerance = 1e-9

    /// Samples every 0.05 s from 0 to 1.5 (its `to`), 31 in all; the run ends
    /// at 1.5, the series' last instant, after the last animation (1.25).
    @Test func clockHandSamplesFollowTheRetargetedCurves() throws {
        let result = try Self.result("clock-hand")
        #expect(result.endTime == 1.5)
        #expect(result.columns == ["second-hand.angle"])
        #expect(result.samples.count == 31)
        for (index, sample) in result.samples.enumerated() {
            #expect(abs(sample.time - Double(index) * 0.05) < 1e-12)
            let expected = Self.clockHandAngle(at: Double(index) * 0.05)
            let actual = try #require(sample.values.first?.first)
            #expect(abs(actual - expected) <= Self.curveTolerance, "t = \(sample.time): \(actual), expected \(expected)")
        }
        // A few by hand: D(0.4) from s ≈ 0.4257 (B_x = 0.4) is ≈ 0.6825, so
        // the retarget starts from 6° · 0.6825 ≈ 0.0715 rad; the hand rests at
        // 12° = 0.20944 rad from 0.35 to 1 and ends at 18° = 0.31416 rad.
        #expect(abs((result.samples[2].values[0][0]) - 0.071475) < 5e-7)
        #expect(result.samples[7...20].allSatisfy { $0.values[0][0] == Self.a2 })
        #expect(result.samples[25...].allSatisfy { $0.values[0][0] == Self.a3 })
    }

    /// The first animation is replaced at 0.1 (removed, not completed); the
    /// second completes at 0.1 + 0.25 = 0.35, the third at 1 + 0.25 = 1.25.
    @Test func clockHandAnimationsEndWhereTheirDurationsSay() throws {
        let trace = try Self.result("clock-hand").trace
        let removed = trace.events.filter { $0.kind == .animationRemoved }
        #expect(removed.map(\.time) == [0.1])
        #expect(removed.map(\.key) == ["angle"])
        let completed = trace.events.filter { $0.kind == .animationCompleted }.map(\.time)
        #expect(completed.count == 2)
        #expect(zip(completed, [0.35, 1.25]).allSatisfy { abs($0 - $1) < 1e-12 }, "\(completed)")
        #expect(trace.events.filter { $0.kind == .animationAdded }.map(\.time) == [0, 0.1, 1])
    }

    /// The expected document holds the same values.
    @Test func expectedClockHandIsTheFormula() throws {
        let samples = try Self.expectedSamples("clock-hand")
        #expect(samples.count == 31)
        #expect(try Self.expectedEndTime("clock-hand") == 1.5)
        for (index, (time, values)) in samples.enumerated() {
            #expect(abs(time - Double(index) * 0.05) < 1e-12)
            let angle = try #require(values["second-hand.angle"] as? Double)
            #expect(abs(angle - Self.clockHandAngle(at: Double(index) * 0.05)) <= Self.curveTolerance, "t = \(time)")
        }
    }

    // MARK: - ripple

    /// The ripple at `t` before its cancel at 6: the group's 1.5 s iterations
    /// repeat forever; its children (no duration of their own: the group's)
    /// see the group's time eased by `easeOut`. Within an iteration, progress
    /// x = (t mod 1.5) / 1.5 and e = easeOut(x): opacity 1 − e, bounds from
    /// [96, 96, 0, 0] to [0, 0, 192, 192], so width 192·e. An iteration
    /// boundary (0, 1.5, 3, 4.5, 6) is the next iteration's start: e = 0.
    ///
    /// Samples at multiples of 0.5 fall at x = 0, 1/3 and 2/3:
    /// easeOut(1/3) ≈ 0.48835 (opacity ≈ 0.51165, width ≈ 93.763) and
    /// easeOut(2/3) ≈ 0.84384 (opacity ≈ 0.15616, width ≈ 162.017).
    ///
    /// The operation never sets the model (an animation that never ends has
    /// no final value), so it stays opacity 1, width 0; cancelled at 6 with
    /// `onCancel` `current`, the layer keeps what is presented at 6, the
    /// start of an iteration: opacity 1, width 0, to the end at 8.
    static func ripple(at t: Double) -> (opacity: Double, width: Double) {
        guard t < 6 else { return (1, 0) }
        let x = t.truncatingRemainder(dividingBy: 1.5) / 1.5
        let e = easeOut(x)
        return (1 - e, 192 * e)
    }

    /// follow-user runs beside it (`maxConcurrentOperations` unlimited), so it
    /// starts at 0 too: its open `from` is the position presented then,
    /// [160, 240]; the model is set at once to its `to`, [200, 260]. Its
    /// animation begins at 0 + 2 and lasts 0.5 s (linear), filling nothing.
    /// The event at 1 sets the model to [170, 250] without animation.
    ///
    /// - 0, 0.5: the model, [200, 260];
    /// - 1, 1.5: the new model, [170, 250];
    /// - 2: the animation's first instant, its `from`: [160, 240];
    /// - 2.5 on: the animation is over and removed; the model [170, 250].
    static func marker(at t: Double) -> [Double] {
        switch t {
        case ..<1: return [200, 260]
        case 2: return [160, 240]
        default: return [170, 250]
        }
    }

    /// Opacity is a single-precision `Float` (Docs/ScenarioFormat.md): allowed
    /// one ulp of [0.5, 1), 2⁻²⁴ ≈ 6e-8, from the exact value.
    static let opacityTolerance = 6e-8

    /// Samples every 0.5 s from 0 to `until`, 8: 17 in all, the run ending at 8.
    @Test func rippleSamplesRepeatTheEasedGroupAndHoldAfterTheCancel() throws {
        let result = try Self.result("ripple")
        #expect(result.endTime == 8)
        #expect(result.columns == ["ripple.opacity", "ripple.bounds.size.width", "marker.position"])
        #expect(result.samples.map(\.time) == (0...16).map { Double($0) * 0.5 })
        for sample in result.samples {
            let (opacity, width) = Self.ripple(at: sample.time)
            #expect(abs(sample.values[0][0] - opacity) <= Self.opacityTolerance, "opacity at \(sample.time)")
            #expect(abs(sample.values[1][0] - width) <= 192 * Self.curveTolerance, "width at \(sample.time)")
            #expect(sample.values[2] == Self.marker(at: sample.time), "marker at \(sample.time)")
        }
        // By hand, to the figures above.
        let third = try #require(result.samples.first { $0.time == 0.5 })
        #expect(abs(third.values[0][0] - 0.51165) < 5e-6 && abs(third.values[1][0] - 93.763) < 5e-4)
        let twoThirds = try #require(result.samples.first { $0.time == 1 })
        #expect(abs(twoThirds.values[0][0] - 0.15616) < 5e-6 && abs(twoThirds.values[1][0] - 162.017) < 5e-4)
    }

    /// Both start at 0; follow-user completes at 2 + 0.5 = 2.5; the ripple is
    /// cancelled at 6 and finishes cancelled there, without completing.
    @Test func rippleOperationsEndWhereTheFileSays() throws {
        let trace = try Self.result("ripple").trace
        let boundaries = trace.events.filter { [.start, .cancel, .finish].contains($0.kind) }.map { event in
            "\(event.kind.rawValue) \(event.operation ?? "?")\(event.result.map { " \($0)" } ?? "") @\(event.time)"
        }
        #expect(
            boundaries == [
                "start ripple @0.0", "start follow-user @0.0", "finish follow-user completed @2.5", "cancel ripple @6.0",
                "finish ripple cancelled @6.0",
            ])
        let marker = trace.events.filter { $0.layer == "marker" && $0.kind != .commit }.map { "\($0.kind.rawValue) @\($0.time)" }
        #expect(marker == ["animationAdded @0.0", "animationStarted @2.0", "animationCompleted @2.5"])
    }

    /// The expected document holds the same values.
    @Test func expectedRippleIsTheFormula() throws {
        let samples = try Self.expectedSamples("ripple")
        #expect(try Self.expectedEndTime("ripple") == 8)
        #expect(samples.map(\.0) == (0...16).map { Double($0) * 0.5 })
        for (time, values) in samples {
            let (opacity, width) = Self.ripple(at: time)
            #expect(abs(try #require(values["ripple.opacity"] as? Double) - opacity) <= Self.opacityTolerance, "t = \(time)")
            #expect(abs(try #require(values["ripple.bounds.size.width"] as? Double) - width) <= 192 * Self.curveTolerance)
            #expect(values["marker.position"] as? [Double] == Self.marker(at: time), "t = \(time)")
        }
    }
}
