/// Apple's bands for the hitch-time ratio: milliseconds of hitch per second
/// of animation.
public enum HitchBand: String, Hashable, Sendable, Codable, Comparable {
    /// At most 5 ms/s: hitches are rare enough not to notice.
    case good
    /// Over 5 and under 10 ms/s: users notice now and then.
    case warning
    /// 10 ms/s or more: the animation is visibly interrupted.
    case critical

    /// The band of a ratio in ms/s.
    public init(millisecondsPerSecond ratio: Double) {
        self = ratio <= 5 ? .good : ratio < 10 ? .warning : .critical
    }

    private var rank: Int {
        switch self {
        case .good: 0
        case .warning: 1
        case .critical: 2
        }
    }

    public static func < (lhs: HitchBand, rhs: HitchBand) -> Bool { lhs.rank < rhs.rank }
}
