import Cadence
import Testing

/// The playhead's model of time, against the Web Animations API's rules (the
/// numbers of web-platform-tests' `timing-model/animations` files, on a
/// 100 s run) and GSAP's worked examples, each worked by hand below.
@Suite struct PlayheadTests {
    private static func playing(_ duration: Double, at now: Double = 0) throws -> Playhead {
        var playhead = try Playhead(duration: duration)
        try playhead.play(at: now)
        return playhead
    }

    /// A 1 s run paused at 0.4 and played again at 1.0: held at 0.4
    /// throughout the pause, 0.6 s left, so it ends at 1.6.
    @Test func aPauseHoldsTheTimeAndDelaysTheEnd() throws {
        var playhead = try Self.playing(1)
        playhead.pause(at: 0.4)
        #expect(playhead.currentTime(at: 0.4) == 0.4)
        #expect(playhead.currentTime(at: 0.9) == 0.4)
        #expect(playhead.state(at: 0.9) == .paused)
        #expect(playhead.restInstant == nil)
        try playhead.play(at: 1.0)
        #expect(playhead.currentTime(at: 1.25) == 0.65)
        #expect(playhead.restInstant == 1.6)
        #expect(playhead.state(at: 1.5) == .running)
        #expect(playhead.state(at: 1.6) == .finished)
        #expect(playhead.currentTime(at: 2) == 1, "natural playback stops at the end")
    }

    /// GSAP: a 2 s tween slowed to 0.5 at 0.5 s goes on from 0.5 (no jump),
    /// is at 0.5 + (1.5 − 0.5) × 0.5 = 1 at t = 1.5, and ends when the
    /// remaining 1.5 s have run at half speed: 0.5 + 3 = 3.5.
    @Test func aSpeedChangeReanchorsWithoutAJump() throws {
        var playhead = try Self.playing(2)
        try playhead.setSpeed(0.5, at: 0.5)
        #expect(playhead.currentTime(at: 0.5) == 0.5)
        #expect(playhead.currentTime(at: 1.5) == 1)
        #expect(playhead.restInstant == 3.5)
    }

    /// GSAP: a 2 s timeline at speed 2 is at 0.2 at t = 0.1; sought to 1.5
    /// and reversed there, it is at 1.5 − 2 × 0.1 = 1.3 at t = 0.2 and
    /// 1.5 − 2 × 0.4 = 0.7 at t = 0.5, and reaches 0 at 0.1 + 1.5 / 2 = 0.85,
    /// finished at its start.
    @Test func aReversedRunFinishesAtItsStart() throws {
        var playhead = try Self.playing(2)
        try playhead.setSpeed(2, at: 0)
        #expect(playhead.currentTime(at: 0.1) == 0.2)
        try playhead.seek(to: 1.5, at: 0.1)
        try playhead.reverse(at: 0.1)
        #expect(playhead.speed == -2)
        #expect(playhead.currentTime(at: 0.2) == 1.3)
        #expect(playhead.currentTime(at: 0.5) == 0.7)
        #expect(playhead.restInstant == 0.85)
        #expect(playhead.state(at: 0.85) == .finished)
        #expect(playhead.currentTime(at: 1) == 0)
    }

    /// GSAP: reversing keeps the magnitude. A 1 s run at 0.5 is at 0.5 at
    /// t = 1; reversed to −0.5, it is at 0.25 at 1.5 and at 0 at 2.
    @Test func reversingKeepsTheMagnitude() throws {
        var playhead = try Self.playing(1)
        try playhead.setSpeed(0.5, at: 0)
        try playhead.reverse(at: 1)
        #expect(playhead.speed == -0.5 && playhead.isReversed)
        #expect(playhead.currentTime(at: 1.5) == 0.25)
        #expect(playhead.currentTime(at: 2) == 0)
    }

    /// Web Animations, reversing: from 50 s it stays at 50 s with speed −1;
    /// from past the end it goes to the end; reversed and past the end, it
    /// turns forwards and rewinds to 0; at speed 0 nothing changes.
    @Test func reverseFollowsTheWebAnimationsRules() throws {
        var playhead = try Self.playing(100)
        try playhead.seek(to: 50, at: 0)
        try playhead.reverse(at: 0)
        #expect(playhead.currentTime(at: 0) == 50 && playhead.speed == -1)

        var past = try Self.playing(100)
        try past.seek(to: 200, at: 0)
        try past.reverse(at: 0)
        #expect(past.currentTime(at: 0) == 100)

        var backwards = try Self.playing(100)
        try backwards.setSpeed(-1, at: 0)
        try backwards.seek(to: 200, at: 0)
        try backwards.reverse(at: 0)
        #expect(backwards.currentTime(at: 0) == 0 && backwards.speed == 1)

        var still = try Self.playing(100)
        try still.seek(to: 50, at: 0)
        try still.setSpeed(0, at: 0)
        try still.reverse(at: 0)
        #expect(still.speed == 0 && still.currentTime(at: 5) == 50)
    }

