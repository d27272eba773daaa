import Foundation
import CadenceTesting
import Testing
@testable import CadenceCommandLine

@Suite struct TextReportTests {
    /// Worked out from ``SampleResults/demo``. The run ends at 4, after the
    /// trace's last instant (the mark at 3.5); `spin` runs to the end and shows
    /// `>` after it, so at 20 columns per second its row would need 6 + 81
    /// characters: 10 it is. Columns cover a tenth of a second each: `right`
    /// [0, 1) is columns 0…9, `down` waits 0…9 and runs 10…24, `fade` waits
    /// 0…3 and is cancelled in 4, `load` fails in 29, `spin` starts in 30, runs
    /// through 39 (the column before 4 s) and shows `>` in 40, the stall covers
    /// 15…19. The axis is labelled to the end, 4 in column 40. Opacity 0.1 +
    /// 0.2 is 0.3 and 1e-7 is 0 at six decimals.
    @Test func demoReport() {
        let expected = """
            demo: ended at 4 s; timeline at 10 columns per second

                  0         1         2         3         4
            right [========]
            down  ----------[=============x
            fade  ----x
            load  -------------------------[===!
            spin  ------------------------------[=========>
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
            [ start  = running  ] done  - waiting

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

    /// `cadence run card.json --until 1` (card.json as in Docs/CommandLine.md):
    /// the run stops at 1 s, while slide's completion is held back by the stall
    /// over [0.75, 1.25). The timeline ends at 1 s, not at the trace's last
    /// event (the stall at 0.75): at 50 columns per second the instant just
    /// before 1 s is in column 49, so slide runs 1…49 and fade and drop wait
    /// 0…49, each with `>` in column 50, the column of 1 s; the stall starts in
    /// column 37 (0.75 × 50 = 37.5) and is cut off at 1 s, in 49; the axis's
    /// `1` is in column 50. At 100 columns per second 1 s alone is 100 columns.
    @Test func runStoppedByUntilEndsThere() throws {
        let scenario = try ScenarioReader.read(Data(CommandLineGuideTests.card.utf8))
        let result = try ScenarioRunner.run(scenario, until: 1)
        let blanks = { (count: Int) in String(repeating: " ", count: count) }
        let expected = """
            card: ended at 1 s; timeline at 50 columns per second

                  0\(blanks(49))1
            slide [\(String(repeating: "=", count: 49))>
            fade  \(String(repeating: "-", count: 50))>
            drop  \(String(repeating: "-", count: 50))>
            stall \(blanks(37) + String(repeating: "#", count: 13))
            [ start  = running  - waiting  # stall  > still running at the end
            -> never started by the end

            t     card.position.x  card.opacity  dot.position.y
            0     0                1             0
            0.25  50               1             0
            0.5   100              1             0
            0.75  150              1             0
            1     200              1             0

            3 operations: 0 completed, 0 cancelled, 0 failed, 3 unfinished

            """
        let report = TextReport(result)
        #expect(report.text == expected)
        #expect(report.resolution == 50)
    }

    /// `cadence demo ripple` ends at its `until`, 8 s, two seconds after its
    /// last operation ended (ripple, cancelled at 6). At 10 columns per second
    /// 8 s is 80 columns, so 5 it is: a column is 0.2 s. `ripple` starts in
    /// column 0 and is cancelled in 29, the column before 6 s; `follow-user`
    /// (its animation begins at 2 s and lasts 0.5 s) ends in 12, the column
    /// before 2.5 s. The axis labels every second, 5 columns apart, to `8` in
    /// column 40, 12 characters in after the names.
    @Test func rippleAxisReachesTheEnd() {
        let (status, buffers) = CommandLineGuideTests.command(["demo", "ripple"])
        #expect(status == 0)
        let lines = buffers.output.split(separator: "\n", omittingEmptySubsequences: false).prefix(6).joined(separator: "\n")
        #expect(lines == """
            ripple: ended at 8 s; timeline at 5 columns per second

                        0    1    2    3    4    5    6    7    8
            ripple      [\(String(repeating: "=", count: 28))x
            follow-user [\(String(repeating: "=", count: 11))]
            [ start  = running  ] done  x cancelled
            """)
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
        // With an end, the timeline spans the run: a run to 14 s needs the axis
        // to 14 however early its last event, and an end before a long stall
        // cuts it off there.
        #expect(TextReport.timelineResolution(for: trace(lastingTo: 0.5), end: 14) == 4)
        let stalled = Trace(events: [TraceEvent(sequence: 1, time: 0, kind: .stall, duration: 600)])
        #expect(TextReport.timelineResolution(for: stalled) == 0.1)
        #expect(TextReport.timelineResolution(for: stalled, end: 0.5) == 100)
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

            (no samples)

            0 operations: 0 completed, 0 cancelled, 0 failed

            """)
    }
}
