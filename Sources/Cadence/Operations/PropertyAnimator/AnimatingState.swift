/// What a ``PropertyAnimator`` is doing: UIKit's `UIViewAnimatingState`.
public enum AnimatingState: String, Hashable, Sendable, CaseIterable {
    /// Not started, or finished: its animations are not on any layer.
    case inactive
    /// Started: running, waiting out a start delay, or paused.
    case active
    /// Stopped by ``PropertyAnimator/stopAnimation(_:)`` with `false`: the
    /// properties hold what was shown, and only
    /// ``PropertyAnimator/finishAnimation(at:)`` may follow.
    case stopped
}
