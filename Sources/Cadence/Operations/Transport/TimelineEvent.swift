/// What a ``TimelineOperation``'s playhead crosses as it moves, GSAP's
/// timeline callbacks: each names an entry by its name (``TimelineEntry/named(_:)``,
/// or the step's or nested timeline's own), else by its place
/// (`entries[1]`, `entries[2].entries[0]`).
///
/// Starts, completions and labels fire only while the run moves forwards, at
/// the instant it reaches them; a completion at start fires when a reversed
/// run reaches a nested timeline's start, or the run's own (named for the
/// timeline, or `timeline`), innermost first. A seek fires nothing, and a
/// paused run nothing; each crossing fires once (see ``PlayheadMarks``).
public enum TimelineEvent: Hashable, Sendable {
    /// The playhead reached the entry's start, moving forwards (GSAP's `onStart`).
    case started(String)
    /// The playhead reached the entry's end, moving forwards (`onComplete`).
    case completed(String)
    /// A reversed run reached the start of a nested timeline, or its own
    /// (`onReverseComplete`).
    case completedAtStart(String)
    /// The playhead reached a label, moving forwards.
    case label(String)
    /// A run that repeats entered iteration `n` (1 for the first repeat),
    /// moving forwards (GSAP's `onRepeat`).
    case repeated(Int)
}
