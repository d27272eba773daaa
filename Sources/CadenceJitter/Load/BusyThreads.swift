import Cadence
import Foundation

/// Threads that spin on arithmetic to keep processors busy: the CPU load a
/// jitter measurement runs under.
///
/// A timer's wake-up is late when the processor it needs is busy; saturating
/// every core but one (``otherCores``) or all of them (``allCores``) shows how
/// much later:
///
/// ```swift
/// let load = BusyThreads(count: BusyThreads.otherCores)
/// load.start()
/// let loaded = try BareTicker.measure(framesPerSecond: 60, duration: 10)
/// load.stop()
/// ```
///
/// Each thread runs a tight loop of multiplications and checks a stop flag
/// every 1,000 of them, so ``stop()`` returns within microseconds of the
/// threads being scheduled. The threads run at default quality of service.
/// ``start()`` and ``stop()`` may be called any number of times, from any
/// thread; the threads also stop when the object is released.
public final class BusyThreads: Sendable {
    /// The number of threads ``start()`` starts.
    public let count: Int

    /// One processor fewer than the process may use, and at least one: load
    /// that leaves a core for the thread being measured.
    public static var otherCores: Int { max(ProcessInfo.processInfo.activeProcessorCount - 1, 1) }

    /// Every processor the process may use: load that competes with the
    /// thread being measured.
    public static var allCores: Int { max(ProcessInfo.processInfo.activeProcessorCount, 1) }

    /// The current run, if any.
    private let state = LockedBox<Run?>(nil)

    /// Load of `count` spinning threads (none if `count` is 0 or negative).
    /// Nothing spins until ``start()``.
    public init(count: Int) {
        self.count = max(count, 0)
    }

    deinit {
        stop()
    }

    /// Whether the threads are spinning: ``start()`` was called and ``stop()`` was not since.
    public var isRunning: Bool { state.withLock { $0 != nil } }

    /// Starts ``count`` spinning threads. Does nothing if they are running.
    public func start() {
        let run: Run? = state.withLock { current in
            guard current == nil else { return nil }
            let run = Run()
            current = run
            return run
        }
        guard let run else { return }
        for number in 0..<count {
            run.finished.enter()
            let thread = Thread {
                Self.spin(until: run, seed: UInt64(number))
                run.finished.leave()
            }
            thread.name = "CadenceJitter.BusyThreads \(number + 1)"
            thread.start()
        }
    }

    /// Stops the threads and returns once every one of them has ended. Does
    /// nothing if they are not running.
    public func stop() {
        guard let run = state.withLock({ $0 }) else { return }
        run.stop()
        run.finished.wait()
        // A concurrent stop() may have forgotten it already.
        state.withLock { current in
            if current === run {
                current = nil
            }
        }
    }

    /// Spins until `run` is stopped, checking every 1,000 steps.
    private static func spin(until run: Run, seed: UInt64) {
        var value = seed
        repeat {
            for _ in 0..<1_000 {
                // A linear congruential step: a dependent multiply-add the
                // compiler cannot fold away, as the result is kept below.
                value = value &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            }
        } while !run.isStopped
        run.keep(value)
    }

    /// One start(): its stop flag, the threads' final values, and the group
    /// its threads leave when they end.
    private final class Run: Sendable {
        private let state = LockedBox((stopped: false, sink: UInt64(0)))
        /// Entered per thread before it starts, left when it ends.
        let finished = DispatchGroup()

        var isStopped: Bool { state.withLock { $0.stopped } }

        func stop() {
            state.withLock { $0.stopped = true }
        }

        /// Keeps a thread's final value, so its arithmetic is not optimised away.
        func keep(_ value: UInt64) {
            state.withLock { $0.sink ^= value }
        }
    }
}
