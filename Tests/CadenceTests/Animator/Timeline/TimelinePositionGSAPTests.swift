import Cadence
import Testing

/// GSAP's string form of the position parameter, read into the typed
/// position and written back.
@Suite struct TimelinePositionGSAPTests {
    @Test(arguments: [
        ("2", TimelinePosition.at(2)), ("0.5", .at(0.5)), ("+=1", .end(1)), ("-=0.5", .end(-0.5)),
        ("-=25%", .end(.percent(-25))), ("+=25%", .end(.percent(25))), ("<", .previousStart), (">", .previousEnd),
        ("<0.5", .previousStart(0.5)), (">-0.25", .previousEnd(-0.25)), ("<25%", .previousStart(.percent(25))),
        ("<+=0.5", .previousStart(0.5)), (">-=1", .previousEnd(-1)), ("outro", .label("outro")),
        ("outro+=0.25", .label("outro", 0.25)), ("intro.hit-=50%", .label("intro.hit", .percent(-50))),
        (" <0.5 ", .previousStart(0.5)),
        // Decimal as GSAP writes it: a point with digits on one side, an exponent, a sign where one is read.
        ("+=.5", .end(0.5)), ("1e3", .at(1000)), ("+2", .at(2)), ("<-1e-1", .previousStart(-0.1)), ("2.", .at(2)),
    ])
    func reads(text: String, position: TimelinePosition) throws {
        #expect(try TimelinePosition(gsap: text) == position)
    }

    /// Written back in GSAP's form, a position reads as itself.
    @Test(arguments: ["2", "+=1", "-=0.5", "-=25%", "<", ">", "<0.5", ">-0.25", "<25%", "outro", "outro+=0.25", "a.b-=50%"])
    func roundTrips(text: String) throws {
        let position = try TimelinePosition(gsap: text)
        #expect(position.description == text)
        #expect(try TimelinePosition(gsap: position.description) == position)
    }

    /// Refused: nothing, a time or offset that is not a finite number, a
    /// percentage of the inserted step after `<`, and a sign GSAP does not have.
    @Test(arguments: ["", "  ", "inf", "nan", "+=abc", "-=inf", "<25%x", "<+=25%", "outro*=2", "<nan"])
    func refuses(text: String) {
        #expect(throws: CadenceError.self) { try TimelinePosition(gsap: text) }
    }

    /// Refused: numbers Swift's `Double(_:)` reads that GSAP reads otherwise.
    /// `parseFloat("0x10")` is 0, not 16; `parseFloat("+-1")`, what GSAP
    /// makes of `"+=-1"`, is NaN; `"=1"` has no sign before its `=` (NaN
    /// too); `0x1p3` (8 in Swift) and `infinity` are not decimal either.
    @Test(arguments: [
        ("0x10", "a time in seconds written in decimal (2, 0.5, 1e-3), as GSAP reads it"),
        ("0x1p3", "a time in seconds written in decimal (2, 0.5, 1e-3), as GSAP reads it"),
        ("+=0x10", "an offset written in decimal (0.5, 25%), as GSAP's parseFloat reads it (0x10 is 0 there)"),
        ("<0x1p3", "an offset written in decimal (0.5, 25%), as GSAP's parseFloat reads it (0x10 is 0 there)"),
        ("outro-=0x10%", "an offset written in decimal (0.5, 25%), as GSAP's parseFloat reads it (0x10 is 0 there)"),
        ("+=-1", #"an offset without a sign of its own after += or -= (GSAP reads "+=-1" as NaN): write -=1 for -1 s"#),
        ("a-=+1", #"an offset without a sign of its own after += or -= (GSAP reads "+=-1" as NaN): write -=1 for -1 s"#),
        ("infinity", "a finite time in seconds"),
        ("=1", "a GSAP position: a time (2), +=1, -=0.5, -=25%, <, >, <0.5, >-0.25, <25%, a label, label+=0.25"),
    ])
    func refusesWhatGSAPReadsOtherwise(text: String, expected: String) {
        do {
            _ = try TimelinePosition(gsap: text)
            Issue.record("\(text) accepted")
        } catch {
            #expect(error.expected == expected)
            #expect(error.value == "\"\(text)\"")
        }
    }
}
