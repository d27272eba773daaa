import Cadence
import Foundation
import Testing

/// A group's observers hear `willAddChild` before a child is in the child
/// queue and `didAddChild` once it is, once per child, before the group
/// starts and while it runs.
@Suite struct GroupEventTests {
    /// Logs each event with the time, and whether the child was in the
    /// child queue then.
    private func observe(_ group: GroupOperation, into log: EventLog, clock: VirtualClock) {
        group.addGroupObserver { [weak group] event in
            let time = CadenceTestTime.format(clock.currentTime)
            func queued(_ child: Operation) -> String {
                group?.childQueue.operations.contains { $0 === child } == true ? "queued" : "not queued"
            }
            switch event {
            case .willAddChild(let child): log.append("will add \(child.name!) (\(queued(child))) @\(time)")
            case .didAddChild(let child): log.append("did add \(child.name!) (\(queued(child))) @\(time)")
            }
        }
    }

    /// a and b (1 s each, together) are announced at 0, before the group
    /// starts: both "will", then both "did". At 0.5, while the group runs,
    /// c (1 s) is announced and runs [0.5, 1.5], where the group ends. Adding
    /// a again is refused and announced no second time.
    @Test func eachChildIsAnnouncedOnceBeforeAndWhileTheGroupRuns() throws {
        let q = QueueStage()
        let group = GroupOperation(mainLoop: q.stage.compositor.mainLoop, name: "group")
        let events = EventLog()
        observe(group, into: events, clock: q.clock)
        let a = q.wait("a", 1)
        try group.addChildren([a, q.wait("b", 1)])
        try q.queue.addOperation(group)
        try q.clock.advance(to: 0.5)
        try group.addChild(q.wait("c", 1))
        #expect(throws: CadenceError.self) { try group.addChild(a) }
        try q.queue.waitUntilAllOperationsAreFinished()
        #expect(events.entries == [
            "will add a (not queued) @0", "will add b (not queued) @0",
            "did add a (queued) @0", "did add b (queued) @0",
            "will add c (not queued) @0.5", "did add c (queued) @0.5",
        ])
        #expect(q.log.entries == ["start group @0", "finish group completed @1.5"])
    }

    /// A child the queue refuses (it depends on an operation in another
    /// queue) is announced as about to be added, and never as added.
    @Test func aRefusedChildIsNotAnnouncedAsAdded() throws {
        let q = QueueStage()
        let group = GroupOperation(mainLoop: q.stage.compositor.mainLoop, name: "group")
        let events = EventLog()
        observe(group, into: events, clock: q.clock)
        let outside = q.wait("outside", 1)
        try q.queue.addOperation(outside)
        let inside = q.wait("inside", 1)
        inside.addDependency(outside)
        #expect(throws: CadenceError.self) { try group.addChild(inside) }
        #expect(events.entries == ["will add inside (not queued) @0"])
        #expect(group.operations.isEmpty)
    }
}
