/// Where steered work comes to rest: UIKit's `UIViewAnimatingPosition`.
public enum AnimatingPosition: String, Hashable, Sendable, CaseIterable {
    /// At its end: the values it animates to.
    case end
    /// At its start: the values it animated from (a reversed run that played back).
    case start
    /// Wherever it was when it stopped (cancelled, or stopped by hand).
    case current
}
