import Cadence
import Foundation
import Testing
@testable import CadenceJitter

/// The control measurement: its rate checks, and one short real run (generous
/// bounds only: a loaded machine wakes late, but never early).
@Suite struct BareTickerTests {
    @Test(arguments: [0, -60, 0.5, 10_001, .nan, .infinity, -.infinity] as [Double])
    func rejectsBadRates(rate: Double) {
        let error = #expect(throws: CadenceError.self) { try BareTicker(framesPerSecond: rate) }
        #expect(error?.code == .invalidValue)
        #expect(error?.field == "framesPerSecond")
        #expect(error?.description.hasPrefix("framesPerSecond: expected a rate in 1 ... 10000") == true)
    }

    @Test func measureRejectsBadArguments() {
        let rate = #expect(throws: CadenceError.self) { try BareTicker.measure(framesPerSecond: 0, duration: 1) }
        #expect(rate?.field == "framesPerSecond")
        for duration in [-1, .nan, .infinity, 100_000] as [Double] {
            let error = #expect(throws: CadenceError.self) {
                try BareTicker.measure(framesPerSecond: 60, duration: duration)
            }
            #expect(error?.field == "duration")
        }
    }

    @Test func periodIsRoundedNanoseconds() throws {
        #expect(try BareTicker(framesPerSecond: 60).periodNanoseconds == 16_666_667)
        #expect(try BareTicker(framesPerSecond: 1).periodNanoseconds == 1_000_000_000)
        #expect(try BareTicker(framesPerSecond: 10_000).periodNanoseconds == 100_000)
    }

    /// 0.3 s at 100 Hz (a period of 10 ms): about 30 wake-ups, none early, each
    /// recorded once raw and at least once corrected.
    ///
    /// How many wake-ups come late depends on the machine, but the accounting
    /// does not. The thread sleeps until grid instants t₀ + k·P, k = 1, 2, …;
    /// after each wake-up it counts every instant already past as missed and
    /// sleeps until the first one ahead. So every instant it leaves behind is
    /// either a wake-up or a missed deadline, and each lies between its start
    /// (after `before`) and the last clock read before it stops (before
    /// `after`): wake-ups + missed ≤ ⌊(after − before) / P⌋. And a wake-up
    /// L late adds ⌊L / P⌋ − 1 corrected values when that is positive
    /// (HdrHistogram's recordValueWithExpectedInterval), while it moves the
    /// grid on by at least ⌊L / P⌋ missed instants: the corrected histogram's
    /// extra values never outnumber the missed deadlines.
    @Test func shortMeasurement() throws {
        let before = MonotonicTime.nanoseconds()
        let ticker = try BareTicker(framesPerSecond: 100)
        ticker.start()
        Thread.sleep(forTimeInterval: 0.3)
        let result = ticker.stop()
        let after = MonotonicTime.nanoseconds()
        #expect(ticker.periodNanoseconds == 10_000_000)
        #expect((10...40).contains(result.wakeUps))
        #expect(result.earlyWakeUps == 0)
        #expect(result.raw.totalCount == Int64(result.wakeUps))
        #expect(result.corrected.totalCount >= result.raw.totalCount)
        let instants = Int((after - before) / ticker.periodNanoseconds)
        #expect(
            result.wakeUps + result.missedDeadlines <= instants,
            "\(result.wakeUps) wake-ups and \(result.missedDeadlines) missed in \(after - before) ns")
        #expect(result.corrected.totalCount - result.raw.totalCount <= Int64(result.missedDeadlines))
        #expect(result.raw.negativeCount == 0)
        // Lateness is a wake-up's, not an accumulation: well under a second.
        #expect((result.raw.min ?? .max) >= 0)
        #expect((result.raw.max ?? .max) < 1_000_000_000)
    }

    /// At 1 Hz the first grid instant is 1 s after the thread starts; stopped
    /// after 0.3 s, the ticker has passed no instant: exactly no wake-up and no
    /// missed deadline (the thread sleeps in slices of 50 ms and sees the stop
    /// in the next one).
    @Test func stoppedBeforeTheFirstInstantCountsNothing() throws {
        let result = try BareTicker.measure(framesPerSecond: 1, duration: 0.3)
        #expect(result.wakeUps == 0)
        #expect(result.missedDeadlines == 0)
        #expect(result.raw.totalCount == 0 && result.corrected.totalCount == 0)
    }

    @Test func stopBeforeStartIsEmptyAndFinal() throws {
        let ticker = try BareTicker(framesPerSecond: 100)
        let result = ticker.stop()
        #expect(result.wakeUps == 0 && result.missedDeadlines == 0 && result.earlyWakeUps == 0)
        #expect(result.raw.totalCount == 0 && result.corrected.totalCount == 0)
        // A stopped ticker does not start again; stopping again returns the same.
        ticker.start()
        #expect(ticker.stop().wakeUps == 0)
    }

    @Test func stopIsIdempotent() throws {
        let ticker = try BareTicker(framesPerSecond: 1_000)
        ticker.start()
        ticker.start()
        let first = ticker.stop()
        let second = ticker.stop()
        #expect(first.wakeUps == second.wakeUps)
        #expect(first.raw == second.raw)
    }
}
