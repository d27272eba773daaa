import Cadence

extension ScenarioReader {
    static let conditionTypes = ["exclusive", "noFailedDependencies", "not", "silent", "allOf", "anyOf"]
    static let conditionFields = [
        "exclusive": ["type", "category"],
        "noFailedDependencies": ["type", "ignoringCancellations"],
        "not": ["type", "condition"],
        "silent": ["type", "condition"],
        "allOf": ["type", "conditions"],
        "anyOf": ["type", "conditions"],
    ]

    /// `categories`: the exclusivity categories the file declares, each once.
    mutating func readCategories(_ json: JSONValue?) -> [String] {
        guard let json else { return [] }
        guard let items = fields.array(json, at: "categories", "an array of category names") else {
            declaredCategories = nil
            return []
        }
        var paths: [String: String] = [:]
        var categories: [String] = []
        for (index, item) in items.enumerated() {
            let path = FieldReader.index("categories", index)
            guard let name = fields.string(item, at: path, "a category name (a string)") else { continue }
            guard !name.isEmpty else {
                // The library refuses a category that names nothing to share.
                fields.expected(path, "a category name that is not empty", got: item)
                continue
            }
            if let first = paths.index(forKey: name) {
                if limits.admit(.duplicateCategory, written: fields.problems.count) {
                    fields.fail(path, "duplicate category \(Self.collision(name, with: paths[first].key, at: paths[first].value))")
                }
                continue
            }
            paths[name] = path
            categories.append(name)
        }
        declaredCategories = Set(categories)
        return categories
    }

    /// An operation's valid `conditions`, in file order (an invalid one is a
    /// problem noted, and refuses the file). `held` gives, for each category
    /// a group around the operation takes, that group's id: its children
    /// cannot take it while it holds it.
    func readConditions(_ json: JSONValue, at path: String, held: [String: String]) -> [ConditionSpec]? {
        fields.array(json, at: path, "an array of conditions")?.enumerated().compactMap { index, item in
            condition(item, at: FieldReader.index(path, index), held: held, wrapped: false)
        }
    }

    private func condition(_ json: JSONValue, at path: String, held: [String: String], wrapped: Bool) -> ConditionSpec? {
        guard case .object(let probe) = json else {
            fields.expected(path, "a condition object", got: json)
            return nil
        }
        let typePath = FieldReader.join(path, "type")
        let choices = wrapped ? Self.conditionTypes.filter { $0 != "exclusive" } : Self.conditionTypes
        guard let typeValue = fields.required(probe, "type", at: path, Self.sentence(choices)) else { return nil }
        if wrapped, typeValue == .string("exclusive") {
            fields.fail(
                typePath,
                "expected \(Self.sentence(choices)) (an exclusive category is taken, not tested, so not, silent, "
                    + "allOf and anyOf cannot hold it), got \"exclusive\"")
            return nil
        }
        guard let type = fields.choice(typeValue, at: typePath, choices.map { ($0, $0) }),
            let object = fields.object(json, at: path, allowed: Self.conditionFields[type] ?? ["type"])
        else { return nil }
        switch type {
        case "exclusive":
            return category(object, at: path, held: held).map { .exclusive(category: $0) }
        case "noFailedDependencies":
            guard let value = object["ignoringCancellations"] else { return .noFailedDependencies(ignoringCancellations: false) }
            return fields.bool(value, at: FieldReader.join(path, "ignoringCancellations")).map {
                .noFailedDependencies(ignoringCancellations: $0)
            }
        case "allOf", "anyOf":
            let listPath = FieldReader.join(path, "conditions")
            guard let value = fields.required(object, "conditions", at: path, "an array of conditions"),
                let items = fields.array(value, at: listPath, "an array of conditions")
            else { return nil }
            let list = items.enumerated().map { index, item in
                condition(item, at: FieldReader.index(listPath, index), held: held, wrapped: true)
            }
            let valid = list.compactMap { $0 }
            guard valid.count == list.count else { return nil }
            return type == "allOf" ? .allOf(valid) : .anyOf(valid)
        default:
            guard let inner = fields.required(object, "condition", at: path, "a condition object"),
                let condition = condition(inner, at: FieldReader.join(path, "condition"), held: held, wrapped: true)
            else { return nil }
            return type == "not" ? .not(condition) : .silent(condition)
        }
    }

    /// An exclusive condition's `category`: declared in `categories`, and not
    /// one a group around the operation holds.
    private func category(_ object: JSONObject, at path: String, held: [String: String]) -> String? {
        let field = FieldReader.join(path, "category")
        guard let value = fields.required(object, "category", at: path, "a category declared in categories"),
            let category = fields.string(value, at: field, "a category name (a string)"),
            let declared = declaredCategories
        else { return nil }
        guard declared.contains(category) else {
            guard limits.admit(.unknownCategory, written: fields.problems.count) else { return nil }
            let name = EchoedText.quoted(category)
            if declared.isEmpty {
                fields.fail(field, "unknown category \(name); expected a category declared in categories, which declares none")
            } else if let suggestion = NameSuggestion.nearest(to: category, in: declared.sorted()) {
                fields.fail(field, "unknown category \(name)\(Self.hint(suggestion))")
            } else {
                fields.fail(field, "unknown category \(name); expected a category declared in categories")
            }
            return nil
        }
        if let group = held[category] {
            fields.fail(
                field,
                "category \(EchoedText.quoted(category)) is held by group \(EchoedText.quoted(group)) until its children "
                    + "end; expected a category the group does not take (this operation would wait for it forever)")
            return nil
        }
        return category
    }

    /// `a, b or c`.
    static func sentence(_ names: [String]) -> String {
        guard names.count > 1 else { return names.first ?? "" }
        return names.dropLast().joined(separator: ", ") + " or " + names[names.count - 1]
    }
}
