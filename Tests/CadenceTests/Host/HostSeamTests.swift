import Cadence
import Foundation
import Testing

/// The operations run against any ``LayerHost``, not only the compositor: what
/// they ask of a host, in what order, and that they finish on the host's word.
@Suite struct HostSeamTests {
    /// An animation operation opens a transaction with actions off and its
    /// completion, adds the resolved animation (duration 0 → the host's 0.4;
    /// begin time in the layer's time: (0 + (−10)) · 0.5 = −5), sets the model
    /// to the final value, commits; it finishes when the host completes the
    /// transaction, not before.
    @Test func anAnimationOperationSpeaksOnlyThroughTheSeam() throws {
        let host = RecordingHost()
        let layer = RecordingLayer(host: host)
        let queue = AnimationQueue(mainLoop: host.mainLoop)
        let move = AnimationOperation(layer: layer, animation: BasicAnimation(keyPath: .positionX, to: 300), forKey: "move")
        try queue.addOperation(move)
        try host.clock.advance(to: 5)
        #expect(
            host.calls.entries == [
                "begin no actions with completion", "add move begin -5.0 duration 0.4", "set model position", "commit",
            ])
        #expect(layer.modelValues[.positionX] == 300)
        #expect(!move.isFinished)
        host.completeTransactions()
        try host.clock.advance(by: 0)
        #expect(move.result == .completed)
    }

    /// Its end, in host time, comes back through the layer's conversion:
    /// local end −5 + 0.4 = −4.6 → host (−4.6 / 0.5) + 10 = 0.8.
    @Test func theScheduledEndIsConvertedBackToHostTime() throws {
        let host = RecordingHost()
        let layer = RecordingLayer(host: host)
        let queue = AnimationQueue(mainLoop: host.mainLoop)
        let move = AnimationOperation(layer: layer, animation: BasicAnimation(keyPath: .positionX, to: 300), forKey: "move")
        try queue.addOperation(move)
        try host.clock.advance(by: 0)
        let end = try #require(move.scheduledEndTime)
        #expect(abs(end - 0.8) < 1e-12)
    }

    /// Cancelled while it runs, it sets the model as its policy says and
    /// removes its animation in a transaction of its own, and finishes at once.
    @Test func cancellingSpeaksOnlyThroughTheSeam() throws {
        let host = RecordingHost()
        let layer = RecordingLayer(host: host)
        let queue = AnimationQueue(mainLoop: host.mainLoop)
        let move = AnimationOperation(
            layer: layer, animation: BasicAnimation(keyPath: .positionX, from: 0, to: 300, duration: 1), forKey: "move",
            cancellationPolicy: .start)
        try queue.addOperation(move)
        try host.clock.advance(by: 0.5)
        move.cancel()
        try host.clock.advance(by: 0)
        #expect(
            Array(host.calls.entries.suffix(4)) == ["begin no actions", "set model position", "remove move", "commit"])
        #expect(layer.modelValues[.positionX] == 0)
        #expect(move.result == .cancelled)
    }

    /// A layer whose host cannot play the animation fails the operation with
    /// the host's error, and the queue goes on.
    @Test func aHostsRefusalFailsTheOperation() throws {
        let host = RecordingHost()
        let layer = RefusingLayer(host: host)
        let queue = AnimationQueue(mainLoop: host.mainLoop)
        let move = AnimationOperation(layer: layer, animation: BasicAnimation(keyPath: .positionX, to: 1, duration: 1))
        let next = TimedTaskOperation.wait(1, on: host.mainLoop)
        try queue.addOperations([move, next])
        try host.clock.advance(to: 2)
        guard case .failed(let error) = move.result else {
            Issue.record("expected a failure, got \(String(describing: move.result))")
            return
        }
        #expect(error.code == .unsupported)
        #expect(error.field == "timingFunction")
        #expect(next.result == .completed)
    }

    /// The Animator compiles its steps to operations on the hosted layer.
    @Test func theAnimatorRunsOnAHostedLayer() throws {
        let host = RecordingHost()
        let layer = RecordingLayer(host: host)
        let queue = AnimationQueue(mainLoop: host.mainLoop)
        let animator = Animator(layer: layer) {
            AnimationStep.basic(.positionX, to: 100, duration: 1)
            AnimationStep.basic(.positionY, to: 50, duration: 1)
        }
        try animator.run(on: queue)
        try host.clock.advance(by: 0)
        #expect(host.calls.entries.filter { $0.hasPrefix("add") }.count == 1)
        host.completeTransactions()
        try host.clock.advance(by: 0)
        #expect(host.calls.entries.filter { $0.hasPrefix("add") }.count == 2)
        #expect(layer.modelValues[.positionX] == 100)
        #expect(layer.modelValues[.positionY] == 50)
    }

    /// A transaction animation sets the duration and curve in a transaction
    /// with actions on, runs the changes inside it, and commits.
    @Test func aTransactionAnimationSpeaksOnlyThroughTheSeam() throws {
        let host = RecordingHost()
        let queue = AnimationQueue(mainLoop: host.mainLoop)
        let calls = host.calls
        let fade = TransactionAnimationOperation(host: host, duration: 0.3, timingFunction: .easeIn) {
            calls.append("changes")
        }
        try queue.addOperation(fade)
        try host.clock.advance(by: 0)
        #expect(host.calls.entries == ["begin with completion", "animation 0.3 easeIn", "changes", "commit"])
        host.completeTransactions()
        try host.clock.advance(by: 0)
        #expect(fade.result == .completed)
    }
}

/// A hosted layer whose host refuses every animation, as Core Animation's
/// lowering refuses a Penner curve.
final class RefusingLayer: HostedLayer, @unchecked Sendable {
    let recordingHost: RecordingHost
    init(host: RecordingHost) { recordingHost = host }
    var host: (any LayerHost)? { recordingHost }
    var modelValues: PropertyValues { PropertyValues() }
    func presentation() -> PropertyValues { PropertyValues() }
    func setModelValues(from values: PropertyValues, names: Set<String>) {}
    func addResolved(_ animation: any LayerAnimation, forKey key: String) throws(CadenceError) {
        throw CadenceError(.unsupported, field: "timingFunction", value: "easeOutBounce", expected: "a cubic Bézier curve")
    }
    func removeAnimation(forKey key: String) {}
    func localTime(fromHostTime time: Double) -> Double { time }
    func hostTime(fromLocalTime time: Double) -> Double { time }
}
