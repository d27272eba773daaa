/// Why a scenario file was refused: one line per problem, each naming its JSON
/// path, the value and what was expected, for example
/// `operations[2].animation.duration: expected a finite number ≥ 0, got -1`.
public struct ScenarioError: Error, Hashable, Sendable {
    /// The problems, in reading order: the document from top to bottom, each
    /// object's unknown fields before its values; problems of the graph as a
    /// whole (unknown dependencies, cycles, endless animations) come last.
    public let problems: [String]

    /// An error listing `problems`, each made safe to print: every character
    /// that does not print as itself (a line break, the escape that starts a
    /// terminal colour, an invisible format character) is escaped JSON's
    /// way (`\n`, `\u001B`), so no problem spans two lines or colours one.
    public init(problems: [String]) {
        self.problems = problems.map(EchoedText.safeLine)
    }
}

extension ScenarioError: CustomStringConvertible {
    /// One problem per line.
    public var description: String { problems.joined(separator: "\n") }
}
