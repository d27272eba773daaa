/// The built-in demos, for code outside this module (tests, the documentation).
public enum BuiltInScenarioList {
    /// The demos' names, the default (`tour`) first.
    public static var names: [String] { BuiltInScenarios.all.map(\.name) }

    /// The document of the demo called `name`.
    public static func json(_ name: String) -> String? { BuiltInScenarios.named(name)?.json }
}
