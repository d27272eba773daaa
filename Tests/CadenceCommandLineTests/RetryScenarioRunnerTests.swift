import Cadence
import CadenceCommandLine
import CadenceTesting
import Foundation
import Testing

/// Retries and scripted tasks played on the virtual clock, every time worked
/// out by hand from the durations and the waits: the *k*-th wait comes
/// before attempt *k* + 1, and an attempt starts when the wait before it
/// ends.
@Suite struct RetryScenarioRunnerTests {
    static func run(_ operations: String, extra: String = "") throws -> ScenarioResult {
        let json = #"{"format": "cadence-scenario/1", "layers": [{"id": "box", "properties": {"position": [0, 0]}}]\#(extra), "operations": \#(operations)}"#
        return try ScenarioRunner.run(ScenarioReader.read(Data(json.utf8), name: "retries"))
    }

    static let lives = GroupScenarioRunnerTests.lives

    static func scripted(_ attempt: Int) -> String {
        "task: expected a task that completes, got the failure failsOnAttempts scripts for attempt \(attempt)"
    }

    /// The worked example: exponential waits of unit 0.5 and cap 4 are 0.5,
    /// 1, 2, 4 and 4, so six attempts that fail at once start at 0, 0.5, 1.5,
    /// 3.5, 7.5 and 11.5, and the retry fails then with the last one's error.
    @Test func exponentialBackOff() throws {
        let result = try Self.run("""
            [{"id": "upload", "retry": {"maxAttempts": 6, "wait": {"type": "exponential", "unit": 0.5, "cap": 4}},
              "animation": {"type": "task", "failsOnAttempts": [1, 2, 3, 4, 5, 6]}}]
            """)
        let attempts = result.trace.events(.start).filter { $0.operation?.contains("attempt") == true }
        #expect(attempts.map(\.operation) == (1...6).map { "upload attempt \($0)" })
        #expect(attempts.map(\.time) == [0, 0.5, 1.5, 3.5, 7.5, 11.5])
        let finish = try #require(result.trace.events(.finish).last)
        #expect(finish.operation == "upload")
        #expect(finish.time == 11.5)
        #expect(finish.message == Self.scripted(6))
        #expect(result.groups["upload wait 6"] == "upload")
        #expect(result.operations.prefix(4) == ["upload", "upload attempt 1", "upload wait 2", "upload attempt 2"])
    }

