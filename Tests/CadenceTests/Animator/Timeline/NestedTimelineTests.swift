import Cadence
import Foundation
import Testing

/// Timelines nested in timelines: one step of the parent, at a position,
/// with their labels reachable as `"child.label"`.
@Suite struct NestedTimelineTests {
    /// `intro`, in its own time: A (1 s) at 0 [0, 1]; `hit` at 0.5; B (0.5 s)
    /// at `hit` [0.5, 1]; `inner` at the end (1), holding `x` at 0.25 and C
    /// (0.5 s) at 0: C [1, 1.5], `inner.x` at 1.25. intro lasts 1.5.
    ///
    /// The parent: D (1 s) at 0 [0, 1]; intro at `>-0.5`, so 0.5: A [0.5, 1.5],
    /// B [1, 1.5], C [1.5, 2], `intro.hit` 1, `intro.inner.x` 1.75; E (0.25 s)
    /// at `intro.hit+=0.25` [1.25, 1.5]; F (0.5 s) at `intro.inner.x`
    /// [1.75, 2.25]. Total 2.25; at 1.125 the progress is 1.125 / 2.25 = 0.5.
    private func parent() -> AnimationTimeline {
        let inner = AnimationTimeline(name: "inner") {
            TimelineEntry.label("x", at: .at(0.25))
            AnimationStep.basic(.cornerRadius, to: 4, duration: 0.5).at(.start)
        }
        let intro = AnimationTimeline(name: "intro") {
            AnimationStep.basic(.positionY, from: 0, to: 100, duration: 1)
            TimelineEntry.label("hit", at: .at(0.5))
            AnimationStep.basic(.opacity, to: 0.5, duration: 0.5).at(.label("hit"))
            inner
        }
        return AnimationTimeline {
            AnimationStep.basic(.positionX, to: 100, duration: 1)
            TimelineEntry.timeline(intro, at: .previousEnd(-0.5))
            AnimationStep.basic(.borderWidth, to: 2, duration: 0.25).at(.label("intro.hit", 0.25))
            AnimationStep.basic(.transformScale, to: 2, duration: 0.5).at(.label("intro.inner.x"))
        }
    }

    @Test func labelsTimesAndProgressAcrossTheNesting() throws {
        let timeline = parent()
        let schedule = try timeline.schedule()
        #expect(schedule.slots.map(\.start) == [0, 0.5, 1.25, 1.75])
        #expect(schedule.labels == ["intro.hit": 1, "intro.inner.x": 1.75])
        #expect(schedule.slots[1].nested?.labels == ["hit": 0.5, "inner.x": 1.25])
        #expect(schedule.totalDuration == 2.25)

        let q = QueueStage()
        let run = try Animator(layer: q.box) { AnimationStep.timeline(timeline) }.run(on: q.queue)
        let spans = SpanRecorder(run, clock: q.clock)
        #expect(run.totalDuration == 2.25)
        try q.clock.advance(to: 1.125)
        #expect(run.progress == 0.5)
        try q.queue.waitUntilAllOperationsAreFinished()
        // D, A, B, C, E, F: the steps' order, nested ones where they are placed.
        #expect(spans.spans.map(\.start) == [0, 0.5, 1, 1.5, 1.25, 1.75])
        #expect(spans.spans.map(\.end) == [1, 1.5, 1.5, 2, 1.5, 2.25])
        #expect(q.clock.currentTime == 2.25)
        #expect(run.progress == 1)
    }

    /// Cancelling at 1.25 stops what plays in the nested timeline (A keeps
    /// 0.75 of the way, 75), and what waits there (C at 1.5) never starts.
    @Test func cancellingReachesIntoTheNesting() throws {
        let q = QueueStage()
        let run = try Animator(layer: q.box) { AnimationStep.timeline(parent()) }.run(on: q.queue)
        let spans = SpanRecorder(run, clock: q.clock)
        try q.clock.advance(to: 1.25)
        run.cancel()
        try q.clock.advance(to: 3)
        #expect(run.status == .cancelled)
        #expect(q.box[.positionY] == 75)
        #expect(q.box[.cornerRadius] == 0)
        #expect(spans.spans[3].start == nil)
        #expect(q.queue.operationCount == 0)
    }

    /// A child whose end is unknown (a task in it) cannot anchor `>`; a step
    /// at the end after it waits for it; its labels after the task are at no
    /// known time, and placing at one is refused with that reason; an error
    /// inside the child names the path through it.
    @Test func unknownEndsAndErrorsInTheChild() throws {
        var child = AnimationTimeline(name: "child")
        child.addTask { loop in TimedTaskOperation.wait(1, on: loop) }
        child.addLabel("after")
        var parent = AnimationTimeline()
        parent.add(child)
        parent.add(.wait(1), at: .end(0.5))
        let schedule = try parent.schedule()
        #expect(schedule.slots[1].start == nil)
        #expect(schedule.totalDuration == nil)

        var anchored = parent
        anchored.add(.wait(1), at: .previousEnd)
        #expect(throws: CadenceError.self) { try anchored.schedule() }
        var atLabel = AnimationTimeline()
        atLabel.add(child)
        atLabel.add(.wait(1), at: .label("child.after"))
        do {
            _ = try atLabel.schedule()
            Issue.record("expected an error")
        } catch {
            #expect(error.expected.contains("child.after waits for a task"))
        }
        var broken = AnimationTimeline()
        broken.add(AnimationTimeline { AnimationStep.wait(1).at(.label("nope")) })
        do {
            _ = try broken.schedule()
            Issue.record("expected an error")
        } catch {
            #expect(error.field == "entries[0].entries[0].position")
        }
    }
}
