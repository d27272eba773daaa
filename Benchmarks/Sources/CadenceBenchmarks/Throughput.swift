import Cadence
import CadenceTesting
import Foundation

/// Events per second through a `VirtualClock`, and through a `TestFixture`.
enum Throughput {
    final class Counter: @unchecked Sendable {
        private let lock = NSLock()
        private var value = 0
        func increment() { lock.lock(); value += 1; lock.unlock() }
        var count: Int { lock.lock(); defer { lock.unlock() }; return value }
    }

    /// Schedules `count` closures at increasing times (1 ms apart) and advances
    /// past the last; nanoseconds, scheduling included.
    ///
    /// Limited by the clock's binary heap (a push and a pop per event, O(log n))
    /// and a lock taken per push and per pop.
    static func virtualClock(_ count: Int) throws -> UInt64 {
        let clock = VirtualClock()
        let counter = Counter()
        let elapsed = try timed {
            for index in 0..<count {
                clock.schedule(at: Double(index + 1) * 0.001, label: "") { counter.increment() }
            }
            try clock.advance(to: Double(count + 1) * 0.001)
        }
        precondition(counter.count == count, "not every event ran")
        return elapsed
    }

    /// Schedules `count` clock events 1 ms apart, each putting a job on the
    /// fixture's main loop (how work reaches user code), and advances the
    /// fixture past the last; nanoseconds, scheduling included.
    ///
    /// Limited by the clock's heap as above, plus a main-loop turn per event
    /// (the loop's lock, its job queue, and the turn's own clock work).
    static func fixture(_ count: Int) throws -> UInt64 {
        let fixture = TestFixture()
        let counter = Counter()
        let (clock, loop) = (fixture.clock, fixture.mainLoop)
        let elapsed = try timed {
            for index in 0..<count {
                clock.schedule(at: Double(index + 1) * 0.001, label: "") { loop.enqueue { counter.increment() } }
            }
            try fixture.advance(to: Double(count + 1) * 0.001)
        }
        precondition(counter.count == count, "not every fixture event ran")
        return elapsed
    }
}
