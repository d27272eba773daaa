/// How a run repeats, with GSAP's arithmetic: `repeat`, `repeatDelay` and
/// `yoyo`.
///
/// A run of duration `d` that repeats `n` times after its first iteration,
/// waiting `r` between iterations, lasts `d·(n + 1) + r·n` in all. During a
/// wait the value holds at the end of the iteration just played; with
/// ``yoyo`` every second iteration plays backwards.
///
/// ```swift
/// let twice = try Repetition(repeats: 1, delay: 0.5, yoyo: true)
/// twice.totalDuration(of: 1)                   // 2.5
/// twice.position(at: 1.75, duration: 1)        // iteration 1, time 0.75: on the way back
/// ```
///
/// Core Animation's `repeatCount` and `autoreverses` (``MediaTiming``) count
/// differently: an autoreversing cycle there is both ways, and repeats may be
/// fractional. This is the model of a run or a timeline entry.
public struct Repetition: Hashable, Sendable {
    /// How many times it plays again after the first: 0 plays once,
    /// `.infinity` for ever.
    public let repeats: Double
    /// The wait between iterations, in seconds.
    public let delay: Double
    /// Whether every second iteration plays backwards.
    public let yoyo: Bool

    /// Plays once.
    public static let once = Repetition(checked: 0, delay: 0, yoyo: false)

    /// - Throws: ``CadenceError`` for `repeats` that is not a whole number
    ///   ≥ 0 (or `.infinity`), and a `delay` that is negative or not finite.
    public init(repeats: Double, delay: Double = 0, yoyo: Bool = false) throws(CadenceError) {
        guard repeats >= 0, repeats == .infinity || repeats == repeats.rounded() else {
            throw CadenceError(
                .invalidValue, field: "repeats", value: CadenceError.describe(repeats),
                expected: "a whole number ≥ 0, or infinity to repeat for ever")
        }
        try CadenceError.check(delay, "delay", in: 0 ... .greatestFiniteMagnitude, expected: "a finite number of seconds ≥ 0")
        self.init(checked: repeats, delay: delay, yoyo: yoyo)
    }

    private init(checked repeats: Double, delay: Double, yoyo: Bool) {
        self.repeats = repeats
        self.delay = delay
        self.yoyo = yoyo
    }

    /// How long a run of `duration` seconds lasts with its repeats:
    /// `duration·(repeats + 1) + delay·repeats`, `.infinity` when it repeats
    /// for ever.
    public func totalDuration(of duration: Double) -> Double {
        repeats == .infinity ? .infinity : duration * (repeats + 1) + delay * repeats
    }

    /// Which iteration plays at `totalTime` of the whole run (0 first), and
    /// the time within it that shows: during a wait, the end of the
    /// iteration just played; in a backwards iteration of a yoyo, counted
    /// back from its end. Times before 0 (and NaN) show the start, times past
    /// the total the last iteration's end; for a run that repeats for ever,
    /// an iteration past `Int.max` counts as `Int.max`, and an infinite time
    /// shows an iteration's end.
    public func position(at totalTime: Double, duration: Double) -> (iteration: Int, time: Double) {
        let total = totalDuration(of: duration)
        let clamped = totalTime.isNaN ? 0 : min(max(totalTime, 0), total)
        guard clamped.isFinite else { return (Int.max, yoyo ? 0 : duration) }
        let cycle = duration + delay
        var iteration: Double = 0
        var within = clamped
        if cycle > 0 {
            iteration = min((clamped / cycle).rounded(.down), repeats)
            within = clamped - iteration * cycle
        }
        let played = min(max(within, 0), duration)  // rounding at huge times may leave it a little outside
        let backwards = yoyo && iteration.truncatingRemainder(dividingBy: 2) == 1
        // Double(Int.max) rounds up to 2^63, past Int.max.
        let count = iteration < 0x1p63 ? Int(iteration) : Int.max
        return (count, backwards ? duration - played : played)
    }
}
