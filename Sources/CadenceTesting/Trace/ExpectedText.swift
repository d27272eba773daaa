/// How checks read text a test wrote by hand: a multi-line string literal,
/// indented to sit in the test's code.
enum ExpectedText {
    /// The lines of `text` with trailing whitespace trimmed from each, leading
    /// and trailing empty lines dropped, and the indentation every non-empty
    /// line shares removed.
    ///
    /// ```swift
    /// ExpectedText.lines("\n    a [=]\n     b [=]  \n")  // ["a [=]", " b [=]"]
    /// ```
    ///
    /// - Complexity: O(n) in the length of `text`.
    static func lines(_ text: String) -> [String] {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map { trimmingTrailing(String($0)) }
        while lines.first?.isEmpty == true { lines.removeFirst() }
        while lines.last?.isEmpty == true { lines.removeLast() }
        let indents = lines.filter { !$0.isEmpty }.map { $0.prefix { $0 == " " || $0 == "\t" } }
        guard var common = indents.first else { return lines }
        for indent in indents.dropFirst() {
            common = common.prefix(zip(common, indent).prefix { $0 == $1 }.count)
        }
        return lines.map { $0.isEmpty ? $0 : String($0.dropFirst(common.count)) }
    }

    /// `line` without trailing spaces, tabs or carriage returns.
    static func trimmingTrailing(_ line: String) -> String {
        var line = Substring(line)
        while let last = line.last, last == " " || last == "\t" || last == "\r" { line.removeLast() }
        return String(line)
    }

    /// A character for a message: `` `=` ``, or `a blank` for a space or a
    /// column past the end of the row.
    static func describe(_ character: Character?) -> String {
        guard let character, character != " " else { return "a blank" }
        return "`\(character)`"
    }
}
