import Cadence
import Testing

@Suite struct SmokeTests {
    @Test func slide() throws {
        let stage = Stage()
        let log = EventLog()
        var slide = BasicAnimation(keyPath: .positionX, from: 0, to: 300, duration: 1)
        slide.delegate = DelegateLog("slide", log: log, clock: stage.clock)
        try stage.box.add(slide, forKey: "slide")
        stage.compositor.transaction.completionBlock = nil
        try stage.settle()
        #expect(stage.box.presentation(at: 0.5)[.positionX] == 150)
        try stage.advance(to: 0.25)
        #expect(stage.box.presentation()[.positionX] == 75)
        try stage.advance(to: 2)
        #expect(stage.box.presentation()[.positionX] == 0)
        #expect(log.entries == ["slide start @0", "slide stop finished @1"])
        #expect(stage.box.animationKeys().isEmpty)
    }
}
