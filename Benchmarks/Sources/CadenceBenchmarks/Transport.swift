import Cadence
import CadenceTesting
import Foundation

/// What steering running animation operations costs: presenting runs that
/// are paused, scrubbed or reversed against runs that play, a seek of every
/// run against presenting one frame, and a speed change on one run among
/// many against one among few.
enum Transport {
    /// How the runs of ``presenting(_:_:repetitions:)`` are steered before they are presented.
    enum Steering: String, CaseIterable {
        case playing, paused, scrubbed, reversed
    }

    /// `count` layers of one fixture, each with a running 10 s eased
    /// positionX operation started at 0, the clock 5 s in.
    static func runs(_ count: Int, in fixture: TestFixture) throws -> (layers: [Layer], runs: [AnimationOperation]) {
        fixture.queue.maxConcurrentOperationCount = .max
        var layers: [Layer] = []
        var runs: [AnimationOperation] = []
        for index in 0..<count {
            let layer = fixture.addLayer(named: "l\(index)")
            let run = AnimationOperation(
                layer: layer,
                animation: BasicAnimation(keyPath: .positionX, from: 0, to: 100, duration: 10, timingFunction: .easeInEaseOut))
            layers.append(layer)
            runs.append(run)
        }
        try fixture.queue.addOperations(runs)
        try fixture.advance(to: 5)
        return (layers, runs)
    }

    /// Median nanoseconds of presenting `count` layers at one instant through
    /// the batch read, their runs steered as `steering` says (in one transaction).
    static func presenting(_ count: Int, _ steering: Steering, repetitions: Int) throws -> Double {
        let fixture = TestFixture()
        let (layers, runs) = try Self.runs(count, in: fixture)
        try inOneTransaction(fixture) {
            for run in runs {
                switch steering {
                case .playing: break
                case .paused: try run.pause()
                case .scrubbed:
                    try run.pause()
                    try run.seek(progress: 0.25)
                case .reversed: try run.reverse()
                }
            }
        }
        try fixture.advance(to: 5.5)
        var buffer: [CGFloat] = []
        return median(repetitions: repetitions) {
            timed {
                fixture.compositor.presentedValues(for: .positionX, of: layers, into: &buffer)
                consume(buffer.reduce(0) { $0 + Double($1) })
            }
        }
    }

    /// Median nanoseconds of seeking each of `count` runs, in one
    /// transaction, once the clock is at `travelled` seconds; and of presenting
    /// the same layers once (the frame it is compared with).
    static func seeking(_ count: Int, travelled: Double, repetitions: Int) throws -> (seek: Double, frame: Double) {
        let fixture = TestFixture()
        let (layers, runs) = try Self.runs(count, in: fixture)
        try fixture.advance(to: travelled)
        var progress = 0.0
        let seek = try median(repetitions: repetitions) {
            progress = progress == 0.25 ? 0.75 : 0.25
            return try timed {
                try inOneTransaction(fixture) {
                    for run in runs { try run.seek(progress: progress) }
                }
            }
        }
        var buffer: [CGFloat] = []
        let frame = median(repetitions: repetitions) {
            timed {
                fixture.compositor.presentedValues(for: .positionX, of: layers, into: &buffer)
                consume(buffer.reduce(0) { $0 + Double($1) })
            }
        }
        return (seek, frame)
    }

    /// Median nanoseconds of one speed change (alternating 0.5 and 2) on one
    /// run among `count` running ones.
    static func speedChange(among count: Int, repetitions: Int) throws -> Double {
        let fixture = TestFixture()
        let (_, runs) = try Self.runs(count, in: fixture)
        let run = runs[count / 2]
        var speed = 1.0
        // Many changes per sample: one takes about a microsecond.
        let changes = 1_000
        return try median(repetitions: repetitions) {
            try timed {
                for _ in 0..<changes {
                    speed = speed == 0.5 ? 2 : 0.5
                    try run.setSpeed(speed)
                }
            }
        } / Double(changes)
    }

    private static func inOneTransaction(_ fixture: TestFixture, _ body: () throws -> Void) throws {
        fixture.transaction.begin()
        defer { try? fixture.transaction.commit() }
        try body()
    }
}

/// A whole timeline under one playhead: a seek is one call however many
/// entries the timeline has.
enum TimelineTransport {
    /// A timeline of `count` entries, each an eased 1 s move of its own layer's
    /// x, 1 ms apart (a stagger), started at 0 and paused at 5 s; the median
    /// nanoseconds of one seek of the whole timeline (alternating 25 % and 75
    /// %), of presenting every layer once at the seek's instant, and of one
    /// seek once the clock has travelled `travelled` seconds more.
    static func seeking(_ count: Int, repetitions: Int) throws -> (seek: Double, frame: Double, farSeek: Double) {
        let fixture = TestFixture()
        var layers: [Layer] = []
        var timeline = AnimationTimeline(name: "stagger")
        for index in 0..<count {
            let layer = fixture.addLayer(named: "l\(index)")
            layers.append(layer)
            timeline.add(
                .basic(.positionX, from: 0, to: 100, duration: 1, timingFunction: .easeInEaseOut, on: layer),
                at: .at(Double(index) / 1_000))
        }
        let run = try TimelineOperation(timeline)
        try fixture.queue.addOperation(run)
        try fixture.advance(to: 5)
        try run.pause()
        var progress = 0.0
        func seekOnce() throws -> Double {
            try median(repetitions: repetitions) {
                progress = progress == 0.25 ? 0.75 : 0.25
                return try timed { try run.seek(progress: progress) }
            }
        }
        let seek = try seekOnce()
        var buffer: [CGFloat] = []
        let frame = median(repetitions: repetitions) {
            timed {
                fixture.compositor.presentedValues(for: .positionX, of: layers, into: &buffer)
                consume(buffer.reduce(0) { $0 + Double($1) })
            }
        }
        try fixture.advance(to: 500)
        return (seek, frame, try seekOnce())
    }
}
