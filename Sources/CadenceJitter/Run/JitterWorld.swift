import Cadence
import Dispatch
import Foundation

/// One run's Cadence world: a clock, a compositor whose main loop is the
/// main-like serial queue, one layer, and the frame grid `origin + k · period`.
///
/// Everything that differs between the host and the virtual clock is here:
/// how a load blocks the queue, how vsyncs and frame callbacks are produced,
/// and how the run is driven to its end. Strategies use only this interface.
final class JitterWorld: Sendable {
    /// A frame callback on the queue: the latest vsync due, and the first not
    /// served before (earlier ones were coalesced into this callback).
    struct MainFrame {
        var latest: Int
        var firstUnserved: Int
        var time: Double
    }

    /// How frame callbacks reach the queue.
    enum FrameSource {
        /// A repeating `DispatchSourceTimer` targeting the queue.
        case dispatchTimer
        /// A display-link thread that posts to the queue through a ``FrameMailbox``.
        case displayLink
    }

    let kind: JitterClock
    let clock: any MediaClock
    let compositor: Compositor
    let layer: Layer
    let origin: Double
    let period: Double
    /// The queue the main loop runs on, and its clock, for the host clock.
    private let queue: DispatchQueue?
    private let hostClock: HostClock?
    private let virtualClock: VirtualClock?
    private let stoppers = LockedBox<[@Sendable () -> Void]>([])
    private let kept = LockedBox<[any Sendable]>([])

    var mainLoop: MainLoop { compositor.mainLoop }

    /// A world on `kind`'s clock whose grid starts `lead` seconds from now.
    init(kind: JitterClock, period: Double, lead: Double) {
        self.kind = kind
        self.period = period
        switch kind {
        case .host:
            let queue = DispatchQueue(label: "CadenceJitter.main", qos: .userInteractive)
            let host = HostClock(queue: queue)
            self.queue = queue
            hostClock = host
            virtualClock = nil
            clock = host
        case .virtual:
            let virtual = VirtualClock()
            queue = nil
            hostClock = nil
            virtualClock = virtual
            clock = virtual
        }
        compositor = Compositor(clock: clock)
        layer = Layer(name: "jitter")
        compositor.rootLayer.addSublayer(layer)
        compositor.transaction.flush()
        origin = clock.currentTime + lead
    }

    /// The absolute time of vsync `index`.
    func vsync(_ index: Int) -> Double { origin + Double(index) * period }

    /// Runs `job` on the main loop `offset` seconds after the origin.
    func onMain(after offset: Double, label: String, _ job: @escaping @Sendable () -> Void) {
        let loop = mainLoop
        let work = clock.schedule(at: origin + offset, label: label) { loop.enqueue(job) }
        addStopper { work.cancel() }
    }

    /// Runs `work` on the clock (off the main loop) `offset` seconds after the origin.
    func onClock(after offset: Double, label: String, _ work: @escaping @Sendable () -> Void) {
        let scheduled = clock.schedule(at: origin + offset, label: label, work)
        addStopper { scheduled.cancel() }
    }

    /// Blocks the main loop for `seconds`, from inside one of its jobs: spinning
    /// on the host clock, a `MainLoop/stall(for:)` on the virtual one.
    /// Returns when the block ends.
    func block(for seconds: Double) -> Double {
        let start = clock.currentTime
        switch kind {
        case .host:
            while clock.currentTime < start + seconds {}
            return clock.currentTime
        case .virtual:
            try? mainLoop.stall(for: seconds)
            return start + seconds
        }
    }

    /// Calls `handler` off the main loop at every vsync from the first, with its
    /// index and the time it ran: Core Animation's render server.
    func startVsyncs(_ handler: @escaping @Sendable (_ index: Int, _ time: Double) -> Void) {
        if let hostClock {
            // The period comes from a rate the configuration has checked.
            guard let ticker = try? FrameTicker(framesPerSecond: 1 / period, clock: hostClock, callback: { frame in
                handler(frame.index, frame.callbackTime)
            }) else { return }
            ticker.start(at: origin)
            addStopper { ticker.invalidate() }
        } else {
            scheduleVirtualVsync(1, handler)
        }
    }

