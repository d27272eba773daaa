import Cadence
import CadenceCommandLine
import CadenceTesting
import Foundation
import Testing

/// What the player's stage shows of layers that paint nothing, read back from
/// a headless browser's DOM: a layer with a size and no background, border or
/// shadow is outlined and named where it is, and names at one spot are set
/// apart. Runs only with `CADENCE_BROWSER_TESTS=1`, like ``PlayerBrowserTests``.
@Suite(
    .enabled(
        if: ProcessInfo.processInfo.environment["CADENCE_BROWSER_TESTS"] == "1",
        "needs a browser: set CADENCE_BROWSER_TESTS=1, with chromium installed"),
    .serialized)
struct PlayerStageBrowserTests {
    /// The attributes of layer `name` as the page drew it at `time`.
    static func drawn(_ html: String, at time: Double, layers names: [String]) async throws -> [String: [String: String]] {
        let browser = try #require(HeadlessChromium.find(), "CADENCE_BROWSER_TESTS=1 but no chromium on the PATH")
        let folder = try TemporaryDirectory()
        let page = try folder.write(Data(html.utf8), to: "page.html")
        let dom = try await browser.dumpDOM("\(URL(fileURLWithPath: page).absoluteString)#t=\(time)", scratch: folder.file("run"))
        let layers = DrawnPage(dom: dom).layers
        return Dictionary(uniqueKeysWithValues: names.compactMap { name in layers.first { $0.name == name }.map { (name, $0.attributes) } })
    }

    /// `"x y width height"` as four numbers.
    static func box(_ text: String?) -> [Double] { (text ?? "").split(separator: " ").compactMap { Double($0) } }

    /// Docs/Testing.md's replay: a card of 80 × 50 pt with only its bounds,
    /// sliding from x 0 to 300 in 0.5 s, linearly. At 0.4 s its position is
    /// 0.4 / 0.5 × 300 = 240, so its box runs from 240 − 40 = 200 to 280 and
    /// from −25 to 25 (anchor point in the middle).
    @Test func aCardWithOnlyBoundsIsOutlinedAndNamed() async throws {
        let fixture = TestFixture()
        let card = fixture.addLayer(named: "card") { $0[.bounds] = CGRect(x: 0, y: 0, width: 80, height: 50) }
        try fixture.recordFrames(columns: [FrameColumn(card, .positionX), FrameColumn(card, .opacity)])
        try fixture.queue.addOperation(AnimationOperation(layer: card, animation: BasicAnimation(keyPath: .positionX, to: 300, duration: 0.5)))
        try fixture.runUntilIdle()
        let html = PlayerPage(try #require(fixture.frameRecording), title: "card slides").html
        let card0 = try #require(try await Self.drawn(html, at: 0.4, layers: ["card"])["card"])
        #expect(card0["data-drawn-outline"] == "true")
        let box = Self.box(card0["data-drawn-box"])
        let expected = [200.0, -25, 80, 50]
        #expect(box.count == 4 && zip(box, expected).allSatisfy { abs($0 - $1) <= 0.5 }, "drawn box \(box), expected \(expected)")
        #expect(Self.box(card0["data-drawn-label"]).count == 4, "the card's name is shown")
    }

    /// Layers that paint themselves are not outlined: one with only a border
    /// (black by default, 2 pt wide), one with only a background colour.
    @Test func layersThatPaintAreNotOutlined() async throws {
        let fixture = TestFixture()
        let size = CGRect(x: 0, y: 0, width: 40, height: 40)
        fixture.addLayer(named: "framed") { $0[.bounds] = size; $0[.borderWidth] = 2 }
        fixture.addLayer(named: "filled") { $0[.bounds] = size; $0[.backgroundColor] = RGBAColor(red: 1, green: 0, blue: 0, alpha: 1) }
        try fixture.recordFrames()
        try fixture.advance(by: 0.1)
        let drawn = try await Self.drawn(
            PlayerPage(try #require(fixture.frameRecording), title: "painted").html, at: 0, layers: ["framed", "filled"])
        #expect(drawn["framed"]?["data-drawn-outline"] == "false")
        #expect(drawn["filled"]?["data-drawn-outline"] == "false")
        #expect(drawn["framed"]?["data-drawn-label"] == nil, "no name over a layer that shows itself")
    }

    /// `demo ripple` at 1 s: the ripple has no colour of its own; its width
    /// there is the table's 162.016527 (the report's row at 1 s), and the
    /// marker, a dot, keeps its name.
    @Test func theRippleIsOutlinedAtItsWidth() async throws {
        let scenario = try ScenarioReader.read(Data(try #require(BuiltInScenarioList.json("ripple")).utf8), name: "ripple")
        let recording = try #require(try ScenarioRunner.run(scenario, picture: false, player: true).frameRecording)
        let drawn = try await Self.drawn(PlayerPage(recording, title: "ripple").html, at: 1, layers: ["ripple", "marker"])
        let ripple = try #require(drawn["ripple"])
        #expect(ripple["data-drawn-outline"] == "true")
        let box = Self.box(ripple["data-drawn-box"])
        #expect(box.count == 4 && abs(box[2] - 162.016527) <= 0.5 && abs(box[3] - 162.016527) <= 0.5, "ripple box \(box)")
        #expect(Self.box(ripple["data-drawn-label"]).count == 4, "the ripple's name is shown")
        #expect(drawn["marker"]?["data-drawn-outline"] == "false", "a dot has no outline")
    }

    /// Three layers without a size at one point: three dots on one spot, whose
    /// names would be written over one another; each name's box is clear of the others.
    @Test func namesAtOneSpotDoNotCoverEachOther() async throws {
        let fixture = TestFixture()
        for name in ["first", "second", "third"] {
            fixture.addLayer(named: name) { $0[.position] = CGPoint(x: 50, y: 50) }
        }
        try fixture.recordFrames()
        try fixture.advance(by: 0.1)
        let drawn = try await Self.drawn(
            PlayerPage(try #require(fixture.frameRecording), title: "one spot").html, at: 0, layers: ["first", "second", "third"])
        let labels = ["first", "second", "third"].map { Self.box(drawn[$0]?["data-drawn-label"]) }
        #expect(labels.allSatisfy { $0.count == 4 }, "every name shown: \(labels)")
        for (index, a) in labels.enumerated() where a.count == 4 {
            for b in labels[(index + 1)...] where b.count == 4 {
                let apart = a[0] + a[2] <= b[0] || b[0] + b[2] <= a[0] || a[1] + a[3] <= b[1] || b[1] + b[3] <= a[1]
                #expect(apart, "labels \(a) and \(b) overlap")
            }
        }
    }
}
