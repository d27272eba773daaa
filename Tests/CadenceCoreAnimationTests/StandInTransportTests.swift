#if !canImport(QuartzCore)
import Cadence
import CadenceCoreAnimation
import Foundation
import QuartzCoreStandIn
import Testing

/// The transport on a real layer: each call replaces the `CAAnimation` under
/// the operation's key with a copy in the layer's own time (re-timed, held at
/// speed 0, or reversed), and the operation finishes once, when the run comes
/// to rest, on the stand-in's virtual time. Expected values are worked by hand
/// for a linear 1 s move of `position.x` from 0 to 100 begun at 0, so
/// x = 100 · run time.
@Suite struct StandInTransportTests {
    /// A world, a box in it, and the move running on the box from 0, with a
    /// dependent that records the instants at which the move let it start.
    struct Stage {
        let world: QuartzCoreStandInWorld
        let box: CALayer
        let move: AnimationOperation
        let dependentStarts: Starts

        var x: CGFloat { box.presentation()?.position.x ?? .nan }

        func advance(to time: Double) throws { try world.clock.advance(to: time) }
    }

    /// Instants, appended from the main loop and read by the test.
    final class Starts: @unchecked Sendable {
        private let lock = NSLock()
        private var times: [Double] = []
        func append(_ time: Double) { lock.withLock { times.append(time) } }
        var all: [Double] { lock.withLock { times } }
    }

    static func stage(
        _ animation: some LayerAnimation = BasicAnimation(keyPath: .positionX, from: 0, to: 100, duration: 1),
        repetition: Repetition = .once, _ body: (Stage) throws -> Void
    ) throws {
        let world = QuartzCoreStandInWorld()
        try world.run {
            let host = CoreAnimationHost(mainLoop: world.compositor.mainLoop)
            let box = CALayer()
            world.rootLayer.addSublayer(box)
            CATransaction.flush()
            let queue = AnimationQueue(mainLoop: host.mainLoop)
            let move = AnimationOperation(layer: box, host: host, animation: animation)
            move.repetition = repetition
            let starts = Starts()
            let clock = world.clock
            let dependent = BlockOperation { starts.append(clock.currentTime) }
            dependent.addDependency(move)
            try queue.addOperations([move, dependent])
            try world.clock.advance(to: 0)
            try body(Stage(world: world, box: box, move: move, dependentStarts: starts))
            #expect(world.errors.isEmpty, "what the stand-in could not play: \(world.errors)")
        }
    }

    /// Paused at 0.25 it shows 25 until played again at 0.75; the remaining
    /// 0.75 s end at 1.5, where the operation finishes once.
    @Test func pauseHoldsAndPlayResumes() throws {
        try Self.stage { s in
            try s.advance(to: 0.25)
            try s.move.pause()
            for time in [0.25, 0.5, 0.75] {
                try s.advance(to: time)
                #expect(s.x == 25, "at \(time)")
            }
            #expect(s.move.playState == .paused && !s.move.isFinished)
            try s.move.play()
            try s.advance(to: 1.0)
            #expect(s.x == 50)   // run time 0.25 + 0.25
            try s.advance(to: 1.5.nextDown)
            #expect(!s.move.isFinished && s.dependentStarts.all.isEmpty)
            try s.advance(to: 1.5)
            #expect(s.move.result == .completed && s.move.finalPosition == .end)
            try s.advance(to: 3)
            #expect(s.dependentStarts.all == [1.5])
            #expect(s.box.position.x == 100 && s.x == 100)
        }
    }

    /// A paused run never finishes: its dependent waits.
    @Test func aPausedRunNeverFinishes() throws {
        try Self.stage { s in
            try s.advance(to: 0.5)
            try s.move.pause()
            try s.advance(to: 10)
            #expect(s.x == 50 && !s.move.isFinished && s.dependentStarts.all.isEmpty)
        }
    }

    /// Sought to 0.8 at 0.2 it shows 80, then 90 at 0.3, and rests at 0.4;
    /// sought while paused it is held where it lands.
    @Test func seekMovesTheValue() throws {
        try Self.stage { s in
            try s.advance(to: 0.2)
            try s.move.seek(to: 0.8)
            #expect(abs(s.x - 80) < 1e-9)
            try s.advance(to: 0.3)
            #expect(abs(s.x - 90) < 1e-9)
            // The run rests at the first instant at which 0.8 + (t − 0.2) reaches
            // 1 in doubles: 0.3999999999999999, an ulp short of 0.4.
            let rest = try #require(s.move.scheduledEndTime)
            #expect(abs(rest - 0.4) < 1e-15)
            try s.advance(to: rest)
            #expect(s.move.isFinished)
            try s.advance(to: 1)
            #expect(s.dependentStarts.all == [rest])
        }
        try Self.stage { s in
            try s.advance(to: 0.2)
            try s.move.pause()
            try s.move.seek(to: 0.6)
            try s.advance(to: 0.9)
            #expect(s.x == 60 && s.move.playState == .paused)
        }
    }

