import Cadence
import CadenceTesting
import Foundation
import Testing

/// A thousand seeded sequences of pauses, plays, seeks, reversals, speed
/// changes, plays to a time and finishes, made on a running operation at
/// instants between frames: whatever the sequence, the layer shows at each
/// instant exactly what an uninterrupted run shows at the same run time (the
/// animation's own `value(at:)` there, run time being the time of a
/// ``Playhead`` given the same calls, which `PlayheadPropertyTests` checks
/// against a model that integrates speed over time); the operation finishes
/// once, at the instant the run comes to rest at an end, with the values of
/// that end; and the same seed gives the same log and readings.
///
/// Instants are eighths of a second, speeds halves and seek times quarters,
/// so the run's times are exact binary fractions and compare with `==`.
@Suite struct AnimationOperationTransportPropertyTests {
    enum Call: CaseIterable { case play, pause, reverse, speed, seek, playTo, finish }

    /// The animation a seed plays: a basic move with one of three curves, a
    /// keyframe animation, or a spring.
    static func animation(_ random: inout SplitMix64) throws -> (any LayerAnimation, (Double) -> CGFloat?, Double) {
        let duration = Double(random.nextInt(in: 2...12)) / 4
        switch random.nextInt(in: 0...4) {
        case 3:
            let keyframes = KeyframeAnimation<CGFloat>(
                keyPath: .positionX, values: [0, 60, 20, 100], keyTimes: [0, 0.25, 0.5, 1], duration: duration)
            return (keyframes, { keyframes.value(at: $0, beneath: 0) }, duration)
        case 0, 1, 2:
            let curves: [TimingFunction?] = [nil, .easeInEaseOut, try TimingFunction(controlPoints: 0.3, 0, 0.2, 1)]
            let move = BasicAnimation<CGFloat>(
                keyPath: .positionX, from: 0, to: 100, duration: duration, timingFunction: curves[random.nextInt(in: 0...2)])
            return (move, { move.value(at: $0, beneath: 0) }, duration)
        default:
            var spring = SpringAnimation<CGFloat>(keyPath: .positionX, from: 0, to: 100)
            spring.duration = duration
            return (spring, { spring.value(at: $0, beneath: 0) }, duration)
        }
    }

