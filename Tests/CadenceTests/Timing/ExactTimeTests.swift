import Cadence
import CadenceTesting
import Testing

/// What `Docs/Timing.md`, "Exact times", guarantees, with values worked by
/// hand in binary: an end is one rounded sum, begin + duration, and a
/// stagger's whole multiples of `each` are taken in decimal.
@Suite struct ExactTimeTests {
    /// 1.8 + 0.5 rounds to the double nearest 2.3, but 2.3 − 1.8 is
    /// 0.4999999999999998 in binary, so the first instant at which
    /// `t − 1.8 ≥ 0.5` is one step later, 2.3000000000000003. The end is the sum.
    @Test func anEndIsTheSumOfBeginAndDuration() {
        let timing = MediaTiming(beginTime: 1.8, duration: 0.5, fillMode: .forwards)
        #expect(timing.endTime == 2.3)
        #expect(timing.state(at: 2.3)?.phase == .after)
        #expect(timing.state(at: 2.3)?.progress == 1)
        #expect(timing.state(at: 2.3.nextDown)?.phase == .active)
        // The other way round: 0.3 + 0.7 is 1, and at the double before 1,
        // 0.9999999999999999 − 0.3 is already 0.7. That instant still plays,
        // and shows the last iteration's end, not the start of another.
        let early = MediaTiming(beginTime: 0.3, duration: 0.7, fillMode: .forwards)
        #expect(early.endTime == 1)
        #expect(0.9999999999999999 - 0.3 == 0.7)
        let before = early.state(at: early.endTime.nextDown)
        #expect(before?.phase == .active)
        #expect(before?.progress == 1)
        #expect(before?.iteration == 0)
    }

    /// `Docs/Testing.md`'s stalled card: a stall over [0, 0.5), then the
    /// slide over [0.5, 0.8], the hold over [0.8, 1.8] and the fade over
    /// [1.8, 2.3]: done at 2.3, which `==` sees.
    @Test func theStalledCardIsDoneAtTwoPointThree() throws {
        let fixture = TestFixture()
        let card = fixture.addLayer(named: "card")
        try fixture.stall(for: 0.5)
        let slideIn = AnimationOperation(layer: card, animation: BasicAnimation(keyPath: .positionX, from: -300, to: 0, duration: 0.3))
        let hold = TimedTaskOperation.wait(1, on: fixture.mainLoop)
        hold.addDependency(slideIn)
        let fadeOut = AnimationOperation(layer: card, animation: BasicAnimation(keyPath: .opacity, to: 0, duration: 0.5))
        fadeOut.addDependency(hold)
        try fixture.queue.addOperations([slideIn, hold, fadeOut])
        try fixture.runUntilIdle()
        #expect(fixture.now == 2.3)
        // An animation and a wait of the same length from the same instant end together.
        #expect(fixture.trace.events(.finish).last?.time == 1.8 + 0.5)
    }

    /// 0.1 · 6 is 0.6000000000000001 in binary and 0.1 · 3 is
    /// 0.30000000000000004; the offsets are the doubles nearest 0.6 and 0.3.
    @Test func staggerOffsetsAreDecimalMultiples() throws {
        #expect(0.1 * 6 != 0.6)
        #expect(try Stagger(each: 0.1).offsets(count: 7) == [0, 0.1, 0.2, 0.3, 0.4, 0.5, 0.6])
        #expect(try Stagger(each: 0.1, from: .last).offsets(count: 7) == [0.6, 0.5, 0.4, 0.3, 0.2, 0.1, 0])
        // 0.2 · 3 is 0.6000000000000001 too; from the edges, 4 items are 1.5
        // and 0.5 from the middle: the ends at 0, the middle two at 3 · 0.2.
        #expect(try Stagger(each: 0.2, from: .edges).offsets(count: 4) == [0, 0.6, 0.6, 0])
        // From index 1 of 5 the distances are 1, 0, 1, 2, 3 over a spread of
        // 4 · 0.1: 4/3 of 0.1 is no decimal, so the binary product stands.
        let fromIndex = try Stagger(each: 0.1, from: .index(1)).offsets(count: 5)
        #expect(fromIndex[4] == 0.4)
        #expect(fromIndex[0] == 0.4 * (1.0 / 3))
    }
}
