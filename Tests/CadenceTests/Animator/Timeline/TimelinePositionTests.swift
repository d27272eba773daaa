import Cadence
import Foundation
import Testing

/// Timeline positions and labels on the virtual clock, with GSAP's rules: the
/// end is the latest end so far (labels do not extend it), the previous step
/// is the one added last, a percentage is of the inserted step after the end
/// or a label and of the previous step after `<` or `>`.
@Suite struct TimelinePositionTests {
    /// The guide's worked example. A (1 s) at 0 plays [0, 1]. B (2 s) at
    /// `-=0.5`: the timeline ended at 1, so [1 − 0.5, 0.5 + 2] = [0.5, 2.5].
    /// C (1 s) at `<`: B's start, [0.5, 1.5]. The label `outro` at 3. D
    /// (0.5 s) at `outro+=0.25`: [3.25, 3.75]. Total: the latest end, 3.75.
    @Test func issueWorkedExample() throws {
        let q = QueueStage()
        var timeline = AnimationTimeline()
        timeline.add(.basic(.positionX, by: 100, duration: 1), at: .start)
        timeline.add(.basic(.positionY, by: 100, duration: 2), at: .end(-0.5))
        timeline.add(.basic(.opacity, to: 0, duration: 1), at: .previousStart)
        timeline.addLabel("outro", at: .at(3))
        timeline.add(.basic(.cornerRadius, to: 8, duration: 0.5), at: .label("outro", 0.25))

        let schedule = try timeline.schedule()
        #expect(schedule.slots.map(\.start) == [0, 0.5, 0.5, 3, 3.25])
        #expect(schedule.slots.map(\.end) == [1, 2.5, 1.5, 3, 3.75])
        #expect(schedule.labels == ["outro": 3])
        #expect(schedule.totalDuration == 3.75)

        let run = try Animator(layer: q.box) { AnimationStep.timeline(timeline) }.run(on: q.queue)
        let spans = SpanRecorder(run, clock: q.clock)
        #expect(run.totalDuration == 3.75)
        try q.clock.advance(to: 0.75)
        // x at 0.75 of 100; y a eighth of the way (0.25 of 2 s); opacity a quarter down.
        #expect(q.box.presentation()[.position] == CGPoint(x: 75, y: 12.5))
        #expect(q.box.presentation()[.opacity] == 0.75)
        #expect(run.progress == 0.75 / 3.75)
        try q.queue.waitUntilAllOperationsAreFinished()
        #expect(spans.spans.map(\.start) == [0, 0.5, 0.5, 3.25])
        #expect(spans.spans.map(\.end) == [1, 2.5, 1.5, 3.75])
        #expect(q.clock.currentTime == 3.75)
        #expect(run.status == .completed)
        #expect(q.box[.cornerRadius] == 8)
    }

    /// The other positions, after A (2 s) at 0, the label `mark` at 0.5 and B
    /// (1 s) at 1: the end is 2, the previous step is B, from 1 to 2, and the
    /// inserted step lasts 4 s:
    /// `+=1`: 2 + 1 = 3; `>`: 2; `>-0.25`: 1.75; `<0.5`: 1.5; `<25%`: 1 + 0.25 × 1
    /// = 1.25; `-=25%`: 2 − 0.25 × 4 = 1; `mark+=50%`: 0.5 + 0.5 × 4 = 2.5;
    /// `.at(0.125)`: 0.125; the end: 2; `>-50%`: 2 − 0.5 × 1 = 1.5.
    @Test(arguments: [
        (TimelinePosition.end(1), 3.0), (.previousEnd, 2), (.previousEnd(-0.25), 1.75), (.previousStart(0.5), 1.5),
        (.previousStart(.percent(25)), 1.25), (.end(.percent(-25)), 1), (.label("mark", .percent(50)), 2.5),
        (.at(0.125), 0.125), (.end, 2), (.previousEnd(.percent(-50)), 1.5),
    ])
    func positions(position: TimelinePosition, start: Double) throws {
        let timeline = AnimationTimeline {
            AnimationStep.basic(.positionX, by: 1, duration: 2)
            TimelineEntry.label("mark", at: .at(0.5))
            AnimationStep.basic(.positionY, by: 1, duration: 1).at(.at(1))
            AnimationStep.basic(.opacity, to: 0, duration: 4).at(position)
        }
        let schedule = try timeline.schedule()
        #expect(schedule.slots[3].start == start)
        #expect(schedule.slots[3].end == start + 4)
        #expect(schedule.totalDuration == max(2, start + 4))
    }

    /// `<` and `>` with nothing before are 0 (an empty step at the start).
    @Test func previousWithNothingBefore() throws {
        let timeline = AnimationTimeline {
            AnimationStep.basic(.opacity, to: 0, duration: 1).at(.previousEnd(0.5))
        }
        #expect(try timeline.schedule().slots[0].start == 0.5)
    }

    /// A label set again moves it for the entries after, as in GSAP: `hit`
    /// at 1, a step at `hit` (1), `hit` again at the end (1 + 1 = 2), a step
    /// at `hit` (2).
    @Test func labelSetAgainMoves() throws {
        let timeline = AnimationTimeline {
            TimelineEntry.label("hit", at: .at(1))
            AnimationStep.basic(.opacity, to: 0, duration: 1).at(.label("hit"))
            TimelineEntry.label("hit")
            AnimationStep.basic(.opacity, to: 1, duration: 1).at(.label("hit"))
        }
        let schedule = try timeline.schedule()
        #expect(schedule.slots.map(\.start) == [1, 1, 2, 2])
        #expect(schedule.labels == ["hit": 2])
        #expect(schedule.totalDuration == 3)
    }

