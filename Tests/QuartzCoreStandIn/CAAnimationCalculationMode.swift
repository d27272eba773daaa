#if !canImport(QuartzCore)
/// How a keyframe animation computes the values between its keyframes.
public struct CAAnimationCalculationMode: Hashable, Sendable, RawRepresentable {
    public var rawValue: String

    public init(rawValue: String) {
        self.rawValue = rawValue
    }

    /// Straight lines between keyframes (the default).
    public static let linear = CAAnimationCalculationMode(rawValue: "linear")
    /// Each value held until the next key time.
    public static let discrete = CAAnimationCalculationMode(rawValue: "discrete")
    /// Even speed; key times and timing functions ignored.
    public static let paced = CAAnimationCalculationMode(rawValue: "paced")
    /// A smooth spline through the keyframes.
    public static let cubic = CAAnimationCalculationMode(rawValue: "cubic")
    /// A smooth spline at even speed.
    public static let cubicPaced = CAAnimationCalculationMode(rawValue: "cubicPaced")
}
#endif
