import Cadence
import Foundation

extension TransactionAnimationOperation {
    /// Core Animation's implicit animation of real layers, as an operation:
    /// at its start, on the main thread, a transaction with `duration` and
    /// `timingFunction`, your `changes`, and a commit; it finishes when the
    /// implicit animations end.
    ///
    /// ```swift
    /// let fade = TransactionAnimationOperation(host: host, duration: 0.3, timingFunction: .easeOut) {
    ///     badge.opacity = 0   // a standalone CALayer: animates implicitly
    /// }
    /// ```
    ///
    /// `changes` is isolated to the main actor, not `@Sendable`: a `CALayer`
    /// is not `Sendable`, and the host's loop runs on the main queue, so the
    /// closure may capture layers, views and the rest of the main actor's
    /// state under Swift 6's strict concurrency. Given a host whose loop runs
    /// off the main thread (`CoreAnimationHost(mainLoop:)` with a loop of
    /// your own), the operation fails at its start with a ``CadenceError``
    /// naming `changes`, and they do not run.
    public convenience init(
        host: CoreAnimationHost, duration: Double, timingFunction: TimingFunction? = nil,
        changes: @escaping @MainActor () -> Void
    ) {
        self.init(host: host, duration: duration, timingFunction: timingFunction) { () throws(CadenceError) in
            #if canImport(QuartzCore)
            // On Apple platforms the main actor is the main thread.
            guard Thread.isMainThread else {
                throw CadenceError(
                    .invalidState, field: "changes", value: "a main loop off the main thread",
                    expected: "a CoreAnimationHost whose main loop runs on the main thread, where the changes are isolated")
            }
            #endif
            // Elsewhere only the stand-in's tests use the host, and the
            // runtime's own check decides.
            MainActor.assumeIsolated { changes() }
        }
    }
}
