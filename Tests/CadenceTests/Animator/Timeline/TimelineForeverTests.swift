import Cadence
import Testing

/// A timeline in an animator that runs for ever: every pass plays it
/// forwards, the backwards passes included. x from 0 to 100 over [0, 1] and
/// y by 10 at `<0.5` over [0.5, 1.5]: a pass lasts 1.5 s, so at 1.5 + 0.25 the
/// second pass shows x at 25 again.
@Suite struct TimelineForeverTests {
    @Test func foreverPlaysTheTimelineForwardsEachPass() throws {
        let q = QueueStage()
        let timeline = AnimationTimeline {
            AnimationStep.basic(.positionX, from: 0, to: 100, duration: 1)
            AnimationStep.basic(.positionY, by: 10, duration: 1).at(.previousStart(0.5))
        }
        let animator = Animator(layer: q.box) { AnimationStep.timeline(timeline) }
        try animator.forever(autoreverses: true)
        let run = try animator.run(on: q.queue)
        #expect(run.totalDuration == 1.5)
        try q.clock.advance(to: 1.75)
        #expect(q.box.presentation()[.positionX] == 25)
        run.cancel()
        try q.clock.advance(by: 0)
        #expect(run.status == .cancelled)
    }
}
