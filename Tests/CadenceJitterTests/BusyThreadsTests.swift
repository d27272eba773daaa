import Testing
@testable import CadenceJitter

/// Spinning load: starts, stops promptly, and tolerates repeated calls.
@Suite struct BusyThreadsTests {
    @Test func coreCounts() {
        #expect(BusyThreads.allCores >= 1)
        #expect(BusyThreads.otherCores >= 1)
        #expect(BusyThreads.otherCores <= BusyThreads.allCores)
    }

    @Test func startAndStopArePromptAndIdempotent() {
        let load = BusyThreads(count: 2)
        let clock = ContinuousClock()
        let elapsed = clock.measure {
            load.start()
            load.start()
            #expect(load.isRunning)
            load.stop()
            #expect(!load.isRunning)
            load.stop()
            // And again: a stopped load starts anew.
            load.start()
            #expect(load.isRunning)
            load.stop()
        }
        #expect(!load.isRunning)
        // Generous: the threads need only be scheduled once to see the flag.
        #expect(elapsed < .seconds(5))
    }

    @Test func noThreads() {
        let load = BusyThreads(count: -3)
        #expect(load.count == 0)
        load.start()
        load.stop()
        #expect(!load.isRunning)
    }

    @Test func releasingStops() {
        var load: BusyThreads? = BusyThreads(count: 1)
        load?.start()
        load = nil
        #expect(load == nil)
    }
}
