import CadenceCommandLine
import Foundation
import Testing

/// A valid file's names reach `check`'s line and `run`'s report escaped, so
/// no file can print a line or a colour of its own.
@Suite struct ReportEscapingTests {
    /// A name holding a newline, an ANSI colour and a forged verdict, and
    /// operation and layer ids holding escape characters.
    static let scenario = #"""
        {
          "format": "cadence-scenario/1",
          "name": "evil\n\u001b[32mcadence: valid",
          "layers": [ { "id": "box\u001b[31m", "properties": { "position": [0, 0] } } ],
          "operations": [
            { "id": "slide\u0007", "layer": "box\u001b[31m",
              "animation": { "type": "basic", "keyPath": "position.x", "to": 10, "duration": 1 } }
          ],
          "sample": { "keyPaths": ["box\u001b[31m.position.x"], "times": [0.5] }
        }
        """#

    static func printsNothingRaw(_ text: String) -> Bool {
        !text.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" }
    }

    @Test func checkEscapesTheName() {
        let (status, buffers) = CommandLineGuideTests.command(["check", "evil.json"], files: ["evil.json": Self.scenario])
        #expect(status == 0)
        #expect(Self.printsNothingRaw(buffers.output))
        #expect(buffers.output == #"evil.json: valid: 'evil\n\u001B[32mcadence: valid', 1 layer(s), 1 operation(s), 0 event(s)"# + "\n")
    }

    @Test func runEscapesEveryName() {
        let (status, buffers) = CommandLineGuideTests.command(["run", "evil.json"], files: ["evil.json": Self.scenario])
        #expect(status == 0)
        #expect(Self.printsNothingRaw(buffers.output))
        let lines = buffers.output.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.first?.hasPrefix(#"evil\n\u001B[32mcadence: valid: ended at 1 s"#) == true)
        #expect(lines.contains { $0.hasPrefix(#"slide\u0007 ["#) })
        #expect(!lines.contains { $0.hasPrefix("cadence: valid") || $0.hasPrefix("\u{1B}") })
        #expect(buffers.output.contains(#"box\u001B[31m.position.x"#))
    }

    /// XML allows no control character, even as a reference: the picture
    /// writes the names as the report does.
    @Test func thePictureEscapesEveryName() throws {
        let (status, buffers) = CommandLineGuideTests.command(
            ["run", "evil.json", "--svg", "evil.svg"], files: ["evil.json": Self.scenario])
        #expect(status == 0)
        let svg = String(decoding: try #require(buffers.written["evil.svg"]), as: UTF8.self)
        #expect(Self.printsNothingRaw(svg))
        #expect(svg.contains(#"slide\u0007"#))
        #expect(svg.contains(#"box\u001B[31m.position.x"#))
    }
}
