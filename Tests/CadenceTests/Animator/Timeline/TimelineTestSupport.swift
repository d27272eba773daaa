import Cadence
import Foundation

/// When each operation of a run started and finished on the virtual clock,
/// in the order of the run's operations (its steps' order).
final class SpanRecorder: @unchecked Sendable {
    private let lock = NSLock()
    private var starts: [ObjectIdentifier: Double] = [:]
    private var ends: [ObjectIdentifier: Double] = [:]
    let operations: [Operation]

    init(_ run: AnimatorRun, clock: VirtualClock) {
        operations = run.operations
        for operation in operations {
            let id = ObjectIdentifier(operation)
            (operation as? TimedOperation)?.addObserver { [self] event in
                let now = clock.currentTime
                lock.lock()
                defer { lock.unlock() }
                switch event {
                case .didStart: starts[id] = now
                case .didFinish: ends[id] = now
                default: break
                }
            }
        }
    }

    /// `[start, end]` of each operation, nil for what did not start or end.
    var spans: [(start: Double?, end: Double?)] {
        lock.lock()
        defer { lock.unlock() }
        return operations.map { (starts[ObjectIdentifier($0)], ends[ObjectIdentifier($0)]) }
    }
}

/// A layer added to `stage`'s root layer, for steps on many layers.
func addLayers(_ count: Int, to stage: QueueStage) -> [Layer] {
    (0..<count).map { index in
        let layer = Layer(name: "layer \(index)")
        stage.stage.compositor.rootLayer.addSublayer(layer)
        return layer
    }
}
