import Cadence
import Foundation
import Testing

/// A compositor's observers hear commits, starts and stops, on the main loop,
/// in the order they happen; `activeAnimations` lists what has not stopped.
@Suite struct CompositorObservingTests {
    private func observe(_ stage: Stage) -> EventLog {
        let log = EventLog()
        let clock = stage.clock
        stage.compositor.addObserver { event in
            let time = CadenceTestTime.format(clock.currentTime)
            switch event {
            case .committed(let added, let removed):
                log.append("commit +\(added.map { $0.key ?? "-" }) -\(removed.map { $0.key ?? "-" }) @\(time)")
            case .animationDidStart(let summary):
                log.append("start \(summary.layerName ?? "?").\(summary.key ?? summary.keyPath ?? "?") @\(time)")
            case .animationDidStop(let summary, let finished):
                log.append("stop \(summary.key ?? summary.keyPath ?? "?") \(finished) @\(time)")
            }
        }
        return log
    }

    /// A keyed animation that completes, and one replaced under the same key.
    @Test func commitsStartsAndStops() throws {
        let stage = Stage()
        let log = observe(stage)
        try stage.onMain {
            try? stage.box.add(BasicAnimation(keyPath: .positionX, from: 0, to: 1, duration: 1), forKey: "slide")
        }
        try stage.advance(to: 0.5)
        #expect(stage.compositor.activeAnimations.map(\.summary.key) == ["slide"])
        #expect(stage.compositor.activeAnimations.map(\.endTime) == [1])
        try stage.onMain {
            try? stage.box.add(BasicAnimation(keyPath: .opacity, from: 0, to: 1, duration: 2), forKey: "slide")
        }
        try stage.advance(to: 3)
        #expect(
            log.entries == [
                "commit +[\"slide\"] -[] @0", "start box.slide @0",
                "commit +[\"slide\"] -[\"slide\"] @0.5", "stop slide false @0.5", "start box.slide @0.5",
                "stop slide true @2.5",
            ])
        #expect(stage.compositor.activeAnimations.isEmpty)
    }

    /// An animation added without a key reports its key path, not a made-up key.
    @Test func unkeyedAnimationsReportTheirKeyPath() throws {
        let stage = Stage()
        let log = observe(stage)
        var spin = BasicAnimation(keyPath: .transformRotationZ, from: 0, to: 1, duration: 1)
        spin.repeatCount = .infinity
        let endless = spin
        try stage.onMain { try? stage.box.add(endless, forKey: nil) }
        #expect(log.entries == ["commit +[\"-\"] -[] @0", "start box.transform.rotation.z @0"])
        let active = stage.compositor.activeAnimations
        #expect(active.count == 1)
        #expect(active.first?.summary.key == nil)
        #expect(active.first?.summary.keyPath == "transform.rotation.z")
        #expect(active.first?.endTime == nil)
    }
}