    /// A 0.25 s task that fails on attempts 1 and 2, with waits of 0.5 and 1:
    /// attempts over [0, 0.25], [0.75, 1] and [2, 2.25]; the third completes
    /// the retry, and `after` runs over [2.25, 3.25].
    @Test func successOnTheThirdAttempt() throws {
        let result = try Self.run("""
            [{"id": "upload", "retry": {"maxAttempts": 4, "wait": {"type": "exponential", "unit": 0.5, "cap": 4}},
              "animation": {"type": "task", "duration": 0.25, "failsOnAttempts": [1, 2]}},
             {"id": "after", "dependsOn": ["upload"], "conditions": [{"type": "noFailedDependencies"}],
              "animation": {"type": "wait", "duration": 1}}]
            """)
        #expect(Self.lives(result) == [
            "start upload @0", "start upload attempt 1 @0", "finish upload attempt 1 @0.25 failed",
            "start upload wait 2 @0.25", "finish upload wait 2 @0.75", "start upload attempt 2 @0.75",
            "finish upload attempt 2 @1 failed", "start upload wait 3 @1", "finish upload wait 3 @2",
            "start upload attempt 3 @2", "finish upload attempt 3 @2.25", "finish upload @2.25",
            "start after @2.25", "finish after @3.25",
        ])
        #expect(GroupScenarioRunnerTests.error(of: "upload attempt 2", in: result) == Self.scripted(2))
        // In --json, each attempt and wait is an operation of the retry's;
        // attempt 2 failed and attempt 3 followed it, so it was retried.
        let document = ResultDocument(result).text
        for line in [
            #"    { "id": "upload", "result": "completed", "start": 0, "finish": 2.25 },"#,
            #"    { "id": "upload attempt 2", "group": "upload", "result": "failed", "retried": true, "start": 0.75, "finish": 1, "error": "\#(Self.scripted(2))" },"#,
            #"    { "id": "upload wait 3", "group": "upload", "result": "completed", "start": 1, "finish": 2 },"#,
        ] {
            #expect(document.contains(line + "\n"), "\(line)")
        }
    }

    /// A task fails on attempt 1 without a retry too: a plain scripted failure.
    @Test func aTaskWithoutARetry() throws {
        let result = try Self.run(#"[{"id": "t", "animation": {"type": "task", "duration": 0.5, "failsOnAttempts": [1]}}]"#)
        #expect(Self.lives(result) == ["start t @0", "finish t @0.5 failed"])
        #expect(result.endTime == 0.5)
    }

    /// Each attempt of a 1 s slide of x to 100 times out after 0.5 s, a
    /// quarter second apart: attempt 1 over [0, 0.5] leaves x at 50; attempt
    /// 2 starts at 0.75 from the 50 shown, x = 50 + 50 (t − 0.75), and stops
    /// at 1.25 at 75. The retry fails then, with the timeout.
    @Test func anAttemptTimeoutRetriesAnAnimation() throws {
        let result = try Self.run("""
            [{"id": "slide", "layer": "box", "retry": {"maxAttempts": 2, "attemptTimeout": 0.5, "wait": {"type": "constant", "seconds": 0.25}},
              "animation": {"type": "basic", "keyPath": "position.x", "to": 100, "duration": 1}}]
            """, extra: #", "sample": {"keyPaths": ["box.position.x"], "times": [0.5, 1, 1.25, 2]}"#)
        #expect(Self.lives(result) == [
            "start slide @0", "start slide attempt 1 @0", "finish slide attempt 1 @0.5 failed", "start slide wait 2 @0.5",
            "finish slide wait 2 @0.75", "start slide attempt 2 @0.75", "finish slide attempt 2 @1.25 failed",
            "finish slide @1.25 failed",
        ])
        #expect(result.samples.map { $0.values[0] } == [[50], [62.5], [75], [75]])
        #expect(GroupScenarioRunnerTests.error(of: "slide", in: result) == "\(GroupScenarioRunnerTests.timeoutError) 0.5 s after it started")
    }

    /// A timeout on the whole retry: attempt 1 fails at 0.75, the wait of 0.5
    /// runs from there, and the timeout at 1 stops it, cancelled; the retry
    /// fails with the timeout.
    @Test func aTimeoutBoundsTheWholeRetry() throws {
        let result = try Self.run("""
            [{"id": "r", "timeout": 1, "retry": {"maxAttempts": 5, "wait": {"type": "constant", "seconds": 0.5}},
              "animation": {"type": "task", "duration": 0.75, "failsOnAttempts": [1, 2, 3]}}]
            """)
        #expect(Self.lives(result) == [
            "start r @0", "start r attempt 1 @0", "finish r attempt 1 @0.75 failed", "start r wait 2 @0.75",
            "finish r wait 2 @1 cancelled", "finish r @1 failed",
        ])
        #expect(GroupScenarioRunnerTests.error(of: "r", in: result) == "\(GroupScenarioRunnerTests.timeoutError) 1 s after it started")
        #expect(result.endTime == 1)
    }

    /// A cancel of the retry at 1, during its second attempt (over [0.75,
    /// 1.25]), stops it there, and the task lets go of its end: the run ends
    /// at 1, not at 1.25.
    @Test func cancellingARetry() throws {
        let result = try Self.run("""
            [{"id": "r", "retry": {"maxAttempts": 3, "wait": {"type": "constant", "seconds": 0.25}},
              "animation": {"type": "task", "duration": 0.5, "failsOnAttempts": [1]}}]
            """, extra: #", "events": [{"at": 1, "cancel": "r"}]"#)
        #expect(Self.lives(result) == [
            "start r @0", "start r attempt 1 @0", "finish r attempt 1 @0.5 failed", "start r wait 2 @0.5",
            "finish r wait 2 @0.75", "start r attempt 2 @0.75", "finish r attempt 2 @1 cancelled",
            "finish r @1 cancelled",
        ])
        #expect(result.endTime == 1)
    }

    /// Random and jittered waits are the strategy's own, the same on every run.
    @Test func seededWaitsAreTheStrategysOwn() throws {
        let result = try Self.run("""
            [{"id": "poll", "retry": {"maxAttempts": 3, "wait": {"type": "random", "minimum": 1, "maximum": 2, "seed": 42},
              "jitter": {"fraction": 0.1, "seed": 7}}, "animation": {"type": "task", "failsOnAttempts": [1, 2, 3]}}]
            """)
        let strategy = try WaitStrategy.random(minimum: 1, maximum: 2, seed: 42).jittered(byFraction: 0.1, seed: 7)
        let (first, second) = (strategy.wait(beforeAttempt: 2), strategy.wait(beforeAttempt: 3))
        let starts = result.trace.events(.start).filter { $0.operation?.contains("attempt") == true }.map(\.time)
        #expect(starts == [0, first, first + second])
        #expect(first != second)
    }

    /// The report nests the attempts and waits under their retry, at 10
    /// columns per second (at 20 the 60 columns of 3 s and the 15 of the
    /// names do not fit in 72): attempt 1 over [0, 1] fails, the wait runs
    /// over [1, 2] and attempt 2 over [2, 3]; each is added to the retry's
    /// queue when it is due, so none waits.
    @Test func theReportNestsAttempts() throws {
        let result = try Self.run("""
            [{"id": "up", "retry": {"maxAttempts": 2, "wait": {"type": "constant", "seconds": 1}},
              "animation": {"type": "task", "duration": 1, "failsOnAttempts": [1]}}]
            """)
        let lines = TextReport(result).text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(lines[0] == "retries: ended at 3 s; timeline at 10 columns per second")
        #expect(Array(lines[3...6]) == [
            "up             [============================]",
            "  up attempt 1 [========!",
            "  up wait 2              [========]",
            "  up attempt 2                     [========]",
        ])
    }
}