    /// Web Animations, finishing: to the end (100 s), from past it back to
    /// the end, reversed to 0; a paused run is finished, not paused.
    @Test func finishGoesToTheEndItHeadsFor() throws {
        var playhead = try Self.playing(100)
        try playhead.finish(at: 10)
        #expect(playhead.currentTime(at: 10) == 100 && playhead.state(at: 10) == .finished)

        var past = try Self.playing(100)
        try past.seek(to: 101, at: 0)
        try past.finish(at: 0)
        #expect(past.currentTime(at: 0) == 100)

        var reversed = try Self.playing(100)
        try reversed.seek(to: 50, at: 0)
        try reversed.setSpeed(-1, at: 0)
        try reversed.finish(at: 0)
        #expect(reversed.currentTime(at: 0) == 0 && reversed.state(at: 0) == .finished)

        var paused = try Self.playing(100)
        paused.pause(at: 30)
        try paused.finish(at: 40)
        #expect(paused.state(at: 40) == .finished && paused.currentTime(at: 50) == 100)
    }

    /// Web Animations, updating the finished state: natural playback stops
    /// at the end (sought 1 ms short, a frame later it is at 100 s), a seek
    /// past the end is held where it landed (200 s stays 200 s), and reversed
    /// playback stops at 0.
    @Test func naturalPlaybackStopsAtTheEndASeekPastItIsHeld() throws {
        var playhead = try Self.playing(100)
        try playhead.seek(to: 99.999, at: 0)
        #expect(playhead.currentTime(at: 0.016) == 100)

        var past = try Self.playing(100)
        try past.seek(to: 200, at: 0)
        #expect(past.currentTime(at: 1) == 200 && past.state(at: 1) == .finished)

        var reversed = try Self.playing(100)
        try reversed.setSpeed(-1, at: 0)
        try reversed.seek(to: 0.001, at: 0)
        #expect(reversed.currentTime(at: 0.016) == 0)
    }

    /// Web Animations, playing: a running run is left as it is; a finished
    /// one rewinds to 0; reversed at 0, to the end.
    @Test func playRewindsAFinishedRun() throws {
        var running = try Self.playing(100)
        try running.play(at: 1)
        #expect(running.currentTime(at: 1) == 1)

        var finished = try Self.playing(100)
        try finished.finish(at: 0)
        try finished.play(at: 5)
        #expect(finished.currentTime(at: 5) == 0 && finished.state(at: 5) == .running)

        var reversed = try Playhead(duration: 100)
        try reversed.setSpeed(-1, at: 0)
        try reversed.play(at: 0)
        #expect(reversed.currentTime(at: 0) == 100)
        #expect(reversed.currentTime(at: 30) == 70)
    }

    /// Speed 0 is running, not paused, and holds the time; a seek of an idle
    /// run pauses it there; a cancel makes it idle, with no time.
    @Test func statesOutsidePlayback() throws {
        var playhead = try Self.playing(100)
        try playhead.setSpeed(0, at: 20)
        #expect(playhead.state(at: 50) == .running && playhead.currentTime(at: 50) == 20)
        #expect(playhead.restInstant == nil)

        var idle = try Playhead(duration: 100)
        #expect(idle.state(at: 0) == .idle && idle.currentTime(at: 0) == nil && idle.progress(at: 0) == nil)
        try idle.seek(to: 200, at: 0)
        #expect(idle.state(at: 3) == .paused && idle.currentTime(at: 3) == 200)

        playhead.cancel()
        #expect(playhead.state(at: 60) == .idle && playhead.currentTime(at: 60) == nil)
    }

    /// GSAP's `tweenTo`: a 4 s run paused at 1 and played to 3 at t = 10 is
    /// at 2 at 11 and paused at 3 from 12 on; at speed 2, playing back to 1
    /// from 3 takes (3 − 1) / 2 = 1 s.
    @Test func playToPausesAtTheTimeAskedFor() throws {
        var playhead = try Playhead(duration: 4)
        try playhead.seek(to: 1, at: 0)
        try playhead.play(to: 3, at: 10)
        #expect(playhead.currentTime(at: 11) == 2)
        #expect(playhead.restInstant == 12)
        #expect(playhead.state(at: 12) == .paused && playhead.currentTime(at: 13) == 3)

        try playhead.setSpeed(2, at: 13)
        try playhead.play(to: 1, at: 13)
        #expect(playhead.speed == -2)
        #expect(playhead.restInstant == 14)
        #expect(playhead.currentTime(at: 13.5) == 2)
        // Played again from there, it keeps the direction play(to:) chose:
        // from 1 towards 0, at 2.
        try playhead.play(at: 14)
        #expect(playhead.currentTime(at: 14.25) == 0.5)
    }

