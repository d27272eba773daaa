import DocumentationSnippets
import Testing

/// The conventions by which a page's snippets become programs.
@Suite struct MarkdownSnippetsTests {
    static let page = """
        # A page

        ```swift
        import Cadence

        let clock = VirtualClock()
        print(clock.currentTime)
        ```

        ```text
        0.0
        ```

        Prose.

        ```swift
        try clock.advance(to: -1)   // throws:
        ```
        ```
        advance(to: -1) was refused
        ```

        <!-- snippet: not Swift code: a manifest -->
        ```swift
        .product(name: "Cadence", package: "Cadence")
        ```

        <!-- snippet: declarations -->

        ```swift
        import Testing
        @Test func one() {}
        ```

        ```json
        {}
        ```
        """

    @Test func snippetsLinesOutcomesAndDirectives() throws {
        let snippets = try MarkdownSnippets.snippets(in: Self.page, page: "Docs/Page.md")
        #expect(snippets.map(\.line) == [4, 17, 25, 31])
        #expect(snippets[0].code == ["import Cadence", "", "let clock = VirtualClock()", "print(clock.currentTime)"])
        #expect(snippets[0].outcome == .printed("0.0\n"))
        #expect(snippets[0].outcomeLine == 11)
        #expect(snippets[1].outcome == .thrown("advance(to: -1) was refused"))
        #expect(snippets[1].outcomeLine == 20)
        #expect(snippets[2].directive == .skipped(reason: "a manifest"))
        #expect(snippets[3].directive == .declarations)
        #expect(snippets.map(\.startsProgram) == [true, false, false, true])
    }

    /// A program starts at each import; skipped blocks belong to none.
    @Test func programsStartAtImports() throws {
        let programs = MarkdownSnippets.programs(of: try MarkdownSnippets.snippets(in: Self.page, page: "Docs/Page.md"))
        #expect(programs.map { $0.map(\.line) } == [[4, 17], [31]])
        #expect(SnippetSource.functionName(programs[0]) == "pageLine4")
        #expect(SnippetSource.hasBody(programs[0]))
        #expect(!SnippetSource.hasBody(programs[1]))
    }

    /// Swift that needs Apple's SDK is left out, with its reason.
    @Test func applePlatformsOnlyIsLeftOut() throws {
        let page = "<!-- snippet: Apple platforms only: UIKit -->\n```swift\nimport UIKit\n```\n"
        let snippets = try MarkdownSnippets.snippets(in: page, page: "P.md")
        #expect(snippets.map(\.directive) == [.skipped(reason: "UIKit")])
        #expect(MarkdownSnippets.programs(of: snippets).isEmpty)
    }

    @Test func anUnknownDirectiveIsAnError() {
        let page = "<!-- snippet: sometimes -->\n```swift\nlet x = 1\n```\n"
        #expect(throws: MarkdownSnippets.Problem.self) { try MarkdownSnippets.snippets(in: page, page: "P.md") }
    }

    @Test func anUnclosedBlockIsAnError() {
        #expect(throws: MarkdownSnippets.Problem.self) { try MarkdownSnippets.snippets(in: "```swift\nlet x = 1\n", page: "P.md") }
    }

    @Test func literalsEscape() {
        #expect(SnippetSource.literal("a\"b\\c\nd\t") == #""a\"b\\c\nd\t""#)
    }
}
