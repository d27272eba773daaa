import CadenceTesting
import Testing

@Suite struct TimelineTests {
    /// A trace and the timeline worked out by hand from the documented rules.
    struct Case: Sendable, CustomTestStringConvertible {
        let name: String
        let events: [TraceEvent]
        var resolution: Double = 4
        /// The timeline's end, if it is given one.
        var end: Double? = nil
        let expected: String

        var testDescription: String { name }
    }

    static let cases: [Case] = [
        // right: [ col 0, runs to the column before 1 s (col 3). down waits from
        // 0 s (cols 0-3), starts at 1 s (col 4), runs to the column before 3 s (col 11).
        Case(
            name: "back-to-back chain, both enqueued at 0 s",
            events: [.enqueue(0, "right"), .enqueue(0, "down"), .start(0, "right"), .finish(1, "right"), .start(1, "down"), .finish(3, "down")],
            expected: """
                right [==]
                down  ----[======]
                """),
        Case(
            name: "back-to-back chain without enqueue events",
            events: [.start(0, "right"), .finish(1, "right"), .start(1, "down"), .finish(3, "down")],
            expected: """
                right [==]
                down      [======]
                """),
        // At 10 columns per second: a runs cols 0-4, b starts at 0.2 s (col 2) and
        // runs to the column before 0.7 s (col 6).
        Case(
            name: "parallel rows",
            events: [.start(0, "a"), .start(0.2, "b"), .finish(0.5, "a"), .finish(0.7, "b")],
            resolution: 10,
            expected: """
                a [===]
                b   [===]
                """),
        // 0.1 + 0.2 = 0.30000000000000004 is column 3; 0.1 + 0.7 = 0.7999999999999999
        // ends in column 7, the column before 0.8 s.
        Case(
            name: "floating-point error is absorbed",
            events: [.start(0.1 + 0.2, "a"), .finish(0.1 + 0.7, "a")],
            resolution: 10,
            expected: "a    [===]"),
        // 0.29 × 100 = 28.999999999999996, still column 29.
        Case(
            name: "an instant just below a column boundary",
            events: [.start(0.29, "a"), .finish(0.29, "a")],
            resolution: 100,
            expected: "a " + String(repeating: " ", count: 29) + "|"),
        // The run ends in the column before 0.5 s, col 1.
        Case(
            name: "cancelled while running",
            events: [.start(0, "a"), .finish(0.5, "a", "cancelled")],
            expected: "a [x"),
        // Waits cols 0-2, its wait ends in col 3 (the column before 1 s).
        Case(
            name: "cancelled before starting",
            events: [.enqueue(0, "a"), .finish(1, "a", "cancelled")],
            expected: "a ---x"),
        Case(
            name: "cancelled at the instant it was enqueued",
            events: [.enqueue(1, "a"), .finish(1, "a", "cancelled")],
            expected: "a     x"),
        // [ col 0, = cols 1-6, ! col 7 (the column before 2 s).
        Case(
            name: "failed",
            events: [.start(0, "a"), .finish(2, "a", "failed")],
            expected: "a [======!"),
        // 1 s and 1.1 s are both in column 4.
        Case(
            name: "start and finish in one column",
            events: [
                .start(1, "done"), .finish(1.1, "done"),
                .start(1, "gone"), .finish(1.1, "gone", "cancelled"),
                .start(1, "bad"), .finish(1.1, "bad", "failed"),
                .start(2, "instant"), .finish(2, "instant"),
            ],
            expected: """
                done        |
                gone        x
                bad         !
                instant         |
                """),
        // The trace ends at 1 s, so its last column is 3: a runs to col 3 and shows >
        // in col 4; c waits to col 3; d starts in col 4 at the trace's end.
        Case(
            name: "never finishing",
            events: [.enqueue(0, "c"), .start(0, "a"), .start(0, "b"), .finish(1, "b"), .start(1, "d")],
            expected: """
                c ---->
                a [===>
                b [==]
                d     [>
                """),
        // stall cols 2-3 and col 6 (no duration: one column), jump col 4,
        // dropped frames at 0.25 s for 0.1 s: col 1 only.
        Case(
            name: "stall, jump and dropped-frames rows after the operations",
            events: [
                .start(0, "a"), .dropFrames(0.25, 0.1), .stall(0.5, 0.5), .jump(1, 5),
                .finish(1.5, "a"), TraceEvent(time: 1.5, kind: .stall),
            ],
            expected: """
                a      [====]
                stall    ##  #
                jump       >
                frames  ~
                """),
        Case(
            name: "the example in Timeline's documentation",
            events: [
                .enqueue(0, "load"), .enqueue(0, "fetch"), .start(0, "load"), .finish(0.25, "load"),
                .start(0.5, "fetch"), .enqueue(0.5, "retry"), .enqueue(1, "spin"), .start(1, "spin"),
                .finish(1, "retry", "cancelled"), .stall(1.5, 0.5), .finish(1.5, "fetch", "failed"), .mark(2, "end"),
            ],
            expected: """
                load  |
                fetch --[==!
                retry   -x
                spin      [===>
                stall       ##
                """),
        // With an end at 1 s, the last column is 3 (the column before 1 s) and
        // nothing after 1 s is drawn. a starts in col 0 and finishes only at 2 s:
        // = to col 3, > in col 4. b waits from 0 s and is cancelled only at
        // 1.5 s: - to col 3, > in col 4. d starts at 0.5 s (col 2) and finishes
        // at the end, in col 3. c starts at 1.25 s, after the end: an empty row.
        // The stall [0.5, 1.5) is cut to [0.5, 1): cols 2-3. The jump at 1.5 s is
        // after the end, so there is no jump row.
        Case(
            name: "an end leaves out what comes after it",
            events: [
                .enqueue(0, "a"), .enqueue(0, "b"), .start(0, "a"), .start(0.5, "d"), .stall(0.5, 1),
                .finish(1, "d"), .start(1.25, "c"), .finish(1.5, "b", "cancelled"), .jump(1.5, 1), .finish(2, "a"),
            ],
            end: 1,
            expected: """
                a     [===>
                b     ---->
                d       []
                c
                stall   ##
                """),
        // The trace's last event is at 0 s; the run ends at 2 s, so a runs to
        // col 7 (the column before 2 s) and shows > in col 8.
        Case(
            name: "an end after the trace's last event",
            events: [.start(0, "a")],
            end: 2,
            expected: "a [=======>"),
        // The instant just before 0.6 s is in col 2 (0.6 × 4 = 2.4): a runs to
        // col 2 and shows > in col 3; the stall from 0.25 s (col 1) is cut off
        // at 0.6 s, in col 2.
        Case(
            name: "an end inside a column",
            events: [.start(0, "a"), .stall(0.25, 1)],
            end: 0.6,
            expected: """
                a     [==>
                stall  ##
                """),
    ]

