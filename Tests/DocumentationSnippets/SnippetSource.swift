/// The Swift source generated from documented programs: one file a program,
/// and one test suite that runs them all.
package enum SnippetSource {
    /// A generated file: its name in `Generated/` and its text.
    package struct File: Equatable {
        package let name: String
        package let text: String
    }

    package static let header = """
        // Generated from the documentation by DocumentationSnippetTests: do not edit.
        // After changing a page: swift run DocumentationSnippets
        """

    /// The programs may use anything the package offers on its newest
    /// platforms (task executors, say), whatever the package's floor.
    package static let availability = "@available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *)"

    /// Every generated file for `programs`, the suite last.
    package static func files(for programs: [[DocumentedSnippet]]) -> [File] {
        programs.map(file(for:)) + [suite(for: programs)]
    }

    /// The function a program becomes, such as `clocksLine13`.
    package static func functionName(_ program: [DocumentedSnippet]) -> String {
        let base = program[0].page.split(separator: "/").last!.split(separator: ".").first!
        let name = base == "README" ? "readme" : base.prefix(1).lowercased() + base.dropFirst()
        return "\(name)Line\(program[0].line)"
    }

    /// Whether a program has statements to run (a page of declarations alone has none).
    package static func hasBody(_ program: [DocumentedSnippet]) -> Bool {
        program.contains { $0.directive != .declarations || $0.outcome != nil }
    }

    package static func file(for program: [DocumentedSnippet]) -> File {
        let name = functionName(program)
        var imports: [String] = []
        for line in program.flatMap(\.code) where line.hasPrefix("import ") && !imports.contains(line) {
            imports.append(line)
        }
        // QuartzCore is Apple's; elsewhere its stand-in declares the same API.
        imports = imports.flatMap { line in
            line == "import QuartzCore"
                ? ["#if canImport(QuartzCore)", line, "#else", "import QuartzCoreStandIn", "#endif"] : [line]
        }
        // Code on real layers runs on the main actor, as an app's does.
        let isolation = imports.contains("import QuartzCore") ? ["@MainActor"] : []
        var declarations: [String] = []
        var body: [String] = []
        for snippet in program {
            // Imports become blank lines, so every other line keeps its place.
            var code = snippet.code.map { $0.hasPrefix("import ") ? "" : $0 }
            let location = "#sourceLocation(file: \"\(snippet.page)\", line: \(snippet.line))"
            if snippet.directive == .declarations {
                declarations += [location] + code + ["#sourceLocation()"]
                continue
            }
            let outcomeAt = "\"\(snippet.page):\(snippet.outcomeLine)\""
            switch snippet.outcome {
            case .thrown(let expected):
                let last = code.removeLast()
                body += [location] + code + [
                    "#sourceLocation()",
                    "    do {",
                    "#sourceLocation(file: \"\(snippet.page)\", line: \(snippet.line + code.count))",
                    last,
                    "#sourceLocation()",
                    "        throw SnippetFailure(description: \"\(snippet.page):\(snippet.line + code.count): the line did not throw\")",
                    "    } catch let failure as SnippetFailure {",
                    "        throw failure",
                    "    } catch {",
                    "        try snippetOutput.check(error: error, \(literal(expected)), at: \(outcomeAt))",
                    "    }",
                ]
            case .printed(let expected):
                body += [location] + code + [
                    "#sourceLocation()",
                    "    try snippetOutput.check(printed: \(literal(expected)), at: \(outcomeAt))",
                ]
            case nil:
                body += [location] + code + ["#sourceLocation()"]
            }
        }
        let last = program[program.count - 1]
        var lines = [header] + imports + [""]
        if !declarations.isEmpty { lines += declarations + [""] }
        if hasBody(program) {
            lines += ["/// \(program[0].page), from line \(program[0].line).", availability] + isolation + ["func \(name)() async throws {"]
            lines += body
            lines += [
                "    // Nothing printed that the page does not show.",
                "    try snippetOutput.check(printed: \"\", at: \"\(last.page):\(last.line + last.code.count)\")",
                "}",
                "",
                "private let snippetOutput = SnippetOutput()",
                "",
                "private func print(_ items: Any..., separator: String = \" \", terminator: String = \"\\n\") {",
                "    snippetOutput.print(items, separator: separator, terminator: terminator)",
                "}",
            ]
        }
        return File(name: name.prefix(1).uppercased() + name.dropFirst() + ".swift", text: lines.joined(separator: "\n") + "\n")
    }

    /// The suite that runs every program not marked compile-only.
    package static func suite(for programs: [[DocumentedSnippet]]) -> File {
        var lines = [
            header, "import Testing", "",
            "/// Every program of the README and `Docs/`, run as a user would run it,",
            "/// and checked against what its page says it prints.",
            "@Suite struct DocumentedPrograms {",
        ]
        for program in programs where hasBody(program) {
            let name = functionName(program)
            let title = "\"\(program[0].page):\(program[0].line)\""
            if program[0].directive == .compileOnly {
                lines.append("    // \(title): compiled, not run (\(name)).")
            } else {
                lines += [
                    "    @Test(\(title)) func \(name)() async throws {",
                    "        guard #available\(availability.dropFirst("@available".count)) else { return }",
                    "        try await CadenceDocumentationTests.\(name)()",
                    "    }",
                ]
            }
        }
        lines.append("}")
        return File(name: "DocumentedPrograms.swift", text: lines.joined(separator: "\n") + "\n")
    }

    /// `text` as a Swift string literal.
    package static func literal(_ text: String) -> String {
        var escaped = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\\": escaped += "\\\\"
            case "\"": escaped += "\\\""
            case "\n": escaped += "\\n"
            case "\t": escaped += "\\t"
            case "\r": escaped += "\\r"
            default: escaped.unicodeScalars.append(scalar)
            }
        }
        return "\"\(escaped)\""
    }
}
