#if !canImport(QuartzCore)
/// The names of Core Animation's predefined timing functions.
public struct CAMediaTimingFunctionName: Hashable, Sendable, RawRepresentable {
    public var rawValue: String

    public init(rawValue: String) {
        self.rawValue = rawValue
    }

    /// Even pacing.
    public static let linear = CAMediaTimingFunctionName(rawValue: "linear")
    /// Slow at the start.
    public static let easeIn = CAMediaTimingFunctionName(rawValue: "easeIn")
    /// Slow at the end.
    public static let easeOut = CAMediaTimingFunctionName(rawValue: "easeOut")
    /// Slow at both ends.
    public static let easeInEaseOut = CAMediaTimingFunctionName(rawValue: "easeInEaseOut")
    /// The curve of implicit animations.
    public static let `default` = CAMediaTimingFunctionName(rawValue: "default")
}
#endif
