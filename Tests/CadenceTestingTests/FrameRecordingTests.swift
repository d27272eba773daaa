import Cadence
import CadenceTesting
import Foundation
import Synchronization
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
        // What the page holds, worked out from the run: a slide of 0.5 s
        // read at 60 Hz is 31 frames (0, 1/60, …, 30/60 = 0.5), of one layer.
        #expect(recording.frames.count == 31)
        #expect(page.hasPrefix("<!DOCTYPE html>"))
        #expect(page.contains("<title>a test&#39;s run</title>"), "the title, escaped for HTML")
        #expect(page.contains("1 layer · 0.5 s · 31 frames at 60 Hz"))
        #expect(page.contains("\"frameCount\":31"))
        #expect(page.contains("data-layer=\"box\""))
        #expect(page.contains("data-operation=\"slide\""))
        #expect(page.contains("data-outcome=\"completed\""))
        #expect(!page.contains("<script src="), "self-contained: nothing loaded from elsewhere")
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

    /// A 10,000 s linear fade of opacity from 1 to 0: 600,001 frames at 60 Hz
    /// would pass the budget of 3,600, so the rate is halved until the run
    /// fits: 60 / 2⁸ = 0.234375 Hz (60 / 2⁷ would take 4,688 frames), frames
    /// 0 … 2,343 (2,343 / 0.234375 = 9,996.8 s), 2,344 in all. Frame 1 is at
    /// 1 / 0.234375 = 4.2666… s, where the fade shows 1 − 4.2666… / 10,000.
    /// The table's column is read once a frame kept, at most: frames that
    /// would be dropped are not read.
    @Test func aLongRunIsThinnedToTheBudget() throws {
        let fixture = TestFixture()
        let box = fixture.addLayer(named: "box")
        let reads = ReadCounter()
        try fixture.recordFrames(columns: [FrameColumn(name: "box.opacity", layer: box) { values in
            reads.count()
            return Double(values[.opacity])
        }])
        try fixture.queue.addOperation(AnimationOperation(layer: box, animation: BasicAnimation(keyPath: .opacity, from: 1, to: 0, duration: 10_000)))
        try fixture.advance(to: 10_000)
        let recording = try #require(fixture.frameRecording)
        #expect(recording.rate == 0.234375)
        #expect(recording.thinnedFromRate == 60)
        #expect(recording.frames.count == 2_344)
        #expect(recording.values.count == 2_344)
        #expect(abs(Double(try #require(recording.frames[1][0]).opacity) - (1 - (1 / 0.234375) / 10_000)) < 1e-6)
        #expect(recording.values[1] == [Double(try #require(recording.frames[1][0]).opacity)])
        #expect(reads.value <= 2_344)
    }

    /// Two seconds at 60 Hz stay whole: 121 frames, not thinned; frame 60,
    /// at 1 s, half way through a linear slide to 120.
    @Test func aShortRunKeepsEveryFrame() throws {
        let fixture = TestFixture()
        let box = fixture.addLayer(named: "box")
        try fixture.recordFrames()
        try fixture.queue.addOperation(AnimationOperation(layer: box, animation: BasicAnimation(keyPath: .positionX, to: 120, duration: 2)))
        try fixture.runUntilIdle()
        let recording = try #require(fixture.frameRecording)
        #expect(recording.rate == 60)
        #expect(recording.thinnedFromRate == nil)
        #expect(recording.frames.count == 121)
        #expect(recording.frames[60][0]?.position.x == 60)
    }

    /// 100 layers for 60 s: the budget of 200,000 layers drawn allows 2,000
    /// frames, so the 3,601 frames at 60 Hz become 1,801 at 30 Hz.
    @Test func manyLayersLowerTheRate() throws {
        let fixture = TestFixture()
        for index in 0..<100 { _ = fixture.addLayer(named: "layer \(index)") }
        try fixture.recordFrames()
        try fixture.advance(to: 60)
        let recording = try #require(fixture.frameRecording)
        #expect(recording.layers.count == 100)
        #expect(recording.rate == 30)
        #expect(recording.thinnedFromRate == 60)
        #expect(recording.frames.count == 1_801)
    }

    /// A step at 10³⁰⁸ s: the rate is halved about a thousand times, with no
    /// overflow, and the frames stay within the budget.
    @Test func anEndNearTheLargestTimeStaysWithinTheBudget() throws {
        let fixture = TestFixture()
        _ = fixture.addLayer(named: "box")
        try fixture.recordFrames()
        try fixture.advance(to: 1e308)
        let recording = try #require(fixture.frameRecording)
        #expect(recording.frames.count <= 3_600)
        #expect(recording.frames.count >= 1_800)
        #expect(recording.rate > 0)
        #expect(PlayerPage(recording, title: "far").html.utf8.count < 1_000_000)
    }
}

/// Counts calls from a `@Sendable` closure.
private final class ReadCounter: Sendable {
    private let box = Mutex(0)
    func count() { box.withLock { $0 += 1 } }
    var value: Int { box.withLock { $0 } }
}
