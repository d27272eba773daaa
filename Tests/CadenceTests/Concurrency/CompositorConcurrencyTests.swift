import Cadence
import Foundation
import Testing

/// The compositor on the host clock: the main loop adds and removes animations
/// while other threads read the presentation, as a frame ticker does. Run
/// under the thread sanitizer by `.ci/run`.
@Suite struct CompositorConcurrencyTests {
    private static let patience = DispatchTime.now() + 10

    /// Main-loop jobs add short animations and wait for their completions while
    /// two threads read presentations; every value read lies within the
    /// animation's range and every completion block runs exactly once.
    @Test func presentationWhileTheMainLoopAnimates() throws {
        let clock = HostClock(label: "test.compositor")
        let compositor = Compositor(clock: clock)
        let layers = (0..<8).map { Layer(name: "layer \($0)") }
        let finished = DispatchSemaphore(value: 0)
        let completions = EventLog()
        let rounds = 20
        compositor.mainLoop.enqueue {
            for layer in layers {
                compositor.rootLayer.addSublayer(layer)
            }
        }
        for round in 0..<rounds {
            compositor.mainLoop.enqueue {
                let transaction = compositor.transaction
                transaction.begin()
                transaction.completionBlock = {
                    completions.append("round \(round)")
                    finished.signal()
                }
                for (index, layer) in layers.enumerated() {
                    let animation = BasicAnimation(
                        keyPath: .positionX, from: 0, to: 100, duration: 0.002 + 0.0005 * Double(index))
                    try? layer.add(animation, forKey: "move")
                    if index % 3 == 0 {
                        layer[.opacity] = Float(round % 2)
                    }
                }
                try? transaction.commit()
            }
        }

        let stop = LockedFlag()
        let outOfRange = EventLog()
        let readers = DispatchGroup()
        for _ in 0..<2 {
            DispatchQueue.global().async(group: readers) {
                while !stop.isSet {
                    for layer in layers {
                        let x = layer.presentation()[.positionX]
                        if x < 0 || x > 100 { outOfRange.append("\(x)") }
                        _ = layer.animationKeys()
                    }
                }
            }
        }
        var received = 0
        for _ in 0..<rounds where finished.wait(timeout: Self.patience) == .success {
            received += 1
        }
        stop.set()
        #expect(readers.wait(timeout: Self.patience) == .success)
        #expect(received == rounds)
        #expect(Set(completions.entries).count == rounds)
        #expect(outOfRange.entries.isEmpty)
    }

    /// A frame ticker samples the presentation on its own thread while the main
    /// loop changes the model; nothing races.
    @Test func frameTickerSamplesWhileTheModelChanges() throws {
        let clock = HostClock(label: "test.ticker")
        let compositor = Compositor(clock: clock)
        let layer = Layer()
        let frames = DispatchSemaphore(value: 0)
        let ticker = try FrameTicker(framesPerSecond: 240, clock: clock) { frame in
            _ = layer.presentation(at: frame.targetTimestamp)[.opacity]
            frames.signal()
        }
        compositor.mainLoop.enqueue { compositor.rootLayer.addSublayer(layer) }
        ticker.start()
        for step in 0..<50 {
            compositor.mainLoop.enqueue {
                layer[.opacity] = Float(step % 2)
                layer[.positionX] = CGFloat(step)
            }
        }
        for _ in 0..<10 {
            #expect(frames.wait(timeout: Self.patience) == .success)
        }
        ticker.invalidate()
        let drained = DispatchSemaphore(value: 0)
        compositor.mainLoop.enqueue { drained.signal() }
        #expect(drained.wait(timeout: Self.patience) == .success)
        #expect(layer[.positionX] == 49)
    }
}

/// A flag one thread sets and others poll.
final class LockedFlag: @unchecked Sendable {
    private let lock = NSLock()
    private var value = false

    var isSet: Bool {
        lock.lock()
        defer { lock.unlock() }
        return value
    }

    func set() {
        lock.lock()
        value = true
        lock.unlock()
    }
}