    private func scheduleVirtualVsync(_ index: Int, _ handler: @escaping @Sendable (Int, Double) -> Void) {
        let clock = self.clock
        let work = clock.schedule(at: vsync(index), label: "vsync \(index)") { [self] in
            handler(index, clock.currentTime)
            scheduleVirtualVsync(index + 1, handler)
        }
        addStopper { work.cancel() }
    }

    /// Calls `handler` on the main loop once per frame, coalescing the frames
    /// that fall due while the loop is busy, from `source`.
    func startMainFrames(from source: FrameSource, _ handler: @escaping @Sendable (MainFrame) -> Void) {
        let mailbox = FrameMailbox()
        let clock = self.clock
        if kind == .host, source == .dispatchTimer, let queue {
            startDispatchTimer(on: queue, mailbox: mailbox, handler)
            return
        }
        let loop = mainLoop
        let deliver: @Sendable () -> Void = {
            guard let frame = mailbox.take() else { return }
            handler(MainFrame(latest: frame.latest, firstUnserved: frame.firstUnserved, time: clock.currentTime))
        }
        startVsyncs { index, _ in
            if mailbox.post(index) { loop.enqueue(deliver) }
        }
    }

    /// A repeating timer on the loop's own queue, with no library around it.
    /// The first read of the clock comes before Dispatch's, so the mapped
    /// deadline is never before the grid's.
    private func startDispatchTimer(
        on queue: DispatchQueue, mailbox: FrameMailbox, _ handler: @escaping @Sendable (MainFrame) -> Void
    ) {
        let now = clock.currentTime
        let dispatchNow = DispatchTime.now()
        let first = dispatchNow + .nanoseconds(Int(((vsync(1) - now) * 1e9).rounded(.up)))
        let timer = DispatchSource.makeTimerSource(queue: queue)
        let clock = self.clock
        let boxedTimer = LockedBox<DispatchSourceTimer?>(timer)
        timer.setEventHandler {
            let time = clock.currentTime
            // Dispatch coalesces fires it could not deliver: `data` counts them.
            let fires = boxedTimer.withLock { $0.map { Int($0.data) } } ?? 1
            let frame = mailbox.serveNext(max(fires, 1))
            handler(MainFrame(latest: frame.latest, firstUnserved: frame.firstUnserved, time: time))
        }
        timer.schedule(deadline: first, repeating: .nanoseconds(Int((period * 1e9).rounded())), leeway: .nanoseconds(0))
        timer.resume()
        addStopper {
            boxedTimer.withLock { timer in
                timer?.cancel()
                timer = nil
            }
        }
    }

    /// Keeps `object` alive until the world is released.
    func keep(_ object: any Sendable) {
        kept.withLock { $0.append(object) }
    }

    private func addStopper(_ stop: @escaping @Sendable () -> Void) {
        stoppers.withLock { $0.append(stop) }
    }

    /// Runs until `isDone` says so or the clock reaches `limit` (absolute);
    /// returns whether it ended by `isDone`. The host clock's wait is on
    /// `finished`, signalled by whoever ends the run.
    func run(until limit: Double, finished: DispatchSemaphore, isDone: @Sendable () -> Bool) -> Bool {
        switch kind {
        case .host:
            let wait = max(limit - clock.currentTime, 0)
            return finished.wait(timeout: .now() + .nanoseconds(Int(wait * 1e9))) == .success
        case .virtual:
            guard let virtualClock else { return false }
            while !isDone() {
                guard let next = virtualClock.nextDeadline, next <= limit else {
                    try? virtualClock.advance(to: max(limit, virtualClock.currentTime))
                    return isDone()
                }
                try? virtualClock.advance(to: max(next, virtualClock.currentTime))
            }
            return true
        }
    }

    /// Stops every timer, ticker and pending piece of work, and waits for the
    /// main-like queue to finish the job it is running.
    func stop() {
        let stops = stoppers.withLock { stoppers in
            defer { stoppers.removeAll() }
            return stoppers
        }
        for stop in stops { stop() }
        queue?.sync {}
    }
}
