import Cadence
import Foundation
import Testing

/// Stagger with GSAP's semantics: the spread is `each × (n − 1)` or `amount`,
/// and each item starts at the spread times its distance from the origin
/// over the largest distance. Decimal seconds (0.1) are not exact in binary,
/// so those times are compared to within 1e-12 s.
@Suite struct StaggerTests {
    private func close(_ actual: [Double?], _ expected: [Double]) -> Bool {
        actual.count == expected.count && zip(actual, expected).allSatisfy { abs(($0 ?? .nan) - $1) < 1e-12 }
    }

    /// The guide's five layers, `each: 0.1`, spread 0.1 × 4 = 0.4: from the first,
    /// distances 0…4 over 4; from the centre (origin 2), distances 2, 1, 0, 1, 2
    /// over 2, so rings 0.2 apart; from the edges, the centre's reversed
    /// (0.4 − it); from the last, the first's reversed; from index 1,
    /// distances 1, 0, 1, 2, 3 over 3. `amount: 1` from the first: 0…4 over 4.
    @Test(arguments: [
        (Stagger(each: 0.1), [0, 0.1, 0.2, 0.3, 0.4] as [Double]),
        (Stagger(each: 0.1, from: .center), [0.4, 0.2, 0, 0.2, 0.4]),
        (Stagger(each: 0.1, from: .edges), [0, 0.2, 0.4, 0.2, 0]),
        (Stagger(each: 0.1, from: .last), [0.4, 0.3, 0.2, 0.1, 0]),
        (Stagger(each: 0.1, from: .index(1)), [0.4 / 3, 0, 0.4 / 3, 0.8 / 3, 0.4]),
        (Stagger(amount: 1), [0, 0.25, 0.5, 0.75, 1]),
    ] as [(Stagger, [Double])])
    func fiveItems(stagger: Stagger, offsets: [Double]) throws {
        #expect(close(try stagger.offsets(count: 5), offsets))
    }

    /// GSAP's centre of an even count lies between the two middle items:
    /// distances 1.5, 0.5, 0.5, 1.5, less the nearest (0.5), over the range
    /// (1): 1, 0, 0, 1, times the spread 0.1 × 3 = 0.3. One item starts at 0.
    @Test func evenCountAndOne() throws {
        #expect(close(try Stagger(each: 0.1, from: .center).offsets(count: 4), [0.3, 0, 0, 0.3]))
        #expect(try Stagger(each: 0.1, from: .edges).offsets(count: 1) == [0])
        #expect(try Stagger(amount: 2, from: .center).offsets(count: 0) == [])
    }

    /// An ease bends the normalized distance before it is scaled; from the
    /// edges GSAP inverts it, so each start is spread × ease(1 − f), f the
    /// distance from the centre over the largest: f = 1, 0.5, 0, 0.5, 1.
    @Test func eased() throws {
        let ease = TimingFunction.easeIn
        let first = try Stagger(amount: 1, ease: ease).offsets(count: 5)
        #expect(first == [0, 0.25, 0.5, 0.75, 1].map { ease.value(at: $0) })
        #expect(first[2] < 0.5)  // easing in: the middle starts earlier than linear
        let edges = try Stagger(amount: 1, from: .edges, ease: ease).offsets(count: 5)
        #expect(edges == [0, 0.5, 1, 0.5, 0].map { ease.value(at: $0) })
    }

    /// Refused: `each` and `amount` both given, neither, a negative or
    /// non-finite one, an index outside the items; in a timeline the error
    /// names the entry.
    @Test func refusals() throws {
        #expect(throws: CadenceError.self) { try Stagger(each: 0.1, amount: 1).offsets(count: 3) }
        do {
            _ = try Stagger(each: 0.1, amount: 1).offsets(count: 3)
        } catch {
            #expect(error.code == .conflictingFields)
        }
        #expect(throws: CadenceError.self) { try Stagger().offsets(count: 3) }
        #expect(throws: CadenceError.self) { try Stagger(each: -0.1).offsets(count: 3) }
        #expect(throws: CadenceError.self) { try Stagger(amount: .infinity).offsets(count: 3) }
        #expect(throws: CadenceError.self) { try Stagger(each: 0.1, from: .index(3)).offsets(count: 3) }
        var timeline = AnimationTimeline()
        timeline.add(Stagger(each: 0.1, amount: 1), over: 0..<3) { _ in AnimationStep.wait(1) }
        do {
            _ = try timeline.schedule()
            Issue.record("expected an error")
        } catch {
            #expect(error.field == "entries[0].stagger")
        }
    }

    /// The guide's groups on the clock: five layers, each fading in 1 s. The
    /// three `each: 0.1` groups end at 0.4 + 1 = 1.4, the `amount: 1` group at
    /// 1 + 1 = 2; a step at `>` after the group starts when it ends.
    @Test(arguments: [
        (Stagger(each: 0.1), 1.4), (Stagger(each: 0.1, from: .center), 1.4),
        (Stagger(each: 0.1, from: .edges), 1.4), (Stagger(amount: 1), 2.0),
    ] as [(Stagger, Double)])
    func onTheClock(stagger: Stagger, end: Double) throws {
        let q = QueueStage()
        let layers = addLayers(5, to: q)
        var timeline = AnimationTimeline()
        timeline.add(stagger, over: layers) { layer in .basic(.opacity, from: 0, to: 1, duration: 1, on: layer) }
        timeline.add(.basic(.positionX, to: 10, duration: 0.5), at: .previousEnd)
        let offsets = try stagger.offsets(count: 5)
        let schedule = try timeline.schedule()
        #expect(schedule.slots[0].staggerOffsets == offsets)
        #expect(schedule.slots[0].end == end)
        #expect(schedule.totalDuration == end + 0.5)

        let run = try Animator(layer: q.box) { AnimationStep.timeline(timeline) }.run(on: q.queue)
        let spans = SpanRecorder(run, clock: q.clock)
        try q.queue.waitUntilAllOperationsAreFinished()
        #expect(close(spans.spans.map(\.start), offsets + [end]))
        #expect(close(spans.spans.map(\.end), offsets.map { $0 + 1 } + [end + 0.5]))
        #expect(layers.allSatisfy { $0[.opacity] == 1 })
        #expect(run.status == .completed)
    }
}
