import Cadence
import Foundation

/// A host that is not a compositor: it records every call the seam receives,
/// holds model values, and completes a transaction only when a test says so,
/// as a real render server decides when its animations end.
final class RecordingHost: LayerHost, @unchecked Sendable {
    let clock = VirtualClock()
    let mainLoop: MainLoop
    let calls = EventLog()
    var animationDuration: Double { 0.4 }
    private let completions = LockedBox<[@Sendable () -> Void]>([])

    init() { mainLoop = MainLoop(clock: clock) }

    var currentMediaTime: Double { clock.currentTime }

    func beginTransaction(disablingActions: Bool, completion: (@Sendable () -> Void)?) {
        calls.append("begin\(disablingActions ? " no actions" : "")\(completion == nil ? "" : " with completion")")
        if let completion { completions.withLock { $0.append(completion) } }
    }

    func setTransactionAnimation(duration: Double, timingFunction: TimingFunction?) throws(CadenceError) {
        calls.append("animation \(duration) \(timingFunction?.description ?? "default")")
    }

    func commitTransaction() { calls.append("commit") }

    /// Runs the completion blocks given so far, as the render server would
    /// when the transactions' animations end, each in a job of its own.
    func completeTransactions() {
        let due = completions.withLock { blocks in
            defer { blocks = [] }
            return blocks
        }
        for completion in due { mainLoop.enqueue(completion) }
    }
}

/// A layer of a ``RecordingHost``: a model, and animations kept by key.
final class RecordingLayer: HostedLayer, @unchecked Sendable {
    let recordingHost: RecordingHost
    private let lock = NSLock()
    private var model = PropertyValues()
    private var animations: [String: any LayerAnimation] = [:]
    /// Local time runs at half speed and starts 10 s behind the host's, so
    /// the tests see that the operation converts.
    static let speed = 0.5
    static let offset = -10.0

    init(host: RecordingHost) { recordingHost = host }

    var host: (any LayerHost)? { recordingHost }
    var modelValues: PropertyValues { lock.withLock { model } }
    func presentation() -> PropertyValues { lock.withLock { model } }

    func setModelValues(from values: PropertyValues, names: Set<String>) {
        recordingHost.calls.append("set model \(names.sorted().joined(separator: ","))")
        lock.withLock {
            for name in names {
                guard let keyPath = AnimationKeyPaths.standard(named: name) else { continue }
                Self.copy(keyPath, from: values, into: &model)
            }
        }
    }

    private static func copy<K: AnimationKeyPathProtocol>(_ keyPath: K, from values: PropertyValues, into model: inout PropertyValues) {
        model[keyPath.keyPath] = values[keyPath.keyPath]
    }

    func addResolved(_ animation: any LayerAnimation, forKey key: String) throws(CadenceError) {
        recordingHost.calls.append("add \(key) begin \(animation.beginTime) duration \(animation.duration)")
        lock.withLock { animations[key] = animation }
    }

    func removeAnimation(forKey key: String) {
        recordingHost.calls.append("remove \(key)")
        lock.withLock { animations[key] = nil }
    }

    func animation(forKey key: String) -> (any LayerAnimation)? { lock.withLock { animations[key] } }

    func localTime(fromHostTime time: Double) -> Double { (time + Self.offset) * Self.speed }
    func hostTime(fromLocalTime time: Double) -> Double { time / Self.speed - Self.offset }
}
