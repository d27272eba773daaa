import Cadence
import CadenceTesting
import Testing

/// A thousand seeded sequences of plays, pauses, seeks, reversals, speed
/// changes, plays to a time and finishes: the playhead's time, read at
/// instants between the calls, equals that of a model that steps the time
/// forward by `speed × elapsed` between calls and applies the Web
/// Animations rules at each call. Instants are eighths of a second, speeds
/// halves and seeks quarters, so both are exact and compare with `==`.
@Suite struct PlayheadPropertyTests {
    /// The model: the time itself, moved by integration.
    struct Model {
        let duration: Double
        var time: Double?
        var speed = 1.0
        var isPaused = false
        var pauseTarget: Double?

        /// Moves the time on by `elapsed` seconds of the clock.
        mutating func advance(by elapsed: Double) {
            guard let current = time, !isPaused, speed != 0 else { return }
            if let target = pauseTarget {
                let moved = current + speed * elapsed
                if speed > 0 ? moved >= target : moved <= target {
                    time = target
                    isPaused = true
                    pauseTarget = nil
                } else {
                    time = moved
                }
                return
            }
            if speed > 0, current >= duration { return }
            if speed < 0, current <= 0 { return }
            let moved = current + speed * elapsed
            time = speed > 0 ? min(moved, duration) : max(moved, 0)
        }

        mutating func play() {
            if speed > 0, time.map({ $0 >= duration }) ?? true { time = 0 }
            if speed < 0, time.map({ $0 <= 0 || $0 > duration }) ?? true { time = duration }
            if time == nil { time = 0 }
            isPaused = false
            pauseTarget = nil
        }

        var state: Playhead.State {
            guard let time else { return .idle }
            if isPaused { return .paused }
            if speed > 0, time >= duration { return .finished }
            if speed < 0, time <= 0 { return .finished }
            return .running
        }
    }

    enum Call: CaseIterable { case play, pause, reverse, speed, seek, playTo, finish }

    /// One sequence's readings, as text: the same seed gives the same text.
    static func run(seed: UInt64) throws -> [String] {
        var random = SplitMix64(seed: seed)
        let duration = Double(random.nextInt(in: 2...16)) / 2
        var playhead = try Playhead(duration: duration)
        var model = Model(duration: duration)
        var now = 0.0
        var readings: [String] = []
        for _ in 0..<24 {
            let elapsed = Double(random.nextInt(in: 0...16)) / 8
            model.advance(by: elapsed)
            now += elapsed
            let call = Call.allCases[random.nextInt(in: 0...(Call.allCases.count - 1))]
            switch call {
            case .play:
                try playhead.play(at: now)
                model.play()
            case .pause:
                playhead.pause(at: now)
                if model.time == nil { model.time = model.speed < 0 ? duration : 0 }
                model.isPaused = true
                model.pauseTarget = nil
            case .reverse:
                try playhead.reverse(at: now)
                if model.speed != 0 {
                    model.speed = -model.speed
                    model.play()
                }
            case .speed:
                let speed = Double(random.nextInt(in: -4...4)) / 2
                try playhead.setSpeed(speed, at: now)
                if let target = model.pauseTarget, let time = model.time, speed == 0 || (target > time) != (speed > 0) {
                    model.pauseTarget = nil
                }
                model.speed = speed
            case .seek:
                let time = Double(random.nextInt(in: 0...(Int(duration) * 4 + 8))) / 4
                try playhead.seek(to: time, at: now)
                if model.time == nil { model.isPaused = true }
                model.time = time
                model.pauseTarget = nil
            case .playTo:
                let target = Double(random.nextInt(in: 0...(Int(duration) * 4))) / 4
                let from = model.time ?? (model.speed < 0 ? duration : 0)
                guard model.speed != 0 || from == target else {
                    #expect(throws: CadenceError.self) { try playhead.play(to: target, at: now) }
                    continue
                }
                try playhead.play(to: target, at: now)
                model.time = from
                if from == target {
                    model.isPaused = true
                    model.pauseTarget = nil
                } else {
                    model.isPaused = false
                    model.speed = target > from ? abs(model.speed) : -abs(model.speed)
                    model.pauseTarget = target
                }
            case .finish:
                guard model.speed != 0 else {
                    #expect(throws: CadenceError.self) { try playhead.finish(at: now) }
                    continue
                }
                try playhead.finish(at: now)
                model.time = model.speed > 0 ? duration : 0
                model.isPaused = false
                model.pauseTarget = nil
            }
            // Read a little later, without a call in between.
            let later = Double(random.nextInt(in: 0...8)) / 8
            var peek = model
            peek.advance(by: later)
            let time = playhead.currentTime(at: now + later)
            let state = playhead.state(at: now + later)
            #expect(time == peek.time, "seed \(seed), after \(call) at \(now): at +\(later)")
            #expect(state == peek.state, "seed \(seed), after \(call) at \(now): at +\(later)")
            readings.append("\(call) \(now) \(later) \(time.map { "\($0)" } ?? "none") \(state)")
        }
        return readings
    }

    @Test(arguments: 0..<10)
    func theTimeIsTheIntegratedTime(batch: Int) throws {
        for seed in UInt64(batch * 100)..<UInt64(batch * 100 + 100) {
            let first = try Self.run(seed: seed)
            #expect(try Self.run(seed: seed) == first, "seed \(seed): the same calls give the same readings")
        }
    }
}
