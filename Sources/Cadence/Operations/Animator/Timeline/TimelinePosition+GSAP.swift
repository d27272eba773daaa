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
    /// Numbers are decimal, as GSAP reads them: digits with an optional
    /// point and exponent (`2`, `0.5`, `.5`, `1e-3`).
    ///
    /// - Throws: ``CadenceError`` (``CadenceError/Code/invalidValue``) for an
    ///   empty string, a number that is not finite or does not parse, a
    ///   number Swift reads but GSAP does not read the same (hexadecimal
    ///   `0x10`, which GSAP's `parseFloat` reads as 0; `0x1p3`; `inf`,
    ///   `nan`), a sign after `+=` or `-=` (`"+=-1"`, which GSAP reads as
    ///   NaN), and `"<+=25%"` (GSAP reads that percentage of the inserted
    ///   step: write it as an offset in seconds, or `"<25%"` for the
    ///   previous step's).
    public init(gsap text: String) throws(CadenceError) {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        func refuse(_ expected: String) -> CadenceError {
            CadenceError(.invalidValue, field: "position", value: "\"\(text)\"", expected: expected)
        }
        let forms = "a GSAP position: a time (2), +=1, -=0.5, -=25%, <, >, <0.5, >-0.25, <25%, a label, label+=0.25"
        guard !trimmed.isEmpty else { throw refuse(forms) }
        if let seconds = Double(trimmed) {
            guard seconds.isFinite else { throw refuse("a finite time in seconds") }
            guard Self.isDecimal(trimmed[...], signed: true) else {
                throw refuse("a time in seconds written in decimal (2, 0.5, 1e-3), as GSAP reads it")
            }
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
            let offset = rest.isEmpty ? TimelineOffset.zero : try Self.offset(rest, sign: 1, signed: true, text: text)
            self = first == "<" ? .previousStart(offset) : .previousEnd(offset)
            return
        }
        guard let equals = trimmed.firstIndex(of: "=") else {
            self = .label(trimmed)
            return
        }
        // "=1" has no sign before its "=": GSAP reads it as NaN.
        guard equals > trimmed.startIndex else { throw refuse(forms) }
        let signIndex = trimmed.index(before: equals)
        let sign: Double
        switch trimmed[signIndex] {
        case "+": sign = 1
        case "-": sign = -1
        default: throw refuse(forms)
        }
        let offset = try Self.offset(trimmed[trimmed.index(after: equals)...], sign: sign, signed: false, text: text)
        let label = String(trimmed[..<signIndex])
        self = label.isEmpty ? .end(offset) : .label(label, offset)
    }

    /// `text` (`0.5`, `-0.25`, `25%`) as an offset, times `sign`; with a
    /// sign of its own only if `signed` (after `<` and `>`, not after `+=`).
    private static func offset(
        _ text: Substring, sign: Double, signed: Bool, text whole: String
    ) throws(CadenceError) -> TimelineOffset {
        func refuse(_ expected: String) -> CadenceError {
            CadenceError(.invalidValue, field: "position", value: "\"\(whole)\"", expected: expected)
        }
        let isPercent = text.hasSuffix("%")
        let digits = isPercent ? text.dropLast() : text
        guard let number = Double(digits), number.isFinite else {
            throw refuse("a finite offset in seconds (0.5) or percent (25%)")
        }
        if !signed, let first = digits.first, first == "+" || first == "-" {
            throw refuse("an offset without a sign of its own after += or -= (GSAP reads \"+=-1\" as NaN): write -=1 for -1 s")
        }
        guard isDecimal(digits, signed: signed) else {
            throw refuse("an offset written in decimal (0.5, 25%), as GSAP's parseFloat reads it (0x10 is 0 there)")
        }
        return isPercent ? .percent(sign * number) : .seconds(sign * number)
    }

    /// Whether `text` is a decimal number as GSAP reads one: an optional sign
    /// (if `signed`), digits with an optional point (at least one digit in
    /// all), an optional exponent; nothing else.
    static func isDecimal(_ text: Substring, signed: Bool) -> Bool {
        var scalars = text.unicodeScalars[...]
        func digits() -> Int {
            let count = scalars.prefix { ("0"..."9").contains($0) }.count
            scalars = scalars.dropFirst(count)
            return count
        }
        if signed, let first = scalars.first, first == "+" || first == "-" { scalars = scalars.dropFirst() }
        var mantissa = digits()
        if scalars.first == "." {
            scalars = scalars.dropFirst()
            mantissa += digits()
        }
        guard mantissa > 0 else { return false }
        if let first = scalars.first, first == "e" || first == "E" {
            scalars = scalars.dropFirst()
            if let sign = scalars.first, sign == "+" || sign == "-" { scalars = scalars.dropFirst() }
            guard digits() > 0 else { return false }
        }
        return scalars.isEmpty
    }
}