    /// Reversed at 0.5 (x = 50) it plays back: 25 at 0.75, and rests at its
    /// start at 1.0, where the operation finishes at `.start` and the model
    /// holds the start value.
    @Test func reversePlaysBack() throws {
        try Self.stage { s in
            try s.advance(to: 0.5)
            try s.move.reverse()
            #expect(s.move.isReversed)
            try s.advance(to: 0.75)
            #expect(abs(s.x - 25) < 1e-9)
            try s.advance(to: 1.0.nextDown)
            #expect(!s.move.isFinished)
            try s.advance(to: 1.0)
            #expect(s.move.finalPosition == .start)
            try s.advance(to: 2)
            #expect(s.dependentStarts.all == [1.0])
            #expect(s.box.position.x == 0 && s.x == 0)
        }
    }

    /// Reversed, an eased move shows what it showed on the way out at the same
    /// run time: the copy's curve is the mirrored Bézier, so at run time 0.25
    /// the value is 100 · easeIn(0.25) either way. Core Animation's control
    /// points are `Float`s, and the mirror's 1 − 0.42 rounds apart from 0.42:
    /// the two agree within 10⁻⁴ points, not bit for bit.
    @Test func reversePlaysAnEasedMoveBackAlongItsCurve() throws {
        let eased = BasicAnimation(keyPath: .positionX, from: 0, to: 100, duration: 1, timingFunction: .easeIn)
        try Self.stage(eased) { s in
            try s.advance(to: 0.25)
            let out = s.x
            #expect(abs(out - 100 * TimingFunction.easeIn.value(at: 0.25)) < 1e-4)
            try s.advance(to: 0.5)
            try s.move.reverse()
            try s.advance(to: 0.75)   // back at run time 0.25
            #expect(abs(s.x - out) < 1e-4)
        }
    }

    /// Reversed, then played forwards again: the reversal replaced by a
    /// forward copy, and the run rests at its end once.
    @Test func reverseThenPlayForwardsAgain() throws {
        try Self.stage { s in
            try s.advance(to: 0.5)
            try s.move.reverse()
            try s.advance(to: 0.75)   // run time 0.25
            try s.move.reverse()
            try s.advance(to: 1.0)    // run time 0.5
            #expect(abs(s.x - 50) < 1e-9)
            try s.advance(to: 1.5)
            #expect(s.move.finalPosition == .end)
            try s.advance(to: 2)
            #expect(s.dependentStarts.all == [1.5] && s.box.position.x == 100)
        }
    }

    /// At speed 2 from 0.25 (x = 25) it is at 75 at 0.5 and rests at
    /// 0.25 + 0.75 / 2 = 0.625; at speed 0.5 from 0.5 it rests at 0.5 + 0.5 / 0.5 = 1.5.
    @Test func speedRetimes() throws {
        try Self.stage { s in
            try s.advance(to: 0.25)
            try s.move.setSpeed(2)
            try s.advance(to: 0.5)
            #expect(abs(s.x - 75) < 1e-9)
            try s.advance(to: 0.625)
            #expect(s.move.isFinished)
            try s.advance(to: 1)
            #expect(s.dependentStarts.all == [0.625])
        }
        try Self.stage { s in
            try s.advance(to: 0.5)
            try s.move.setSpeed(0.5)
            try s.advance(to: 1)
            #expect(abs(s.x - 75) < 1e-9)
            try s.advance(to: 1.5.nextDown)
            #expect(!s.move.isFinished)
            try s.advance(to: 1.5)
            #expect(s.move.isFinished)
        }
    }

    /// `finish()` jumps to the end: the operation finishes at that instant,
    /// and the model's end value shows.
    @Test func finishEndsAtOnce() throws {
        try Self.stage { s in
            try s.advance(to: 0.3)
            try s.move.finish()
            try s.advance(to: 0.3)
            #expect(s.move.finalPosition == .end && s.x == 100)
            try s.advance(to: 1)
            #expect(s.dependentStarts.all == [0.3])
        }
    }