    @Test(arguments: cases) func rendering(_ example: Case) throws {
        let trace = Trace(numbering: example.events)
        let timeline = Timeline(trace, resolution: example.resolution, end: example.end)
        #expect(timeline.description == example.expected)
        #expect(timeline.end == example.end)
        if example.end == nil {
            try trace.checkTimeline(example.expected, resolution: example.resolution)
        }
    }

    /// Without an end, a stall is drawn in full and the timeline ends at the
    /// trace's last event; an end at the last event, with nothing reaching
    /// past it, draws the same.
    @Test func noEndKeepsTheTrace() {
        // The stall [0.5, 1.5) is cols 2-5; a's last column is 3 (the trace's
        // last event is at 1 s). Ended at 1 s, the stall is cut to cols 2-3.
        let trace = Trace(numbering: [.start(0, "a"), .stall(0.5, 1), .mark(1, "stop")])
        #expect(Timeline(trace, resolution: 4).description == "a     [===>\nstall   ####")
        #expect(Timeline(trace, resolution: 4, end: 1).description == "a     [===>\nstall   ##")
        #expect(Timeline(chain, resolution: 4, end: 3).rendered(withAxis: true) == Timeline(chain, resolution: 4).rendered(withAxis: true))
        #expect(Timeline(chain, resolution: 4).end == nil)
    }

    private let chain = Trace(numbering: [
        .enqueue(0, "right"), .enqueue(0, "down"), .start(0, "right"), .finish(1, "right"), .start(1, "down"), .finish(3, "down"),
    ])

    /// Rows hold the names and the cells with trailing blanks trimmed; an empty trace draws nothing.
    @Test func rows() {
        let timeline = Timeline(chain, resolution: 4)
        #expect(timeline.rows.map(\.name) == ["right", "down"])
        #expect(timeline.rows.map(\.cells) == ["[==]", "----[======]"])
        #expect(timeline.resolution == 4)
        #expect(Timeline(Trace()).description.isEmpty)
        #expect(Timeline(Trace()).rendered(withAxis: true).isEmpty)
    }

