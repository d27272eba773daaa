import Cadence
import CadenceTesting
import Foundation
import Testing

/// Three hundred seeded timelines (two to four linear moves of x or y at
/// quarter-second starts, some with only `to`, and a label; half of them
/// repeated once or twice, some with a wait, some yoyo), each run with
/// a seeded sequence of pauses, plays, reversals, speed changes, seeks,
/// plays to a time and finishes: at every reading the layer shows what the
/// same timeline run without calls shows at the same run time (read from a
/// run of its own, advanced through the run times in 32nds); at rest
/// the model holds the final values (or the initial ones at the start); and
/// the events of a run played once are exactly the marks each move crossed,
/// once per crossing, as
/// worked out here from the entries' times: starts, completions and labels
/// moving forwards, the run's completion at start reaching 0 backwards,
/// nothing for a seek.
///
/// Instants are eighths of a second, speeds halves and seek times quarters,
/// and readings fall halfway between instants, so the run's times are
/// 32nds, exact in binary, and compare with `==`.
@Suite struct TimelineOperationPropertyTests {
    enum Call: CaseIterable { case play, pause, reverse, speed, seek, seekFiring, playTo, finish }

    struct Entry {
        let name: String
        let start: Double
        let end: Double
    }

    /// A seeded timeline and its entries' times.
    static func timeline(_ random: inout SplitMix64) -> (AnimationTimeline, [Entry], label: Double) {
        var timeline = AnimationTimeline()
        var entries: [Entry] = []
        for index in 0..<random.nextInt(in: 2...4) {
            let start = Double(random.nextInt(in: 0...8)) / 4
            let duration = Double(random.nextInt(in: 1...6)) / 4
            let from: CGFloat? = random.nextInt(in: 0...2) == 0 ? nil : CGFloat(random.nextInt(in: 0...100))
            let to = CGFloat(random.nextInt(in: 0...200))
            let keyPath: AnimationKeyPath<CGFloat> = random.nextInt(in: 0...1) == 0 ? .positionX : .positionY
            let name = "e\(index)"
            timeline.add(.basic(keyPath, from: from, to: to, duration: duration).named(name), at: .at(start))
            entries.append(Entry(name: name, start: start, end: start + duration))
        }
        let label = Double(random.nextInt(in: 0...8)) / 4
        timeline.addLabel("L", at: .at(label))
        return (timeline, entries, label)
    }

    /// The marks in the order they fire forwards: each entry's start and end
    /// in the order added, then the label; ties in that order.
    static func forwardMarks(_ entries: [Entry], label: Double) -> [(time: Double, event: TimelineEvent)] {
        var marks: [(time: Double, event: TimelineEvent)] = []
        for entry in entries {
            marks.append((entry.start, .started(entry.name)))
            marks.append((entry.end, .completed(entry.name)))
        }
        marks.append((label, .label("L")))
        return marks.enumerated().sorted { ($0.element.time, $0.offset) < ($1.element.time, $1.offset) }.map(\.element)
    }

