import Cadence
import CadenceCommandLine
import CadenceTesting
import Foundation
import Testing

/// Runs at the edges of the format: a stall ending as an animation completes,
/// completions held back by a stall, runs that can never end, stalls past the
/// largest time, long pending chains and many sampled key paths. Every
/// expected value is worked out from Docs/ScenarioFormat.md's rules.
@Suite struct RunnerEdgeTests {
    static func run(_ json: String, until: Double? = nil) throws -> ScenarioResult {
        try ScenarioRunner.run(ScenarioReader.read(Data(json.utf8), name: "edge"), until: until)
    }

    static func command(_ arguments: [String], file json: String) -> (Int32, CommandTests.Buffers) {
        CommandTests.run(arguments, CommandTests.Buffers(files: ["edge.json": Data(json.utf8)]))
    }

    // MARK: - One instant after a stall

    /// `short` (0.75 s) completes during the stall [0.5, 1]; `long` (1 s)
    /// completes at 1, as the stall ends; a `cancel` of `long` is at 1. The
    /// order at one instant: completions (short's, held back, then long's, by
    /// due time), then the event, then the queue. So `long` has finished
    /// completed when the cancel comes, and the cancel does nothing.
    static let stallEndsAtACompletion = """
        { "format": "cadence-scenario/1", "maxConcurrentOperations": "unlimited",
          "layers": [ { "id": "a" }, { "id": "b" } ],
          "operations": [
            { "id": "short", "layer": "a", "animation": { "type": "basic", "keyPath": "opacity", "to": 0, "duration": 0.75 } },
            { "id": "long", "layer": "b", "animation": { "type": "basic", "keyPath": "opacity", "to": 0, "duration": 1 } },
            { "id": "next", "dependsOn": ["short"], "animation": { "type": "wait", "duration": 0.5 } }
          ],
          "events": [ { "at": 0.5, "stall": 0.5 }, { "at": 1, "cancel": "long" }, { "at": 1, "cancel": "next" } ] }
        """

