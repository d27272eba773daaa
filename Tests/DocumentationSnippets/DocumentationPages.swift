import Foundation

/// The pages whose snippets are programs: `README.md` and every page under `Docs/`.
package enum DocumentationPages {
    /// The repository's top folder.
    package static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// Where the generated programs live.
    package static let generated = root.appendingPathComponent("Tests/CadenceDocumentationTests/Generated")

    /// The pages, as paths from the top.
    package static func pages() -> [String] {
        let enumerator = FileManager.default.enumerator(atPath: root.appendingPathComponent("Docs").path)
        var pages: [String] = []
        while let path = enumerator?.nextObject() as? String {
            if path.hasSuffix(".md") { pages.append("Docs/" + path) }
        }
        return ["README.md"] + pages.sorted()
    }

    /// The text of the page at `page`.
    package static func text(of page: String) throws -> String {
        try String(contentsOf: root.appendingPathComponent(page), encoding: .utf8)
    }

    /// Every program of every page, in page order.
    package static func programs() throws -> [[DocumentedSnippet]] {
        try pages().flatMap { page in
            MarkdownSnippets.programs(of: try MarkdownSnippets.snippets(in: try text(of: page), page: page))
        }
    }

    /// The files `Generated/` should hold.
    package static func files() throws -> [SnippetSource.File] {
        SnippetSource.files(for: try programs())
    }
}
