import Cadence
import Foundation
import Testing

/// Completions reach the main loop in order of due time, then of commit, and
/// queue up behind a stalled main loop while presentation goes on.
@Suite struct CompletionOrderTests {
    private func logged(_ name: String, _ duration: Double, _ log: EventLog, _ stage: Stage) -> BasicAnimation<Float> {
        var fade = BasicAnimation(keyPath: .opacity, from: 0, to: 1, duration: duration)
        fade.delegate = DelegateLog(name, log: log, clock: stage.clock)
        return fade
    }

    /// Due time first: B (1 s) stops before A (2 s) although A was committed first.
    /// Same due time: commit order. C, committed at 0, and D, committed at 0.5
    /// with 0.5 s, are both due at 1.
    @Test func dueTimeThenCommitOrder() throws {
        let stage = Stage()
        let log = EventLog()
        let other = Layer()
        stage.compositor.rootLayer.addSublayer(other)
        try stage.box.add(logged("A", 2, log, stage), forKey: "a")
        try other.add(logged("B", 1, log, stage), forKey: "b")
        try stage.settle()
        try stage.box.add(logged("C", 1, log, stage), forKey: "c")
        try stage.settle()
        try stage.advance(to: 0.5)
        try other.add(logged("D", 0.5, log, stage), forKey: "d")
        try stage.advance(to: 3)
        let stops = log.entries.filter { $0.contains("stop") }
        #expect(stops == ["B stop finished @1", "C stop finished @1", "D stop finished @1", "A stop finished @2"])
    }

    /// A stalled main loop delays callbacks, never values: completions due during
    /// a 1 s stall from 0.5 s run at 1.5 s, in order, while the presentation
    /// goes on (the 1 s fade is over, and removed, at 1.2 s).
    @Test func stallDelaysCallbacksNotValues() throws {
        let stage = Stage()
        let log = EventLog()
        try stage.box.add(logged("A", 1, log, stage), forKey: "a")
        try stage.box.add(logged("B", 1.25, log, stage), forKey: "b")
        try stage.advance(to: 0.5)
        try stage.compositor.mainLoop.stall(for: 1)
        try stage.advance(to: 1.2)
        #expect(stage.box.presentation()[.opacity] == 0.96)  // B at 1.2 / 1.25
        #expect(log.entries == ["A start @0", "B start @0"])
        #expect(stage.box.animationKeys() == ["a", "b"])  // the main loop has not heard yet
        try stage.advance(to: 2)
        #expect(
            log.entries == ["A start @0", "B start @0", "A stop finished @1.5", "B stop finished @1.5"])
        #expect(stage.box.animationKeys().isEmpty)
    }
}
