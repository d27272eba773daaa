/// Finds the Swift snippets of a Markdown page and groups them into programs.
package enum MarkdownSnippets {
    /// A problem with a page's conventions, named by page and line.
    package struct Problem: Error, CustomStringConvertible {
        package let description: String
    }

    /// The snippets of `text`, the page at `page`, in order.
    package static func snippets(in text: String, page: String) throws -> [DocumentedSnippet] {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        var snippets: [DocumentedSnippet] = []
        var index = 0
        while index < lines.count {
            guard lines[index].hasPrefix("```") else {
                index += 1
                continue
            }
            let info = lines[index].dropFirst(3).trimmingCharacters(in: " ")
            let closing = try closingFence(lines, openingAt: index, page: page)
            defer { index = closing + 1 }
            guard info == "swift" else { continue }
            var snippet = DocumentedSnippet(page: page, line: index + 2, code: Array(lines[index + 1 ..< closing]))
            snippet.directive = try directive(before: index, in: lines, page: page)
            // An outcome: the next fence, with only blank lines between.
            var next = closing + 1
            while next < lines.count, lines[next].trimmingCharacters(in: " ").isEmpty { next += 1 }
            if next < lines.count, ["```", "```text"].contains(lines[next].trimmingCharacters(in: " ")) {
                let end = try closingFence(lines, openingAt: next, page: page)
                let text = lines[next + 1 ..< end].map { $0 + "\n" }.joined()
                let throwing = snippet.code.last?.hasSuffix("// throws:") ?? false
                snippet.outcome = throwing ? .thrown(String(text.dropLast())) : .printed(text)
                snippet.outcomeLine = next + 2
            }
            snippets.append(snippet)
        }
        return snippets
    }

    /// The programs of a page: each starts at a snippet that imports, or at
    /// the page's first; skipped snippets are left out.
    package static func programs(of snippets: [DocumentedSnippet]) -> [[DocumentedSnippet]] {
        var programs: [[DocumentedSnippet]] = []
        for snippet in snippets {
            if case .skipped = snippet.directive { continue }
            if programs.isEmpty || snippet.startsProgram {
                programs.append([snippet])
            } else {
                programs[programs.count - 1].append(snippet)
            }
        }
        return programs
    }

    private static func closingFence(_ lines: [String], openingAt opening: Int, page: String) throws -> Int {
        guard let closing = lines[(opening + 1)...].firstIndex(where: { $0.trimmingCharacters(in: " ") == "```" }) else {
            throw Problem(description: "\(page):\(opening + 1): a code block is never closed")
        }
        return closing
    }

    private static func directive(before fence: Int, in lines: [String], page: String) throws -> DocumentedSnippet.Directive? {
        var previous = fence - 1
        while previous >= 0, lines[previous].trimmingCharacters(in: " ").isEmpty { previous -= 1 }
        guard previous >= 0 else { return nil }
        let line = lines[previous].trimmingCharacters(in: " ")
        guard line.hasPrefix("<!-- snippet:"), line.hasSuffix("-->") else { return nil }
        let words = line.dropFirst("<!-- snippet:".count).dropLast(3).trimmingCharacters(in: " ")
        switch words {
        case "declarations": return .declarations
        case "compile only": return .compileOnly
        case let skip where skip.hasPrefix("not Swift code:"):
            return .skipped(reason: skip.dropFirst("not Swift code:".count).trimmingCharacters(in: " "))
        case let skip where skip.hasPrefix("Apple platforms only:"):
            return .skipped(reason: skip.dropFirst("Apple platforms only:".count).trimmingCharacters(in: " "))
        default:
            throw Problem(description: """
                \(page):\(previous + 1): unknown snippet directive "\(words)"; \
                expected declarations, compile only, not Swift code: REASON, or Apple platforms only: REASON
                """)
        }
    }
}

extension StringProtocol {
    /// The text without the given leading and trailing characters.
    package func trimmingCharacters(in characters: Character...) -> String {
        var text = Substring(self)
        while let first = text.first, characters.contains(first) { text = text.dropFirst() }
        while let last = text.last, characters.contains(last) { text = text.dropLast() }
        return String(text)
    }
}
