import Cadence
import CadenceCommandLine
import CadenceTesting
import Foundation
import Testing

/// Standard output and error as strings, files read from a dictionary and
/// written into one: the console of `Docs/CommandLine.md`'s "From Swift".
final class BufferConsole: @unchecked Sendable {
    let lock = NSLock()
    var output = "", errors = ""
    var written: [String: Data] = [:]
    let files: [String: Data]

    init(files: [String: Data] = [:]) { self.files = files }

    var console: Console {
        Console(
            write: { text in self.lock.withLock { self.output += text } },
            writeError: { text in self.lock.withLock { self.errors += text } },
            readStandardInput: { Data() },
            readFile: { path in
                guard let data = self.files[path] else { throw CocoaError(.fileReadNoSuchFile) }
                return data
            },
            writeFile: { path, data in self.lock.withLock { self.written[path] = data } })
    }
}

/// Every example of `Docs/CommandLine.md`, run. Expected values are worked
/// out by hand or by formula, as the guide explains them.
@Suite struct CommandLineGuideTests {
    /// The guide's `card.json`, as printed there: the `card` demo, which
    /// `BuiltInScenarioTests` holds to Docs/Scenarios/card.json and the guide.
    static let card = (BuiltInScenarioList.json("card") ?? "") + "\n"

    /// The guide's `broken.json`.
    static let broken = #"""
        {
          "format": "cadence-scenario/1",
          "layers": [
            { "id": "card", "properties": { "position": 0, "conerRadius": 4 } }
          ],
          "operations": [
            { "id": "slide", "layer": "card",
              "animation": { "type": "basic", "keyPath": "position.x", "to": 200, "duraton": 1 } },
            { "id": "fade", "layer": "card", "dependsOn": ["slid"], "anchor": "scheduled",
              "animation": { "type": "basic", "keyPath": "opacity", "to": 0, "duration": 0.5 } }
          ],
          "sample": { "keyPaths": ["crad.opacity"], "every": 0.25 }
        }