    /// One sequence, as the lines it read: the same seed gives the same lines.
    static func run(seed: UInt64) throws -> [String] {
        var random = SplitMix64(seed: seed)
        let (animation, shown, duration) = try Self.animation(&random)
        // Where an uninterrupted run leaves the layer: its value at its end,
        // held (a spring cut off at its duration short of 100), as the model
        // takes it so that nothing jumps; and 0 at its start.
        var held = animation
        held.fillMode = .forwards
        var atEnd = PropertyValues()
        atEnd[.positionX] = 0
        held.apply(at: duration, to: &atEnd)
        let end = atEnd[.positionX]
        // One seed in three repeats, GSAP's way: the run lasts the passes and
        // delays, and shows the animation at the time within its pass.
        let repetition =
            random.nextInt(in: 0...2) == 0
            ? try Repetition(
                repeats: Double(random.nextInt(in: 1...3)), delay: Double(random.nextInt(in: 0...2)) / 4,
                yoyo: random.nextInt(in: 0...1) == 1)
            : .once
        let total = repetition.totalDuration(of: duration)
        // Where the last pass leaves it: at its start after a yoyo's backward pass.
        let restAtEnd = repetition.position(at: total, duration: duration).time < duration ? 0 : end
        let q = QueueStage()
        let move = AnimationOperation(layer: q.box, animation: animation)
        move.name = "move"
        move.repetition = repetition
        try q.queue.addOperation(move)
        try q.clock.advance(to: 0)
        var mirror = try Playhead(duration: total)
        try mirror.play(at: 0)
        var readings: [String] = []
        var now = 0.0
        var lastCall = 0.0

        /// Checks what the layer shows at `time`, after advancing the clock there.
        func read(at time: Double, after call: Call?) throws {
            try q.clock.advance(to: time)
            let x = q.box.presentation()[.positionX]
            // The typed read goes through the render store's tables, the
            // whole presentation through the tree: both must agree.
            #expect(q.box.presentedValue(for: .positionX) == x, "seed \(seed) at \(time)")
            let state = mirror.state(at: time)
            let context = "seed \(seed), after \(call.map { "\($0)" } ?? "start") at \(lastCall): at \(time)"
            #expect(move.isFinished == (state == .finished), "\(context)")
            if state == .finished {
                #expect(move.finalPosition == (mirror.isReversed ? .start : .end), "\(context)")
                #expect(x == (mirror.isReversed ? 0 : restAtEnd), "\(context)")
            } else {
                let runTime = try #require(mirror.currentTime(at: time))
                #expect(move.currentTime == runTime, "\(context)")
                // Past the animation's end (held there by a seek or a pause) it
                // has nothing to show, and the model shows: the end it rests at.
                if repetition == .once {
                    #expect(x == shown(runTime) ?? (mirror.isReversed ? 0 : end), "\(context): run time \(runTime)")
                } else {
                    // A repeating run holds each pass's end (filled forwards).
                    let within = repetition.position(at: runTime, duration: duration).time
                    #expect(x == (within < duration ? shown(within) ?? 0 : end), "\(context): run time \(runTime)")
                }
            }
            readings.append("\(time) \(x) \(state)")
        }

        for _ in 0..<16 {
            let elapsed = Double(random.nextInt(in: 0...8)) / 8
            try read(at: now + elapsed / 2, after: nil)
            now += elapsed
            try read(at: now, after: nil)
            guard !move.isFinished else { break }
            let call = Call.allCases[random.nextInt(in: 0...(Call.allCases.count - 1))]
            func both(_ steer: () throws -> Void, _ model: (inout Playhead) throws -> Void) {
                steerBoth(&mirror, "seed \(seed): \(call) at \(now)", run: steer, mirror: model)
            }
            switch call {
            case .play: both({ try move.play() }, { try $0.play(at: now) })
            case .pause: both({ try move.pause() }, { $0.pause(at: now) })
            case .reverse: both({ try move.reverse() }, { try $0.reverse(at: now) })
            case .finish: both({ try move.finish() }, { try $0.finish(at: now) })
            case .speed:
                let speed = Double(random.nextInt(in: -4...4)) / 2
                both({ try move.setSpeed(speed) }, { try $0.setSpeed(speed, at: now) })
            case .seek:
                let time = Double(random.nextInt(in: 0...Int(duration * 4 + 4))) / 4
                both({ try move.seek(to: time) }, { try $0.seek(to: time, at: now) })
            case .playTo:
                let time = Double(random.nextInt(in: 0...Int(duration * 4))) / 4
                both({ try move.play(to: time) }, { try $0.play(to: time, at: now) })
            }
            lastCall = now
            #expect(move.speed == mirror.speed, "seed \(seed), after \(call) at \(now)")
            readings.append("\(call) \(now)")
        }
        try read(at: now + 2 * duration + 1, after: nil)
        let finishes = q.log.entries.filter { $0.hasPrefix("finish move") }
        #expect(q.log.entries.first == "start move @0")
        #expect(q.log.entries.filter { $0.hasPrefix("start move") }.count == 1, "seed \(seed)")
        #expect(finishes.count == (move.isFinished ? 1 : 0), "seed \(seed): \(finishes)")
        if move.isFinished {
            // At rest where natural playback stopped, or held at an end by the last call.
            let rest = mirror.restInstant ?? lastCall
            #expect(finishes == ["finish move completed @\(CadenceTestTime.format(rest))"], "seed \(seed)")
        }
        return readings + q.log.entries
    }

    @Test(arguments: 0..<10)
    func presentationIsAFunctionOfRunTime(block: Int) throws {
        for seed in UInt64(block * 100)..<UInt64(block * 100 + 100) {
            _ = try Self.run(seed: seed)
        }
    }

    /// The same seed twice: the same log and readings, to the byte.
    @Test func sameSeedSameRun() throws {
        for seed: UInt64 in [3, 141, 592, 653] {
            #expect(try Self.run(seed: seed) == Self.run(seed: seed))
        }
    }
}
