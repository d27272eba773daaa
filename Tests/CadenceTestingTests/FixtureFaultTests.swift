import Cadence
import CadenceTesting
import Foundation
import Testing

/// Frame stepping and fault injection: stalls, dropped frames, clock jumps and
/// slow animations. Expected values are linear interpolations worked by hand.
@Suite struct FixtureFaultTests {
    /// Frames step the grid k / rate strictly after now; values read at each
    /// frame are that instant's.
    @Test func framesStepTheGrid() throws {
        let fixture = TestFixture()
        let box = fixture.addLayer(named: "box")
        try fixture.queue.addOperation(fixture.move("right", box, .positionX, to: 100, duration: 1))
        var seen: [String] = []
        try fixture.advanceFrames(4, rate: 4) { frame in
            seen.append("\(frame.index) t=\(frame.time) dt=\(frame.elapsed) x=\(box.presentation()[.positionX])")
        }
        #expect(seen == ["1 t=0.25 dt=0.25 x=25.0", "2 t=0.5 dt=0.25 x=50.0", "3 t=0.75 dt=0.25 x=75.0", "4 t=1.0 dt=0.25 x=100.0"])
        #expect(fixture.now == 1)
    }

    /// A dropped frame is skipped and traced; the next one reports the gap.
    @Test func droppedFrames() throws {
        let fixture = TestFixture()
        fixture.dropFrames(1)
        var seen: [String] = []
        try fixture.advanceFrames(3, rate: 4) { frame in
            seen.append("\(frame.index) dt=\(frame.elapsed) dropped=\(frame.droppedBefore)")
        }
        #expect(seen == ["2 dt=0.5 dropped=1", "3 dt=0.25 dropped=0"])
        #expect(fixture.trace.events == [TraceEvent(sequence: 1, time: 0.25, kind: .dropFrames, duration: 0.25)])
    }

    /// While the main loop is stalled, frames are dropped and the queue waits:
    /// the operation starts when the stall ends, at 0.3, so at 0.5 it has run 0.2 s.
    @Test func stallDropsFramesAndDelaysStarts() throws {
        let fixture = TestFixture()
        let box = fixture.addLayer(named: "box")
        try fixture.stall(for: 0.3)
        try fixture.queue.addOperation(fixture.move("right", box, .positionX, to: 100, duration: 1))
        var seen: [String] = []
        try fixture.advanceFrames(2, rate: 4) { frame in
            seen.append("\(frame.index) dropped=\(frame.droppedBefore) x=\(box.presentation()[.positionX])")
        }
        #expect(seen.count == 1)
        #expect(seen.first?.hasPrefix("2 dropped=1 x=") == true)
        #expect(abs(box.presentation()[.positionX] - 20) < 1e-9)
        try fixture.runUntilIdle()
        #expect(fixture.operationLog == ["enqueue right @0.3", "ready right @0.3", "start right @0.3", "finish right completed @1.3"])
    }

    /// A stall delays the callbacks due during it, not the values: the
    /// compositor goes on presenting, and the chain resumes when it ends.
    @Test func scheduledStall() throws {
        let fixture = TestFixture()
        let box = fixture.addLayer(named: "box")
        try fixture.queue.addOperations([
            fixture.move("right", box, .positionX, to: 300, duration: 1),
            fixture.move("down", box, .positionY, to: 100, duration: 2),
        ])
        try fixture.stall(at: 0.5, for: 1)
        try fixture.advance(to: 0.75)
        #expect(box.presentation()[.positionX] == 225)
        try fixture.advance(to: 1.2)
        #expect(box.presentation()[.positionX] == 300)
        #expect(fixture.mainLoop.busyUntil == 1.5)
        try fixture.runUntilIdle()
        #expect(
            fixture.operationLog.filter { $0.hasPrefix("start") || $0.hasPrefix("finish") } == [
                "start right @0", "finish right completed @1.5", "start down @1.5", "finish down completed @3.5",
            ])
        #expect(fixture.trace.events(.stall).map { "\($0.time) \($0.duration!)" } == ["0.5 1.0"])
    }

    /// A jump runs what fell due on the way late, at the new time.
    @Test func clockJump() throws {
        let fixture = TestFixture()
        try fixture.queue.addOperations([fixture.wait("w1", 1), fixture.wait("w2", 1)])
        try fixture.advance(by: 0)
        try fixture.jump(by: 1.5)
        try fixture.runUntilIdle()
        #expect(
            fixture.operationLog.filter { $0.hasPrefix("start") || $0.hasPrefix("finish") } == [
                "start w1 @0", "finish w1 completed @1.5", "start w2 @1.5", "finish w2 completed @2.5",
            ])
        #expect(fixture.trace.events(.jump).map(\.duration) == [1.5])
        #expect(throws: FixtureError.self) { try fixture.jump(by: -1) }
    }

    /// Slow animations before an animation starts: twice as slow, so half way at 1 s.
    @Test func slowAnimationsFromTheStart() throws {
        let fixture = TestFixture()
        let box = fixture.addLayer(named: "box")
        try fixture.slowAnimations(by: 2)
        try fixture.queue.addOperation(fixture.move("right", box, .positionX, to: 100, duration: 1))
        try fixture.advance(to: 1)
        #expect(box.presentation()[.positionX] == 50)
        try fixture.runUntilIdle()
        #expect(fixture.operationLog.last == "finish right completed @2")
        #expect(fixture.slowAnimationsFactor == 2)
    }

    /// Slowing down mid-flight keeps the presented value: at 0.5 s the box is
    /// half way; the remaining 0.5 s of animation takes 1 s, so it is at 75 at
    /// t = 1 and done at 1.5.
    @Test func slowAnimationsMidFlight() throws {
        let fixture = TestFixture()
        let box = fixture.addLayer(named: "box")
        try fixture.queue.addOperation(fixture.move("right", box, .positionX, to: 100, duration: 1))
        try fixture.advance(to: 0.5)
        #expect(box.presentation()[.positionX] == 50)
        try fixture.slowAnimations(by: 2)
        #expect(box.presentation()[.positionX] == 50)
        try fixture.advance(to: 1)
        #expect(box.presentation()[.positionX] == 75)
        try fixture.runUntilIdle()
        #expect(fixture.operationLog.last == "finish right completed @1.5")
        #expect(throws: FixtureError.self) { try fixture.slowAnimations(by: 0) }
    }

    /// Bad fault arguments are typed errors that name the value.
    @Test(arguments: [-1, Double.nan, Double.infinity])
    func badFaultArguments(_ seconds: Double) throws {
        let fixture = TestFixture()
        #expect(throws: FixtureError.self) { try fixture.stall(for: seconds) }
        #expect(throws: FixtureError.self) { try fixture.stall(at: 1, for: seconds) }
        #expect(throws: FixtureError.self) { try fixture.advanceFrames(1, rate: seconds) }
        #expect(fixture.isIdle)
    }
}
