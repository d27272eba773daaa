import Cadence
import CadenceCommandLine
import CadenceTesting
import Foundation
import Testing

/// Groups, conditions and timeouts played on the virtual clock. Every time
/// is worked out by hand from the durations: a group takes one slot of its
/// queue and ends with its last child; a category is granted in the order
/// asked and held until its operation ends; a timeout fails an operation at
/// its start plus the timeout.
@Suite struct GroupScenarioRunnerTests {
    static func run(_ operations: String, extra: String = "") throws -> ScenarioResult {
        let json = #"{"format": "cadence-scenario/1", "layers": [{"id": "box", "properties": {"position": [0, 0]}}]\#(extra), "operations": \#(operations)}"#
        return try ScenarioRunner.run(ScenarioReader.read(Data(json.utf8), name: "groups"))
    }

    /// `id`: a wait of `seconds`, with `fields` spliced in.
    static func wait(_ id: String, _ seconds: Double, _ fields: String = "") -> String {
        #"{"id": "\#(id)"\#(fields), "animation": {"type": "wait", "duration": \#(seconds)}}"#
    }

    /// `start ID @T` and `finish ID @T [result]`, in trace order.
    static func lives(_ result: ScenarioResult) -> [String] {
        result.trace.events.filter { $0.kind == .start || $0.kind == .finish }.map { event in
            let outcome = event.kind == .finish && event.result != "completed" ? " \(event.result ?? "")" : ""
            return "\(event.kind.rawValue) \(event.operation ?? "") @\(ValueTable.format(event.time))\(outcome)"
        }
    }

    static func error(of id: String, in result: ScenarioResult) -> String? {
        result.trace.events.first { $0.kind == .finish && $0.operation == id }?.message
    }

    static let timeoutError = "timeout: expected an operation that finishes within its timeout, got not finished"