        """#

    /// `card.json` with `old` replaced by `new`, which must occur exactly once.
    static func card(replacing old: String, with new: String) throws -> String {
        try #require(card.components(separatedBy: old).count == 2, "`\(old)` is not once in card.json")
        return card.replacingOccurrences(of: old, with: new)
    }

    /// Runs the command on a buffer console holding `files`.
    static func command(_ arguments: [String], files: [String: String] = [:]) -> (Int32, BufferConsole) {
        let buffers = BufferConsole(files: files.mapValues { Data($0.utf8) })
        return (CadenceCommand.main(arguments, console: buffers.console), buffers)
    }

    static func startsAndFinishes(_ trace: Trace) -> [String] {
        trace.events.filter { [.start, .cancel, .finish].contains($0.kind) }.map { event in
            "\(event.kind.rawValue) \(event.operation ?? "") @\(ValueTable.format(event.time))"
                + (event.kind == .finish ? " \(event.result ?? "")" : "")
        }
    }

    static func bar(wait: Int = 0, _ marks: String) -> String {
        String(repeating: "-", count: wait) + marks
    }

    // MARK: - Demo

    /// The tour at 20 columns per second: an instant t is in column ⌊20 t⌋, a
    /// run ending at t ends in column ⌈20 t⌉ − 1.
    @Test func demoPlaysTheTour() throws {
        let (status, buffers) = Self.command(["demo"])
        #expect(status == 0)
        #expect(buffers.errors == "")
        let lines = buffers.output.components(separatedBy: "\n")

        // pop starts at 2 and lasts its spring's settling duration: the guide
        // prints the end, 3.153334 s.
        let end = 3.153334
        #expect(lines[0] == "tour: ended at 3.153334 s; timeline at 20 columns per second")
        #expect(lines[2] == "      0" + String(repeating: " ", count: 19) + "1" + String(repeating: " ", count: 19) + "2"
            + String(repeating: " ", count: 19) + "3")
        let popEnd = Int((end * 20).rounded(.up)) - 1
        #expect(Array(lines[3...6]) == [
            "slide " + "[" + String(repeating: "=", count: 18) + "]",  // columns 0 … 19
            "drop  " + Self.bar(wait: 20, "[" + String(repeating: "=", count: 18) + "]"),  // 20 … 39
            "pop   " + Self.bar(wait: 40, "[" + String(repeating: "=", count: popEnd - 41) + "]"),  // 40 … 63
            "spin  " + "[" + String(repeating: "=", count: 48) + "x",  // cancelled at 2.5: column 49
        ])
        #expect(popEnd == 63)

        // The table, every 0.25 s up to 3.
        let header = try #require(lines.firstIndex { $0.hasPrefix("t ") })
        let rows = lines[(header + 1)...].prefix { !$0.isEmpty }.map { $0.split(separator: " ").map(String.init) }
        #expect(rows.map { $0[0] } == (0...12).map { ValueTable.format(Double($0) * 0.25) })
        func column(_ index: Int) -> [String] { rows.map { $0[index] } }
        // The figures are the guide's table, to its six decimals. They follow
        // from the file: x = 300 · easeInEaseOut(t) over [0, 1], 150 half way
        // (the curve is symmetric), 300 from 1 s; y = 100 · easeOut(t − 1)
        // over [1, 2], 0 before, 100 from 2 (the published Béziers, solved
        // independently by ScenarioFormulaTests.eased).
        #expect(column(1) == ["0", "38.748579", "150", "261.251421"] + Array(repeating: "300", count: 9))
        #expect(column(2) == Array(repeating: "0", count: 5) + ["37.813813", "68.464319", "90.653535"]
            + Array(repeating: "100", count: 5))
        func sixDecimals(_ value: Double) -> String {
            var text = String(format: "%.6f", value)
            while text.hasSuffix("0") { text.removeLast() }
            return text.hasSuffix(".") ? String(text.dropLast()) : text
        }
        for (row, t) in [(1, 0.25), (3, 0.75)] {
            #expect(column(1)[row] == sixDecimals(300 * ScenarioFormulaTests.eased(t, 0.42, 0, 0.58, 1)))
        }
        for (row, t) in [(5, 0.25), (6, 0.5), (7, 0.75)] {
            #expect(column(2)[row] == sixDecimals(100 * ScenarioFormulaTests.eased(t, 0, 0, 0.58, 1)))
        }
        // card.opacity: set to 0.6 at 0.5 by an implicit 0.25 s animation, which starts there.
        #expect(column(3) == ["1", "1", "1"] + Array(repeating: "0.6", count: 10))
        // card.transform.scale: 1 until pop starts at 2, then the spring from 1
        // to 1.3 (m 1, k 240, c 12): underdamped, with ζω₀ = c / 2m = 6 and
        // ω = √(k/m − 36) = √204, it is 1 + 0.3 · (1 − e^(−6τ) (cos ωτ +
        // (6/ω) sin ωτ)) at τ = t − 2: the guide's 1.37257, 1.285487,
        // 1.302276 and 1.299799 at 2.25 … 3.
        #expect(column(4) == Array(repeating: "1", count: 9) + ["1.37257", "1.285487", "1.302276", "1.299799"])
        for (row, t) in [(9, 2.25), (10, 2.5), (11, 2.75), (12, 3.0)] {
            let (tau, omega) = (t - 2, 204.0.squareRoot())
            let spring = 1 - exp(-6 * tau) * (cos(omega * tau) + 6 / omega * sin(omega * tau))
            #expect(column(4)[row] == sixDecimals(1 + 0.3 * spring), "t = \(t)")
        }
        // badge.transform.rotation.z: read back from the matrix, in (−π, π]; π kept after the cancel.
        let (half, pi) = (ValueTable.format(Double.pi / 2), ValueTable.format(Double.pi))
        #expect(column(5) == ["0", half, pi, "-" + half, "0", half, pi, "-" + half, "0", half, pi, pi, pi])

        #expect(buffers.output.hasSuffix("\n4 operations: 3 completed, 1 cancelled, 0 failed\n"))
    }

    @Test func demoList() {
        let (status, buffers) = Self.command(["demo", "--list"])
        #expect(status == 0)
        let names = buffers.output.split(separator: "\n").map { String($0.prefix { $0 != " " }) }
        #expect(names == ["tour", "triangle", "mixed-chain", "clock-hand", "bounce-under-stall", "ripple", "card", "stage", "scrub", "fling", "storyboard"])
    }

    // MARK: - Writing a scenario

    /// card.json read and played in process: slide is linear, x = 200 t; the
    /// stall holds its completion from 1 to 1.25; fade begins at 1 (anchored to
    /// the schedule), opacity = 1 − (t − 1) / 0.5; drop begins when it starts,
    /// at 1.25, y = 100 (t − 1.25) / 0.5.
    @Test func cardIsReadAndPlayed() throws {
        let scenario = try ScenarioReader.read(Data(Self.card.utf8), name: "card")
        #expect(scenario.maxConcurrentOperations == 2)
        let result = try ScenarioRunner.run(scenario)
        #expect(result.endTime == 1.75)
        #expect(Self.startsAndFinishes(result.trace) == [
            "start slide @0", "finish slide @1.25 completed", "start fade @1.25", "start drop @1.25",
            "finish fade @1.5 completed", "finish drop @1.75 completed",
        ])
        #expect(result.columns == ["card.position.x", "card.opacity", "dot.position.y"])
        let times = (0...7).map { Double($0) * 0.25 }
        #expect(result.samples.map(\.time) == times)
        func x(_ t: Double) -> Double { 200 * min(t, 1) }
        func opacity(_ t: Double) -> Double { t < 1.25 ? 1 : max(0, 1 - (t - 1) / 0.5) }
        func y(_ t: Double) -> Double { t < 1.25 ? 0 : min(100, 100 * (t - 1.25) / 0.5) }
        #expect(result.samples.map(\.values) == times.map { [[x($0)], [opacity($0)], [y($0)]] })
    }

    /// The report of `cadence run card.json`, at 20 columns per second.
    @Test func cardReport() {
        let (status, buffers) = Self.command(["run", "card.json"], files: ["card.json": Self.card])
        #expect(status == 0)
        let bar = { (count: Int) in String(repeating: "=", count: count) }
        let expected = """
            card: ended at 1.75 s; timeline at 20 columns per second

