import Cadence
import CadenceTesting
import Foundation
import Testing

/// A thousand seeded sequences of calls on a running timed task, each made
/// at once on a `Playhead` that mirrors it. The task is linear and reports
/// its progress 8 times a second, and every call and reading falls on that
/// grid (eighths of a second are exact in binary), so at each reading the
/// last progress reported is exactly the mirror's current time over the
/// duration (1 past the end, where a seek holds it); the task finishes once, when and where the mirror comes to
/// rest, having reported the end it rests at, and reports nothing after.
@Suite struct TimedTaskTransportPropertyTests {
    enum Call: CaseIterable { case play, pause, reverse, speed, seek, playTo, finish }

    /// One sequence, as the lines it read: the same seed gives the same lines.
    static func run(seed: UInt64) throws -> [String] {
        var random = SplitMix64(seed: seed)
        let duration = Double(random.nextInt(in: 2...12)) / 4
        let q = QueueStage()
        let reports = LockedReports()
        let clock = q.clock
        let task = TimedTaskOperation(duration: duration, framesPerSecond: 8, on: q.stage.compositor.mainLoop) { progress in
            reports.append(clock.currentTime, progress)
        }
        task.name = "task"
        try q.queue.addOperation(task)
        try q.clock.advance(to: 0)
        var mirror = try Playhead(duration: duration)
        try mirror.play(at: 0)
        var readings: [String] = []
        var now = 0.0
        var lastCall = 0.0
        var reportsAtRest: Int?

        func read(at time: Double) throws {
            try q.clock.advance(to: time)
            let state = mirror.state(at: time)
            let context = "seed \(seed), last call at \(lastCall): at \(time)"
            #expect(task.isFinished == (state == .finished), "\(context)")
            if state == .finished {
                #expect(task.finalPosition == (mirror.isReversed ? .start : .end), "\(context)")
                #expect(reports.last?.progress == (mirror.isReversed ? 0 : 1), "\(context)")
                if let count = reportsAtRest {
                    #expect(reports.count == count, "\(context): reported after it finished")
                } else {
                    reportsAtRest = reports.count
                }
            } else {
                let runTime = try #require(mirror.currentTime(at: time))
                #expect(task.currentTime == runTime, "\(context)")
                #expect(task.playState == state, "\(context)")
                // Nothing is reported before the first frame: progress 0 then.
                // Past the end, where a seek holds it, the task shows its end.
                let progress = min(runTime / duration, 1)
                #expect((reports.last?.progress ?? 0) == progress, "\(context): run time \(runTime)")
            }
            readings.append("\(time) \(reports.last?.progress ?? -1) \(state)")
        }

        for _ in 0..<16 {
            let steps = random.nextInt(in: 0...8)
            for step in 0...steps { try read(at: now + Double(step) / 8) }
            now += Double(steps) / 8
            guard !task.isFinished else { break }
            let call = Call.allCases[random.nextInt(in: 0...(Call.allCases.count - 1))]
            func both(_ steer: () throws -> Void, _ model: (inout Playhead) throws -> Void) {
                steerBoth(&mirror, "seed \(seed): \(call) at \(now)", run: steer, mirror: model)
            }
            switch call {
            case .play: both({ try task.play() }, { try $0.play(at: now) })
            case .pause: both({ try task.pause() }, { $0.pause(at: now) })
            case .reverse: both({ try task.reverse() }, { try $0.reverse(at: now) })
            case .finish: both({ try task.finish() }, { try $0.finish(at: now) })
            case .speed:
                let speed = Double(random.nextInt(in: -4...4)) / 2
                both({ try task.setSpeed(speed) }, { try $0.setSpeed(speed, at: now) })
            case .seek:
                let time = Double(random.nextInt(in: 0...Int(duration * 8 + 8))) / 8
                both({ try task.seek(to: time) }, { try $0.seek(to: time, at: now) })
            case .playTo:
                let time = Double(random.nextInt(in: 0...Int(duration * 8))) / 8
                both({ try task.play(to: time) }, { try $0.play(to: time, at: now) })
            }
            lastCall = now
            #expect(task.speed == mirror.speed, "seed \(seed), after \(call) at \(now)")
            readings.append("\(call) \(now)")
        }
        try read(at: now + 8 * duration + 1)
        let finishes = q.log.entries.filter { $0.hasPrefix("finish task") }
        #expect(finishes.count == (task.isFinished ? 1 : 0), "seed \(seed): \(finishes)")
        if task.isFinished {
            // At rest where playback stopped, or at an end the last call took it to.
            let rest = mirror.restInstant ?? lastCall
            #expect(finishes == ["finish task completed @\(CadenceTestTime.format(rest))"], "seed \(seed)")
        }
        return readings + q.log.entries
    }

    @Test(arguments: 0..<10)
    func progressIsAFunctionOfRunTime(block: Int) throws {
        for seed in UInt64(block * 100)..<UInt64(block * 100 + 100) {
            _ = try Self.run(seed: seed)
        }
    }

    /// The same seed twice: the same log and readings, to the byte.
    @Test func sameSeedSameRun() throws {
        for seed: UInt64 in [5, 89, 233, 610] {
            #expect(try Self.run(seed: seed) == Self.run(seed: seed))
        }
    }
}
