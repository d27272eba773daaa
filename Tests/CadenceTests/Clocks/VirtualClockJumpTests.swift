import Cadence
import Foundation
import Testing

/// What a virtual clock tells about its waiting work, and how it jumps.
@Suite struct VirtualClockJumpTests {
    /// Pending work is listed in the order it will run, with its labels;
    /// cancelled work is left out.
    @Test func pendingWorkInRunOrder() {
        let clock = VirtualClock()
        clock.schedule(at: 2, label: "b") {}
        let cancelled = clock.schedule(at: 1, label: "gone") {}
        clock.schedule(at: 1, label: "a") {}
        clock.schedule(at: 2, label: "c") {}
        clock.schedule(at: 3) {}
        cancelled.cancel()
        #expect(clock.pendingWork.map(\.label) == ["a", "b", "c", ""])
        #expect(clock.pendingWork.map(\.deadline) == [1, 2, 2, 3])
    }

    /// A jump sets the time first: everything due on the way runs at the new
    /// time, in order of deadline; later work waits.
    @Test func jumpRunsOverdueWorkLate() throws {
        let clock = VirtualClock()
        let log = EventLog()
        clock.schedule(at: 2) { log.append("b@\(clock.currentTime)") }
        clock.schedule(at: 1) { log.append("a@\(clock.currentTime)") }
        clock.schedule(at: 5) { log.append("c@\(clock.currentTime)") }
        try clock.jump(to: 3)
        #expect(log.entries == ["a@3.0", "b@3.0"])
        #expect(clock.currentTime == 3)
        #expect(throws: CadenceError.self) { try clock.jump(to: 2) }
        #expect(throws: CadenceError.self) { try clock.jump(to: .nan) }
        try clock.advance(to: 5)
        #expect(log.entries.last == "c@5.0")
    }
}
