import CadenceCommandLine
import Foundation
import Testing

/// Invalid timeouts, conditions, categories and groups are refused before
/// anything runs, one line per problem with its JSON path. The expected
/// lines follow the reader's documented wording (`Docs/ScenarioFormat.md`,
/// "Every refusal"), worked out case by case.
@Suite struct MalformedGroupScenarioTests {
    typealias Case = MalformedScenarioTests.Case

    /// A document with `operations` and extra top-level fields spliced in.
    static func document(_ operations: String, extra: String = "") -> String {
        #"{"format": "cadence-scenario/1", "layers": [{"id": "box"}]\#(extra), "operations": \#(operations)}"#
    }

    /// A wait of 1 s with `fields` spliced in.
    static func wait(_ id: String, _ fields: String = "") -> String {
        #"{"id": "\#(id)"\#(fields), "animation": {"type": "wait", "duration": 1}}"#
    }

    /// A group `id` of `children`, with `fields` spliced in.
    static func group(_ id: String, _ fields: String = "", _ children: String...) -> String {
        #"{"id": "\#(id)"\#(fields), "children": [\#(children.joined(separator: ", "))]}"#
    }

    static let screen = #", "categories": ["screen"]"#

    static func exclusive(_ category: String) -> String {
        #", "conditions": [{"type": "exclusive", "category": "\#(category)"}]"#
    }

