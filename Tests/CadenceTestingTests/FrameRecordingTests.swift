import Cadence
import CadenceTesting
import Foundation
import Testing

/// `recordFrames` reads what the run shows at each frame instant, ahead of the
/// clock, without changing the run: the values the HTML player plays.
@Suite struct FrameRecordingTests {
    /// A 1 s linear slide of x from 0 to 100, recorded at 4 frames a second:
    /// frames at 0, 0.25, 0.5, 0.75 and 1 s show 0, 25, 50, 75 and 100 (the
    /// last after the animation's removal, from the model), and the table's
    /// column says the same.
    @Test func framesShowThePresentedValues() throws {
        let fixture = TestFixture()
        let box = fixture.addLayer(named: "box") { $0[.bounds] = CGRect(x: 0, y: 0, width: 10, height: 20) }
        try fixture.recordFrames(rate: 4, columns: [FrameColumn(box, .positionX)])
        let slide = AnimationOperation(layer: box, animation: BasicAnimation(keyPath: .positionX, from: 0, to: 100, duration: 1))
        try fixture.queue.addOperation(slide)
        try fixture.runUntilIdle()
        let recording = try #require(fixture.frameRecording)
        #expect(recording.rate == 4)
        #expect(recording.endTime == 1)
        #expect(recording.layers == [FrameRecording.LayerEntry(name: "box", parent: nil)])
        #expect(recording.frames.map { $0.first??.position.x } == [0, 25, 50, 75, 100])
        #expect(recording.frames.allSatisfy { $0.first??.bounds.size == CGSize(width: 10, height: 20) })
        #expect(recording.columns == ["box.position.x"])
        #expect(recording.values == [[0], [25], [50], [75], [100]])
    }

    /// Recording never moves the clock for a frame: the trace of a run with
    /// frames recorded is the trace of the same run without.
    @Test func recordingLeavesTheRunAlone() throws {
        func run(recording: Bool) throws -> Trace {
            let fixture = TestFixture()
            let box = fixture.addLayer(named: "box")
            if recording { try fixture.recordFrames() }
            let right = AnimationOperation(layer: box, animation: BasicAnimation(keyPath: .positionX, to: 100, duration: 0.7))
            right.name = "right"
            let down = AnimationOperation(layer: box, animation: BasicAnimation(keyPath: .positionY, to: 50, duration: 0.3))
            down.name = "down"
            down.addDependency(right)
            try fixture.queue.addOperations([right, down])
            try fixture.advance(to: 0.35)
            try fixture.mainLoop.stall(for: 0.2)
            try fixture.runUntilIdle()
            return fixture.trace
        }
        #expect(try run(recording: true) == run(recording: false))
    }

    /// Sublayers come after their superlayer, with its index; a layer that
    /// joins later is absent (nil) from the frames before it joined.
    @Test func theTreeIsKeptInOrder() throws {
        let fixture = TestFixture()
        let parent = fixture.addLayer(named: "parent")
        try fixture.recordFrames(rate: 2)
        try fixture.advance(to: 0.5)
        try fixture.onMain {
            let child = Layer(name: "child")
            parent.addSublayer(child)
        }
        try fixture.advance(to: 1)
        let recording = try #require(fixture.frameRecording)
        #expect(recording.layers == [.init(name: "parent", parent: nil), .init(name: "child", parent: 0)])
        #expect(recording.frames.map { $0.count } == [1, 2, 2])
        #expect(recording.frames[0].count == 1)
        #expect(recording.frames[2][1] != nil)
    }

    /// `writeHTML(to:)` writes the player of the fixture's run: the page
    /// `PlayerPage` makes of its recording, with its layers and operations.
    @Test func writeHTMLWritesThePlayer() throws {
        let fixture = TestFixture()
        let box = fixture.addLayer(named: "box") { $0[.bounds] = CGRect(x: 0, y: 0, width: 40, height: 40) }
        try fixture.recordFrames()
        let slide = AnimationOperation(layer: box, animation: BasicAnimation(keyPath: .positionX, to: 200, duration: 0.5))
        slide.name = "slide"
        try fixture.queue.addOperation(slide)
        try fixture.runUntilIdle()
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("cadence-player-\(UUID().uuidString).html")
        defer { try? FileManager.default.removeItem(at: url) }
        try fixture.writeHTML(to: url, title: "a test's run")
        let page = try String(contentsOf: url, encoding: .utf8)
        let recording = try #require(fixture.frameRecording)
        #expect(page == PlayerPage(recording, title: "a test's run").html)
        #expect(page.contains("data-layer=\"box\""))
        #expect(page.contains("slide"))
        #expect(recording.frames.count == 31)
    }

    /// Writing the page without recording is a typed error.
    @Test func writingWithoutRecordingIsAnError() {
        let fixture = TestFixture()
        do {
            try fixture.writeHTML(to: URL(fileURLWithPath: "/tmp/cadence-never-written.html"))
            Issue.record("expected an error")
        } catch {
            #expect(error.code == .notRecording)
        }
        #expect(fixture.frameRecording == nil)
    }

    /// A rate that is not a finite number > 0 is refused.
    @Test(arguments: [0.0, -60, .infinity, .nan])
    func aBadRateIsRefused(rate: Double) {
        #expect(throws: FixtureError.self) { try TestFixture().recordFrames(rate: rate) }
    }
}
