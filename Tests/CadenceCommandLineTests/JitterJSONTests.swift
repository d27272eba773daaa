import CadenceJitter
import Testing
@testable import CadenceCommandLine

@Suite struct JitterJSONTests {
    private func document(_ report: JitterReport) throws -> JSONValue {
        try JSONParser.parse(JitterJSON(report).text)
    }

    /// Every number under `value`, with the path to it.
    private func numbers(_ value: JSONValue, path: String = "") -> [(String, JSONNumber)] {
        switch value {
        case .number(let number): [(path, number)]
        case .array(let items): items.enumerated().flatMap { numbers($1, path: path + "[\($0)]") }
        case .object(let object): object.flatMap { numbers($0.value, path: path + "." + $0.key) }
        default: []
        }
    }

    /// Every key under `value` whose object keys are not in sorted order.
    private func unsortedObjects(_ value: JSONValue) -> Int {
        switch value {
        case .array(let items): items.map(unsortedObjects).reduce(0, +)
        case .object(let object): (object.keys == object.keys.sorted() ? 0 : 1) + object.map { unsortedObjects($0.value) }.reduce(0, +)
        default: 0
        }
    }

    @Test func versionedDocumentWithEveryStrategy() throws {
        let report = try JitterSamples.report()
        let value = try document(report)
        #expect(value["schema"] == .string("cadence.jitter"))
        #expect(value["version"] == .number(JSONNumber(Double(JitterReport.schemaVersion))))
        #expect(value["environment"] == .null)
        guard case .array(let results)? = value["results"] else { Issue.record("no results"); return }
        #expect(results.map { $0["strategy"] } == JitterStrategy.allCases.map { .string($0.rawValue) })
        for result in results {
            #expect(result["median"]?["callbacks"]?["corrected"]?["p99"] != nil)
            #expect(result["runs"].map { if case .array(let runs) = $0 { runs.count } else { -1 } } == 1)
        }
        #expect(unsortedObjects(value) == 0)
    }

    @Test func configurationInNanoseconds() throws {
        let configuration = try JitterSamples.configuration()
        let value = try document(try JitterHarness(configuration).run())["configuration"]
        #expect(value?["periodNanoseconds"] == 16_666_667)
        #expect(value?["workload"]?["stepDurations"] == [500_000_000, 250_000_000])
        #expect(value?["loads"] == .array(configuration.loads.map { .string($0.description) }))
        #expect(value?["clock"] == "virtual")
        #expect(value?["seed"] == 1)
        #expect(value?["runs"] == 1)
    }

    @Test func durationsAreIntegers() throws {
        let value = try document(try JitterSamples.report(runs: 2))
        let durations = numbers(value).filter { path, _ in
            !path.hasSuffix(".hitchMillisecondsPerSecond") && !path.contains(".valueError.")
                && !path.hasSuffix(".framesPerSecond") && !path.hasSuffix(".distance")
        }
        #expect(!durations.isEmpty)
        for (path, number) in durations {
            #expect(number.isIntegerLiteral, "\(path) is \(number.literal)")
        }
    }

    @Test func rawTimerHasNullDriftAndValueError() throws {
        let value = try document(try JitterSamples.report())
        guard case .array(let results)? = value["results"] else { Issue.record("no results"); return }
        for result in results {
            let isRaw = result["strategy"] == .string(JitterStrategy.rawTimer.rawValue)
            #expect((result["median"]?["drift"] == .null) == isRaw)
            #expect((result["median"]?["valueError"] == .null) == isRaw)
            #expect(result["median"]?["control"] == .null)
        }
    }

    @Test func sameReportSameBytes() throws {
        let first = JitterJSON(try JitterSamples.report()).data
        let second = JitterJSON(try JitterSamples.report()).data
        #expect(first == second)
    }

