// Generated from the documentation by DocumentationSnippetTests: do not edit.
// After changing a page: swift run DocumentationSnippets
import Cadence
import CadenceTesting
import Foundation
import Testing

#sourceLocation(file: "Docs/Testing.md", line: 671)





@Test func cardSlidesInLeavingAReplayIfItFails() throws {
    let fixture = TestFixture()
    let card = fixture.addLayer(named: "card")
    try fixture.recordFrames()
    try fixture.queue.addOperation(
        AnimationOperation(layer: card, animation: BasicAnimation(keyPath: .positionX, to: 300, duration: 0.5)))
    try fixture.runUntilIdle()
    let passed = card.presentedValue(for: .positionX) == 300
    if !passed {
        let replay = URL(fileURLWithPath: NSTemporaryDirectory()).appendingPathComponent("cardSlidesIn.html")
        try fixture.writeHTML(to: replay, title: "cardSlidesInLeavingAReplayIfItFails")
        Issue.record("card did not slide in; replay: \(replay.path)")
    }
}
#sourceLocation()

