/// How far a ``TimelinePosition`` lies from what it is measured from: seconds,
/// or a percentage of a step's duration, as GSAP reads it.
///
/// A number literal is seconds, so `.end(-0.5)` overlaps the timeline's end by
/// half a second. A percentage is of the **inserted** step's duration after
/// the timeline's end or a label (GSAP's `-=25%`, `intro+=50%`), and of the
/// **previous** step's duration after its start or end (GSAP's `<25%`, `>-10%`).
///
/// ```swift
/// timeline.add(fade, at: .end(.percent(-25)))        // "-=25%": overlap by a quarter of fade
/// timeline.add(slide, at: .previousStart(.percent(50)))  // "<50%": half way through the previous step
/// ```
public enum TimelineOffset: Hashable, Sendable, ExpressibleByFloatLiteral, ExpressibleByIntegerLiteral {
    /// A number of seconds, later if positive, earlier if negative.
    case seconds(Double)
    /// A percentage of a step's duration (`25` is a quarter of it).
    case percent(Double)

    /// No offset.
    public static let zero = TimelineOffset.seconds(0)

    public init(floatLiteral value: Double) { self = .seconds(value) }
    public init(integerLiteral value: Int) { self = .seconds(Double(value)) }

    /// The offset's number, whichever unit it is in.
    var number: Double {
        switch self {
        case .seconds(let value), .percent(let value): value
        }
    }

    /// The offset in seconds, with a percentage taken of `duration`; nil when
    /// it is a percentage of a duration that is not known.
    func seconds(of duration: Double?) -> Double? {
        switch self {
        case .seconds(let value): value
        case .percent(let value): duration.map { value / 100 * $0 }
        }
    }
}
