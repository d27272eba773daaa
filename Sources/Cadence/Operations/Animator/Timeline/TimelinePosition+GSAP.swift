import Foundation

extension TimelinePosition {
    /// Reads GSAP's position parameter: `"2"` (an absolute time), `"+=1"`,
    /// `"-=0.5"`, `"-=25%"` (from the timeline's end), `"<"`, `">"`, `"<0.5"`,
    /// `">-0.25"`, `"<25%"` (from the previous step's start or end), and
    /// `"outro"`, `"outro+=0.25"`, `"intro.hit-=50%"` (from a label), so a
    /// scenario file can place steps as GSAP code does.
    ///
    /// ```swift
    /// try TimelinePosition(gsap: "<0.5") == .previousStart(0.5)          // true
    /// try TimelinePosition(gsap: "outro+=25%") == .label("outro", .percent(25))  // true
    /// ```
    ///
    /// - Throws: ``CadenceError`` (``CadenceError/Code/invalidValue``) for an
    ///   empty string, a number that is not finite or does not parse, and
    ///   `"<+=25%"` (GSAP reads that percentage of the inserted step: write
    ///   it as an offset in seconds, or `"<25%"` for the previous step's).
    public init(gsap text: String) throws(CadenceError) {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        func refuse(_ expected: String) -> CadenceError {
            CadenceError(.invalidValue, field: "position", value: "\"\(text)\"", expected: expected)
        }
        let forms = "a GSAP position: a time (2), +=1, -=0.5, -=25%, <, >, <0.5, >-0.25, <25%, a label, label+=0.25"
        guard !trimmed.isEmpty else { throw refuse(forms) }
        if let seconds = Double(trimmed) {
            guard seconds.isFinite else { throw refuse("a finite time in seconds") }
            self = .at(seconds)
            return
        }
        if let first = trimmed.first, first == "<" || first == ">" {
            var rest = trimmed.dropFirst()
            let isPercent = rest.hasSuffix("%")
            if rest.hasPrefix("+=") || rest.hasPrefix("-=") {
                guard !isPercent else {
                    throw refuse("<25% (a percentage of the previous step), or an offset in seconds (<+=0.5)")
                }
                rest.remove(at: rest.index(after: rest.startIndex))
            }
            let offset = rest.isEmpty ? TimelineOffset.zero : try Self.offset(rest, sign: 1, text: text)
            self = first == "<" ? .previousStart(offset) : .previousEnd(offset)
            return
        }
        guard let equals = trimmed.firstIndex(of: "="), equals > trimmed.startIndex else {
            self = .label(trimmed)
            return
        }
        let signIndex = trimmed.index(before: equals)
        let sign: Double
        switch trimmed[signIndex] {
        case "+": sign = 1
        case "-": sign = -1
        default: throw refuse(forms)
        }
        let offset = try Self.offset(trimmed[trimmed.index(after: equals)...], sign: sign, text: text)
        let label = String(trimmed[..<signIndex])
        self = label.isEmpty ? .end(offset) : .label(label, offset)
    }

    /// `text` (`0.5`, `-0.25`, `25%`) as an offset, times `sign`.
    private static func offset(_ text: Substring, sign: Double, text whole: String) throws(CadenceError) -> TimelineOffset {
        let isPercent = text.hasSuffix("%")
        let digits = isPercent ? text.dropLast() : text
        guard let number = Double(digits), number.isFinite else {
            throw CadenceError(
                .invalidValue, field: "position", value: "\"\(whole)\"",
                expected: "a finite offset in seconds (0.5) or percent (25%)")
        }
        return isPercent ? .percent(sign * number) : .seconds(sign * number)
    }
}
