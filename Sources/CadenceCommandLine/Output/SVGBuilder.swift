import Foundation

/// Collects SVG elements as lines of text: attributes in the order given,
/// numbers with at most three decimals, text and attribute values escaped.
struct SVGBuilder {
    private(set) var lines: [String] = []
    private var depth = 0

    /// The style rules every chart shares: text, title, subtitle, axes, grid
    /// lines and panel frames.
    static let chartStyle = [
        "text { font-family: sans-serif; font-size: 11px; fill: #222; }",
        ".title { font-size: 16px; font-weight: bold; }",
        ".subtitle { fill: #555; }",
        ".axis { stroke: #444; stroke-width: 1; }",
        ".grid { stroke: #e4e4e4; stroke-width: 1; }",
        ".frame { fill: none; stroke: #bbb; stroke-width: 1; }",
    ]

    /// A standalone picture begun: the XML declaration, the open `<svg>` of
    /// `width` × `height`, the `style` rules and a white background.
    static func document(width: Double, height: Double, style: [String]) -> SVGBuilder {
        var svg = SVGBuilder()
        svg.raw("<?xml version=\"1.0\" encoding=\"UTF-8\"?>")
        svg.open("svg", [
            "xmlns": "http://www.w3.org/2000/svg", "width": .number(width), "height": .number(height),
            "viewBox": .text("0 0 \(number(width)) \(number(height))"),
        ])
        svg.raw("<style>")
        for rule in style { svg.raw("  " + rule) }
        svg.raw("</style>")
        svg.element("rect", ["x": 0, "y": 0, "width": .number(width), "height": .number(height), "fill": "white"])
        return svg
    }

    /// An attribute value: text, or a number written by ``number(_:)``.
    enum Value: ExpressibleByStringLiteral, ExpressibleByFloatLiteral, ExpressibleByIntegerLiteral {
        case text(String)
        case number(Double)

        init(stringLiteral value: String) { self = .text(value) }
        init(floatLiteral value: Double) { self = .number(value) }
        init(integerLiteral value: Int) { self = .number(Double(value)) }

        var written: String {
            switch self {
            case .text(let text): SVGBuilder.escaped(text)
            case .number(let number): SVGBuilder.number(number)
            }
        }
    }

    /// `<name a="1" b="x"/>`, or `<name …>text</name>` when `text` is given,
    /// or, with `title`, `<name …><title>title</title></name>` (a tooltip).
    mutating func element(_ name: String, _ attributes: KeyValuePairs<String, Value>, text: String? = nil, title: String? = nil) {
        let opening = "<" + name + attributes.map { " \($0.key)=\"\($0.value.written)\"" }.joined()
        let indent = String(repeating: "  ", count: depth)
        if let title {
            lines.append(indent + opening + "><title>" + Self.escaped(title) + "</title></" + name + ">")
        } else if let text {
            lines.append(indent + opening + ">" + Self.escaped(text) + "</" + name + ">")
        } else {
            lines.append(indent + opening + "/>")
        }
    }

    /// `<name …>`, with what follows indented until ``close(_:)``.
    mutating func open(_ name: String, _ attributes: KeyValuePairs<String, Value> = [:]) {
        lines.append(String(repeating: "  ", count: depth) + "<" + name + attributes.map { " \($0.key)=\"\($0.value.written)\"" }.joined() + ">")
        depth += 1
    }

    /// `</name>`.
    mutating func close(_ name: String) {
        depth -= 1
        lines.append(String(repeating: "  ", count: depth) + "</" + name + ">")
    }

    /// A line written as is (already escaped).
    mutating func raw(_ line: String) {
        lines.append(String(repeating: "  ", count: depth) + line)
    }

    /// `12`, `12.5`, `0.333`: at most three decimals, no trailing zeros, `-0` as `0`.
    static func number(_ value: Double) -> String {
        guard value.isFinite else { return "0" }
        var text = String(format: "%.3f", value)
        while text.hasSuffix("0") { text.removeLast() }
        if text.hasSuffix(".") { text.removeLast() }
        return text == "-0" ? "0" : text
    }

    /// `text` with `&`, `<`, `>`, `"` and `'` escaped, for text and attribute
    /// values, and every code point that does not print as itself (control
    /// characters, which XML does not allow at all, and invisible ones) written
    /// as a JSON escape, `\u001B`, as the text report writes them.
    static func escaped(_ text: String) -> String {
        var out = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&apos;"
            case _ where !JSONValue.printsAsItself(scalar): out += JSONValue.escapedScalar(scalar)
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out
    }
}
