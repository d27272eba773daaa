import DocumentationSnippets
import Foundation
import Testing

/// The README's and `Docs/`' Swift snippets are compiled and run by this
/// target: `Generated/` holds them as Swift, written by
/// `swift run DocumentationSnippets`, and these tests fail when it differs from
/// what the pages say now.
@Suite struct DocumentationSnippetTests {
    @Test func generatedProgramsAreThePagesSnippets() throws {
        let files = try DocumentationPages.files()
        let folder = DocumentationPages.generated
        let existing = Set(try FileManager.default.contentsOfDirectory(atPath: folder.path))
        let hint = "run swift run DocumentationSnippets"
        #expect(existing == Set(files.map(\.name)), "Generated/ holds other files than the pages need: \(hint)")
        for file in files {
            let text = try? String(contentsOf: folder.appendingPathComponent(file.name), encoding: .utf8)
            #expect(text == file.text, "Generated/\(file.name) is out of date: \(hint)")
        }
    }

    /// Every module a snippet imports is one a user can import: a library
    /// product of the package, the toolchain's own, or Apple's QuartzCore
    /// (compiled against the stand-in where it is missing).
    @Test func importedModulesAreProducts() throws {
        let manifest = try DocumentationPages.text(of: "Package.swift")
        let toolchain: Set = ["Foundation", "Dispatch", "Testing", "XCTest", "QuartzCore"]
        let imports = try DocumentationPages.programs().joined().flatMap { snippet in
            snippet.code.filter { $0.hasPrefix("import ") }.map { (snippet, String($0.dropFirst(7))) }
        }
        #expect(!imports.isEmpty)
        for (snippet, module) in imports where !toolchain.contains(module) {
            #expect(manifest.contains(".library(name: \"\(module)\""), "\(snippet.page):\(snippet.line): \(module) is not a library product")
        }
    }

    /// A block is left out only with its reason said.
    @Test func everySkippedBlockSaysWhy() throws {
        for page in DocumentationPages.pages() {
            for snippet in try MarkdownSnippets.snippets(in: try DocumentationPages.text(of: page), page: page) {
                if case .skipped(let reason) = snippet.directive {
                    #expect(!reason.isEmpty, "\(page):\(snippet.line)")
                }
            }
        }
    }
}

/// A program that imports QuartzCore compiles against the stand-in where
/// QuartzCore is missing, on the main actor.
@Suite struct QuartzCoreSnippetTests {
    @Test func quartzCoreProgramsUseTheStandInOnTheMainActor() throws {
        let page = "# Page\n\n<!-- snippet: compile only -->\n```swift\nimport Cadence\nimport QuartzCore\n\nlet layer = CALayer()\n```\n"
        let snippets = try MarkdownSnippets.snippets(in: page, page: "Docs/Page.md")
        let text = SnippetSource.file(for: snippets).text
        #expect(text.contains("import Cadence\n#if canImport(QuartzCore)\nimport QuartzCore\n#else\nimport QuartzCoreStandIn\n#endif\n"))
        #expect(text.contains("@MainActor\nfunc pageLine5() async throws {"))
    }
}
