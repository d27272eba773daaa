import Cadence
import Foundation

/// A virtual clock, a compositor on it and one layer in its tree.
struct Stage {
    let clock = VirtualClock()
    let compositor: Compositor
    let box = Layer(name: "box")

    init() {
        compositor = Compositor(clock: clock)
        compositor.rootLayer.addSublayer(box)
        compositor.transaction.flush()
    }

    var now: Double { clock.currentTime }

    /// Moves the clock to `time`, running what falls due.
    func advance(to time: Double) throws {
        try clock.advance(to: time)
    }

    /// Runs what is due now (an implicit transaction's commit, queued callbacks).
    func settle() throws {
        try clock.advance(by: 0)
    }

    /// Runs `body` as a job on the main loop now, as app code runs.
    func onMain(_ body: @escaping @Sendable () -> Void) throws {
        compositor.mainLoop.enqueue(body)
        try settle()
    }
}

/// Records an animation delegate's calls, with the clock's time.
final class DelegateLog: AnimationDelegate, @unchecked Sendable {
    let name: String
    let log: EventLog
    let clock: any MediaClock

    init(_ name: String, log: EventLog, clock: any MediaClock) {
        self.name = name
        self.log = log
        self.clock = clock
    }

    func animationDidStart(_ animation: any LayerAnimation) {
        log.append("\(name) start @\(CadenceTestTime.format(clock.currentTime))")
    }

    func animationDidStop(_ animation: any LayerAnimation, finished: Bool) {
        log.append("\(name) stop \(finished ? "finished" : "removed") @\(CadenceTestTime.format(clock.currentTime))")
    }
}

enum CadenceTestTime {
    /// A time as the logs write it: shortest round-trip form, `1` for whole seconds.
    static func format(_ time: Double) -> String {
        time == time.rounded() && abs(time) < 1e9 ? String(Int(time)) : "\(time)"
    }
}