    @Test func completionsAtTheEndOfAStallComeBeforeTheEventsOfThatInstant() throws {
        let result = try Self.run(Self.stallEndsAtACompletion)
        let shown: Set<TraceEvent.Kind> = [.animationCompleted, .finish, .cancel, .start]
        let atOne = result.trace.events.filter { $0.time == 1 && shown.contains($0.kind) }
            .map { [$0.kind.rawValue, $0.operation ?? $0.layer ?? "", $0.result ?? ""].joined(separator: " ") }
        // short's completion (held back since 0.75) and long's (due at 1), by
        // due time; then the events: the cancel of long does nothing (finished),
        // the cancel of next stops it before the queue could start it.
        #expect(atOne == [
            "animationCompleted a ", "finish short completed", "animationCompleted b ", "finish long completed",
            "cancel next ", "finish next cancelled",
        ])
        #expect(result.trace.events(.start).map(\.operation) == ["short", "long"])
        #expect(result.endTime == 1)
    }

    // MARK: - Completion times under a stall

    /// A 1 s fade completes at 1 in the compositor; the stall [0.75, 1.25]
    /// holds its completion back: the main loop delivers it at 1.25.
    static let heldBackCompletion = """
        { "format": "cadence-scenario/1", "layers": [ { "id": "box" } ],
          "operations": [ { "id": "fade", "layer": "box", "animation": { "type": "basic", "keyPath": "opacity", "to": 0, "duration": 1 } } ],
          "events": [ { "at": 0.75, "stall": 0.5 } ] }
        """

    @Test func aCompletionHeldBackByAStallRecordsBothInstants() throws {
        let result = try Self.run(Self.heldBackCompletion)
        let completed = try #require(result.trace.events(.animationCompleted).first)
        #expect(completed.time == 1.25)
        #expect(completed.compositorTime == 1)
        #expect(completed.description.hasSuffix("animationCompleted box.opacity ended t=1"))
        #expect(try #require(result.trace.events(.finish).first).time == 1.25)

        let document = ResultDocument(result).text
        #expect(document.contains(
            #"{ "t": 1.25, "event": "animationCompleted", "layer": "box", "key": "opacity", "compositorTime": 1 }"#))

        let chrome = ChromeTrace(result).text
        let line = try #require(chrome.split(separator: "\n").first { $0.contains("animationCompleted box.opacity") })
        #expect(line.contains(#""ts": 1000000"#))
        #expect(line.contains(#""compositorTime": 1, "deliveredTime": 1.25"#))
    }

    @Test func aCompletionOnTimeHasOneInstantTwice() throws {
        let result = try Self.run(Self.heldBackCompletion.replacingOccurrences(of: #""stall": 0.5"#, with: #""stall": 0"#))
        let completed = try #require(result.trace.events(.animationCompleted).first)
        #expect(completed.time == 1)
        #expect(completed.compositorTime == 1)
        #expect(!completed.description.contains("ended"))
    }

    // MARK: - Runs that can never end

    /// `fade` runs from 0; its layer is paused at 0.5 and never resumed, so
    /// it never completes, and `after` waits for it forever. At 0.5 nothing
    /// is left on the clock: the run can never end.
    static let pausedForever = """
        { "format": "cadence-scenario/1", "layers": [ { "id": "box" } ],
          "operations": [
            { "id": "fade", "layer": "box", "animation": { "type": "basic", "keyPath": "opacity", "to": 0, "duration": 1 } },
            { "id": "after", "dependsOn": ["fade"], "animation": { "type": "wait", "duration": 1 } }
          ],
          "events": [ { "at": 0.5, "pause": "box" } ] }
        """

    @Test func aPauseWithoutResumeCanNeverEnd() throws {
        #expect(throws: ScenarioRunError.cannotEnd(time: 0.5, unfinished: [
            .init(id: "fade", isRunning: true, waitingFor: []),
            .init(id: "after", isRunning: false, waitingFor: ["fade"]),
        ])) { try Self.run(Self.pausedForever) }

        let (status, buffers) = Self.command(["run", "edge.json"], file: Self.pausedForever)
        #expect(status == 1)
        #expect(buffers.standardOutput == "")
        #expect(buffers.standardError == """
            Error: the scenario can never end: at t = 0.5 nothing more can happen, and 2 operations have not finished
            expected: every operation finished when no work is left, or an `until` to stop the run
            actual: unfinished: fade (running), after (waiting for fade)
            what to do: resume the paused layers, play the paused operations, keep speeds above 0 and times finite, or give the scenario an `until` (or --until) to stop it there

            """)
    }

    @Test func withUntilAPauseWithoutResumeIsTheDocumentedEnd() throws {
        let result = try Self.run(Self.pausedForever, until: 2)
        #expect(result.endTime == 2)
        #expect(result.trace.events(.finish).isEmpty)
        #expect(Self.command(["run", "edge.json", "--until", "2"], file: Self.pausedForever).0 == 0)
    }

    /// A layer at speed 0: its animation's local time never moves, so it never completes.
    @Test func aLayerAtSpeedZeroCanNeverEnd() throws {
        let json = """
            { "format": "cadence-scenario/1", "layers": [ { "id": "box", "timing": { "speed": 0 } } ],
              "operations": [ { "id": "frozen", "layer": "box", "animation": { "type": "basic", "keyPath": "opacity", "to": 0, "duration": 1 } } ] }
            """
        #expect(throws: ScenarioRunError.cannotEnd(time: 0, unfinished: [.init(id: "frozen", isRunning: true, waitingFor: [])])) {
            try Self.run(json)
        }
    }

    /// `first` ends at 1.7e308; `second` would end at 3.4e308, past the
    /// largest double: nothing can wake it, so at 1.7e308 the run can go no further.
    @Test func timesPastTheLargestDoubleCanNeverEnd() throws {
        let json = """
            { "format": "cadence-scenario/1",
              "operations": [
                { "id": "first", "animation": { "type": "wait", "duration": 1.7e308 } },
                { "id": "second", "dependsOn": ["first"], "animation": { "type": "wait", "duration": 1.7e308 } }
              ] }
            """
        #expect(throws: ScenarioRunError.cannotEnd(time: 1.7e308, unfinished: [.init(id: "second", isRunning: true, waitingFor: [])])) {
            try Self.run(json)
        }
    }

    // MARK: - Stalls past the largest time

    @Test func aStallEndingPastTheLargestTimeIsRefusedByCheckAndRun() {
        let json = #"{ "format": "cadence-scenario/1", "events": [ { "at": 1e308, "stall": 1e308 } ] }"#
        let line = "events[0].stall: expected a stall that ends at a finite time (by 1.8e308 s), got 1e+308 from t = 1e+308\n"
        for subcommand in ["run", "check"] {
            let (status, buffers) = Self.command([subcommand, "edge.json"], file: json)
            #expect(status == 2, "\(subcommand)")
            #expect(buffers.standardError == line, "\(subcommand)")
            #expect(buffers.standardOutput == "", "\(subcommand)")
        }
        // One stall starting during another begins when that one ends: 1e308 + 1e308 overflows.
        let chained = """
            { "format": "cadence-scenario/1", "events": [ { "at": 0, "stall": 1e308 }, { "at": 1, "stall": 1e308 }, { "at": 2, "stall": 1 } ] }
            """
        #expect(Self.command(["check", "edge.json"], file: chained).1.standardError
            == "events[1].stall: expected a stall that ends at a finite time (by 1.8e308 s), got 1e+308 from t = 1e+308\n")
    }

    /// A stall of 1e15 s: the timeline spans a billion billion columns at the
    /// finest resolution; the report picks one that fits, and no line is wider
    /// than the bound.
    @Test func aVeryLongStallKeepsTheTimelineNarrow() throws {
        let json = """
            { "format": "cadence-scenario/1", "operations": [ { "id": "w", "animation": { "type": "wait", "duration": 1 } } ],
              "events": [ { "at": 0, "stall": 1e15 } ] }
            """
        let report = TextReport(try Self.run(json))
        let lines = report.text.split(separator: "\n", omittingEmptySubsequences: false)
        // The axis, the rows (w starts when the stall ends, at 1e15 s) and the stall.
        let timeline = lines[2..<(lines.firstIndex { $0.hasPrefix("[ start") || $0.hasPrefix("- waiting") } ?? lines.count)]
        #expect(timeline.count == 3)
        #expect(timeline.allSatisfy { $0.count <= TextReport.width })
        #expect(report.resolution == 5e-14)
        // A name longer than any width: its row name is cut, and its lines fit.
        let long = String(repeating: "n", count: 500)
        let named = try Self.run(json.replacingOccurrences(of: #""id": "w""#, with: #""id": "\#(long)""#))
        let namedLines = TextReport(named).text.split(separator: "\n")
        #expect(namedLines.contains { $0.hasPrefix("nnn") })
        #expect(namedLines.filter { $0.hasPrefix("nnn") }.allSatisfy { $0.hasPrefix(String(repeating: "n", count: 29) + "… ") && $0.count <= TextReport.width })
    }

    // MARK: - Long pending chains

    /// A chain of `count` waits, each depending on the one before, stopped by
    /// `until` while the first still runs: the rest are pending when the run
    /// stops and everything is released.
    static func chain(_ count: Int) -> String {
        var text = #"{ "format": "cadence-scenario/1", "until": 0.5, "operations": ["#
        text.reserveCapacity(count * 80)
        for index in 0..<count {
            if index > 0 { text += "," }
            text += #"{ "id": "w\#(index)", "animation": { "type": "wait", "duration": 1 }"#
            text += index > 0 ? #", "dependsOn": ["w\#(index - 1)"] }"# : " }"
        }
        return text + "] }"
    }

    /// A long pending chain (``ScaleTests/chainLength``): releasing a chain
    /// of 50,000 overflowed the stack (signal 11) before the queue unlinked
    /// pending operations when it goes. (A million is a file of 94 MB, about
    /// a minute and 1.9 GB in a debug build, most of it reading the file and
    /// making the operations.)
    @Test func aLongPendingChainStoppedByUntilIsReleased() {
        let (status, buffers) = Self.command(["run", "edge.json", "--json"], file: Self.chain(ScaleTests.chainLength))
        #expect(status == 0)
        #expect(buffers.standardOutput.contains(#""endTime": 0.5"#))
    }

    // MARK: - Many sampled key paths

    /// Reads and runs `json` through the command, returning the seconds it took.
    static func seconds(_ json: String) -> Double {
        let clock = ContinuousClock()
        let start = clock.now
        let (status, _) = Self.command(["run", "edge.json", "--json"], file: json)
        #expect(status == 0)
        let elapsed = clock.now - start
        return Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
    }

    /// About 1 MB of sampled key paths at one instant, on layers whose
    /// discrete keyframes jump between frames, against about 1 MB of layers
    /// with model values and no samples. Work linear in the input keeps the
    /// two within a small factor; the 20 allows for the picture's frames.
    @Test func manySampledKeyPathsCostInProportionToTheFile() {
        let layerCount = 10
        var layers: [String] = []
        var operations: [String] = []
        for index in 0..<layerCount {
            layers.append(#"{ "id": "l\#(index)" }"#)
            let offset = Double(index) / 1000
            operations.append(#"""
                { "id": "o\#(index)", "layer": "l\#(index)", "animation": { "type": "keyframe", "keyPath": "position.x", \#
                "values": [0, 10, 20, 30], "calculationMode": "discrete", "duration": 0.3, "beginTime": \#(offset) } }
                """#)
        }
        var keyPaths: [String] = []
        var size = 0
        while size < 1_000_000 {
            let path = #""l\#(keyPaths.count % layerCount).position.x""#
            keyPaths.append(path)
            size += path.utf8.count + 2
        }
        let sampled = """
            { "format": "cadence-scenario/1", "maxConcurrentOperations": "unlimited",
              "layers": [\(layers.joined(separator: ", "))], "operations": [\(operations.joined(separator: ", "))],
              "sample": { "keyPaths": [\(keyPaths.joined(separator: ", "))], "times": [0.5] } }
            """
        var plain: [String] = []
        size = 0
        while size < sampled.utf8.count {
            let layer = #"{ "id": "p\#(plain.count)", "properties": { "position": [1, 2], "opacity": 0.5 } }"#
            plain.append(layer)
            size += layer.utf8.count + 2
        }
        let other = #"{ "format": "cadence-scenario/1", "layers": [\#(plain.joined(separator: ", "))] }"#
        let baseline = Self.seconds(other)
        let measured = Self.seconds(sampled)
        #expect(measured <= 20 * max(baseline, 0.05), "\(measured) s for the sampled file, \(baseline) s for the other")
    }
}
