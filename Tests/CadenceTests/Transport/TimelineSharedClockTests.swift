import Cadence
import Foundation
import Testing

/// A ``TimelineOperation`` over several layers, steered as one: its entries
/// on layers of the default timing read one clock, the others (a layer with
/// a speed of its own, a layer paused mid-run) theirs, and what every layer
/// shows, through `presentation()` and through the batch read, and when each
/// entry's animation starts and stops, follow the run's time by Core
/// Animation's rules. Moves are linear, x from 0 to 100 over the entry's
/// duration, so a value is 100 × (run time − entry start) / duration,
/// clamped, worked by hand at each reading.
@Suite struct TimelineSharedClockTests {
    /// A stage with one layer per name under the root, and a log of the
    /// compositor's starts and stops with the clock's time.
    struct Scene {
        let stage = Stage()
        let log = EventLog()
        let layers: [Layer]

        init(_ names: [String]) {
            layers = names.map { Layer(name: $0) }
            for layer in layers { stage.compositor.rootLayer.addSublayer(layer) }
            stage.compositor.transaction.flush()
            let (log, clock) = (log, stage.clock)
            stage.compositor.addObserver { event in
                let time = CadenceTestTime.format(clock.currentTime)
                switch event {
                case .committed: break
                case .animationDidStart(let animation): log.append("start \(animation.layerName ?? "?") @\(time)")
                case .animationDidStop(let animation, let finished):
                    log.append("stop \(animation.layerName ?? "?") \(finished ? "finished" : "removed") @\(time)")
                }
            }
        }

        /// The x each layer shows now, read both ways; they must agree.
        func xs() -> [CGFloat] {
            var batch: [CGFloat] = []
            stage.compositor.presentedValues(for: .positionX, of: layers, into: &batch)
            let single = layers.map { $0.presentation()[.positionX] }
            #expect(batch == single, "the batch read and presentation() differ")
            return single
        }
    }

    /// A timeline of one linear x move of `duration` per layer, at `starts`.
    static func run(_ scene: Scene, starts: [Double], duration: Double) throws -> TimelineOperation {
        var timeline = AnimationTimeline(name: "stagger")
        for (layer, start) in zip(scene.layers, starts) {
            timeline.add(.basic(.positionX, from: 0, to: 100, duration: duration, on: layer), at: .at(start))
        }
        let run = try TimelineOperation(timeline)
        let queue = AnimationQueue(mainLoop: scene.stage.compositor.mainLoop)
        try queue.addOperation(run)
        try scene.stage.advance(to: 0)
        return run
    }

    /// Entries at 0, 1, 2 and 3 s: a seek from 0.5 to 1.5 starts b at
    /// once; seeking back and playing at speed 2 starts b nothing again, and
    /// c and d when the run's time reaches theirs; each stops once when the
    /// run comes to rest at its end.
    @Test func entriesStartOnceWhenTheSharedClockReachesThem() throws {
        let scene = Scene(["a", "b", "c", "d"])
        let run = try Self.run(scene, starts: [0, 1, 2, 3], duration: 1)
        try scene.stage.advance(to: 0.5)
        #expect(scene.xs() == [50, 0, 0, 0])
        try run.seek(to: 1.5)
        try scene.stage.advance(to: 0.75)
        // Run time 1.75: a over (100), b three quarters in.
        #expect(scene.xs() == [100, 75, 0, 0])
        #expect(scene.log.entries == ["start a @0", "start b @0.5"])
        // Back to 0.25 and on at speed 2: run time 0.25 + 2·(t − 0.75), so
        // c's start (2) at t = 1.625, d's (3) at 2.125, the end (4) at 2.625.
        try run.pause()
        try run.seek(to: 0.25)
        try run.setSpeed(2)
        try run.play()
        try scene.stage.advance(to: 1.25)   // run time 1.25
        #expect(scene.xs() == [100, 25, 0, 0])
        try scene.stage.advance(to: 2)   // run time 2.75
        #expect(scene.xs() == [100, 100, 75, 0])
        #expect(scene.log.entries == ["start a @0", "start b @0.5", "start c @1.625"])
        try scene.stage.advance(to: 3)
        #expect(run.isFinished && run.finalPosition == .end)
        #expect(scene.layers.map { $0[.positionX] } == [100, 100, 100, 100])
        #expect(scene.log.entries.filter { $0.hasPrefix("start") }.last == "start d @2.125")
        for name in ["a", "b", "c", "d"] {
            #expect(scene.log.entries.count(where: { $0.hasPrefix("stop \(name) ") }) == 1, "\(scene.log.entries)")
        }
    }

    /// A layer at speed 2 steps through the run twice as fast as its
    /// neighbour of the default timing (its local time is 2t), before and
    /// after a seek: the layer's timing multiplies with the run's.
    @Test func aLayerOfItsOwnSpeedKeepsItInTheRun() throws {
        let scene = Scene(["plain", "fast"])
        scene.layers[1].speed = 2
        scene.stage.compositor.transaction.flush()
        let run = try Self.run(scene, starts: [0, 0], duration: 2)
        try scene.stage.advance(to: 0.25)
        // Run time 0.25 on plain (12.5), 0.5 on fast (25).
        #expect(scene.xs() == [12.5, 25])
        try run.pause()
        try run.seek(to: 0.5)
        #expect(scene.xs() == [25, 25])
        try run.play()
        try scene.stage.advance(to: 0.5)
        // 0.25 s later: plain's run time 0.75, fast's 0.5 + 2 × 0.25 = 1.
        #expect(scene.xs() == [37.5, 50])
    }

    /// A layer paused by Core Animation's recipe mid-run holds its run time
    /// while its neighbour plays on; a seek of the run then puts it at the
    /// sought time, where it stays until the layer resumes.
    @Test func aLayerPausedMidRunHoldsItsRunTime() throws {
        let scene = Scene(["a", "b"])
        let run = try Self.run(scene, starts: [0, 0], duration: 2)
        try scene.stage.advance(to: 0.5)
        scene.layers[1].pause()   // b's local time holds at 0.5
        scene.stage.compositor.transaction.flush()
        try scene.stage.advance(to: 1)
        #expect(scene.xs() == [50, 25])
        try run.seek(to: 1.5)
        #expect(scene.xs() == [75, 75])
        try scene.stage.advance(to: 1.2)
        // a: run time 1.7; b: still 1.5.
        #expect(scene.xs() == [85, 75])
        scene.layers[1].resume()   // b's local time goes on from 0.5
        scene.stage.compositor.transaction.flush()
        try scene.stage.advance(to: 1.4)
        // a: run time 1.9; b: 1.5 + 0.2.
        #expect(scene.xs() == [95, 85])
    }

    /// A layer paused mid-run never reaches the run's end in its own time:
    /// its entry does not finish with the others when the run comes to rest
    /// at 2 s; it is removed then, with the rest of the run's animations.
    @Test func aLayerPausedToTheEndDoesNotFinishWithTheRun() throws {
        let scene = Scene(["a", "b"])
        let run = try Self.run(scene, starts: [0, 0], duration: 2)
        try scene.stage.advance(to: 0.5)
        scene.layers[1].pause()
        scene.stage.compositor.transaction.flush()
        try scene.stage.advance(to: 3)
        #expect(run.isFinished && run.finalPosition == .end)
        let stops = scene.log.entries.filter { $0.hasPrefix("stop") }
        #expect(stops == ["stop a finished @2", "stop b removed @2"])
    }
}