    /// Cancelled while paused, it keeps what was shown (`.current`) and
    /// finishes once, cancelled.
    @Test func cancelWhilePaused() throws {
        try Self.stage { s in
            try s.advance(to: 0.4)
            try s.move.pause()
            try s.advance(to: 0.6)
            s.move.cancel()
            try s.advance(to: 2)
            #expect(s.move.result == .cancelled && s.move.finalPosition == .current)
            #expect(s.box.position.x == 40 && s.x == 40)
        }
    }

    /// `play(to: 0.75)` at 0.25 plays on to 75 and holds there, paused and
    /// not finished; played again at 1.0 it ends at 1.25.
    @Test func playToStopsAndHolds() throws {
        try Self.stage { s in
            try s.advance(to: 0.25)
            try s.move.play(to: 0.75)
            try s.advance(to: 0.5)
            #expect(abs(s.x - 50) < 1e-9)
            try s.advance(to: 1.0)
            #expect(abs(s.x - 75) < 1e-9 && s.move.playState == .paused && !s.move.isFinished)
            try s.move.play()
            try s.advance(to: 1.125)
            #expect(abs(s.x - 87.5) < 1e-9)
            try s.advance(to: 1.5)
            #expect(s.move.result == .completed && s.dependentStarts.all.count == 1)
            #expect(abs((s.dependentStarts.all.first ?? .nan) - 1.25) < 1e-12)
        }
    }

    /// What one `CAAnimation` in its layer's time cannot show is refused,
    /// and the animation plays on as it was.
    /// A spring reversed at 0.25 plays its motion back (sampled keyframes,
    /// within 0.1 point of the spring's value at the run's time, 0.1 s back
    /// at 0.35), and rests at its start at 0.5.
    @Test func reverseASpringPlaysItBack() throws {
        var spring = SpringAnimation(keyPath: .positionX, from: 0, to: 100)
        spring.duration = 1
        try Self.stage(spring) { s in
            try s.advance(to: 0.25)
            try s.move.reverse()
            try s.advance(to: 0.35)
            let expected = try #require(spring.value(at: 0.15, beneath: 0))
            #expect(abs(s.x - expected) < 0.1)
            try s.advance(to: 0.5)
            #expect(s.move.finalPosition == .start)
            try s.advance(to: 1)
            #expect(s.dependentStarts.all == [0.5] && s.box.position.x == 0)
        }
    }

    /// An Animator's steps run as one steerable timeline on a `CALayer`:
    /// paused at 0.5 (x = 50) until 1.0, it is at run time 1.5 at 2.0 (x at
    /// its end, y halfway) and ends at 2.5 with both at their ends.
    @Test func aSteerableAnimatorRunPausesOnARealLayer() throws {
        try StandInAnimatorAndGroupTests.onStage { world, host, queue, box in
            let run = try Animator(layer: CoreAnimationLayer(box, host: host)) {
                AnimationStep.basic(.positionX, from: 0, to: 100, duration: 1)
                AnimationStep.basic(.positionY, from: 0, to: 50, duration: 1)
            }.runSteerable(on: queue)
            try world.clock.advance(to: 0.5)
            try run.pause()
            try world.clock.advance(to: 1.0)
            #expect(box.presentation()?.position == CGPoint(x: 50, y: 0) && !run.isFinished)
            try run.play()
            try world.clock.advance(to: 2.0)
            #expect(box.presentation()?.position == CGPoint(x: 100, y: 25))
            try world.clock.advance(to: 3.0)
            #expect(run.isFinished && box.presentation()?.position == CGPoint(x: 100, y: 50))
            #expect(world.errors.isEmpty)
        }
    }

    /// A repeating run fails at its start, naming `repetition`, and changes nothing.
    @Test func repeatingARunIsRefused() throws {
        let world = QuartzCoreStandInWorld()
        try world.run {
            let host = CoreAnimationHost(mainLoop: world.compositor.mainLoop)
            let box = CALayer()
            world.rootLayer.addSublayer(box)
            CATransaction.flush()
            let move = AnimationOperation(
                layer: box, host: host, animation: BasicAnimation(keyPath: .positionX, from: 0, to: 100, duration: 1))
            move.repetition = try Repetition(repeats: 1)
            try AnimationQueue(mainLoop: host.mainLoop).addOperation(move)
            try world.clock.advance(to: 0.5)
            guard case .failed(let error) = move.result else {
                Issue.record("expected a failed start, got \(String(describing: move.result))")
                return
            }
            #expect(error.code == .unsupported && error.field == "repetition")
            #expect(box.position.x == 0 && box.animationKeys() == nil)
        }
    }
}
#endif
