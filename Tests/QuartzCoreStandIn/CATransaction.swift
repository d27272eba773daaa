#if !canImport(QuartzCore)
import Cadence
import Foundation

/// Batches layer changes and says when the animations they added are over:
/// here, the ``Transaction`` of the compositor bound as
/// ``QuartzCoreStandInWorld/current``.
///
/// Transactions nest; settings are inherited by nested ones unless set
/// there; the completion block runs on the main loop once every animation
/// added after it was set has completed or been removed.
open class CATransaction: NSObject {
    private static func transaction(_ caller: String) -> Transaction {
        QuartzCoreStandInWorld.bound("CATransaction.\(caller)").compositor.transaction
    }

    /// Opens a transaction, nested in any already open.
    open class func begin() {
        transaction("begin()").begin()
    }

    /// Commits the innermost transaction; an unbalanced commit is recorded in
    /// ``QuartzCoreStandInWorld/errors``.
    open class func commit() {
        do {
            try transaction("commit()").commit()
        } catch {
            QuartzCoreStandInWorld.current?.record(error)
        }
    }

    /// Commits the implicit transaction now.
    open class func flush() {
        transaction("flush()").flush()
    }

    /// The duration of animations added with none (default 0.25 s).
    open class func animationDuration() -> CFTimeInterval {
        transaction("animationDuration()").animationDuration
    }

    /// Sets ``animationDuration()`` for the innermost transaction.
    open class func setAnimationDuration(_ dur: CFTimeInterval) {
        transaction("setAnimationDuration(_:)").animationDuration = dur
    }

    /// The timing function of implicit animations; nil means the default curve.
    open class func animationTimingFunction() -> CAMediaTimingFunction? {
        guard let points = transaction("animationTimingFunction()").animationTimingFunction?.controlPoints else {
            return nil
        }
        return CAMediaTimingFunction(
            controlPoints: Float(points.x1), Float(points.y1), Float(points.x2), Float(points.y2))
    }

    /// Sets ``animationTimingFunction()`` for the innermost transaction.
    open class func setAnimationTimingFunction(_ function: CAMediaTimingFunction?) {
        let raised = function.flatMap { try? Raising.timingFunction($0) }
        transaction("setAnimationTimingFunction(_:)").animationTimingFunction = raised
    }

    /// Whether property changes skip their implicit animations.
    open class func disableActions() -> Bool {
        transaction("disableActions()").disableActions
    }

    /// Sets ``disableActions()`` for the innermost transaction.
    open class func setDisableActions(_ flag: Bool) {
        transaction("setDisableActions(_:)").disableActions = flag
    }

    /// The innermost transaction's completion block.
    open class func completionBlock() -> (() -> Void)? {
        transaction("completionBlock()").completionBlock
    }

    /// Sets the innermost transaction's completion block: it runs on the main
    /// loop once every animation added after this call has completed or been
    /// removed, or at once (after the current job) if none is.
    open class func setCompletionBlock(_ block: (() -> Void)?) {
        let transaction = transaction("setCompletionBlock(_:)")
        guard let block else { return transaction.completionBlock = nil }
        // Core Animation's block is not `@Sendable`; it runs on the main loop,
        // where it was set, as Core Animation runs it on the main thread.
        let box = UncheckedBlock(block)
        transaction.completionBlock = { box.block() }
    }
}

/// A block that runs on the main loop it was made on.
private struct UncheckedBlock: @unchecked Sendable {
    let block: () -> Void

    init(_ block: @escaping () -> Void) {
        self.block = block
    }
}
#endif
