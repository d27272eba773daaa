import Foundation

/// The built-in demos, for code outside this module (tests, the documentation).
public enum BuiltInScenarioList {
    /// The demos' names, the default (`tour`) first.
    public static var names: [String] { BuiltInScenarios.all.map(\.name) }

    /// The document of the demo called `name`.
    public static func json(_ name: String) -> String? { BuiltInScenarios.named(name)?.json }

    /// The `description` of the demo called `name`, whole; nil if it has none.
    public static func description(_ name: String) -> String? {
        guard let json = json(name) else { return nil }
        return (try? ScenarioReader.read(Data(json.utf8), name: name))?.summary
    }
}