    /// On the default queue, one operation at a time: the group is one, so its
    /// 1 s and 2 s children run together over [0, 1] and [0, 2], it ends at
    /// 2 with the longer, and `after`, next in the file, takes the slot then.
    @Test func aParallelGroupTakesOneSlot() throws {
        let result = try Self.run("""
            [{"id": "both", "children": [\(Self.wait("a", 1)), \(Self.wait("b", 2))]}, \(Self.wait("after", 0.5))]
            """)
        #expect(Self.lives(result) == [
            "start both @0", "start a @0", "start b @0", "finish a @1", "finish b @2", "finish both @2",
            "start after @2", "finish after @2.5",
        ])
        #expect(result.endTime == 2.5)
        #expect(result.operations == ["both", "a", "b", "after"])
        #expect(result.groups == ["a": "both", "b": "both"])
    }

    /// A sequence: 1 s, 0.5 s and 2 s one after another, from 0, 1 and 1.5,
    /// so the group ends at 3.5.
    @Test func aSequenceRunsItsChildrenInTurn() throws {
        let result = try Self.run("""
            [{"id": "steps", "sequence": true, "children": [\(Self.wait("c1", 1)), \(Self.wait("c2", 0.5)), \(Self.wait("c3", 2))]}]
            """)
        #expect(Self.lives(result) == [
            "start steps @0", "start c1 @0", "finish c1 @1", "start c2 @1", "finish c2 @1.5", "start c3 @1.5",
            "finish c3 @3.5", "finish steps @3.5",
        ])
    }

    /// `maxConcurrentOperations` on a group: two children at a time, so the
    /// third of three 1 s waits runs over [1, 2].
    @Test func aGroupOfItsOwnWidth() throws {
        let result = try Self.run("""
            [{"id": "two", "maxConcurrentOperations": 2, "children": [\(Self.wait("a", 1)), \(Self.wait("b", 1)), \(Self.wait("c", 1))]}]
            """)
        #expect(Self.lives(result) == [
            "start two @0", "start a @0", "start b @0", "finish a @1", "finish b @1", "start c @1", "finish c @2",
            "finish two @2",
        ])
    }

    /// With every operation free to run at once, the two groups start at 0.
    /// `l1` asks for `screen` first and holds it over [0, 1]; `r1`, in the
    /// other group, waits for it and runs over [1, 3]; `r2` runs at once.
    @Test func aCategorySharedAcrossGroupsSerializes() throws {
        let exclusive = #", "conditions": [{"type": "exclusive", "category": "screen"}]"#
        let result = try Self.run("""
            [{"id": "left", "children": [\(Self.wait("l1", 1, exclusive))]},
             {"id": "right", "children": [\(Self.wait("r1", 2, exclusive)), \(Self.wait("r2", 0.5))]}]
            """, extra: #", "maxConcurrentOperations": "unlimited", "categories": ["screen"]"#)
        let starts = Dictionary(uniqueKeysWithValues: result.trace.events(.start).map { ($0.operation ?? "", $0.time) })
        let finishes = Dictionary(uniqueKeysWithValues: result.trace.events(.finish).map { ($0.operation ?? "", $0.time) })
        #expect(starts == ["left": 0, "right": 0, "l1": 0, "r1": 1, "r2": 0])
        #expect(finishes == ["left": 1, "right": 3, "l1": 1, "r1": 3, "r2": 0.5])
    }

    /// A 2 s wait with a timeout of 0.75 starts at 1, after `first`, and
    /// fails at 1 + 0.75 = 1.75; a 2 s slide of x from 0 to 100 with a
    /// timeout of 0.5 stops at 0.5, a quarter of the way: the `current`
    /// policy keeps 25.
    @Test func aTimeoutFailsAtItsStartPlusTheTimeout() throws {
        let result = try Self.run("""
            [\(Self.wait("first", 1)), \(Self.wait("slow", 2, #", "dependsOn": ["first"], "timeout": 0.75"#))]
            """)
        #expect(Self.lives(result) == ["start first @0", "finish first @1", "start slow @1", "finish slow @1.75 failed"])
        #expect(Self.error(of: "slow", in: result) == "\(Self.timeoutError) 0.75 s after it started")

        let slide = try Self.run("""
            [{"id": "slide", "layer": "box", "timeout": 0.5, "animation": {"type": "basic", "keyPath": "position.x", "from": 0, "to": 100, "duration": 2}}]
            """, extra: #", "sample": {"keyPaths": ["box.position.x"], "times": [0.25, 1]}"#)
        #expect(Self.lives(slide) == ["start slide @0", "finish slide @0.5 failed"])
        #expect(slide.samples.map { $0.values[0] } == [[12.5], [25]])
    }

    /// `x` times out at 0.5 and `c` is cancelled at 0.25 while both run.
    /// Their dependents with `noFailedDependencies` fail when they end; the
    /// one ignoring cancellations is cancelled quietly, as the silent one is;
    /// the negated one runs over [0.5, 1.5].
    @Test func noFailedDependencies() throws {
        let check = #"{"type": "noFailedDependencies"}"#
        let result = try Self.run("""
            [\(Self.wait("x", 1, #", "timeout": 0.5"#)), \(Self.wait("c", 1)),
             \(Self.wait("y", 1, #", "dependsOn": ["x"], "conditions": [\#(check)]"#)),
             \(Self.wait("z", 1, #", "dependsOn": ["c"], "conditions": [\#(check)]"#)),
             \(Self.wait("z2", 1, #", "dependsOn": ["c"], "conditions": [{"type": "noFailedDependencies", "ignoringCancellations": true}]"#)),
             \(Self.wait("quiet", 1, #", "dependsOn": ["x"], "conditions": [{"type": "silent", "condition": \#(check)}]"#)),
             \(Self.wait("fallback", 1, #", "dependsOn": ["x"], "conditions": [{"type": "not", "condition": \#(check)}]"#))]
            """, extra: #", "maxConcurrentOperations": "unlimited", "events": [{"at": 0.25, "cancel": "c"}]"#)
        #expect(Self.lives(result) == [
            "start x @0", "start c @0", "finish c @0.25 cancelled", "finish z @0.25 failed", "finish z2 @0.25 cancelled",
            "finish x @0.5 failed", "finish y @0.5 failed", "finish quiet @0.5 cancelled", "start fallback @0.5",
            "finish fallback @1.5",
        ])
        let prefix = "condition no failed dependencies: dependencies: expected dependencies that completed, got"
        #expect(Self.error(of: "z", in: result) == "\(prefix) c was cancelled")
        #expect(Self.error(of: "y", in: result) == "\(prefix) x failed (\(Self.timeoutError) 0.5 s after it started)")
    }

    /// A cancel may name a child: only that child is cancelled, and a child
    /// cancelled on its own does not fail its group, which ends with `a` at 1.
    @Test func cancellingAChild() throws {
        let result = try Self.run("""
            [{"id": "g", "children": [\(Self.wait("a", 1)), \(Self.wait("b", 2))]}]
            """, extra: #", "events": [{"at": 0.5, "cancel": "b"}]"#)
        #expect(Self.lives(result) == [
            "start g @0", "start a @0", "start b @0", "finish b @0.5 cancelled", "finish a @1", "finish g @1",
        ])
    }

    /// A group's timeout stops its children as a cancel would, under the
    /// group's `onCancel`: the slide of x from 0 to 100 over [0, 2] is
    /// stopped at 1.5 and keeps its end, 100. The child ends cancelled, the
    /// group failed.
    @Test func aGroupTimesOutUnderItsCancellationPolicy() throws {
        let result = try Self.run("""
            [{"id": "g", "timeout": 1.5, "onCancel": "end", "children": [{"id": "slide", "layer": "box", "animation": {"type": "basic", "keyPath": "position.x", "from": 0, "to": 100, "duration": 2}}]}]
            """, extra: #", "sample": {"keyPaths": ["box.position.x"], "times": [1, 1.5]}"#)
        #expect(Self.lives(result) == ["start g @0", "start slide @0", "finish slide @1.5 cancelled", "finish g @1.5 failed"])
        #expect(Self.error(of: "g", in: result) == "\(Self.timeoutError) 1.5 s after it started")
        #expect(result.samples.map { $0.values[0] } == [[50], [100]])
    }

    /// A child that times out fails its group with its error, at 0.5, when the
    /// other child ends; with `toleratesChildFailures` the group completes.
    @Test func childFailures() throws {
        func children(_ suffix: String) -> String {
            "[\(Self.wait("late\(suffix)", 1, #", "timeout": 0.25"#)), \(Self.wait("fine\(suffix)", 0.5))]"
        }
        let result = try Self.run("""
            [{"id": "strict", "children": \(children("1"))},
             {"id": "lenient", "toleratesChildFailures": true, "children": \(children(""))}]
            """, extra: #", "maxConcurrentOperations": "unlimited""#)
        let finishes = result.trace.events(.finish).map { "\($0.operation ?? "") @\(ValueTable.format($0.time)) \($0.result ?? "")" }
        #expect(finishes == [
            "late1 @0.25 failed", "late @0.25 failed", "fine1 @0.5 completed", "strict @0.5 failed", "fine @0.5 completed",
            "lenient @0.5 completed",
        ])
        #expect(Self.error(of: "strict", in: result) == "\(Self.timeoutError) 0.25 s after it started")
    }

    /// `cadence run --json`: each operation's group, outcome, times and
    /// error, and the children's entries in the trace.
    @Test func theResultDocumentCarriesGroupsAndErrors() {
        let json = #"""
            { "format": "cadence-scenario/1",
              "operations": [
                { "id": "first", "animation": { "type": "wait", "duration": 1 } },
                { "id": "g", "dependsOn": ["first"], "children": [
                  { "id": "slow", "timeout": 0.75, "animation": { "type": "wait", "duration": 2 } } ] } ] }
            """#
        let (status, buffers) = CommandTests.run(["run", "groups.json", "--json"], CommandTests.Buffers(files: ["groups.json": Data(json.utf8)]))
        #expect(status == 0)
        let error = "\(Self.timeoutError) 0.75 s after it started"
        for line in [
            #"  "operations": ["#,
            #"    { "id": "first", "result": "completed", "start": 0, "finish": 1 },"#,
            #"    { "id": "g", "result": "failed", "start": 1, "finish": 1.75, "error": "\#(error)" },"#,
            #"    { "id": "slow", "group": "g", "result": "failed", "start": 1, "finish": 1.75, "error": "\#(error)" }"#,
            #"    { "t": 1, "event": "start", "operation": "slow" },"#,
            #"    { "t": 1.75, "event": "finish", "operation": "slow", "cancelled": false, "error": "\#(error)" },"#,
        ] {
            #expect(buffers.standardOutput.contains(line + "\n"), "\(line)")
        }
    }

    /// `cadence check` counts the children among the operations, as it counts
    /// sublayers among the layers.
    @Test func checkCountsTheChildren() {
        let json = #"{"format": "cadence-scenario/1", "operations": [{"id": "g", "children": [{"id": "a", "animation": {"type": "wait"}}, {"id": "b", "animation": {"type": "wait"}}]}]}"#
        let (status, buffers) = CommandTests.run(["check", "groups.json"], CommandTests.Buffers(files: ["groups.json": Data(json.utf8)]))
        #expect(status == 0)
        #expect(buffers.standardOutput == "groups.json: valid: 'groups', 0 layer(s), 3 operation(s), 0 event(s)\n")
    }

    /// `until` before a group starts: its children never started, and are
    /// reported unfinished like it.
    @Test func childrenUnfinishedAtUntil() throws {
        let result = try Self.run("""
            [\(Self.wait("first", 1)), {"id": "g", "children": [\(Self.wait("a", 1))]}]
            """, extra: #", "until": 0.5"#)
        #expect(TextReport(result).text.hasSuffix("3 operations: 0 completed, 0 cancelled, 0 failed, 3 unfinished\n"))
    }
}