    @Test func emptyRunsWriteNulls() throws {
        let value = try document(try JitterSamples.empty())
        guard case .array(let results)? = value["results"] else { Issue.record("no results"); return }
        #expect(results.count == JitterStrategy.allCases.count)
        for result in results {
            #expect(result["median"]?["callbacks"]?["raw"] == .null)
            #expect(result["median"]?["callbacks"]?["count"] == 0)
            #expect(result["median"]?["frames"]?["vsyncs"] == 0)
        }
    }

    @Test func environmentAndSeedsPastTwoToTheFiftyThird() throws {
        var report = try JitterSamples.empty()
        report.configuration.seed = UInt64.max
        report.environment = HostEnvironment(
            kernel: "Linux \"test\"", preemptionModel: "none", timerSlackNanoseconds: nil, swiftVersion: "6.1",
            processorCount: 2, clockReadCostNanoseconds: 19.6)
        let value = try document(report)
        guard case .number(let seed)? = value["configuration"]?["seed"] else { Issue.record("no seed"); return }
        #expect(seed.literal == String(UInt64.max))
        #expect(value["environment"]?["kernel"] == "Linux \"test\"")
        #expect(value["environment"]?["timerSlackNanoseconds"] == .null)
        #expect(value["environment"]?["clockReadCostNanoseconds"] == 20)
    }

    /// The build and load average; each run's place in the interleaved
    /// order, its noisy flag and its comparison with the control (the
    /// hand-worked scenario's tick accumulator beside a control every wake-up
    /// of which was 50 ms late, 8 of 71 instants missed: 8000/71 ms/s, 125 ms
    /// lost; the schedule-anchored chain beside a quiet one).
    @Test func buildLoadNoiseAndTheComparisonWithTheControl() throws {
        var report = try JitterSamples.handWorked(controls: [
            .tickAccumulator: try JitterSamples.control(lateness: 50_000_000, wakeUps: 63, missed: 8),
            .cadenceSchedule: try JitterSamples.control(lateness: 100_000, wakeUps: 71, missed: 0),
        ])
        report.environment = HostEnvironment(
            kernel: "Linux", preemptionModel: "none", timerSlackNanoseconds: nil, swiftVersion: "6.1", processorCount: 2,
            clockReadCostNanoseconds: 20, build: .debug, loadAverage: [1.5, 1.25, 0.75])
        let value = try document(report)
        #expect(value["version"] == 2)
        #expect(value["environment"]?["build"] == "debug")
        #expect(value["environment"]?["loadAverage"] == .array([1.5, 1.25, 0.75]))
        guard case .array(let results)? = value["results"] else { Issue.record("no results"); return }
        // One run each, in the configuration's order: the sequence is 0, 1, 2, …
        #expect(results.map { $0["median"]?["sequenceNumber"] } == (0..<results.count).map { .number(JSONNumber(Double($0))) })
        let tick = try #require(results.first { $0["strategy"] == "tick-accumulator" }?["median"])
        #expect(tick["noisy"] == true)
        #expect(tick["verdict"] == "good, noisy")
        let comparison = try #require(tick["comparison"])
        #expect(comparison["controlP99Nanoseconds"] == 50_000_000)
        #expect(comparison["excessP99Nanoseconds"] == 0)
        #expect(comparison["controlLostTimeNanoseconds"] == 125_000_000)
        #expect(comparison["excessHitchMillisecondsPerSecond"] == 0)
        #expect(comparison["band"] == "good")
        // Beside a quiet control (100 µs, below a period): compared, not noisy.
        let schedule = try #require(results.first { $0["strategy"] == "cadence-schedule" }?["median"])
        #expect(schedule["noisy"] == false)
        #expect(schedule["comparison"]?["controlP99Nanoseconds"] == 100_000)
        // Without a control: neither.
        let nested = try #require(results.first { $0["strategy"] == "nested-completion" }?["median"])
        #expect(nested["noisy"] == false)
        #expect(nested["comparison"] == .null)
    }
}
