/// One thing placed on an ``AnimationTimeline``: a step, a staggered step, a
/// nested timeline, a task or a label, with its ``TimelinePosition``.
///
/// Build entries in an ``AnimationTimeline/init(name:_:)`` block, where a bare
/// ``AnimationStep`` goes at the timeline's end:
///
/// ```swift
/// let timeline = AnimationTimeline {
///     AnimationStep.basic(.positionX, by: 100, duration: 1)              // at the end: 0
///     AnimationStep.basic(.positionY, by: 100, duration: 2).at(.end(-0.5))
///     TimelineEntry.label("outro", at: .at(3))
/// }
/// ```
public struct TimelineEntry: Sendable {
    enum Item: Sendable {
        case step(AnimationStep)
        case stagger(Stagger, [AnimationStep])
        case timeline(AnimationTimeline)
        case task(name: String?, make: @Sendable (MainLoop) -> TimedOperation)
        case label(String)
    }

    let item: Item
    let position: TimelinePosition
    /// The name of the operation the entry becomes (see ``named(_:)``).
    public private(set) var name: String?

    init(item: Item, position: TimelinePosition) {
        self.item = item
        self.position = position
    }

    /// This entry, named `name`: a step's operation, a nested timeline's or
    /// a stagger's group, or a task has it as its `name`, in a trace, a
    /// report and the pictures, and the wait that holds the entry until its
    /// start is named for it (`"wave at 1.5"`). A stagger's steps that have
    /// no name of their own are named for their place in it: `"wave[0]"`,
    /// `"wave[1]"`, ….
    ///
    /// ```swift
    /// let timeline = AnimationTimeline {
    ///     AnimationStep.basic(.positionX, by: 100, duration: 1).at(.end).named("slide")
    ///     TimelineEntry.stagger(Stagger(each: 0.1), tiles.map { .basic(.opacity, to: 1, duration: 1, on: $0) }).named("wave")
    /// }
    /// ```
    ///
    /// A label's name is its own: naming a label entry changes nothing. Two
    /// operations of one run with the same name are refused when it runs.
    public func named(_ name: String) -> Self {
        var entry = self
        entry.name = name
        return entry
    }

    /// `step` at `position`.
    public static func step(_ step: AnimationStep, at position: TimelinePosition = .end) -> Self {
        Self(item: .step(step), position: position)
    }

    /// `steps`, their starts spread by `stagger`, from `position` (where the
    /// first of them to start starts). The entry lasts until the last ends.
    public static func stagger(_ stagger: Stagger, _ steps: [AnimationStep], at position: TimelinePosition = .end) -> Self {
        Self(item: .stagger(stagger, steps), position: position)
    }

    /// The step `step` makes for each of `items` (layers, or the values of a
    /// `for` loop), their starts spread by `stagger`, from `position`.
    public static func stagger<Item>(
        _ stagger: Stagger, over items: some Sequence<Item>, at position: TimelinePosition = .end,
        _ step: (Item) -> AnimationStep
    ) -> Self {
        Self(item: .stagger(stagger, items.map(step)), position: position)
    }

    /// `timeline` as one step at `position`; its labels are reachable as
    /// `"name.label"` when it has a ``AnimationTimeline/name``.
    public static func timeline(_ timeline: AnimationTimeline, at position: TimelinePosition = .end) -> Self {
        Self(item: .timeline(timeline), position: position)
    }

    /// An operation of unknown duration that `make` builds on the run's main
    /// loop (a task, a wait on a condition), at `position`. Nothing can be
    /// placed relative to its start or end, or by a percentage of it; a step at
    /// the timeline's end after it waits for it to finish.
    public static func task(
        named name: String? = nil, at position: TimelinePosition = .end,
        _ make: @escaping @Sendable (MainLoop) -> TimedOperation
    ) -> Self {
        Self(item: .task(name: name, make: make), position: position)
    }

    /// A label: a named point of the timeline, at `position`. A later label of
    /// the same name moves it, for the entries after (as GSAP does).
    public static func label(_ name: String, at position: TimelinePosition = .end) -> Self {
        Self(item: .label(name), position: position)
    }
}

extension AnimationStep {
    /// The step at `position` of an ``AnimationTimeline``.
    public func at(_ position: TimelinePosition) -> TimelineEntry {
        .step(self, at: position)
    }
}

extension AnimationTimeline {
    /// The timeline as one step of another, at `position`.
    public func at(_ position: TimelinePosition) -> TimelineEntry {
        .timeline(self, at: position)
    }
}

/// Builds the entries of an ``AnimationTimeline``, with `if`, `switch` and
/// `for`; a bare ``AnimationStep`` goes at the timeline's end.
@resultBuilder
public enum TimelineBuilder {
    public static func buildExpression(_ entry: TimelineEntry) -> [TimelineEntry] { [entry] }
    public static func buildExpression(_ step: AnimationStep) -> [TimelineEntry] { [.step(step)] }
    public static func buildExpression(_ timeline: AnimationTimeline) -> [TimelineEntry] { [.timeline(timeline)] }
    public static func buildBlock(_ parts: [TimelineEntry]...) -> [TimelineEntry] { parts.flatMap { $0 } }
    public static func buildOptional(_ part: [TimelineEntry]?) -> [TimelineEntry] { part ?? [] }
    public static func buildEither(first part: [TimelineEntry]) -> [TimelineEntry] { part }
    public static func buildEither(second part: [TimelineEntry]) -> [TimelineEntry] { part }
    public static func buildArray(_ parts: [[TimelineEntry]]) -> [TimelineEntry] { parts.flatMap { $0 } }
}
