#if !canImport(QuartzCore)
/// The timing of a layer or an animation: a time space inside its parent's.
///
/// Local time is `(parentTime − beginTime) × speed + timeOffset`.
public protocol CAMediaTiming: AnyObject {
    /// When it begins, in its parent's time.
    var beginTime: CFTimeInterval { get set }
    /// The length of one iteration.
    var duration: CFTimeInterval { get set }
    /// How fast its time runs against its parent's.
    var speed: Float { get set }
    /// Added to its local time.
    var timeOffset: CFTimeInterval { get set }
    /// How many iterations it plays; may be fractional.
    var repeatCount: Float { get set }
    /// How long it repeats.
    var repeatDuration: CFTimeInterval { get set }
    /// Whether each iteration plays forwards, then backwards.
    var autoreverses: Bool { get set }
    /// What it shows outside its active interval.
    var fillMode: CAMediaTimingFillMode { get set }
}
#endif
