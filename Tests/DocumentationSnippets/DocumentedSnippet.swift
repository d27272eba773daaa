/// A Swift snippet of a documentation page, and what the page says it does.
///
/// The conventions, which `Docs/Contributing.md` explains to writers:
///
/// - Each ```` ```swift ```` block is a snippet.
/// - A snippet whose first line of code is an `import` starts a new program;
///   any other continues the program before it on the same page.
/// - A ```` ```text ```` (or bare ```` ``` ````) block right after a snippet,
///   with only blank lines between, is exactly what the program has printed
///   since the last such block; if the snippet's last line ends in
///   `// throws:`, it is instead the description of the error that line throws.
/// - `<!-- snippet: declarations -->` on the line before a snippet puts its
///   code at file scope (test functions, extensions, types used by later
///   programs); `<!-- snippet: compile only -->` compiles a program without
///   running it; `<!-- snippet: not Swift code: REASON -->` leaves a block out
///   (a fragment of `Package.swift`, say), with the reason said, and
///   `<!-- snippet: Apple platforms only: REASON -->` leaves out Swift that
///   needs Apple's SDK (UIKit, the real QuartzCore).
package struct DocumentedSnippet: Equatable {
    /// How a page asks for a snippet to be treated.
    package enum Directive: Equatable {
        case declarations
        case compileOnly
        case skipped(reason: String)
    }

    /// What a page shows after a snippet.
    package enum Outcome: Equatable {
        /// Text the program printed since the last outcome.
        case printed(String)
        /// The description of the error the snippet's last line throws.
        case thrown(String)
    }

    /// The page's path from the repository's top, such as `Docs/Clocks.md`.
    package var page: String
    /// The line of the page where the code begins (one past the fence).
    package var line: Int
    package var code: [String]
    package var directive: Directive?
    package var outcome: Outcome?
    /// The line of the page where the outcome's text begins.
    package var outcomeLine = 0

    /// Whether this snippet starts a new program.
    package var startsProgram: Bool {
        code.first { line in
            let text = line.trimmingCharacters(in: " ")
            return !text.isEmpty && !text.hasPrefix("//")
        }?
            .hasPrefix("import ") ?? false
    }
}
