@testable import Cadence
import CadenceCoreAnimation
import Foundation
import Testing

/// A steered run as one animation in its layer's own time
/// (`CoreAnimationLowering.steeredCopy(of:under:)`), evaluated by Cadence's
/// own timing model, which is Core Animation's: expected values by hand.
@Suite("Lowering a steered run")
struct LoweringSteeringTests {
    /// The move from 0 to 100 over `duration`, begun at 0.
    static func move(duration: Double = 1) -> BasicAnimation<CGFloat> {
        BasicAnimation(keyPath: .positionX, from: 0, to: 100, duration: duration)
    }

    /// A run of `duration` from 0, steered by `steps` at the instants given.
    static func clock(duration: Double, _ steps: (inout Playhead) throws -> Void) throws -> RunClock {
        var playhead = try Playhead(duration: duration)
        try playhead.play(at: 0)
        try steps(&playhead)
        let now = 0.5
        return try #require(playhead.clock(origin: 0, at: now))
    }

    /// Paused at 0.5 s of a 2 s move (x = 25): one 1 s iteration at speed 0
    /// with time offset 0.25, its progress, exactly; it shows 25 for ever.
    @Test func heldMidwayIsSpeedZeroAtTheProgress() throws {
        let clock = try Self.clock(duration: 2) { $0.pause(at: 0.5) }
        let copy = try #require(try CoreAnimationLowering.steeredCopy(of: Self.move(duration: 2), under: clock))
        #expect(copy.timing == MediaTiming(beginTime: 0.5, duration: 1, speed: 0, timeOffset: 0.25))
        let held = try #require(copy as? BasicAnimation<CGFloat>)
        for time in [0.5, 1.0, 100.0] { #expect(held.value(at: time, beneath: 0) == 25) }
    }

    /// Held at the very end of a move that fills forwards and is not removed:
    /// a time offset of 1 would wrap to the start and show 0 (checked below),
    /// so the copy is an iteration already over, filling forwards: it shows 100.
    @Test func heldAtTheEndShowsTheFinalStateNotTheStart() throws {
        var filled = Self.move()
        filled.fillMode = .forwards
        filled.isRemovedOnCompletion = false
        let clock = try Self.clock(duration: 1) { try $0.seek(to: 1, at: 0.5) }
        let copy = try #require(try CoreAnimationLowering.steeredCopy(of: filled, under: clock))
        #expect(copy.timing == MediaTiming(beginTime: -0.5, duration: 1, fillMode: .forwards))
        #expect(!copy.isRemovedOnCompletion)
        let held = try #require(copy as? BasicAnimation<CGFloat>)
        #expect(held.value(at: 0.5, beneath: 0) == 100 && held.value(at: 50, beneath: 0) == 100)
        var wrapped = filled
        wrapped.timing = MediaTiming(beginTime: 0.5, duration: 1, speed: 0, timeOffset: 1)
        #expect(wrapped.value(at: 0.5, beneath: 0) == 0)
    }

    /// At rest at an end, an animation removed on completion shows nothing:
    /// there is no copy, and the animation is removed.
    @Test func atRestAndRemovedOnCompletionIsNoCopy() throws {
        let clock = try Self.clock(duration: 1) { try $0.finish(at: 0.5) }
        #expect(try CoreAnimationLowering.steeredCopy(of: Self.move(), under: clock) == nil)
    }

    /// At speed 2 from 0.25 (run time 0.25): begin 0.25 − 0.25 / 2 = 0.125,
    /// speed 2, so it ends at 0.125 + 1 / 2 = 0.625, the run's rest.
    @Test func forwardsMovesTheBeginAndMultipliesTheSpeed() throws {
        let clock = try Self.clock(duration: 1) { try $0.setSpeed(2, at: 0.25) }
        let copy = try #require(try CoreAnimationLowering.steeredCopy(of: Self.move(), under: clock))
        #expect(copy.timing.beginTime == 0.125 && copy.timing.speed == 2)
        #expect(copy.timing.endTime == clock.restInstant && clock.restInstant == 0.625)
    }

    /// Worked out from the anchor, a copy's end may round an ulp or two
    /// before the run's rest, and its layer would show the model while the
    /// run still plays: the begin is moved to the earliest whose end is at
    /// the rest or after it, by less than one step of the begin time, over
    /// seeks to every 0.05 at every 0.05 s and five speeds.
    @Test func aForwardCopyEndsAtTheRestNeverBefore() throws {
        for time in stride(from: 0.05, to: 1, by: 0.05) {
            for instant in stride(from: 0.05, to: 1, by: 0.05) {
                for speed in [0.3, 0.5, 1, 2, 3] {
                    var playhead = try Playhead(duration: 1)
                    try playhead.play(at: 0)
                    try playhead.seek(to: time, at: instant)
                    try playhead.setSpeed(speed, at: instant)
                    let clock = try #require(playhead.clock(origin: 0, at: instant))
                    let copy = try #require(try CoreAnimationLowering.steeredCopy(of: Self.move(), under: clock))
                    let (end, rest) = (copy.timing.endTime, clock.restInstant)
                    #expect(end >= rest && end - rest <= max(copy.timing.beginTime.ulp, end.ulp), "\(time) at \(instant), speed \(speed)")
                }
            }
        }
    }

    /// Played from 0.5 to 0.75 (`play(to:)`), twice repeated: the copy is cut
    /// at active time 0.75 by a repeat duration in place of its repeat count,
    /// fills forwards and stays, so it holds 75 from 0.75 on.
    @Test func stoppingShortCutsTheActiveIntervalAndHolds() throws {
        var twice = Self.move()
        twice.repeatCount = 2
        let clock = try Self.clock(duration: 2) { try $0.play(to: 0.75, at: 0.5) }
        let copy = try #require(try CoreAnimationLowering.steeredCopy(of: twice, under: clock) as? BasicAnimation<CGFloat>)
        #expect(copy.timing.repeatCount == 0 && copy.timing.repeatDuration == 0.75)
        #expect(copy.timing.fillMode == .forwards && !copy.isRemovedOnCompletion)
        #expect(copy.value(at: 0.6, beneath: 0) == 60)
        for time in [0.75, 1, 5.0] { #expect(copy.value(at: time, beneath: 0) == 75, "at \(time)") }
    }

    /// Played back from 0.5 to 0.2: the reverse, cut at its active time
    /// 1 − 0.2 = 0.8, holds 20.
    @Test func stoppingShortBackwardsCutsTheReverse() throws {
        let clock = try Self.clock(duration: 1) { playhead in
            try playhead.reverse(at: 0.5)
            try playhead.play(to: 0.2, at: 0.5)
        }
        let copy = try #require(try CoreAnimationLowering.steeredCopy(of: Self.move(), under: clock) as? BasicAnimation<CGFloat>)
        #expect(copy.timing.repeatDuration == 0.8 && !copy.isRemovedOnCompletion)
        #expect(abs((copy.value(at: 0.6, beneath: 0) ?? .nan) - 40) < 1e-9)
        for time in [0.8, 1, 5.0] { #expect(abs((copy.value(at: time, beneath: 0) ?? .nan) - 20) < 1e-9, "at \(time)") }
    }

    /// Core Animation reads a begin time of 0 as "now": a copy that begins at
    /// layer time 0 is given the least positive double instead.
    @Test func aBeginOfZeroIsMadeExplicit() throws {
        let clock = try Self.clock(duration: 1) { try $0.setSpeed(1, at: 0.25) }
        let copy = try #require(try CoreAnimationLowering.steeredCopy(of: Self.move(), under: clock))
        #expect(copy.timing.beginTime == .leastNonzeroMagnitude)
    }

    /// Reversed at 0.5: the copy goes from 100 to 0 with the mirrored curve,
    /// begins at 0.5 − (1 − 0.5) = 0 (made explicit) and ends at 1, the run's
    /// rest; at each instant before it shows the move at the run's time, 1 − t.
    /// (easeIn is (0.42, 0, 1, 1); its mirror (0, 0, 1 − 0.42, 1).)
    @Test func reversedPlaysTheReverseForwards() throws {
        var eased = Self.move()
        eased.timingFunction = .easeIn
        let clock = try Self.clock(duration: 1) { try $0.reverse(at: 0.5) }
        let copy = try #require(try CoreAnimationLowering.steeredCopy(of: eased, under: clock) as? BasicAnimation<CGFloat>)
        #expect(copy.fromValue == 100 && copy.toValue == 0 && copy.byValue == nil)
        #expect(copy.timingFunction == (try TimingFunction(controlPoints: 0, 0, 1 - 0.42, 1)))
        #expect(copy.timing.endTime == 1 && clock.restInstant == 1)
        for t in stride(from: 0.5, to: 1, by: 0.0625) {
            let shown = try #require(copy.value(at: t, beneath: 0))
            let original = try #require(eased.value(at: 1 - t, beneath: 0))
            #expect(abs(shown - original) < 1e-9, "at \(t)")
        }
    }

    /// Keyframes reversed: values and key times (1 − t) in reverse order, the
    /// segments' curves in reverse order and mirrored.
    @Test func reversedKeyframes() throws {
        var path = KeyframeAnimation(keyPath: .positionX, values: [0, 10, 100])
        path.keyTimes = [0, 0.2, 1]
        path.timingFunctions = [.easeIn, .linear]
        path.duration = 1
        let clock = try Self.clock(duration: 1) { try $0.reverse(at: 0.5) }
        let copy = try #require(try CoreAnimationLowering.steeredCopy(of: path, under: clock) as? KeyframeAnimation<CGFloat>)
        #expect(copy.values == [100, 10, 0])
        #expect(copy.keyTimes == [0, 0.8, 1])
        #expect(copy.timingFunctions == [.linear, try TimingFunction(controlPoints: 0, 0, 1 - 0.42, 1)])
        for t in stride(from: 0.5, to: 1, by: 0.0625) {
            let shown = try #require(copy.value(at: t, beneath: 0))
            let original = try #require(path.value(at: 1 - t, beneath: 0))
            #expect(abs(shown - original) < 1e-9, "at \(t)")
        }
    }

    /// A spring has no reverse spring: reversed, its motion is sampled as
    /// linear keyframes and those are reversed, within 0.1% of the 100-point
    /// move of what the spring shows at the run's time.
    @Test func aReversedSpringIsItsSampledMotionReversed() throws {
        var spring = SpringAnimation(keyPath: .positionX, from: 0, to: 100)
        spring.duration = 1
        let clock = try Self.clock(duration: 1) { try $0.reverse(at: 0.5) }
        let copy = try #require(try CoreAnimationLowering.steeredCopy(of: spring, under: clock) as? KeyframeAnimation<CGFloat>)
        #expect(copy.values.last == 0)   // played back to the start
        for t in stride(from: 0.5, to: 1, by: 0.01) {
            let shown = try #require(copy.value(at: t, beneath: 0))
            let original = try #require(spring.value(at: 1 - t, beneath: 0))
            #expect(abs(shown - original) < 0.1, "at \(t)")
        }
    }

    /// An autoreversing move of whole iterations is its own reverse: the copy
    /// keeps its values.
    @Test func anAutoreversingMoveIsItsOwnReverse() throws {
        var there = Self.move()
        there.autoreverses = true
        let clock = try Self.clock(duration: 2) { try $0.reverse(at: 0.5) }
        let copy = try #require(try CoreAnimationLowering.steeredCopy(of: there, under: clock) as? BasicAnimation<CGFloat>)
        #expect(copy.fromValue == 0 && copy.toValue == 100 && copy.timingFunction == nil)
    }

    /// What one animation in its layer's time cannot show is refused, naming the field.
    @Test func refusals() throws {
        let reversed = try Self.clock(duration: 1) { try $0.reverse(at: 0.5) }
        func field(_ animation: any LayerAnimation, _ clock: RunClock) -> String? {
            do {
                _ = try CoreAnimationLowering.steeredCopy(of: animation, under: clock)
                return nil
            } catch {
                #expect(error.code == .unsupported)
                return error.field
            }
        }
        var discrete = KeyframeAnimation(keyPath: .positionX, values: [0, 10, 100], calculationMode: .discrete)
        discrete.duration = 1
        #expect(field(discrete, reversed) == "calculationMode")
        #expect(field(BasicAnimation(keyPath: .positionX, to: 100, duration: 1), reversed) == "fromValue")
        var group = AnimationGroup(animations: [Self.move()])
        group.duration = 1
        #expect(field(group, reversed) == "reverse()")
        var open = SpringAnimation(keyPath: .positionX, to: 100)
        open.duration = 1
        #expect(field(open, reversed) == "reverse()")
        var partial = Self.move()
        partial.repeatCount = 1.5
        #expect(field(partial, try Self.clock(duration: 1.5) { try $0.reverse(at: 0.5) }) == "reverse()")
        var cumulative = Self.move(duration: 0.25)
        cumulative.repeatCount = 4
        cumulative.isCumulative = true
        #expect(field(cumulative, try Self.clock(duration: 1) { $0.pause(at: 0.5) }) == "isCumulative")
        #expect(field(cumulative, try Self.clock(duration: 1) { $0.pause(at: 0.1) }) == nil)
    }
}
