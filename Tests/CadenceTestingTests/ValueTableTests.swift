import Cadence
import CadenceTesting
import Foundation
import Testing

@Suite struct ValueTableTests {
    /// Each kind of value and its text.
    @Test(arguments: [
        (0.5 as any Sendable, "0.5"),
        (149.99999999 as Double, "150"),
        (-0.0 as Double, "0"),
        (-0.0000001 as Double, "0"),
        (1.0 / 3, "0.333333"),
        (Float(0.1), "0.1"),
        (CGFloat(2.5), "2.5"),
        (CGPoint(x: 149.99999999, y: 0.5), "(150, 0.5)"),
        (CGSize(width: 3, height: 4.25), "(3, 4.25)"),
        (CGRect(x: 1, y: -2, width: 30, height: 0.125), "(1, -2, 30, 0.125)"),
        (RGBAColor(red: 1, green: 0.5, blue: 0, alpha: 0.25), "rgba(1, 0.5, 0, 0.25)"),
        (Transform3D.identity, "[1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1]"),
        (Transform3D(translationX: 10, y: -5, z: 0.5), "[1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, 10, -5, 0.5, 1]"),
        (3, "3"),
        ("on", "on"),
        (true, "true"),
    ] as [(any Sendable, String)])
    func format(value: any Sendable, text: String) {
        #expect(ValueTable.format(value) == text)
    }

    private let table = ValueTable(columns: ["box.position.x", "box.opacity"], rows: [
        .init(time: 0, values: [ValueTable.format(0.0), ValueTable.format(1.0)]),
        .init(time: 0.5, values: [ValueTable.format(50.0), ValueTable.format(0.5)]),
        .init(time: 1, values: [ValueTable.format(100.0), ValueTable.format(0.0)]),
    ])

    /// A header, then a line per row; cells two blanks apart, aligned to their column's widest.
    @Test func rendering() {
        #expect(
            table.description == """
                t    box.position.x  box.opacity
                0    0               1
                0.5  50              0.5
                1    100             0
                """)
    }

    /// Missing values leave blanks (trimmed at the end of a line); extra values get no heading.
    @Test func ragged() {
        let ragged = ValueTable(columns: ["a", "b"], rows: [
            .init(time: 0, values: ["1"]),
            .init(time: 0.25, values: ["2", "3", "4"]),
        ])
        #expect(
            ragged.description == """
                t     a  b
                0     1
                0.25  2  3  4
                """)
        #expect(ValueTable(columns: [], rows: []).description == "t")
    }

    @Test func checkToleratesIndentation() throws {
        try table.check(
            """

                    t    box.position.x  box.opacity  
                    0    0               1
                    0.5  50              0.5
                    1    100             0

            """)
    }

    /// The whole message: both tables, the first difference, the table to paste.
    @Test func mismatchMessage() {
        let error = #expect(throws: FixtureError.self) {
            try table.check(
                """
                t    box.position.x  box.opacity
                0    0               1
                0.5  50              0.4
                1    100             0
                """)
        }
        #expect(error?.code == .tableMismatch)
        #expect(
            error?.description == """
                table does not match
                expected:
                  t    box.position.x  box.opacity
                  0    0               1
                  0.5  50              0.4
                  1    100             0
                actual:
                  t    box.position.x  box.opacity
                  0    0               1
                  0.5  50              0.5
                  1    100             0
                what to do:
                  the first difference is in the row at t = 0.5, column `box.opacity`: expected `0.4`, found `0.5`; if the new table is right, paste it as the expected string:
                  t    box.position.x  box.opacity
                  0    0               1
                  0.5  50              0.5
                  1    100             0
                """)
    }

    /// Each kind of difference gets its own explanation.
    @Test(arguments: [
        (
            ["t    box.position.y  box.opacity", "0    0               1", "0.5  50              0.5", "1    100             0"],
            "the header, column `box.position.x`: expected `box.position.y`, found `box.position.x`"
        ),
        (
            ["t    box.position.x  box.opacity", "0    0               1", "0.4  50              0.5", "1    100             0"],
            "the row at t = 0.5, column `t`: expected `0.4`, found `0.5`"
        ),
        (
            ["t    box.position.x  box.opacity", "0    0               1", "0.5  50              0.5"],
            "the table has a row at t = 1 after the expected table's last row"
        ),
        (
            ["t    box.position.x  box.opacity", "0    0               1", "0.5  50              0.5", "1    100             0", "2    100             0"],
            "the expected table has a line `2    100             0` after the table's last row"
        ),
        (
            ["t    box.position.x  box.opacity", "0    0               1", "0.5  50             0.5", "1    100             0"],
            "the row at t = 0.5 is aligned differently"
        ),
        (
            ["t    box.position.x  box.opacity", "0    0", "0.5  50              0.5", "1    100             0"],
            "the row at t = 0, column `box.opacity`: expected nothing, found `1`"
        ),
    ])
    func mismatchExplanations(expected lines: [String], explanation: String) {
        let expected = lines.joined(separator: "\n")
        let error = #expect(throws: FixtureError.self) { try table.check(expected) }
        #expect(error?.code == .tableMismatch)
        #expect(error?.hint.contains(explanation) == true, "\(error?.hint ?? "")")
    }
}
