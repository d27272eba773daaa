import CadenceCommandLine
import CadenceJitter
import Foundation
import Testing

/// The JSON example in Docs/JitterOutput.md is what the harness writes: the
/// same configuration on the virtual clock gives every value the example
/// shows (its `…` placeholders aside).
@Suite struct JitterOutputGuideTests {
    static let guide = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Docs/JitterOutput.md")

    /// The guide's JSON example, its placeholders made empty: `{ … }` and
    /// `[ … ]` become `{}` and `[]`, a `…` element is dropped.
    static func example() throws -> Any {
        let text = try String(contentsOf: guide, encoding: .utf8)
        let start = try #require(text.range(of: "```json\n"))
        let end = try #require(text.range(of: "\n```", range: start.upperBound..<text.endIndex))
        let json = String(text[start.upperBound..<end.lowerBound])
            .replacingOccurrences(of: "{ … }", with: "{}")
            .replacingOccurrences(of: "[ … ]", with: "[]")
            .replacingOccurrences(of: #",\s*\n\s*…\s*\n"#, with: "\n", options: .regularExpression)
        return try JSONSerialization.jsonObject(with: Data(json.utf8))
    }

    static func actual() throws -> Any {
        var configuration = JitterConfiguration()
        configuration.clock = .virtual
        configuration.workload = try Workload(stepDurations: [0.5, 0.25])
        configuration.loads = [.periodicStalls(length: 0.05, period: 0.3, phase: .aligned)]
        let report = try JitterHarness(configuration).run()
        return try JSONSerialization.jsonObject(with: JitterJSON(report).data)
    }

    /// Every value the example shows is in the real document at the same
    /// place; an empty placeholder only has to match in kind.
    static func check(_ example: Any, against actual: Any, at path: String) {
        switch (example, actual) {
        case (let expected as [String: Any], let found as [String: Any]):
            for (key, value) in expected {
                guard let other = found[key] else {
                    Issue.record("\(path).\(key) is in the guide but not in the output")
                    continue
                }
                if let placeholder = value as? [String: Any], placeholder.isEmpty { continue }
                check(value, against: other, at: path + "." + key)
            }
        case (let expected as [Any], let found as [Any]):
            guard !expected.isEmpty else { return }
            #expect(expected.count <= found.count, "\(path): more elements in the guide than in the output")
            for (index, (value, other)) in zip(expected, found).enumerated() {
                check(value, against: other, at: "\(path)[\(index)]")
            }
        case (let expected as NSNumber, let found as NSNumber):
            #expect(expected.doubleValue == found.doubleValue, "\(path): the guide says \(expected), the output \(found)")
        case (let expected as String, let found as String):
            #expect(expected == found, "\(path)")
        case (is NSNull, is NSNull):
            break
        default:
            Issue.record("\(path): the guide shows \(example), the output \(actual)")
        }
    }

    @Test func theJSONExampleIsWhatTheHarnessWrites() throws {
        Self.check(try Self.example(), against: try Self.actual(), at: "$")
    }
}
