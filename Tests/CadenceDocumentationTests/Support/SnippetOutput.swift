import Foundation

/// What a documented program prints, collected to be checked against the page.
///
/// Each generated program's file shadows `print` with one that writes here,
/// so the program prints as the page shows it, and the test compares.
final class SnippetOutput: @unchecked Sendable {
    private let lock = NSLock()
    private var text = ""

    /// Appends what `print(items, separator:, terminator:)` would write.
    func print(_ items: [Any], separator: String, terminator: String) {
        let line = items.map { String(describing: $0) }.joined(separator: separator) + terminator
        lock.withLock { text += line }
    }

    /// Checks that the program printed `expected` since the last check.
    func check(printed expected: String, at location: String) throws {
        let printed = lock.withLock {
            defer { text = "" }
            return text
        }
        guard printed == expected else {
            throw SnippetFailure(description: """
                \(location): the program printed
                \(printed.isEmpty ? "(nothing)\n" : printed)but the page shows
                \(expected.isEmpty ? "(nothing)\n" : expected)
                """)
        }
    }

    /// Checks that `error` is described as the page shows.
    func check(error: any Error, _ expected: String, at location: String) throws {
        let description = String(describing: error)
        guard description == expected else {
            throw SnippetFailure(description: """
                \(location): the line threw
                \(description)
                but the page shows
                \(expected)
                """)
        }
    }
}

/// A documented program that does not do what its page says.
struct SnippetFailure: Error, CustomStringConvertible {
    let description: String
}
