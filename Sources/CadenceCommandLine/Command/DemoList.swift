/// What `cadence demo --list` prints: each demo's name and description.
enum DemoList {
    /// A demo's name and description.
    typealias Entry = (name: String, description: String?)

    /// The built-in demos, `tour` first.
    static var entries: [Entry] {
        BuiltInScenarioList.names.map { ($0, BuiltInScenarioList.description($0)) }
    }

    /// The narrowest a description is wrapped to beside the names; on a
    /// terminal narrower than that, descriptions go under their names.
    static let narrowestDescription = 20

    /// One demo a line, its name in a column as wide as the longest name and
    /// two blanks (at least 20), then the whole description.
    ///
    /// With a `width` (standard output is a terminal that wide), a
    /// description is wrapped under itself so that no line is wider; on a
    /// terminal too narrow for that, it goes under the name, indented by two.
    static func text(_ entries: [Entry], width: Int?) -> String {
        let nameWidth = max(20, (entries.map(\.name.count).max() ?? 0) + 2)
        var lines: [String] = []
        for (name, description) in entries {
            let description = description ?? ""
            let padded = name + String(repeating: " ", count: max(nameWidth - name.count, 0))
            guard let width else {
                lines.append(description.isEmpty ? name : padded + description)
                continue
            }
            if width - nameWidth >= narrowestDescription {
                lines += TextWrap.hanging(padded, description, indent: nameWidth, width: width)
            } else {
                lines.append(name)
                if !description.isEmpty {
                    lines += TextWrap.lines(description, width: max(width - 2, 1)).map { "  " + $0 }
                }
            }
        }
        return lines.map { $0 + "\n" }.joined()
    }

    /// A JSON array of `{ "name": …, "description": … }`, one demo a line, the
    /// description whole (null if it has none).
    static func json(_ entries: [Entry]) -> String {
        let array = JSONOutput.array(entries.map { name, description in
            .object([("name", .string(name)), ("description", description.map(JSONOutput.string) ?? .null)])
        })
        return array.rendered(expanding: 1) + "\n"
    }
}
