import Cadence
import CadenceTesting
import Testing

/// Names given to an Animator's steps, a timeline's entries and a stagger's
/// steps reach the trace; a name given twice in one run is refused.
@Suite struct AnimatorNamingTests {
    /// The card of `Docs/Testing.md` as Animator steps: slideIn over [0, 0.3],
    /// hold over [0.3, 1.3], fadeOut over [1.3, 1.8], in sequence.
    @Test func namedStepsReachTheTrace() throws {
        let fixture = TestFixture()
        let card = fixture.addLayer(named: "card")
        try Animator(layer: card) {
            AnimationStep.basic(.positionX, from: -300, to: 0, duration: 0.3).named("slideIn")
            AnimationStep.wait(1).named("hold")
            AnimationStep.basic(.opacity, to: 0, duration: 0.5).named("fadeOut")
        }.run(on: fixture.queue)
        try fixture.runUntilIdle()
        try fixture.trace.checkOrder(of: .start, ["slideIn", "hold", "fadeOut"])
        let finishes = fixture.trace.events(.finish).map { "\($0.operation ?? "?") \($0.time)" }
        // The run's group is named for its place, `steps`; it finishes with its last child.
        #expect(finishes == ["slideIn 0.3", "hold 1.3", "fadeOut 1.8", "steps 1.8"])
        #expect(!fixture.trace.operationNames.contains { $0.hasPrefix("operation") })
    }

    /// A named stagger over three layers, `each: 0.1`: the group is `wave`,
    /// its steps `wave[0]`, `wave[1]` and `wave[2]`, held by `wave[1] at 0.1`
    /// and `wave[2] at 0.2`; a step named on its own keeps its name.
    @Test func aNamedStaggerNamesItsSteps() throws {
        let fixture = TestFixture()
        let tiles = (0..<3).map { fixture.addLayer(named: "tile\($0)") }
        var timeline = AnimationTimeline()
        timeline.add(AnimationStep.basic(.positionX, by: 10, duration: 0.5).at(.end).named("intro"))
        timeline.add(Stagger(each: 0.1), over: tiles.indices, named: "wave") { index in
            let step = AnimationStep.basic(.opacity, to: 0, duration: 1, on: tiles[index])
            return index == 2 ? step.named("last") : step
        }
        try Animator(layer: tiles[0]) { AnimationStep.timeline(timeline) }.run(on: fixture.queue)
        try fixture.runUntilIdle()
        let names = Set(fixture.trace.operationNames)
        for name in ["intro", "wave", "wave[0]", "wave[1]", "last", "wave at 0.5", "wave[1] at 0.1", "last at 0.2"] {
            #expect(names.contains(name), "\(name) in \(names.sorted())")
        }
        // wave starts at 0.5; last waits 0.2 more and plays 1 s: 0.5 + 0.2 + 1.
        let last = fixture.trace.events(.finish).first { $0.operation == "last" }
        #expect(last?.time == 1.7)
    }

    /// A name means one operation: the second `slide` is refused, naming both
    /// steps, and nothing is added to the queue.
    @Test func aNameGivenTwiceIsRefused() throws {
        let fixture = TestFixture()
        let box = fixture.addLayer(named: "box")
        let animator = Animator(layer: box) {
            AnimationStep.basic(.positionX, by: 10, duration: 1).named("slide")
            AnimationStep.parallel {
                AnimationStep.wait(1)
                AnimationStep.basic(.positionY, by: 10, duration: 1).named("slide")
            }
        }
        let error = #expect(throws: CadenceError.self) { try animator.run(on: fixture.queue) }
        #expect(error?.field == "steps[1][1].name")
        #expect(error?.description.contains("steps[0] is named \"slide\"") == true, "\(error?.description ?? "")")
        #expect(fixture.queue.operationCount == 0)
        #expect(animator.currentRun == nil)
    }

    /// A step may not take the name a timeline gives the wait of another.
    @Test func aNameMayNotBeAWaitsName() throws {
        let fixture = TestFixture()
        let box = fixture.addLayer(named: "box")
        let timeline = AnimationTimeline {
            AnimationStep.basic(.positionX, by: 10, duration: 1).named("x").at(.at(1))   // held by `x at 1`
            AnimationStep.wait(0.25).named("x at 1")
        }
        let error = #expect(throws: CadenceError.self) { try Animator(layer: box) { AnimationStep.timeline(timeline) }.run(on: fixture.queue) }
        #expect(error?.field == "steps[0].entries[1].name")
    }
}