    static let cases: [Case] = [
        // Timeouts.
        Case(name: "negative timeout", document: document("[\(wait("a")), \(wait("b")), \(wait("c", #", "timeout": -1"#))]"),
             problems: ["operations[2].timeout: expected a finite number of seconds > 0, got -1"]),
        Case(name: "zero timeout", document: document("[\(wait("a", #", "timeout": 0"#))]"),
             problems: ["operations[0].timeout: expected a finite number of seconds > 0, got 0"]),
        Case(name: "NaN timeout (JSON has no NaN)", document: document("[\(wait("a", #", "timeout": "NaN""#))]"),
             problems: [#"operations[0].timeout: expected a finite number of seconds > 0, got "NaN""#]),
        Case(name: "infinite timeout", document: document("[\(wait("a", #", "timeout": 1e400"#))]"),
             problems: ["operations[0].timeout: expected a finite number of seconds > 0, got 1e400"]),
        // Categories and conditions.
        Case(name: "unknown category, with the nearest declared",
             document: document("[\(wait("a", exclusive("scren")))]", extra: #", "categories": ["sound", "screen"]"#),
             problems: ["operations[0].conditions[0].category: unknown category 'scren' (did you mean 'screen'?)"]),
        Case(name: "undeclared categories", document: document("[\(wait("a", exclusive("screen")))]"),
             problems: [
                "operations[0].conditions[0].category: unknown category 'screen'; expected a category declared in categories, which declares none",
             ]),
        Case(name: "unknown category, nothing near", document: document("[\(wait("a", exclusive("keyboard")))]", extra: screen),
             problems: ["operations[0].conditions[0].category: unknown category 'keyboard'; expected a category declared in categories"]),
        Case(name: "duplicate category", document: document("[]", extra: #", "categories": ["screen", "sound", "screen"]"#),
             problems: ["categories[2]: duplicate category 'screen' (also categories[0])"]),
        Case(name: "category not a string", document: document("[]", extra: #", "categories": ["screen", 3]"#),
             problems: ["categories[1]: expected a category name (a string), got 3"]),
        Case(name: "an empty category", document: document("[]", extra: #", "categories": [""]"#),
             problems: [#"categories[0]: expected a category name that is not empty, got """#]),
        Case(name: "categories not a list", document: document("[\(wait("a", exclusive("screen")))]", extra: #", "categories": "screen""#),
             problems: [#"categories: expected an array of category names, got "screen""#]),
        Case(name: "conditions not a list", document: document("[\(wait("a", #", "conditions": {}"#))]"),
             problems: ["operations[0].conditions: expected an array of conditions, got {}"]),
        Case(name: "unknown condition type",
             document: document("[\(wait("a", #", "conditions": [{"type": "exclusiv", "category": "screen"}]"#))]", extra: screen),
             problems: [
                #"operations[0].conditions[0].type: expected one of exclusive, noFailedDependencies, not, silent, allOf, anyOf, got "exclusiv" (did you mean 'exclusive'?)"#,
             ]),
        Case(name: "condition without a type", document: document("[\(wait("a", #", "conditions": [{}]"#))]"),
             problems: ["operations[0].conditions[0].type: missing; expected exclusive, noFailedDependencies, not, silent, allOf or anyOf"]),
        Case(name: "condition field misspelled",
             document: document("[\(wait("a", #", "conditions": [{"type": "exclusive", "categroy": "screen"}]"#))]", extra: screen),
             problems: [
                "operations[0].conditions[0].categroy: unknown field (did you mean 'category'?)",
                "operations[0].conditions[0].category: missing; expected a category declared in categories",
             ]),
        Case(name: "ignoringCancellations not a boolean",
             document: document("[\(wait("a", #", "conditions": [{"type": "noFailedDependencies", "ignoringCancellations": "yes"}]"#))]"),
             problems: [#"operations[0].conditions[0].ignoringCancellations: expected true or false, got "yes""#]),
        Case(name: "an exclusive condition wrapped",
             document: document("[\(wait("a", #", "conditions": [{"type": "not", "condition": {"type": "exclusive", "category": "screen"}}]"#))]", extra: screen),
             problems: [
                #"operations[0].conditions[0].condition.type: expected noFailedDependencies, not, silent, allOf or anyOf (an exclusive category is taken, not tested, so not, silent, allOf and anyOf cannot hold it), got "exclusive""#,
             ]),
        Case(name: "a wrapper without its condition", document: document("[\(wait("a", #", "conditions": [{"type": "silent"}]"#))]"),
             problems: ["operations[0].conditions[0].condition: missing; expected a condition object"]),
        Case(name: "a category its group holds",
             document: document("[\(group("g", exclusive("screen"), group("inner", "", wait("a", exclusive("screen")))))]", extra: screen),
             problems: [
                "operations[0].children[0].children[0].conditions[0].category: category 'screen' is held by group 'g' until its children end; expected a category the group does not take (this operation would wait for it forever)",
             ]),
        // Groups.
        Case(name: "bad maxConcurrentOperations on a group",
             document: document("[\(group("g", #", "maxConcurrentOperations": 0"#, wait("a")))]"),
             problems: [#"operations[0].maxConcurrentOperations: expected a whole number ≥ 1 or "unlimited", got 0"#]),
        Case(name: "maxConcurrentOperations beside sequence",
             document: document("[\(group("g", #", "sequence": true, "maxConcurrentOperations": 2"#, wait("a")))]"),
             problems: ["operations[0].maxConcurrentOperations: a sequence runs one child at a time; expected no maxConcurrentOperations beside sequence: true"]),
        Case(name: "toleratesChildFailures not a boolean",
             document: document("[\(group("g", #", "toleratesChildFailures": 1"#, wait("a")))]"),
             problems: ["operations[0].toleratesChildFailures: expected true or false, got 1"]),
        Case(name: "sequence not a boolean", document: document("[\(group("g", #", "sequence": "yes""#, wait("a")))]"),
             problems: [#"operations[0].sequence: expected true or false, got "yes""#]),
        Case(name: "children not a list", document: document(#"[{"id": "g", "children": {}}]"#),
             problems: ["operations[0].children: expected an array of operations, got {}"]),
        Case(name: "a group's field on an animation", document: document("[\(wait("a", #", "sequence": true"#))]"),
             problems: ["operations[0].sequence: only a group has sequence; expected children beside it"]),
        Case(name: "a group with an animation, a layer and updatesModel",
             document: document(#"[{"id": "g", "layer": "box", "updatesModel": false, "children": [], "animation": {"type": "wait"}}]"#),
             problems: [
                "operations[0]: expected animation or children (a group), got both",
                "operations[0].layer: a group has no layer; give each child its own",
                "operations[0].updatesModel: a group has no animation of its own; set updatesModel on each child",
             ]),
        Case(name: "neither animation nor children", document: document(#"[{"id": "a", "layer": "box"}]"#),
             problems: ["operations[0].animation: missing; expected an animation object, or children for a group"]),
        Case(name: "a child's id taken at the top level",
             document: document("[\(wait("a")), \(group("g", "", wait("a")))]"),
             problems: ["operations[1].children[0].id: duplicate operation id 'a' (also operations[0].id)"]),
        // Dependencies across a group's edge.
        Case(name: "a dependency into a group's child",
             document: document("[\(wait("a")), \(wait("b")), \(group("g", "", wait("x"))), \(wait("c", #", "dependsOn": ["x"]"#))]"),
             problems: ["operations[3].dependsOn[0]: 'x' is a child of group 'g'; expected an operation at the same level, or the group 'g' itself"]),
        Case(name: "a dependency deep into a group",
             document: document("[\(group("g", "", group("inner", "", wait("x")))), \(wait("c", #", "dependsOn": ["x"]"#))]"),
             problems: ["operations[1].dependsOn[0]: 'x' is a child of group 'inner'; expected an operation at the same level, or the group 'g' itself"]),
        Case(name: "a child depending outside its group",
             document: document("[\(wait("a")), \(group("g", "", wait("x", #", "dependsOn": ["a"]"#)))]"),
             problems: ["operations[1].children[0].dependsOn[0]: 'a' is outside group 'g'; expected another child of 'g' (to wait for 'a', make 'g' depend on 'a')"]),
        Case(name: "a child depending on a cousin",
             document: document("[\(group("g1", "", wait("x", #", "dependsOn": ["y"]"#))), \(group("g2", "", wait("y")))]"),
             problems: ["operations[0].children[0].dependsOn[0]: 'y' is outside group 'g1'; expected another child of 'g1' (to wait for 'y', make 'g1' depend on 'g2')"]),
        Case(name: "a child depending on its group",
             document: document("[\(group("g", "", wait("x", #", "dependsOn": ["g"]"#)))]"),
             problems: ["operations[0].children[0].dependsOn[0]: 'g' holds 'x'; an operation cannot depend on a group it is in"]),
        Case(name: "a group depending on its child",
             document: document("[\(group("g", #", "dependsOn": ["x"]"#, wait("x")))]"),
             problems: ["operations[0].dependsOn[0]: 'x' is inside 'g' itself; a group ends after its children, without depending on them"]),
        Case(name: "a cycle among siblings",
             document: document("[\(group("g", "", wait("x", #", "dependsOn": ["y"]"#), wait("y", #", "dependsOn": ["x"]"#)))]"),
             problems: ["operations[0].children[0].dependsOn: dependency cycle: x → y → x"]),
        Case(name: "a sequence's child depending on a later one",
             document: document("[\(group("g", #", "sequence": true"#, wait("x", #", "dependsOn": ["y"]"#), wait("y")))]"),
             problems: ["operations[0].children[0].dependsOn: dependency cycle: x → y → x"]),
        Case(name: "an endless child without until",
             document: document(#"[{"id": "g", "children": [{"id": "spin", "layer": "box", "animation": {"type": "basic", "keyPath": "opacity", "to": 0, "repeatCount": "infinity"}}]}]"#),
             problems: ["until: missing; expected an end time, since operations[0].children[0].animation repeats forever"]),
    ]

    @Test(arguments: cases)
    func isRefusedWithItsProblems(_ testCase: Case) {
        testCase.expectRefused()
    }

    /// Twelve operations depending into a group: ten lines, then a count.
    @Test func crossingsAreCountedPastTen() {
        let outside = (0..<12).map { Self.wait("o\($0)", #", "dependsOn": ["x"]"#) }
        let json = Self.document("[\(([Self.group("g", "", Self.wait("x"))] + outside).joined(separator: ", "))]")
        do {
            _ = try ScenarioReader.read(Data(json.utf8))
            Issue.record("accepted")
        } catch {
            #expect(error.problems.count == 11)
            #expect(error.problems.first == "operations[1].dependsOn[0]: 'x' is a child of group 'g'; expected an operation at the same level, or the group 'g' itself")
            #expect(error.problems.last == "… and 2 more dependencies across a group's edge")
        }
    }

    /// What is valid: a cancel may name a child, a timeout may sit on a
    /// group, and a category may be declared and never used.
    @Test func validGroupsConditionsAndTimeouts() throws {
        let json = Self.document(
            "[\(Self.group("g", #", "timeout": 2, "onCancel": "end", "toleratesChildFailures": true, "maxConcurrentOperations": 2, "priority": "high""#, Self.wait("x", Self.exclusive("screen")), Self.wait("y", #", "dependsOn": ["x"], "conditions": [{"type": "silent", "condition": {"type": "not", "condition": {"type": "noFailedDependencies", "ignoringCancellations": true}}}]"#))), \(Self.wait("after", #", "dependsOn": ["g"], "timeout": 0.5"#))]",
            extra: #", "categories": ["screen", "sound"], "events": [{"at": 0.5, "cancel": "y", "propagate": true}]"#)
        let scenario = try ScenarioReader.read(Data(json.utf8))
        #expect(scenario.categories == ["screen", "sound"])
        #expect(scenario.allOperations.map(\.id) == ["g", "x", "y", "after"])
        let group = try #require(scenario.operations.first)
        guard case .group(let spec) = group.work else {
            Issue.record("not a group")
            return
        }
        #expect(group.timeout == 2)
        #expect(spec.maxConcurrentOperations == 2)
        #expect(spec.toleratesChildFailures)
        #expect(spec.cancellationPolicy == .end)
        #expect(!spec.isSequence)
        #expect(spec.children.map(\.conditions) == [
            [.exclusive(category: "screen")], [.silent(.not(.noFailedDependencies(ignoringCancellations: true)))],
        ])
        #expect(scenario.operations.last?.timeout == 0.5)
    }
}
