/// Where the entries of an ``AnimationTimeline`` start and end, in seconds
/// from the timeline's start: what ``AnimationTimeline/schedule(defaultDuration:)``
/// computes from the positions before anything runs.
public struct TimelineSchedule: Sendable {
    /// Where one entry is.
    public struct Slot: Sendable {
        /// When it starts; nil when that waits for an entry of unknown duration.
        public let start: Double?
        /// When it ends; nil when its start or its duration is unknown. A
        /// label's end is its start.
        public let end: Double?
        /// For a staggered entry, each step's start after the entry's start.
        public let staggerOffsets: [Double]
        /// For a nested timeline, its own schedule (times from its start).
        public let nested: TimelineSchedule?
    }

    /// One slot for each entry, in the order added (labels included).
    public let slots: [Slot]
    /// The labels whose time is known, by name, nested timelines' labels as
    /// `"child.label"`; a label set twice has its last time.
    public let labels: [String: Double]
    /// The latest end of the entries (0 for none); nil when one is unknown.
    public let totalDuration: Double?
    /// Each entry's start, as the compiler needs it.
    let starts: [TimelineInstant]
}

/// A time on a timeline: `offset` seconds after the later of `base` and the
/// finish of every entry in `after` (the indices of entries of unknown end).
/// With `after` empty it is just `base + offset`.
struct TimelineInstant: Hashable, Sendable {
    var base: Double
    var after: [Int] = []
    var offset: Double = 0

    /// The time, when it does not wait for an entry to finish.
    var known: Double? { after.isEmpty ? base + offset : nil }

    /// `seconds` later (earlier if negative).
    func adding(_ seconds: Double) -> TimelineInstant {
        if after.isEmpty { return TimelineInstant(base: base + offset + seconds) }
        return TimelineInstant(base: base, after: after, offset: offset + seconds)
    }
}