                  0                   1
            slide [\(bar(23))]
            fade  \(Self.bar(wait: 25, "[\(bar(3))]"))
            drop  \(Self.bar(wait: 25, "[\(bar(8))]"))
            stall \(String(repeating: " ", count: 15) + String(repeating: "#", count: 10))
            [ start  = running  ] done  - waiting  # stall

            t     card.position.x  card.opacity  dot.position.y
            0     0                1             0
            0.25  50               1             0
            0.5   100              1             0
            0.75  150              1             0
            1     200              1             0
            1.25  200              0.5           0
            1.5   200              0             50
            1.75  200              0             100

            3 operations: 3 completed, 0 cancelled, 0 failed

            """
        #expect(buffers.output == expected)
    }

    /// At one instant: completions, then events, then the queue. Cancelling
    /// drop at 1, when slide completes, stops it before it starts.
    @Test func eventsRunBeforeTheQueue() throws {
        let json = try Self.card(replacing: #"{ "at": 0.75, "stall": 0.5 }"#, with: #"{ "at": 1, "cancel": "drop" }"#)
        let result = try ScenarioRunner.run(ScenarioReader.read(Data(json.utf8)))
        #expect(Self.startsAndFinishes(result.trace) == [
            "start slide @0", "finish slide @1 completed", "cancel drop @1", "finish drop @1 cancelled",
            "start fade @1", "finish fade @1.5 completed",
        ])
        #expect(result.endTime == 1.5)
    }

    // MARK: - run

    @Test func cardAsJSON() throws {
        let (status, buffers) = Self.command(["run", "card.json", "--json"], files: ["card.json": Self.card])
        #expect(status == 0)
        let lines = buffers.output.components(separatedBy: "\n")
        let shown = [
            "{",
            #"  "format": "cadence-result/1","#,
            #"  "scenario": "card","#,
            #"  "endTime": 1.75,"#,
            #"  "operations": ["#,
            // fade is anchored to slide's scheduled end, 1: it ends at 1 + 0.5.
            #"    { "id": "slide", "result": "completed", "start": 0, "finish": 1.25 },"#,
            #"    { "id": "fade", "result": "completed", "start": 1.25, "finish": 1.5 },"#,
            #"    { "id": "drop", "result": "completed", "start": 1.25, "finish": 1.75 }"#,
            #"  ],"#,
            #"  "trace": ["#,
            #"    { "t": 0, "event": "start", "operation": "slide" },"#,
            #"    { "t": 0, "event": "commit", "message": "1 added, 0 removed" },"#,
            #"    { "t": 0, "event": "animationAdded", "layer": "card", "key": "position.x" },"#,
            #"    { "t": 0, "event": "animationStarted", "layer": "card", "key": "position.x" },"#,
            #"    { "t": 0.75, "event": "stall", "duration": 0.5 },"#,
            // The slide ends at 1 in the compositor; the stall [0.75, 1.25] holds its completion back.
            #"    { "t": 1.25, "event": "animationCompleted", "layer": "card", "key": "position.x", "compositorTime": 1 },"#,
            #"    { "t": 1.25, "event": "finish", "operation": "slide", "cancelled": false },"#,
            #"    { "t": 1.25, "event": "start", "operation": "fade" },"#,
        ]
        #expect(Array(lines.prefix(shown.count)) == shown)
        #expect(lines.contains(#"    { "t": 1.75, "event": "finish", "operation": "drop", "cancelled": false }"#))
        #expect(lines.contains(
            #"    { "t": 1.5, "values": { "card.position.x": 200, "card.opacity": 0, "dot.position.y": 50 } },"#))
        #expect(!buffers.output.contains(#""enqueue""#) && !buffers.output.contains(#""ready""#))

        let document = try #require(try JSONSerialization.jsonObject(with: Data(buffers.output.utf8)) as? [String: Any])
        let trace = try #require(document["trace"] as? [[String: Any]])
        #expect(trace.filter { $0["event"] as? String == "start" }.map { $0["operation"] as? String } == ["slide", "fade", "drop"])
        #expect((document["samples"] as? [Any])?.count == 8)
    }

    /// `--until 1`: the run stops at 1, before slide's completion (held by the
    /// stall). The timeline stops there too: at 50 columns per second each row's
    /// `>` is in column 50, the column of 1 s (6 + 51 characters), the stall is
    /// cut off in column 49, and the axis ends with `1`, in column 50.
    @Test func untilStopsTheRun() {
        let (status, buffers) = Self.command(["run", "card.json", "--until", "1"], files: ["card.json": Self.card])
        #expect(status == 0)
        #expect(buffers.output.hasPrefix("card: ended at 1 s; timeline at 50 columns per second\n"))
        let lines = buffers.output.split(separator: "\n")
        let rows = lines.filter { ["slide ", "fade  ", "drop  "].contains($0.prefix(6)) }
        #expect(rows.count == 3 && rows.allSatisfy { $0.hasSuffix(">") && $0.count == 6 + 51 })
        #expect(lines.contains { $0.hasPrefix("stall ") && $0.count == 6 + 50 && $0.hasSuffix("#") })
        #expect(lines.count > 1 && lines[1].count == 6 + 51 && lines[1].hasSuffix(" 1"))
        #expect(buffers.output.contains("\n1     200              1             0\n\n"))
        #expect(buffers.output.hasSuffix("\n3 operations: 0 completed, 0 cancelled, 0 failed, 3 unfinished\n"))
    }

    /// The picture and the Chrome trace of card.json.
    @Test func pictureAndTrace() throws {
        let (status, buffers) = Self.command(
            ["run", "card.json", "--svg", "card.svg", "--trace", "card.trace.json"], files: ["card.json": Self.card])
        #expect(status == 0)
        let svg = String(decoding: try #require(buffers.written["card.svg"]), as: UTF8.self)
        for title in [
            "slide: 0 s to 1.25 s, completed", "fade: waiting from 0 s to 1.25 s", "fade: 1.25 s to 1.5 s, completed",
            "drop: 1.25 s to 1.75 s, completed", "main loop stalled for 0.5 s from 0.75 s",
        ] {
            #expect(svg.contains("<title>\(title)</title>"), "\(title)")
        }
        #expect(svg.components(separatedBy: #"class="plot-title""#).count - 1 == 3)

        let traceData = try #require(buffers.written["card.trace.json"])
        let trace = try #require(try JSONSerialization.jsonObject(with: traceData) as? [String: Any])
        let events = try #require(trace["traceEvents"] as? [[String: Any]])
        func complete(_ category: String) -> [String] {
            events.filter { $0["ph"] as? String == "X" && $0["cat"] as? String == category }.map {
                "\($0["name"]!) tid \($0["tid"]!) \($0["ts"]!)+\($0["dur"]!)"
            }
        }
        // Microseconds; fade and drop overlap, so drop takes the second queue track.
        #expect(complete("operation") == ["slide tid 1 0+1250000", "fade tid 1 1250000+250000", "drop tid 2 1250000+500000"])
        #expect(complete("wait") == ["fade tid 2001 0+1250000", "drop tid 2002 0+1250000"])
        #expect(complete("fault") == ["stall tid 1000 750000+500000"])
        #expect(events.filter { $0["ph"] as? String == "C" }.count == 8 * 3)
    }

    // MARK: - check and errors

    @Test func checkSaysValid() {
        let (status, buffers) = Self.command(["check", "card.json"], files: ["card.json": Self.card])
        #expect(status == 0)
        #expect(buffers.output == "card.json: valid: 'card', 2 layer(s), 3 operation(s), 1 event(s)\n")
    }

    @Test func brokenScenarioIsRefusedWithEveryProblem() {
        for subcommand in ["check", "run"] {
            let (status, buffers) = Self.command([subcommand, "broken.json"], files: ["broken.json": Self.broken])
            #expect(status == 2)
            #expect(buffers.output == "")
            #expect(buffers.errors == """
                layers[0].properties.position: expected [x, y] (2 finite numbers), got 0
                layers[0].properties.conerRadius: unknown key path (did you mean 'cornerRadius'?)
                operations[0].animation.duraton: unknown field (did you mean 'duration'?)
                operations[1].anchor: expected one of completion, schedule, got "scheduled" (did you mean 'schedule'?)
                sample.keyPaths[0]: expected LAYER.KEYPATH with a known layer id, got "crad.opacity" (did you mean 'card'?)
                operations[1].dependsOn[0]: unknown operation id 'slid' (did you mean 'slide'?)

