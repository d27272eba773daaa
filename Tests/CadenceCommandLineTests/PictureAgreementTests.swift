import CadenceCommandLine
import CadenceTesting
import Foundation
import Testing

/// The SVG picture and the HTML player that `cadence demo NAME --svg --html`
/// writes draw one model (`OperationRows`): the same rows, in the same
/// order, nested the same way, the same events, and legends naming the same
/// marks, for every demo and for scenarios with a retry, a timeline and a pause.
@Suite struct PictureAgreementTests {
    /// A row as a picture draws it: its name and how many groups it is in.
    struct DrawnRow: Equatable, CustomStringConvertible {
        let name: String
        let depth: Int
        var description: String { String(repeating: "  ", count: depth) + name }
    }

    /// What both pictures of one run show of its rows.
    struct Pictures {
        let svgRows: [DrawnRow], pageRows: [DrawnRow]
        let svgEvents: [String], pageEvents: [String]
        let svgLegend: [String], pageLegend: [String]
        let svg: [SVGElements.Element], html: String
    }

    /// Runs `cadence` with `--svg` and `--html` and reads both pictures.
    static func pictures(_ arguments: [String], files: [String: String] = [:]) throws -> Pictures {
        let (status, buffers) = CommandLineGuideTests.command(arguments + ["--svg", "out.svg", "--html", "out.html"], files: files)
        #expect(status == 0, "\(arguments): \(buffers.errors)")
        let svgText = String(decoding: try #require(buffers.written["out.svg"]), as: UTF8.self)
        let html = String(decoding: try #require(buffers.written["out.html"]), as: UTF8.self)
        let svg = try SVGElements.parse(svgText)
        // The SVG indents a child's label 14 pixels a level from 16, when there are groups; else all are at depth 0.
        let labels = svg.filter { $0.name == "text" && $0.hasClass("lane-label") }
        let svgRows = labels.map { label in
            DrawnRow(name: label.text, depth: label.attributes["text-anchor"] == "end" ? 0 : Int((((label.number("x") ?? 16) - 16) / 14).rounded()))
        }
        let pageRows = DrawnPage.openingTags(in: html, element: "div").compactMap { tag -> DrawnRow? in
            guard (tag["class"] ?? "").hasPrefix("lane-label"), let name = tag["data-operation"] else { return nil }
            return DrawnRow(name: name, depth: Int(tag["data-depth"] ?? "") ?? -1)
        }
        let svgEvents = svg.indices.filter { svg[$0].name == "g" && svg[$0].hasClass("event") }.compactMap { SVGElements.title(of: $0, in: svg) }
        let pageEvents = DrawnPage.openingTags(in: html, element: "div").filter { $0["class"] == "event" }.compactMap { $0["title"] }
        let svgLegend = svg.filter { $0.name == "rect" && $0.hasClass("swatch") }
            .map { ($0.attributes["class"] ?? "").split(separator: " ").dropFirst().joined(separator: " ") }
        let pageLegend = DrawnPage.openingTags(in: html, element: "i").compactMap { tag in
            (tag["class"] ?? "").hasPrefix("swatch ") ? String((tag["class"] ?? "").dropFirst("swatch ".count)) : nil
        }
        return Pictures(svgRows: svgRows, pageRows: pageRows, svgEvents: svgEvents, pageEvents: pageEvents,
                        svgLegend: svgLegend, pageLegend: pageLegend, svg: svg, html: html)
    }

    static func check(_ pictures: Pictures, _ what: String) {
        #expect(pictures.svgRows == pictures.pageRows, "\(what): SVG \(pictures.svgRows), page \(pictures.pageRows)")
        #expect(pictures.svgEvents == pictures.pageEvents, "\(what): SVG events \(pictures.svgEvents), page \(pictures.pageEvents)")
        #expect(pictures.svgLegend == pictures.pageLegend, "\(what): SVG legend \(pictures.svgLegend), page \(pictures.pageLegend)")
    }

    @Test(arguments: BuiltInScenarioList.names)
    func everyDemoDrawsTheSameRowsInBothPictures(_ name: String) throws {
        let pictures = try Self.pictures(["demo", name])
        Self.check(pictures, name)
        #expect(!pictures.svgLegend.isEmpty)
    }

    /// `demo stage`: `enter`'s children `slide` and `reveal`, and `steps`'
    /// `drop`, `rest` and `dim`, one level under their group, in file order.
    @Test func stageNestsItsGroupsChildren() throws {
        let pictures = try Self.pictures(["demo", "stage"])
        #expect(pictures.pageRows.map(\.description) == [
            "enter", "  slide", "  reveal", "alert", "steps", "  drop", "  rest", "  dim", "celebrate", "tidy",
        ])
        // Only what stage draws: waits, runs, failures, the groups' runs; no stall, cancellation or pause.
        #expect(pictures.pageLegend == ["wait", "bar completed", "bar failed", "group-extent"])
    }