    /// Progress is the time over the duration; seeking by progress is a seek.
    @Test func progressIsTheTimeOverTheDuration() throws {
        var playhead = try Self.playing(2)
        #expect(playhead.progress(at: 0.5) == 0.25)
        try playhead.seek(progress: 0.75, at: 0.5)
        #expect(playhead.currentTime(at: 0.5) == 1.5)
        var none = try Self.playing(0)
        #expect(none.progress(at: 0) == 1 && none.state(at: 0) == .finished)
        try none.play(at: 1)
        #expect(none.currentTime(at: 1) == 0)
    }

    /// GSAP's nesting: an outer run at speed 0.5 holds an inner run at
    /// speed 4 that holds a 1 s tween, so the inner run lasts 1 / 4 = 0.25 of
    /// the outer's time. The outer's time is the inner's clock: at t = 0.25
    /// the outer is at 0.125 and the inner at 0.5 (the tween at 50%); at
    /// t = 0.5 the inner reaches its end. Speeds multiply: 0.5 × 4 = 2.
    @Test func nestedRunsComposeTheirSpeeds() throws {
        var outer = try Playhead(duration: 0.25)
        try outer.setSpeed(0.5, at: 0)
        try outer.play(at: 0)
        var inner = try Playhead(duration: 1)
        try inner.setSpeed(4, at: 0)
        try inner.play(at: 0)
        func innerTime(at t: Double) -> Double? { outer.currentTime(at: t).flatMap { inner.currentTime(at: $0) } }
        #expect(innerTime(at: 0.25) == 0.5)
        #expect(innerTime(at: 0.5) == 1)
        #expect(outer.restInstant == 0.5)
        // Pausing the outer holds the inner: the tween stays at 50%.
        outer.pause(at: 0.25)
        #expect(innerTime(at: 10) == 0.5)
    }

    // MARK: - Refusals

    /// Each illegal call throws a typed error naming the call and the state,
    /// and leaves the playhead as it was.
    @Test func illegalCallsChangeNothing() throws {
        var playhead = try Self.playing(100)
        try playhead.seek(to: 40, at: 0)
        let before = playhead
        for time in [-1, Double.nan, .infinity, -.infinity] {
            #expect(throws: CadenceError.self) { try playhead.seek(to: time, at: 1) }
            #expect(throws: CadenceError.self) { try playhead.seek(progress: time, at: 1) }
            #expect(throws: CadenceError.self) { try playhead.play(to: time, at: 1) }
        }
        #expect(throws: CadenceError.self) { try playhead.play(to: 101, at: 1) }
        for speed in [Double.nan, .infinity, -.infinity] {
            #expect(throws: CadenceError.self) { try playhead.setSpeed(speed, at: 1) }
        }
        #expect(playhead == before)

        try playhead.setSpeed(0, at: 0)
        let stopped = playhead
        let error = #expect(throws: CadenceError.self) { try playhead.finish(at: 1) }
        #expect(error?.description == "finish(): expected a run with a speed that is not 0, got a running run")
        #expect(throws: CadenceError.self) { try playhead.play(to: 80, at: 1) }
        #expect(playhead == stopped)
    }

    /// A run that never ends cannot finish forwards, nor play backwards from
    /// its end: reversing it at its start throws, and its speed stays 1.
    /// Reversed part way, it plays back to 0, as a Web Animation does.
    @Test func anEndlessRunRefusesWhatNeedsItsEnd() throws {
        var endless = try Self.playing(.infinity)
        let before = endless
        let finish = #expect(throws: CadenceError.self) { try endless.finish(at: 0) }
        #expect(finish?.description == "finish(): expected a run that ends, got a running run")
        let reverse = #expect(throws: CadenceError.self) { try endless.reverse(at: 0) }
        #expect(reverse?.description == "reverse(): expected a run that ends, to play backwards from its end, got a running run")
        #expect(throws: CadenceError.self) { try endless.seek(progress: 0.5, at: 0) }
        #expect(endless == before && endless.speed == 1)

        try endless.reverse(at: 5)
        #expect(endless.currentTime(at: 7) == 3 && endless.restInstant == 10)
    }

    @Test func aBadDurationIsRefused() {
        for duration: Double in [-1, .nan, -.infinity] {
            #expect(throws: CadenceError.self) { try Playhead(duration: duration) }
        }
    }
}
