import CadenceTesting
import Testing
@testable import CadenceCommandLine

@Suite struct TextReportTests {
    /// Worked out from ``SampleResults/demo``. The trace's last instant is 3.5
    /// (the mark); `spin` runs to it and shows `>` after it, so at 20 columns
    /// per second its row would need 6 + 71 characters: 10 it is. Columns
    /// cover a tenth of a second each: `right` [0, 1) is columns 0…9, `down`
    /// waits 0…9 and runs 10…24, `fade` waits 0…3 and is cancelled in 4,
    /// `load` fails in 29, `spin` starts in 30 and runs through 34, the stall
    /// covers 15…19. Opacity 0.1 + 0.2 is 0.3 and 1e-7 is 0 at six decimals.
    @Test func demoReport() {
        let expected = """
            demo: ended at 4 s; timeline at 10 columns per second

                  0         1         2         3
            right [========]
            down  ----------[=============x
            fade  ----x
            load  -------------------------[===!
            spin  ------------------------------[====>
            stall                #####
            [ start  = running  ] done  x cancelled  ! failed  - waiting  # stall
            > still running at the end

            t    box.position.x  box.position  box.opacity
            0    0               (0, 10)       1
            0.5  50              (50, 10)      0.75
            1    100             (100, 10)     0.5
            2    100             (100, 12.5)   0.3
            4    100             (100, 0)      0

            5 operations: 1 completed, 2 cancelled, 1 failed, 1 unfinished

            """
        #expect(TextReport(SampleResults.demo).text == expected)
    }

    /// `triangle.json`, by Docs/Scenarios/README.md: the run ends at 3, so 20
    /// columns per second fit (the axis's `3` is column 60, 67 characters in).
    @Test func triangleReport() throws {
        let expected = """
            triangle: ended at 3 s; timeline at 20 columns per second

                  0                   1                   2                   3
            right [==================]
            down  --------------------[==================]
            back  ----------------------------------------[==================]
            [ start  = running  ] done  x cancelled  ! failed  - waiting  # stall

            t    box.position
            0    (100, 100)
            0.5  (200, 100)
            1    (300, 100)
            1.5  (300, 200)
            2    (300, 300)
            2.5  (200, 200)
            3    (100, 100)

            3 operations: 3 completed, 0 cancelled, 0 failed

            """
        let report = TextReport(try SampleResults.triangle())
        #expect(report.text == expected)
        #expect(report.resolution == 20)
    }

    @Test func resolutionIsTheLargestThatFits() {
        func trace(lastingTo end: Double) -> Trace {
            Trace(events: [
                TraceEvent(sequence: 1, time: 0, kind: .start, operation: "a"),
                TraceEvent(sequence: 2, time: end, kind: .finish, operation: "a", result: "completed"),
            ])
        }
        // Rows are "a " then the cells: 70 cells fit in 72 characters.
        #expect(TextReport.timelineResolution(for: trace(lastingTo: 0.5)) == 100)
        #expect(TextReport.timelineResolution(for: trace(lastingTo: 0.7)) == 100)
        #expect(TextReport.timelineResolution(for: trace(lastingTo: 0.71)) == 50)
        #expect(TextReport.timelineResolution(for: trace(lastingTo: 13)) == 5)
        // At 5, the axis's label 14 would end 74 characters in.
        #expect(TextReport.timelineResolution(for: trace(lastingTo: 14)) == 4)
        #expect(TextReport.timelineResolution(for: trace(lastingTo: 17.5)) == 4)
        #expect(TextReport.timelineResolution(for: trace(lastingTo: 600)) == 0.1)
        #expect(TextReport.timelineResolution(for: Trace()) == 100)
    }

    @Test func slowTimelinesSayHowLongAColumnIs() {
        let trace = Trace(events: [
            TraceEvent(sequence: 1, time: 0, kind: .start, operation: "a"),
            TraceEvent(sequence: 2, time: 300, kind: .finish, operation: "a", result: "completed"),
        ])
        let result = ScenarioResult(name: "long", endTime: 300, trace: trace, columns: [], samples: [], operations: ["a"])
        let lines = TextReport(result).text.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.first == "long: ended at 300 s; timeline at 1 column = 5 s")
        #expect(lines.contains("(no samples)"))
        #expect(lines.contains("1 operation: 1 completed, 0 cancelled, 0 failed"))
    }

    @Test func emptyResult() {
        let result = ScenarioResult(name: "nothing", endTime: 0, trace: .init(), columns: [], samples: [], operations: [])
        #expect(TextReport(result).text == """
            nothing: ended at 0 s; timeline at 100 columns per second

            (no operations)
            [ start  = running  ] done  x cancelled  ! failed  - waiting  # stall

            (no samples)

            0 operations: 0 completed, 0 cancelled, 0 failed

            """)
    }
}
