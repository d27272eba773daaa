#if !canImport(QuartzCore)
import Cadence
import Foundation

/// The stand-in's one addition to Apple's declarations, for tests only: the
/// simulated world that Core Animation's global API acts on.
///
/// `CATransaction` and `CACurrentMediaTime()` name no layer, so they need
/// "the current compositor". It is a task-local value, bound around a test's
/// body with ``run(_:)``: swift-testing runs tests in parallel, each on its
/// own task, so two tests' worlds never meet. A ``VirtualClock`` runs the
/// main loop's jobs synchronously inside `advance`, on the caller's task, so
/// the operations, transactions and completions those jobs run see the world
/// too. Outside ``run(_:)`` the global API traps with a message saying so.
///
/// A `CALayer` itself needs no world: it acts on the compositor whose tree
/// holds it.
///
/// ```swift
/// let world = QuartzCoreStandInWorld()
/// try world.run {
///     let box = CALayer()
///     world.rootLayer.addSublayer(box)
///     CATransaction.begin()
///     box.add(slide, forKey: "slide")
///     CATransaction.commit()
///     try world.clock.advance(to: 0.5)
/// }
/// ```
public final class QuartzCoreStandInWorld: @unchecked Sendable {
    /// The world bound to the current task.
    @TaskLocal public static var current: QuartzCoreStandInWorld?

    /// The virtual clock the compositor runs on.
    public let clock: VirtualClock
    /// The simulated compositor behind every `CALayer` in ``rootLayer``'s tree.
    public let compositor: Compositor
    /// The compositor's root layer, as a `CALayer` (touch it only inside ``run(_:)``).
    public let rootLayer: CALayer

    /// A world on a new virtual clock starting at `startTime`.
    public init(startTime: Double = 0) {
        clock = VirtualClock(startTime: startTime)
        compositor = Compositor(clock: clock)
        rootLayer = CALayer(wrapping: compositor.rootLayer)
        compositor.errorHandler = { [recorded] error in recorded.withLock { $0.append(error) } }
    }

    /// Runs `body` with this world bound as ``current``.
    public func run<Result>(_ body: () throws -> Result) rethrows -> Result {
        try Self.$current.withValue(self, operation: body)
    }

    /// What the stand-in could not play or set, in order: the Cadence errors
    /// that Core Animation's non-throwing API would have hidden. Empty in a
    /// faithful run.
    public var errors: [CadenceError] { recorded.withLock { $0 } }

    /// The Cadence layer behind `layer`, to compare against it.
    public static func cadenceLayer(of layer: CALayer) -> Layer { layer.cadenceLayer }

    private let recorded = Recorded()

    func record(_ error: CadenceError) {
        recorded.withLock { $0.append(error) }
    }

    private final class Recorded: @unchecked Sendable {
        private let lock = NSLock()
        private var errors: [CadenceError] = []

        func withLock<Result>(_ body: (inout [CadenceError]) -> Result) -> Result {
            lock.lock()
            defer { lock.unlock() }
            return body(&errors)
        }
    }

    /// The bound world, or a trap naming `caller`.
    static func bound(_ caller: String) -> QuartzCoreStandInWorld {
        guard let world = current else {
            preconditionFailure("\(caller) needs a QuartzCoreStandInWorld: call it inside world.run { … }")
        }
        return world
    }
}
#endif
