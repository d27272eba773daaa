/// The part of an animator's run its animations now cover, and how.
///
/// A run goes from fraction 0 (the start values) to 1 (the end values). At
/// first its animations cover it whole, from the start values, with the
/// animator's curve. A continue with new timing parameters, or a resume after
/// a linear scrub, re-bases it: new animations from what is shown then to the
/// end the run heads for, over the time left. Run time goes from 0 to
/// ``duration`` across the part covered.
struct RunSegment: Sendable {
    enum Span: Sendable, Equatable {
        /// Fractions 0 to 1, from the start values.
        case whole
        /// From `from` onwards to 1, from what was shown at `from`.
        case rest(from: Double)
        /// From 0 to `from`, played backwards from what was shown at `from`.
        case back(from: Double)
    }

    var span: Span
    /// Run time across the span.
    var duration: Double
    var curve: AnimatorCurve
    /// Shown with a straight line for scrubbing: the animator's own curve
    /// takes over again, from what is shown, when it next runs.
    var isScrub = false

    /// The fraction of the whole run at run time `time`.
    func fraction(atRunTime time: Double) -> Double {
        let part = duration > 0 ? min(max(time / duration, 0), 1) : 1
        switch span {
        case .whole: return part
        case .rest(let from): return from + (1 - from) * part
        case .back(let from): return from * part
        }
    }

    /// Whether a run heading that way ends at an end of the whole run: where
    /// the values are the start or the end values.
    func reachesEnd(backwards: Bool) -> Bool {
        switch span {
        case .whole: true
        case .rest: !backwards
        case .back: backwards
        }
    }

    /// The animation form of a change that begins at `beginFraction` of the whole run.
    func shape(beginningAt beginFraction: Double) -> AnimationShape {
        switch span {
        case .whole:
            let begin = beginFraction * duration
            return AnimationShape(
                curve: curve, begin: begin, duration: duration - begin, fromPresented: false, towardsStart: false)
        case .rest(let from):
            let begin = from < 1 ? max(0, (beginFraction - from) / (1 - from)) * duration : duration
            return AnimationShape(
                curve: curve, begin: begin, duration: duration - begin, fromPresented: true, towardsStart: false)
        case .back(let from):
            // Played backwards: it reaches its start value at its own begin fraction.
            let begin = from > 0 ? min(beginFraction / from, 1) * duration : duration
            return AnimationShape(
                curve: curve, begin: begin, duration: duration - begin, fromPresented: true, towardsStart: true)
        }
    }
}