                """)
        }
    }

    static let drop = #""type": "basic", "keyPath": "position.y", "to": 100, "duration": 0.5"#

    /// The guide's table of rules: a change to card.json, and the line it gives.
    static let rules: [(String, String, String)] = [
        (#""dependsOn": ["slide"], "anchor""#, #""dependson": ["slide"], "anchor""#,
         "operations[1].dependson: unknown field (did you mean 'dependsOn'?)"),
        (#""keyPath": "opacity""#, #""keyPath": "opacty""#,
         "operations[1].animation.keyPath: unknown key path 'opacty' on layer 'card' (did you mean 'opacity'?)"),
        (#"{ "id": "dot", "properties": { "position": [0, 0] } }"#, #"{ "id": "dot", "properties": { "position": 0 } }"#,
         "layers[1].properties.position: expected [x, y] (2 finite numbers), got 0"),
        (#""id": "drop""#, #""id": "fade""#, "operations[2].id: duplicate operation id 'fade' (also operations[1].id)"),
        (#""layer": "dot""#, #""layer": "dt""#, "operations[2].layer: unknown layer id 'dt' (did you mean 'dot'?)"),
        (#"{ "id": "slide", "layer": "card","#, #"{ "id": "slide", "layer": "card", "dependsOn": ["drop"],"#,
         "operations[0].dependsOn: dependency cycle: slide → drop → slide"),
        (drop, #""type": "keyframe", "keyPath": "position.y", "values": [0, 120, 100], "keyTimes": [0, 1], "duration": 0.5"#,
         "operations[2].animation.keyTimes: expected 3 key times (one per value), got 2"),
        (drop, drop + #", "repeatCount": "infinity""#,
         "until: missing; expected an end time, since operations[2].animation repeats forever"),
        (drop, drop + #", "repeatCount": 2, "repeatDuration": 1"#,
         "operations[2].animation: repeatCount and repeatDuration are both set; expected at most one of them"),
        (drop, #""type": "basic", "keyPath": "position.y", "to": 100, "duration": 1e400"#,
         "operations[2].animation.duration: expected a finite number ≥ 0, got 1e400"),
        (#""every": 0.25 }"#, #""every": 0.00001, "to": 2 }"#,
         "sample.every: expected at most 100000 instants, got 200001 (every 0.00001 s from 0 to 2)"),
        // card.json has 20 lines: the comma after the sample's `}` leaves the last `}` in column 1 of line 20.
        (#""every": 0.25 }"#, #""every": 0.25 },"#,
         "(document): not valid JSON: line 20, column 1: expected a key in double quotes after ',', found '}' (JSON does not allow trailing commas)"),
    ]

    @Test(arguments: rules.indices)
    func eachRuleHasItsLine(_ index: Int) throws {
        let (old, new, line) = Self.rules[index]
        let (status, buffers) = Self.command(["check", "card.json"], files: ["card.json": try Self.card(replacing: old, with: new)])
        #expect(status == 2)
        #expect(buffers.errors == line + "\n")
    }

    /// Input that is no document at all: one line, never a trap.
    @Test(arguments: [
        (Data(), "(document): not valid JSON: line 1, column 1: the document is empty"),
        (Data([0xFF, 0xFE, 0x00]), "(document): not valid JSON: line 1, column 1: not UTF-8 text (byte 0xFF at offset 0)"),
        // 64 brackets are allowed; the 65th, in column 65, is one too deep.
        (Data(String(repeating: "[", count: 100).utf8),
         "(document): not valid JSON: line 1, column 65: nesting deeper than 64 levels"),
    ])
    func notADocument(_ data: Data, _ line: String) {
        do {
            _ = try ScenarioReader.read(data)
            Issue.record("accepted")
        } catch {
            #expect(error.description == line)
        }
    }

    /// A series without an end is bounded only by the run: 0, 0.00001, …
    /// 0.99999 are 100,000 samples, and the next, at 1, is one too many.
    @Test func tooManySamplesStopTheRun() throws {
        let json = try Self.card(replacing: #""every": 0.25 }"#, with: #""every": 0.00001 }"#)
        let (status, buffers) = Self.command(["run", "many.json"], files: ["many.json": json])
        #expect(status == 1)
        #expect(buffers.output == "")
        #expect(buffers.errors == """
            Error: the scenario sampled 100000 instants by t = 1
            expected: at most 100000 samples
            actual: another sample due at t = 1
            what to do: sample less often (a larger every), or bound the series with to