    /// Label s in column s × resolution, up to the column after the longest row.
    @Test func axis() {
        #expect(
            Timeline(chain, resolution: 4).rendered(withAxis: true) == """
                      0   1   2   3
                right [==]
                down  ----[======]
                """)
        #expect(
            Timeline(chain, resolution: 2).rendered(withAxis: true) == """
                      0 1 2 3
                right []
                down  --[==]
                """)
    }

    /// With an end, labels go as far as the end's column: past the rows if the
    /// run went on after its last event, and not past the end.
    @Test func axisToTheEnd() {
        // The chain ends at 3 s; a run that went on to 5 s is labelled to col 20.
        #expect(
            Timeline(chain, resolution: 4, end: 5).rendered(withAxis: true) == """
                      0   1   2   3   4   5
                right [==]
                down  ----[======]
                """)
        // Stopped at 1 s: right ends in col 3; down waits to col 3, starts at
        // the end (col 4) and shows > in col 5; the axis stops at 1 (col 4).
        #expect(
            Timeline(chain, resolution: 4, end: 1).rendered(withAxis: true) == """
                      0   1
                right [==]
                down  ----[>
                """)
        // At one column per second, a runs to col 3 (the instant just before
        // 3.5 s) and shows > in col 4. Labels go every 2 s (a second apart they
        // would touch); 4 would be in col 4, past the end's col 3.
        let running = Trace(numbering: [.start(0, "a")])
        #expect(
            Timeline(running, resolution: 1, end: 3.5).rendered(withAxis: true) == """
                  0 2
                a [===>
                """)
        // The example in the initializer's documentation.
        let stopped = Trace(numbering: [.start(0, "right"), .stall(0.5, 1), .finish(2, "right")])
        #expect(
            Timeline(stopped, resolution: 4, end: 1).rendered(withAxis: true) == """
                      0   1
                right [===>
                stall   ##
                """)
    }

    /// When labels a second apart would touch, they go every 2, 5, 10, … seconds.
    @Test func axisLabelsThatWouldCollide() {
        // At one column per second, "9" ends at column 10, where "10" would start;
        // every 2 s, "10" ends at column 12, where "12" would start.
        let long = Trace(numbering: [.start(0, "a"), .finish(12, "a")])
        #expect(
            Timeline(long, resolution: 1).rendered(withAxis: true) == """
                  0    5    10
                a [==========]
                """)
    }

    /// Indentation, blank lines around, and trailing blanks are ignored; an axis line may be given.
    @Test func checkToleratesIndentation() throws {
        try chain.checkTimeline(
            """

                right [==]   
                down  ----[======]

            """, resolution: 4)
        try chain.checkTimeline(
            """
                      0   1   2   3
                right [==]
                down  ----[======]
            """, resolution: 4)
    }

    /// The whole message: both timelines with axes, the first difference, the timeline to paste.
    @Test func mismatchMessage() {
        let error = #expect(throws: FixtureError.self) {
            try chain.checkTimeline(
                """
                right [==]
                down      [======]
                """, resolution: 4)
        }
        #expect(error?.code == .timelineMismatch)
        #expect(
            error?.description == """
                timeline does not match (resolution 4 columns per second)
                expected:
                        0   1   2   3
                  right [==]
                  down      [======]
                actual:
                        0   1   2   3
                  right [==]
                  down  ----[======]
                what to do:
                  the first difference is in row `down`, column 0 (t = 0 s): expected a blank, found `-`; if the new timeline is right, paste it as the expected string:
                  right [==]
                  down  ----[======]
                """)
    }

    /// Each kind of difference gets its own explanation.
    @Test(arguments: [
        (["right [==]", "down  ----[=====]"], "row `down`, column 10 (t = 2.5 s): expected `]`, found `=`"),
        (["right [==]"], "the trace's timeline has a row `down` after the expected timeline's last row"),
        (["right [==]", "down  ----[======]", "left  [=]"], "the expected timeline has a row `left` after the trace's last row"),
        (["down  ----[======]", "right [==]"], "row 1: the expected timeline has `down` there, the trace has `right`"),
        // Padded for a row the trace does not have: the cells agree, the padding does not.
        (["right   [==]", "down    ----[======]", "stalled [=]"], "row `right` is shifted right by 2 columns against the trace's"),
        // One blank too many after every name (the cells start after 7
        // characters where the trace's 5-character `right` and one blank make 6).
        (
            ["right  [==]", "down   ----[======]"],
            "every row is shifted right by 1 column against the trace's: the expected cells start after 7 characters "
                + "of each line; the trace pads each name with blanks to the longest, `right` (5 characters), then one blank: "
                + "6 characters before the cells"
        ),
        // One blank too few in one row only: its marks are right, its alignment is not.
        (["right [==]", "down ----[======]"], "row `down` is shifted left by 1 column against the trace's (its marks match once aligned)"),
        (["      0 1 2 3", "right [==]", "down  ----[======]"], "the first difference is in the axis line"),
    ])
    func mismatchExplanations(expected lines: [String], explanation: String) {
        let expected = lines.joined(separator: "\n")
        let error = #expect(throws: FixtureError.self) { try chain.checkTimeline(expected, resolution: 4) }
        #expect(error?.code == .timelineMismatch)
        #expect(error?.hint.contains(explanation) == true, "\(error?.hint ?? "")")
    }

    /// The resolution must be finite and positive.
    @Test(arguments: [0, -1, Double.nan, .infinity])
    func invalidResolution(_ resolution: Double) {
        let error = #expect(throws: FixtureError.self) { try chain.checkTimeline("", resolution: resolution) }
        #expect(error?.code == .invalidArgument)
    }

    /// An empty trace matches an empty timeline, and a mismatch says which side is empty.
    @Test func emptyTimelines() throws {
        try Trace().checkTimeline("")
        let error = #expect(throws: FixtureError.self) { try Trace().checkTimeline("a [=]") }
        #expect(error?.actual == "an empty timeline")
    }
}
