/// Where a step of an ``AnimationTimeline`` starts, relative to the timeline
/// built so far: GSAP's position parameter, typed.
///
/// | GSAP | Cadence |
/// |---|---|
/// | `2` | `.at(2)` |
/// | (nothing), `"+=1"`, `"-=0.5"`, `"-=25%"` | `.end`, `.end(1)`, `.end(-0.5)`, `.end(.percent(-25))` |
/// | `"<"`, `"<0.5"`, `"<25%"` | `.previousStart`, `.previousStart(0.5)`, `.previousStart(.percent(25))` |
/// | `">"`, `">-0.25"` | `.previousEnd`, `.previousEnd(-0.25)` |
/// | `"outro"`, `"outro+=0.25"`, `"intro.hit"` | `.label("outro")`, `.label("outro", 0.25)`, `.label("intro.hit")` |
///
/// The timeline's end is the latest end of the steps added before (labels do
/// not extend it); the previous step is the one added last (labels are not
/// steps). ``init(gsap:)`` reads GSAP's string forms.
public struct TimelinePosition: Hashable, Sendable {
    enum Reference: Hashable, Sendable {
        case time(Double)
        case end
        case previousStart
        case previousEnd
        case label(String)
    }

    let reference: Reference
    let offset: TimelineOffset

    /// At `seconds` from the timeline's start.
    public static func at(_ seconds: Double) -> Self { Self(reference: .time(seconds), offset: .zero) }

    /// At the timeline's start, 0 s.
    public static let start = at(0)

    /// At the timeline's end: after every step added so far (GSAP's default).
    public static let end = end(.zero)

    /// `offset` after the timeline's end (GSAP's `"+=1"`); a negative offset
    /// overlaps (`"-=0.5"`), a percentage is of the inserted step's duration.
    public static func end(_ offset: TimelineOffset) -> Self { Self(reference: .end, offset: offset) }

    /// With the previous step (GSAP's `"<"`).
    public static let previousStart = previousStart(.zero)

    /// `offset` after the previous step's start (GSAP's `"<0.5"`); a
    /// percentage is of the previous step's duration.
    public static func previousStart(_ offset: TimelineOffset) -> Self { Self(reference: .previousStart, offset: offset) }

    /// When the previous step ends (GSAP's `">"`).
    public static let previousEnd = previousEnd(.zero)

    /// `offset` after the previous step's end (GSAP's `">-0.25"`); a
    /// percentage is of the previous step's duration.
    public static func previousEnd(_ offset: TimelineOffset) -> Self { Self(reference: .previousEnd, offset: offset) }

    /// `offset` after the label `name` (GSAP's `"outro+=0.25"`); a percentage
    /// is of the inserted step's duration. A nested timeline's labels are
    /// `"child.label"`, with the child's ``AnimationTimeline/name``.
    public static func label(_ name: String, _ offset: TimelineOffset = .zero) -> Self {
        Self(reference: .label(name), offset: offset)
    }
}

extension TimelinePosition: CustomStringConvertible {
    /// The position in GSAP's string form (`"<0.5"`, `"outro+=25%"`, `"2"`).
    public var description: String {
        let number = CadenceError.describe(abs(offset.number))
        let percent = if case .percent = offset { "%" } else { "" }
        let sign = offset.number < 0 || offset.number.sign == .minus ? "-" : "+"
        switch reference {
        case .time(let seconds):
            return CadenceError.describe(seconds)
        case .end:
            return "\(sign)=\(number)\(percent)"
        case .previousStart, .previousEnd:
            let symbol = reference == .previousStart ? "<" : ">"
            return offset.number == 0 && percent.isEmpty ? symbol : "\(symbol)\(sign == "-" ? "-" : "")\(number)\(percent)"
        case .label(let name):
            return offset.number == 0 && percent.isEmpty ? name : "\(name)\(sign)=\(number)\(percent)"
        }
    }
}