    /// `demo clock-hand` has no operations, only `set` events, at 0, 0.1 and
    /// 1 s (its file): each is marked on the time axis of both pictures.
    @Test func clockHandsEventsAreMarked() throws {
        let pictures = try Self.pictures(["demo", "clock-hand"])
        #expect(pictures.pageEvents.count == 3)
        #expect(pictures.pageEvents.first == "set second-hand.angle, animated at 0 s")
        #expect(pictures.pageEvents.last == "set second-hand.angle, animated at 1 s")
        #expect(pictures.pageLegend == ["event"])
        Self.check(pictures, "clock-hand")
    }

    /// A retry's attempts follow the retry, whatever was added in between;
    /// a timeline's hold (`late at 0.5`, holding `late` until 0.5 s) and the
    /// retry's wait between attempts (`r wait 2`) are drawn as holds, not as work; a pause is marked in both pictures.
    @Test func retriesHoldsAndPausesAgree() throws {
        let json = """
            { "format": "cadence-scenario/1", "name": "mix", "maxConcurrentOperations": "unlimited",
              "layers": [ { "id": "card", "properties": { "position": [0, 0] } } ],
              "operations": [
                { "id": "r", "retry": { "maxAttempts": 2, "wait": { "type": "constant", "seconds": 0.25 } },
                  "animation": { "type": "task", "duration": 0.5, "failsOnAttempts": [1] } },
                { "id": "other", "animation": { "type": "wait", "duration": 1 } },
                { "id": "t", "timeline": [ { "id": "late", "layer": "card", "position": 0.5,
                  "animation": { "type": "basic", "keyPath": "position.x", "to": 100, "duration": 1 } } ] } ],
              "events": [ { "at": 0.75, "pause": "card" }, { "at": 1, "resume": "card" } ] }
            """
        let pictures = try Self.pictures(["run", "mix.json"], files: ["mix.json": json])
        Self.check(pictures, "mix")
        #expect(pictures.pageRows.map(\.description) == [
            "r", "  r attempt 1", "  r wait 2", "  r attempt 2", "other", "t", "  late at 0.5", "  late",
        ])
        #expect(pictures.html.contains("<div class=\"bar hold\""))
        // The retry's wait between its attempts is held too, not work; its attempts are work.
        let held = DrawnPage.openingTags(in: pictures.html, element: "div").filter { $0["class"] == "bar hold" }.compactMap { $0["data-operation"] }
        #expect(held == ["r wait 2", "late at 0.5"])
        #expect(pictures.svg.contains { $0.name == "rect" && $0.hasClass("hold") && !$0.hasClass("swatch") })
        #expect(pictures.html.contains("class=\"mark pause-mark\"") && pictures.html.contains("class=\"mark resume-mark\""))
        #expect(pictures.pageLegend.contains("bar hold") && pictures.pageLegend.contains("paused"))
    }

    /// `demo scrub` steers `slide` through its transport: paused from 0.5 to
    /// 1 and reversed at 1.5 until it rests at its start at 3.25 (its file).
    /// Both pictures draw the one hatched pause and the one backwards band on
    /// `slide`'s lane, at the same times, and name both in their legends.
    @Test func aSteeredOperationsPausesAndReversalsAgree() throws {
        let pictures = try Self.pictures(["demo", "scrub"])
        Self.check(pictures, "scrub")
        func svgTitles(_ style: String) -> [String] {
            pictures.svg.indices.filter { pictures.svg[$0].name == "rect" && pictures.svg[$0].hasClass(style) && !pictures.svg[$0].hasClass("swatch") }
                .map { SVGElements.title(of: $0, in: pictures.svg) ?? "" }
        }
        let divs = DrawnPage.openingTags(in: pictures.html, element: "div")
        func pageTitles(_ style: String) -> [String] { divs.filter { $0["class"] == style }.map { $0["title"] ?? "" } }
        #expect(svgTitles("held") == ["slide paused from 0.5 s to 1 s"])
        #expect(svgTitles("reversed") == ["slide played backwards from 1.5 s to 3.25 s"])
        #expect(pageTitles("held") == svgTitles("held"))
        #expect(pageTitles("reversed") == svgTitles("reversed"))
        #expect(pictures.pageLegend.contains("held") && pictures.pageLegend.contains("reversed"))
        // A layer's pause is not drawn: no layer was paused.
        #expect(!pictures.pageLegend.contains("paused"))
    }
}