            """)
    }

    @Test func missingFileAndBadArguments() {
        let (missing, buffers) = Self.command(["run", "nowhere.json"])
        #expect(missing == 1)
        #expect(buffers.errors.hasPrefix("Error: cannot read 'nowhere.json': "))

        let (status, usage) = Self.command(["run", "card.json", "--jsn"], files: ["card.json": Self.card])
        #expect(status == 64)
        #expect(usage.output == "")
        #expect(usage.errors == """
            Error: Unknown option '--jsn' (did you mean '--json'?)
            Usage: cadence run <file> [--json] [--until <seconds>] [--svg <file>] [--trace <file>] [--html <file>]
              See 'cadence run --help' for more information.

            """)
    }

    // MARK: - The guide's command lines

    static let guide = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Docs/CommandLine.md")

    /// Every `$ cadence …` block of the guide: the arguments, and the lines shown under them.
    static func shownCommands() throws -> [(arguments: [String], lines: [String])] {
        let text = try String(contentsOf: guide, encoding: .utf8)
        return text.components(separatedBy: "```\n$ cadence ").dropFirst().map { block in
            let lines = block.components(separatedBy: "\n```")[0].components(separatedBy: "\n")
            return (lines[0].split(separator: " ").map(String.init), Array(lines.dropFirst()))
        }
    }

    /// Each prints what the guide shows (the first lines of standard output,
    /// then error), with `card.json` as the guide writes it, other files read
    /// and output paths checked on the real file system.
    @Test func theGuidesCommandLinesPrintWhatItShows() throws {
        let commands = try Self.shownCommands()
        #expect(commands.count >= 6)
        #expect(!FileManager.default.fileExists(atPath: "no-such-directory"))
        for (arguments, shown) in commands {
            let buffers = BufferConsole(files: ["card.json": Data(Self.card.utf8)])
            var console = buffers.console
            let inMemory = console.readFile
            console.readFile = { path in path == "card.json" ? try inMemory(path) : try Console.standard.readFile(path) }
            console.checkWritable = Console.standard.checkWritable
            _ = CadenceCommand.main(arguments, console: console)
            let printed = (buffers.output + buffers.errors).components(separatedBy: "\n")
            #expect(Array(printed.prefix(shown.count)) == shown, "cadence \(arguments.joined(separator: " "))")
        }
    }

    // MARK: - From Swift

    /// The guide's in-process example, and checks from CadenceTesting on the trace.
    @Test func fromSwift() throws {
        let data = Data(Self.card.utf8)
        let scenario = try ScenarioReader.read(data, name: "card")
        let result = try ScenarioRunner.run(scenario)
        #expect(result.endTime == 1.75)
        #expect(result.trace.startTime(of: "drop") == 1.25)
        #expect(result.samples[6].values == [[200], [0], [50]])
        try result.trace.checkOrder(of: .start, ["slide", "fade", "drop"])
        try result.trace.checkTimeline("""
            slide [========]
            fade  ----------[]
            drop  ----------[==]
            stall       ####
            """, resolution: 8)
        #expect(TextReport(result).text.hasPrefix("card: ended at 1.75 s"))
        #expect(ResultDocument(result).text.hasPrefix("{\n  \"format\": \"cadence-result/1\""))
        #expect(!SVGChart(result).data.isEmpty && !ChromeTrace(result).data.isEmpty)

        let buffers = BufferConsole(files: ["card.json": data])
        let status = CadenceCommand.main(["run", "card.json", "--svg", "card.svg"], console: buffers.console)
        #expect(status == 0)
        #expect(buffers.output == TextReport(result).text)
        #expect(buffers.written["card.svg"] == SVGChart(result).data)
        #expect(buffers.errors == "")
    }

    /// card.json built with the Swift API on a fixture: the same trace, event for event.
    @Test func cardInSwiftGivesTheSameTrace() throws {
        let fixture = TestFixture(maxConcurrentOperationCount: 2)
        let card = fixture.addLayer(named: "card") { layer in
            layer[.position] = CGPoint(x: 0, y: 0)
            layer[.opacity] = 1
        }
        let dot = fixture.addLayer(named: "dot") { $0[.position] = CGPoint(x: 0, y: 0) }
        let slide = AnimationOperation(layer: card, animation: BasicAnimation(keyPath: .positionX, to: 200, duration: 1))
        slide.name = "slide"
        let fade = AnimationOperation(
            layer: card, animation: BasicAnimation(keyPath: .opacity, to: 0, duration: 0.5), anchor: .schedule)
        fade.name = "fade"
        fade.addDependency(slide)
        let drop = AnimationOperation(layer: dot, animation: BasicAnimation(keyPath: .positionY, to: 100, duration: 0.5))
        drop.name = "drop"
        drop.addDependency(slide)
        try fixture.stall(at: 0.75, for: 0.5)
        try fixture.queue.addOperations([slide, fade, drop])
        try fixture.runUntilIdle()

        let scenario = try ScenarioRunner.run(ScenarioReader.read(Data(Self.card.utf8)))
        #expect(scenario.trace == fixture.trace, "\(scenario.trace)\n≠\n\(fixture.trace)")
    }
}