    static func run(seed: UInt64) throws -> [String] {
        var random = SplitMix64(seed: seed)
        let (timeline, entries, label) = Self.timeline(&random)
        let marks = Self.forwardMarks(entries, label: label)
        // Half the timelines repeat once or twice, some with a wait, some yoyo.
        let repetition =
            random.nextInt(in: 0...1) == 0
            ? Repetition.once
            : try Repetition(
                repeats: Double(random.nextInt(in: 1...2)), delay: Double(random.nextInt(in: 0...4)) / 4,
                yoyo: random.nextInt(in: 0...1) == 0)
        let duration = repetition.totalDuration(of: entries.map(\.end).max()!)

        // The uninterrupted run, read at every sixteenth of its time.
        let reference = QueueStage()
        try reference.queue.addOperation(try TimelineOperation(timeline, layer: reference.box, repetition: repetition))
        var shown: [[CGFloat]] = []
        for step in 0...Int(duration * 32) {
            try reference.clock.advance(to: Double(step) / 32)
            let values = reference.box.presentation()
            shown.append([values[.positionX], values[.positionY]])
        }

        let q = QueueStage()
        let run = try TimelineOperation(timeline, layer: q.box, repetition: repetition)
        run.name = "run"
        let fired = EventLog()
        run.addTimelineObserver { fired.append("\($0)") }
        try q.queue.addOperation(run)
        try q.clock.advance(to: 0)
        var mirror = try Playhead(duration: duration)
        try mirror.play(at: 0)

        var expected: [String] = []
        var marked: Double?
        /// The events of a move of the run from where they were last fired to `time`.
        func move(to time: Double) {
            if let from = marked, time < from {
                if time <= 0, from > 0 { expected.append("\(TimelineEvent.completedAtStart("timeline"))") }
            } else {
                let from = marked ?? -.infinity
                expected += marks.filter { $0.time > from && $0.time <= time }.map { "\($0.event)" }
            }
            marked = time
        }
        move(to: 0)

        var readings: [String] = []
        var now = 0.0
        func read(at time: Double) throws {
            try q.clock.advance(to: time)
            let values = q.box.presentation()
            let xy = [values[.positionX], values[.positionY]]
            let state = mirror.state(at: time)
            let context = "seed \(seed) at \(time)"
            #expect(run.isFinished == (state == .finished), "\(context)")
            if state == .finished {
                let rest = mirror.isReversed ? [CGFloat(0), 0] : shown.last!
                #expect(xy == rest && [q.box[.positionX], q.box[.positionY]] == rest, "\(context)")
                #expect(run.finalPosition == (mirror.isReversed ? .start : .end), "\(context)")
            } else {
                let runTime = try #require(mirror.currentTime(at: time))
                #expect(run.currentTime == runTime, "\(context)")
                #expect(xy == shown[Int(min(runTime, duration) * 32)], "\(context): run time \(runTime)")
            }
            readings.append("\(time) \(xy) \(state)")
        }

        for _ in 0..<16 {
            let elapsed = Double(random.nextInt(in: 0...8)) / 8
            try read(at: now + elapsed / 2)
            now += elapsed
            try read(at: now)
            guard !run.isFinished else { break }
            let call = Call.allCases[random.nextInt(in: 0...(Call.allCases.count - 1))]
            let before = mirror
            move(to: before.currentTime(at: now)!)
            func both(_ steer: () throws -> Void, _ model: (inout Playhead) throws -> Void) {
                steerBoth(&mirror, "seed \(seed): \(call) at \(now)", run: steer, mirror: model)
            }
            switch call {
            case .play: both({ try run.play() }, { try $0.play(at: now) })
            case .pause: both({ try run.pause() }, { $0.pause(at: now) })
            case .reverse: both({ try run.reverse() }, { try $0.reverse(at: now) })
            case .finish: both({ try run.finish() }, { try $0.finish(at: now) })
            case .speed:
                let speed = Double(random.nextInt(in: -4...4)) / 2
                both({ try run.setSpeed(speed) }, { try $0.setSpeed(speed, at: now) })
            case .seek, .seekFiring:
                let time = Double(random.nextInt(in: 0...Int(duration * 4 + 4))) / 4
                let silent = call == .seek
                both({ try run.seek(to: time, suppressingEvents: silent) }, { try $0.seek(to: time, at: now) })
            case .playTo:
                let time = Double(random.nextInt(in: 0...Int(duration * 4))) / 4
                both({ try run.play(to: time) }, { try $0.play(to: time, at: now) })
            }
            let after = mirror.currentTime(at: now)!
            if call == .finish || call == .seekFiring { move(to: after) } else { marked = after }
            readings.append("\(call) \(now)")
        }
        let end = now + 4 * duration + 1
        try read(at: end)
        move(to: mirror.currentTime(at: end)!)
        if repetition == .once {
            #expect(fired.entries == expected, "seed \(seed)")
        }
        let finishes = q.log.entries.filter { $0.hasPrefix("finish run") }
        #expect(finishes.count == (run.isFinished ? 1 : 0), "seed \(seed): \(finishes)")
        return readings + fired.entries + q.log.entries
    }

    @Test(arguments: 0..<3)
    func presentationAndEventsFollowTheRunTime(block: Int) throws {
        for seed in UInt64(block * 100)..<UInt64(block * 100 + 100) {
            _ = try Self.run(seed: seed)
        }
    }

    /// The same seed twice: the same readings and events, to the byte.
    @Test func sameSeedSameRun() throws {
        for seed: UInt64 in [7, 77, 277] {
            #expect(try Self.run(seed: seed) == Self.run(seed: seed))
        }
    }
}
