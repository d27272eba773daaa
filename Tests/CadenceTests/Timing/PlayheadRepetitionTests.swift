import Cadence
import Testing

/// Repeats with GSAP's arithmetic, from its worked example and formula.
@Suite struct PlayheadRepetitionTests {
    /// GSAP: a 1 s tween, repeat 1, yoyo, repeatDelay 0.5 lasts
    /// 1·2 + 0.5·1 = 2.5. It plays forwards over [0, 1], holds at its end
    /// through the wait [1, 1.5], then plays backwards: at 1.75 it is
    /// 0.25 into the second iteration, so at 1 − 0.25 = 0.75; at 2.5 at 0.
    @Test func yoyoWithADelayFollowsGSAP() throws {
        let repetition = try Repetition(repeats: 1, delay: 0.5, yoyo: true)
        #expect(repetition.totalDuration(of: 1) == 2.5)
        let expected: [(Double, Int, Double)] = [
            (0.5, 0, 0.5), (1, 0, 1), (1.25, 0, 1), (1.75, 1, 0.75), (2.5, 1, 0),
        ]
        for (time, iteration, shown) in expected {
            let position = repetition.position(at: time, duration: 1)
            #expect(position.iteration == iteration && position.time == shown, "at \(time)")
        }
    }

    /// Without yoyo each iteration plays forwards: a 2 s run repeated twice
    /// with 1 s waits lasts 2·3 + 1·2 = 8; at 3.5 the second iteration
    /// (starting at 3) is 0.5 in; at 5.5 it waits at its end, 2; past the
    /// total the last iteration's end shows, and before 0 the start.
    @Test func plainRepeatsPlayForwards() throws {
        let repetition = try Repetition(repeats: 2, delay: 1)
        #expect(repetition.totalDuration(of: 2) == 8)
        #expect(repetition.position(at: 3.5, duration: 2) == (1, 0.5))
        #expect(repetition.position(at: 5.5, duration: 2) == (1, 2))
        #expect(repetition.position(at: 7, duration: 2) == (2, 1))
        #expect(repetition.position(at: 9, duration: 2) == (2, 2))
        #expect(repetition.position(at: -1, duration: 2) == (0, 0))
    }

    /// Once is the run itself; for ever lasts for ever, and keeps counting.
    @Test func onceAndForever() throws {
        #expect(Repetition.once.totalDuration(of: 3) == 3)
        #expect(Repetition.once.position(at: 1, duration: 3) == (0, 1))
        let forever = try Repetition(repeats: .infinity, yoyo: true)
        #expect(forever.totalDuration(of: 1) == .infinity)
        #expect(forever.position(at: 7.25, duration: 1) == (7, 0.75))
    }

    @Test func badRepeatsAndDelaysAreRefused() {
        for repeats: Double in [-1, 1.5, .nan, -.infinity] {
            #expect(throws: CadenceError.self) { try Repetition(repeats: repeats) }
        }
        for delay: Double in [-0.5, .nan, .infinity] {
            #expect(throws: CadenceError.self) { try Repetition(repeats: 1, delay: delay) }
        }
    }

    /// Any time gives an answer, without trapping: the iteration stays a
    /// whole number (at most `Int.max` for a run that repeats for ever), and
    /// the time shown stays within the iteration.
    @Test func everyTimeHasAnAnswer() throws {
        let forever = try Repetition(repeats: .infinity, delay: 0.5, yoyo: true)
        let twice = try Repetition(repeats: 2, delay: 0.5)
        for repetition in [forever, twice, .once] {
            for time in [1e300, .infinity, -.infinity, .nan, -1e300, Double.greatestFiniteMagnitude] {
                let position = repetition.position(at: time, duration: 2)
                #expect(position.iteration >= 0 && position.iteration <= Int.max, "\(time)")
                #expect(position.time >= 0 && position.time <= 2, "\(time)")
            }
        }
        #expect(forever.position(at: 1e300, duration: 2).iteration == Int.max)
        #expect(twice.position(at: .nan, duration: 2) == (0, 0))
    }
}
