import Cadence
import CadenceCommandLine
import Foundation
import Testing

/// Invalid retries and tasks are refused before anything runs, one line per
/// problem with its JSON path, in the reader's documented wording
/// (`Docs/ScenarioFormat.md`, "Every refusal").
@Suite struct MalformedRetryScenarioTests {
    typealias Case = MalformedScenarioTests.Case

    static func document(_ operations: String) -> String {
        #"{"format": "cadence-scenario/1", "operations": \#(operations)}"#
    }

    /// An operation `id` retrying a 1 s task with `retry` spliced in as its object's members.
    static func retried(_ retry: String, id: String = "upload") -> String {
        #"[{"id": "\#(id)", "retry": {\#(retry)}, "animation": {"type": "task", "duration": 1}}]"#
    }

    static let cases: [Case] = [
        Case(name: "zero attempts", document: document(retried(#""maxAttempts": 0"#)),
             problems: ["operations[0].retry.maxAttempts: expected a whole number of attempts ≥ 1, got 0"]),
        Case(name: "fractional attempts", document: document(retried(#""maxAttempts": 2.5"#)),
             problems: ["operations[0].retry.maxAttempts: expected a whole number of attempts ≥ 1, got 2.5"]),
        Case(name: "no maxAttempts", document: document(retried(#""wait": {"type": "immediate"}"#)),
             problems: ["operations[0].retry.maxAttempts: missing; expected a whole number of attempts ≥ 1"]),
        Case(name: "retry not an object", document: document(#"[{"id": "a", "retry": 3, "animation": {"type": "task"}}]"#),
             problems: ["operations[0].retry: expected an object, got 3"]),
        Case(name: "misspelled retry field", document: document(retried(#""maxAttempts": 2, "maxAttempt": 3"#)),
             problems: ["operations[0].retry.maxAttempt: unknown field (did you mean 'maxAttempts'?)"]),
        Case(name: "zero attempt timeout", document: document(retried(#""maxAttempts": 2, "attemptTimeout": 0"#)),
             problems: ["operations[0].retry.attemptTimeout: expected a finite number of seconds > 0, got 0"]),
        // Attempt 2 starts 1 s or more after 0, where the clock's spacing is 2⁻⁵²: 1e-300 s cannot count there.
        Case(name: "an attempt timeout the clock cannot represent after the first wait",
             document: document(retried(#""maxAttempts": 2, "wait": {"type": "constant", "seconds": 1}, "attemptTimeout": 1e-300"#)),
             problems: [
                "operations[0].retry.attemptTimeout: expected an attempt timeout the clock can tell from the start of "
                    + "attempt 2, at 1 s or later (more than 1.1102230246251565e-16 s), got 1e-300",
             ]),
        Case(name: "unknown wait", document: document(retried(#""maxAttempts": 2, "wait": {"type": "exponentail"}"#)),
             problems: [
                #"operations[0].retry.wait.type: expected one of immediate, constant, incrementing, fibonacci, exponential, random, got "exponentail" (did you mean 'exponential'?)"#,
             ]),
        Case(name: "a wait's field of another strategy",
             document: document(retried(#""maxAttempts": 2, "wait": {"type": "constant", "seconds": 1, "cap": 2}"#)),
             problems: ["operations[0].retry.wait.cap: unknown field; expected one of: type, seconds"]),
        Case(name: "negative constant wait", document: document(retried(#""maxAttempts": 2, "wait": {"type": "constant", "seconds": -1}"#)),
             problems: ["operations[0].retry.wait.seconds: expected a finite number of seconds ≥ 0, got -1"]),
        Case(name: "exponential without a cap", document: document(retried(#""maxAttempts": 2, "wait": {"type": "exponential", "unit": 0.5}"#)),
             problems: ["operations[0].retry.wait.cap: missing; expected a finite number of seconds ≥ unit (0.5)"]),
        Case(name: "a cap below the unit",
             document: document(retried(#""maxAttempts": 2, "wait": {"type": "fibonacci", "unit": 1, "cap": 0.5}"#)),
             problems: ["operations[0].retry.wait.cap: expected a finite number of seconds ≥ unit (1), got 0.5"]),
        Case(name: "a zero unit", document: document(retried(#""maxAttempts": 2, "wait": {"type": "exponential", "unit": 0, "cap": 1}"#)),
             problems: ["operations[0].retry.wait.unit: expected a finite number of seconds > 0, got 0"]),
        Case(name: "a maximum below the minimum, a negative seed",
             document: document(retried(#""maxAttempts": 2, "wait": {"type": "random", "minimum": 2, "maximum": 1, "seed": -1}"#)),
             problems: [
                "operations[0].retry.wait.maximum: expected a finite number of seconds ≥ minimum (2), got 1",
                "operations[0].retry.wait.seed: expected a seed (a whole number from 0 to 18446744073709551615), got -1",
             ]),
        Case(name: "a seed past 2^64 - 1",
             document: document(retried(#""maxAttempts": 2, "wait": {"type": "random", "minimum": 0, "maximum": 1, "seed": 18446744073709551616}"#)),
             problems: ["operations[0].retry.wait.seed: expected a seed (a whole number from 0 to 18446744073709551615), got 18446744073709551616"]),
        Case(name: "a jitter of both sizes", document: document(retried(#""maxAttempts": 2, "jitter": {"fraction": 0.1, "seconds": 1, "seed": 1}"#)),
             problems: ["operations[0].retry.jitter: expected fraction or seconds (the jitter's size), got both"]),
        Case(name: "a jitter without a size or a seed", document: document(retried(#""maxAttempts": 2, "jitter": {}"#)),
             problems: [
                "operations[0].retry.jitter: expected fraction or seconds (the jitter's size), got neither",
                "operations[0].retry.jitter.seed: missing; expected a seed",
             ]),
        Case(name: "a jitter fraction past 1", document: document(retried(#""maxAttempts": 2, "jitter": {"fraction": 1.5, "seed": 1}"#)),
             problems: ["operations[0].retry.jitter.fraction: expected a fraction of each wait in 0 ... 1, got 1.5"]),
        Case(name: "a retried group",
             document: document(#"[{"id": "g", "retry": {"maxAttempts": 2}, "children": [{"id": "a", "animation": {"type": "task"}}]}]"#),
             problems: ["operations[0].retry: a group is not retried; expected retry on an animation, a wait or a task"]),
        Case(name: "an id an attempt takes",
             document: document(#"[{"id": "upload", "retry": {"maxAttempts": 3}, "animation": {"type": "task"}}, {"id": "upload attempt 2", "animation": {"type": "task"}}, {"id": "upload wait 3", "animation": {"type": "task"}}, {"id": "upload attempt 4", "animation": {"type": "task"}}]"#),
             problems: [
                "operations[1].id: 'upload attempt 2' is the name of attempt 2 of 'upload' (operations[0]); expected another id",
                "operations[2].id: 'upload wait 3' is the name of the wait before attempt 3 of 'upload' (operations[0]); expected another id",
             ]),
        // Tasks.
        Case(name: "a task's attempt 0",
             document: document(#"[{"id": "t", "animation": {"type": "task", "duration": 1, "failsOnAttempts": [1, 0]}}]"#),
             problems: ["operations[0].animation.failsOnAttempts[1]: expected an attempt number (a whole number ≥ 1), got 0"]),
        Case(name: "a task's attempts not a list",
             document: document(#"[{"id": "t", "animation": {"type": "task", "failsOnAttempts": 2}}]"#),
             problems: ["operations[0].animation.failsOnAttempts: expected an array of attempt numbers, got 2"]),
        Case(name: "a task with a key path",
             document: document(#"[{"id": "t", "animation": {"type": "task", "keyPath": "opacity"}}]"#),
             problems: ["operations[0].animation.keyPath: unknown field; expected one of: type, duration, failsOnAttempts"]),
        Case(name: "a negative task", document: document(#"[{"id": "t", "animation": {"type": "task", "duration": -1}}]"#),
             problems: ["operations[0].animation.duration: expected a finite number ≥ 0, got -1"]),
    ]

    @Test(arguments: cases)
    func isRefusedWithItsProblems(_ testCase: Case) {
        testCase.expectRefused()
    }

    /// What is valid: every strategy, both jitters, a seed of 2^64 - 1, a
    /// retried animation without a layer's need for a task.
    @Test func validRetries() throws {
        let waits = [
            #"{"type": "immediate"}"#, #"{"type": "constant", "seconds": 1}"#,
            #"{"type": "incrementing", "initial": 1, "increment": 0.5}"#, #"{"type": "fibonacci", "unit": 0.5}"#,
            #"{"type": "fibonacci", "unit": 0.5, "cap": 4}"#, #"{"type": "exponential", "unit": 0.5, "cap": 4}"#,
            #"{"type": "random", "minimum": 1, "maximum": 2, "seed": 18446744073709551615}"#,
        ]
        let expected: [WaitStrategy] = [
            .immediate, try .constant(1), try .incrementing(initial: 1, increment: 0.5), try .fibonacci(unit: 0.5),
            try .fibonacci(unit: 0.5, cap: 4), try .exponential(unit: 0.5, cap: 4),
            try .random(minimum: 1, maximum: 2, seed: .max),
        ]
        for (wait, strategy) in zip(waits, expected) {
            let scenario = try ScenarioReader.read(Data(Self.document(Self.retried(#""maxAttempts": 3, "wait": \#(wait)"#)).utf8))
            #expect(scenario.operations.first?.retry?.wait == strategy, "\(wait)")
            #expect(scenario.operations.first?.retry?.maxAttempts == 3)
        }
        let jittered = try ScenarioReader.read(Data(Self.document(Self.retried(
            #""maxAttempts": 2, "attemptTimeout": 0.5, "wait": {"type": "constant", "seconds": 1}, "jitter": {"seconds": 0.25, "seed": 7}"#)).utf8))
        #expect(jittered.operations.first?.retry?.wait == (try WaitStrategy.constant(1).jittered(bySeconds: 0.25, seed: 7)))
        #expect(jittered.operations.first?.retry?.attemptTimeout == 0.5)
    }
}
