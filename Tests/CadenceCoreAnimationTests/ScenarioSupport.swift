#if !canImport(QuartzCore)
import Cadence
import CadenceCoreAnimation
import Foundation
import QuartzCoreStandIn

/// One scenario, played twice on a virtual clock: on a Cadence ``Layer`` of a
/// simulated compositor directly, and on a `CALayer` of the QuartzCore stand-in
/// through the QuartzCore host (lowered to `CAAnimation`s, added with
/// `CATransaction`, read back by key-value coding). Each play gives a record
/// of the operations' starts and finishes and of the values presented at
/// chosen instants, which the tests hold equal.
struct Scenario {
    /// Makes the operations on `layer` and returns them in the order to add
    /// them (dependencies already set).
    var operations: @Sendable (any HostedLayer) -> [AnimationOperation]
    /// The instants to sample at, in order; the clock stops at each.
    var instants: [Double]
    /// What to do, on the layer, when the clock reaches an instant (cancel an operation).
    var atInstant: @Sendable (Double, [AnimationOperation]) -> Void = { _, _ in }

    /// Starts, finishes and samples, in order, as text that a failure shows whole.
    struct Record: Equatable, CustomStringConvertible {
        var entries: [String] = []
        var description: String { entries.joined(separator: "\n") }
    }

    /// The scenario on a Cadence layer of a simulated compositor.
    func onCadence() throws -> Record {
        let clock = VirtualClock()
        let compositor = Compositor(clock: clock)
        let box = Layer(name: "box")
        compositor.rootLayer.addSublayer(box)
        compositor.transaction.flush()
        return try play(on: box, clock: clock, mainLoop: compositor.mainLoop, errors: { compositor.reportedErrors }) {
            let presented = box.presentation()
            return "position \(presented[.position]) opacity \(presented[.opacity])"
        }
    }

    /// The scenario on a `CALayer` of the stand-in, through the QuartzCore host.
    func onCoreAnimation() throws -> Record {
        let world = QuartzCoreStandInWorld()
        return try world.run {
            let host = CoreAnimationHost(mainLoop: world.compositor.mainLoop)
            let box = CALayer()
            world.rootLayer.addSublayer(box)
            CATransaction.flush()
            let layer = CoreAnimationLayer(box, host: host)
            // At the end, the stand-in's own presentation layer, through Core Animation's types.
            return try play(on: layer, clock: world.clock, mainLoop: host.mainLoop, errors: { world.errors }) {
                box.presentation().map { "position \($0.position) opacity \($0.opacity)" } ?? "no presentation"
            }
        }
    }

    private func play(
        on layer: some HostedLayer, clock: VirtualClock, mainLoop: MainLoop, errors: () -> [CadenceError],
        finally presented: () -> String
    ) throws -> Record {
        let log = LockedLog()
        let queue = AnimationQueue(mainLoop: mainLoop)
        queue.addObserver { event in
            switch event {
            case .started(let operation): log.append("start \(operation.name ?? "?") @\(clock.currentTime)")
            case .finished(let operation):
                let result = (operation as? TimedOperation)?.result.map { "\($0)" } ?? "?"
                log.append("finish \(operation.name ?? "?") \(result) @\(clock.currentTime)")
            case .failed(let operation, let error): log.append("failed \(operation.name ?? "?"): \(error)")
            case .enqueued, .ready: break
            }
        }
        let operations = self.operations(layer)
        try queue.addOperations(operations)
        for instant in instants {
            try clock.advance(to: instant)
            atInstant(instant, operations)
            try clock.advance(by: 0)
            log.append("@\(instant) presented \(Self.describe(layer.presentation())) model \(Self.describe(layer.modelValues))")
        }
        return Record(entries: log.entries + errors().map { "error: \($0)" } + ["finally \(presented())"])
    }

    /// The animated properties' values, exactly (shortest round-trip form).
    static func describe(_ values: PropertyValues) -> String {
        let position = values[.position]
        return "x \(position.x) y \(position.y) opacity \(values[.opacity]) transform \(values[.transform].elements)"
    }
}

/// A log appended to from the main loop's jobs.
final class LockedLog: @unchecked Sendable {
    private let lock = NSLock()
    private var stored: [String] = []

    func append(_ entry: String) {
        lock.lock()
        defer { lock.unlock() }
        stored.append(entry)
    }

    var entries: [String] {
        lock.lock()
        defer { lock.unlock() }
        return stored
    }
}

/// A stand-in world with `layerCount` layers in its root layer's tree, shown
/// once, a host on its main loop and a queue running every operation at
/// once: what `body` plays on, inside the world.
func onStandInLayers<Result>(
    _ layerCount: Int,
    _ body: (QuartzCoreStandInWorld, CoreAnimationHost, AnimationQueue, [CALayer]) throws -> Result
) throws -> Result {
    let world = QuartzCoreStandInWorld()
    return try world.run {
        let host = CoreAnimationHost(mainLoop: world.compositor.mainLoop)
        let layers = (0 ..< layerCount).map { _ in CALayer() }
        for layer in layers { world.rootLayer.addSublayer(layer) }
        CATransaction.flush()
        let queue = AnimationQueue(mainLoop: host.mainLoop)
        queue.maxConcurrentOperationCount = AnimationQueue.unlimited
        return try body(world, host, queue, layers)
    }
}

/// An operation named `name` playing `animation` on `layer`, after `dependencies`.
func operation(
    _ name: String, on layer: any HostedLayer, _ animation: some LayerAnimation, after dependencies: [Operation] = []
) -> AnimationOperation {
    let operation = AnimationOperation(layer: layer, animation: animation)
    operation.name = name
    for dependency in dependencies { operation.addDependency(dependency) }
    return operation
}
#endif