    /// A task's duration is unknown to the timeline. A step at the end after it
    /// waits for it to finish, then the offset: the task is a 0.75 s wait, the
    /// step (1 s) at `+=0.25` starts at 0.75 + 0.25 = 1 and ends at 2. A step
    /// at an absolute time does not wait: [0.5, 1]. The total is unknown
    /// before the run, so progress stays 0 until the run ends.
    @Test func endAfterATaskWaitsForIt() throws {
        let q = QueueStage()
        var timeline = AnimationTimeline()
        timeline.addTask(named: "load") { loop in TimedTaskOperation.wait(0.75, on: loop) }
        timeline.add(.basic(.positionX, to: 100, duration: 1), at: .end(0.25))
        timeline.add(.basic(.opacity, to: 0, duration: 0.5), at: .at(0.5))
        let schedule = try timeline.schedule()
        #expect(schedule.slots.map(\.start) == [0, nil, 0.5])
        #expect(schedule.totalDuration == nil)

        let run = try Animator(layer: q.box) { AnimationStep.timeline(timeline) }.run(on: q.queue)
        let spans = SpanRecorder(run, clock: q.clock)
        #expect(run.totalDuration == nil)
        try q.queue.waitUntilAllOperationsAreFinished()
        #expect(spans.spans.map(\.start) == [0, 1, 0.5])
        #expect(spans.spans.map(\.end) == [0.75, 2, 1])
        #expect(run.status == .completed)
    }

    /// Refusals, each naming the entry: an unknown label (with the nearest
    /// suggested), `<` after a task, a percentage of a task, an overlap of a
    /// task's end, a start before 0 (1 − 2 = −1: GSAP would shift the
    /// timeline; Cadence refuses), a non-finite offset or time.
    @Test func refusals() throws {
        func error(_ entries: [TimelineEntry]) -> CadenceError? {
            var timeline = AnimationTimeline()
            for entry in entries { timeline.add(entry) }
            do {
                _ = try timeline.schedule()
                return nil
            } catch {
                return error
            }
        }
        let step = AnimationStep.basic(.opacity, to: 0, duration: 1)
        let task = TimelineEntry.task { loop in TimedTaskOperation.wait(1, on: loop) }

        let unknown = error([.label("outro", at: .at(3)), step.at(.label("outor", 0.25))])
        #expect(unknown?.code == .unknownName)
        #expect(unknown?.field == "entries[1].position")
        #expect(unknown?.value == "\"outor+=0.25\"")
        #expect(unknown?.suggestion == "outro")

        let afterTask = error([task, step.at(.previousStart)])
        #expect(afterTask?.field == "entries[1].position")
        #expect(afterTask?.expected.contains("entries[0], whose duration is unknown") == true)
        #expect(error([task, step.at(.previousEnd(0.5))])?.field == "entries[1].position")
        #expect(error([.task(at: .end(.percent(50))) { loop in TimedTaskOperation.wait(1, on: loop) }]) != nil)
        let overlap = error([task, step.at(.end(-0.5))])
        #expect(overlap?.expected.contains("entries of unknown duration it waits for (entries[0])") == true)

        let negative = error([.step(step), step.at(.end(-2))])
        #expect(negative?.field == "entries[1].position")
        #expect(negative?.expected.contains("not -1 s") == true)
        #expect(negative?.expected.contains("GSAP") == true)

        #expect(error([step.at(.end(.seconds(.infinity)))])?.expected == "a finite offset")
        #expect(error([step.at(.at(.nan))])?.expected == "a finite time in seconds")
        #expect(error([step.at(.previousStart(.percent(.nan)))])?.expected == "a finite offset")
    }

    /// A refusal fails `run` with the path of the entry from the animator's
    /// steps, and nothing is added to the queue.
    @Test func refusalFailsTheRun() throws {
        let q = QueueStage()
        let timeline = AnimationTimeline { AnimationStep.wait(1).at(.label("nowhere")) }
        let animator = Animator(layer: q.box) { AnimationStep.timeline(timeline) }
        #expect(throws: CadenceError.self) { try animator.run(on: q.queue) }
        do {
            try animator.run(on: q.queue)
        } catch {
            #expect(error.field == "steps[0].entries[0].position")
            #expect(error.expected == "a label added before (there are none)")
        }
        #expect(q.queue.operationCount == 0)
    }

    /// Cancelling a timeline mid-way stops what plays and what waits for its
    /// start: x (2 s) at 0 and opacity (1 s) at 1.5, cancelled at 1: x keeps
    /// 50 (the current value), opacity never starts.
    @Test func cancellingStopsWaitingEntries() throws {
        let q = QueueStage()
        let timeline = AnimationTimeline {
            AnimationStep.basic(.positionX, from: 0, to: 100, duration: 2)
            AnimationStep.basic(.opacity, to: 0, duration: 1).at(.at(1.5))
        }
        let run = try Animator(layer: q.box) { AnimationStep.timeline(timeline) }.run(on: q.queue)
        let spans = SpanRecorder(run, clock: q.clock)
        try q.clock.advance(to: 1)
        run.cancel()
        try q.clock.advance(to: 4)
        #expect(run.status == .cancelled)
        #expect(q.box[.positionX] == 50)
        #expect(q.box[.opacity] == 1)
        #expect(spans.spans[1].start == nil)
        #expect(q.queue.operationCount == 0)
    }
}
