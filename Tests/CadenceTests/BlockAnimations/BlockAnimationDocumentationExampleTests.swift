import Cadence
import Foundation
import Testing

/// The examples Docs/BlockAnimations.md adds for the options (transitions and
/// frame rates), run as written, with the values the document claims.
@Suite struct BlockAnimationDocumentationExampleTests {
    private struct World {
        let clock = VirtualClock()
        let compositor: Compositor
        let card = Layer()
        let queue: AnimationQueue

        init() {
            compositor = Compositor(clock: clock)
            compositor.rootLayer.addSublayer(card)
            queue = AnimationQueue(mainLoop: compositor.mainLoop)
        }
    }

    @Test("BlockAnimations.md: a cross-dissolve")
    func transition() throws {
        let world = World()
        let (clock, compositor, card, queue) = (world.clock, world.compositor, world.card, world.queue)

        compositor.transition(with: card, duration: 0.5, options: [.transitionCrossDissolve, .curveLinear], on: queue) {
            card[.backgroundColor] = .white  // shows at once, beneath the fade
        }
        try clock.advance(by: 0.25)
        let shown = try #require(card.presentation().transition)
        #expect(shown.type == .fade)
        #expect(shown.progress == 0.5)
        #expect(card.presentation()[.backgroundColor] == .white)
    }

    @Test("BlockAnimations.md: a ticker following the preferred frame rate")
    func frameRate() throws {
        let world = World()
        let (clock, compositor, card, queue) = (world.clock, world.compositor, world.card, world.queue)
        let printed = EventLog()

        let ticker = try FrameTicker(framesPerSecond: 60, clock: clock, following: compositor) { frame in
            printed.append("\(frame.index)")  // 2, 4, 6, … while the block flies, then 61, 62, …
        }
        ticker.start()
        compositor.animate(withDuration: 1, options: [.preferredFramesPerSecond30, .curveLinear], on: queue) {
            card[.positionX] = 300
        }
        try clock.advance(by: 1.05)
        #expect(ticker.frameInterval == 1)  // 1 again: the block is over
        ticker.invalidate()  // leaves nothing scheduled on the clock

        let expected = stride(from: 2, through: 60, by: 2).map { "\($0)" } + ["61", "62", "63"]
        #expect(printed.entries == expected)
        #expect(clock.nextDeadline == nil)
    }

    @Test("BlockAnimations.md: UIKit's options compile as written")
    func uikitOptions() throws {
        let world = World()
        let card = world.card
        let operation = world.compositor.animate(
            withDuration: 1, options: [.repeat, .curveEaseOut, .allowUserInteraction], on: world.queue
        ) { card[.opacity] = 0 }
        try world.clock.advance(by: 2.5)
        #expect(operation.isExecuting)
        #expect(card.animation(forKey: "opacity")?.timingFunction == .easeOut)
        operation.cancel()
    }
}
