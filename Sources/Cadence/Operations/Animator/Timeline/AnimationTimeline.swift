/// Steps placed at times, GSAP's timeline on Cadence's operations: each step
/// goes at a ``TimelinePosition`` relative to what was added before (an
/// absolute time, the end, the previous step, a label), a step can be
/// staggered over many layers, and a timeline can be nested in another.
///
/// ```swift
/// var timeline = AnimationTimeline()
/// timeline.add(.basic(.positionX, by: 100, duration: 1))                     // 0 to 1
/// timeline.add(.basic(.positionY, by: 100, duration: 2), at: .end(-0.5))    // "-=0.5": 0.5 to 2.5
/// timeline.add(.basic(.opacity, to: 0, duration: 1), at: .previousStart)    // "<": 0.5 to 1.5
/// timeline.addLabel("outro", at: .at(3))
/// timeline.add(.basic(.cornerRadius, to: 8, duration: 0.5), at: .label("outro", 0.25))  // 3.25 to 3.75
/// let run = try Animator(layer: box) { AnimationStep.timeline(timeline) }.run(on: queue)
/// ```
///
/// A timeline is compiled, not interpreted: ``schedule(defaultDuration:)``
/// turns the positions into start times, and running it (as
/// ``AnimationStep/timeline(_:)``) builds one ``GroupOperation`` whose
/// children each wait for their start with a ``TimedTaskOperation``. So the
/// times are exact on the virtual clock, and cancelling, ``AnimatorRun/progress``
/// and ``AnimatorRun/totalDuration`` work as for any step.
///
/// - **A start before 0 is refused**, where GSAP would shift the whole
///   timeline later: a Cadence step keeps the time its position says, or the
///   timeline is not run.
/// - **Unknown durations.** A task (``TimelineEntry/task(named:at:_:)``) or an
///   animation that repeats for ever has no known end. It cannot anchor a
///   `<`, `>` or percentage position. A position from the timeline's end
///   after it waits for it to finish, then the offset (which must not be
///   negative); anything else needing its end is refused.
public struct AnimationTimeline: Sendable {
    /// The timeline's name: a parent timeline reaches its labels as `"name.label"`.
    public var name: String?
    /// The entries, in the order added.
    public private(set) var entries: [TimelineEntry]

    /// An empty timeline.
    public init(name: String? = nil) {
        self.name = name
        entries = []
    }

    /// A timeline of `entries`; a bare ``AnimationStep`` goes at the end.
    public init(name: String? = nil, @TimelineBuilder _ entries: () -> [TimelineEntry]) {
        self.name = name
        self.entries = entries()
    }

    /// Adds `entry`.
    public mutating func add(_ entry: TimelineEntry) {
        entries.append(entry)
    }

    /// Adds `step` at `position` (the end if not given).
    public mutating func add(_ step: AnimationStep, at position: TimelinePosition = .end) {
        entries.append(.step(step, at: position))
    }

    /// Adds `timeline` as one step at `position`; its labels become reachable
    /// as `"name.label"` when it has a ``name``.
    public mutating func add(_ timeline: AnimationTimeline, at position: TimelinePosition = .end) {
        entries.append(.timeline(timeline, at: position))
    }

    /// Adds the step `step` makes for each of `items`, their starts spread by
    /// `stagger`, from `position`; with a `name`, the stagger's group has it
    /// and its unnamed steps are `"name[0]"`, `"name[1]"`, … (see
    /// ``TimelineEntry/named(_:)``).
    public mutating func add<Item>(
        _ stagger: Stagger, over items: some Sequence<Item>, at position: TimelinePosition = .end,
        named name: String? = nil, _ step: (Item) -> AnimationStep
    ) {
        let entry = TimelineEntry.stagger(stagger, over: items, at: position, step)
        entries.append(name.map(entry.named) ?? entry)
    }

    /// Adds an operation of unknown duration, built by `make` when the
    /// timeline runs; see ``TimelineEntry/task(named:at:_:)``.
    public mutating func addTask(
        named name: String? = nil, at position: TimelinePosition = .end,
        _ make: @escaping @Sendable (MainLoop) -> TimedOperation
    ) {
        entries.append(.task(named: name, at: position, make))
    }

    /// Names the point `position` (the end if not given) `name`.
    public mutating func addLabel(_ name: String, at position: TimelinePosition = .end) {
        entries.append(.label(name, at: position))
    }

    /// Where every entry starts and ends, the labels, and the total
    /// duration, with a zero animation duration taken as `defaultDuration`.
    ///
    /// - Throws: ``CadenceError`` for an unknown label (with the nearest
    ///   suggested), a start before 0, an offset, time, start or end that is
    ///   not finite (finite times can add up past the largest one),
    ///   a position that needs the start, end or duration of an entry whose
    ///   duration is unknown, and an invalid ``Stagger``. The field names the
    ///   entry (`entries[3]`, `entries[1].entries[0]` in a nested timeline).
    public func schedule(defaultDuration: Double = MediaTiming.defaultDuration) throws(CadenceError) -> TimelineSchedule {
        try TimelineResolver(defaultDuration: defaultDuration).resolve(self)
    }

    /// The latest end of its entries: nil when one's duration is unknown, or
    /// the timeline cannot be scheduled (``schedule(defaultDuration:)`` says why).
    public func totalDuration(defaultDuration: Double = MediaTiming.defaultDuration) -> Double? {
        (try? schedule(defaultDuration: defaultDuration))?.totalDuration
    }
}
