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
}
