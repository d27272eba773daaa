import Cadence
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

    /// 0.3 s at 100 Hz: about 30 wake-ups, none early, each recorded once raw
    /// and at least once corrected.
    @Test func shortMeasurement() throws {
        let result = try BareTicker.measure(framesPerSecond: 100, duration: 0.3)
        #expect((10...40).contains(result.wakeUps))
        #expect(result.earlyWakeUps == 0)
        #expect(result.raw.totalCount == Int64(result.wakeUps))
        #expect(result.corrected.totalCount >= result.raw.totalCount)
        #expect(result.missedDeadlines >= 0)
        #expect(result.raw.negativeCount == 0)
        // Lateness is a wake-up's, not an accumulation: well under a second.
        #expect((result.raw.min ?? .max) >= 0)
        #expect((result.raw.max ?? .max) < 1_000_000_000)
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
