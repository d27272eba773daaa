import CadenceTesting
import Foundation
import Testing

/// Names on the player page that hold control characters (NUL, ESC, DEL, a
/// C1 control, an invisible format character) are written as JSON escapes
/// a reader sees, `\u001B`, as the SVG charts write them: no raw control
/// byte reaches the page. The page's data keeps the names exact.
@Suite struct PlayerPageControlCharacterTests {
    /// A layer, a column, an operation and the title, each with NUL, ESC
    /// (starting a terminal colour), DEL, U+009B (a C1 control) and U+202E
    /// (right-to-left override).
    static let hostile = "a\u{0}b\u{1B}[31mc\u{7F}d\u{9B}e\u{202E}f"
    /// What the page shows for it.
    static let shown = #"a\u0000b\u001B[31mc\u007Fd\u009Be\u202Ef"#

    @Test func controlCharactersAreEscapedVisibly() throws {
        var recording = PlayerPageSamples.scene()
        recording.layers[1].name = Self.hostile
        recording.columns[0] = Self.hostile
        recording.trace.events = recording.trace.events.map { event in
            var event = event
            if event.operation == "slide" { event.operation = Self.hostile }
            return event
        }
        let html = PlayerPage(recording, title: Self.hostile).html
        let raw = html.unicodeScalars.filter { scalar in
            (scalar.value < 0x20 && scalar != "\n") || (0x7F...0x9F).contains(scalar.value) || scalar == "\u{202E}"
        }
        #expect(raw.isEmpty, "raw control characters: \(raw.map { String($0.value, radix: 16) })")
        #expect(html.contains("<title>\(Self.shown)</title>"))
        #expect(html.contains("data-layer=\"\(Self.shown)\""))
        #expect(html.contains("<th scope=\"row\">\(Self.shown)</th>"))
        #expect(html.contains("data-operation=\"\(Self.shown)\""))
        // The data the script reads decodes to the names themselves.
        let open = "<script type=\"application/json\" id=\"player-data\">"
        let start = try #require(html.range(of: open))
        let end = try #require(html.range(of: "</script>", range: start.upperBound..<html.endIndex))
        let data = try #require(try JSONSerialization.jsonObject(with: Data(html[start.upperBound..<end.lowerBound].utf8)) as? [String: Any])
        let layers = try #require(data["layers"] as? [[String: Any]])
        #expect(layers[1]["name"] as? String == Self.hostile)
        #expect((data["columns"] as? [String])?.first == Self.hostile)
    }
}
