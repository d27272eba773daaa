import Cadence

/// The chain every strategy plays: steps of given durations, one after the
/// other, each moving a value linearly by ``distance``.
///
/// The ideal timeline starts at the run's origin and never slips: step `j`
/// begins at the sum of the durations before it. ``value(at:)`` is the exact
/// value `f(t)` a strategy should show at `t` seconds after the origin.
///
/// The default durations are deliberately not multiples of a 60 Hz frame, and
/// unequal, so that neither the frame grid nor a periodic load lines up with
/// step boundaries.
public struct Workload: Hashable, Sendable, Codable {
    /// Each step's duration, in seconds, in order.
    public var stepDurations: [Double]
    /// How far each step moves the value.
    public var distance: Double

    /// The durations the default workload cycles through.
    public static let defaultPattern: [Double] = [0.5, 0.33, 0.75, 0.25, 0.61]

    /// A workload of explicit steps.
    ///
    /// - Throws: `CadenceError` when there is no step, or a duration is not a
    ///   finite number of seconds > 0.
    public init(stepDurations: [Double], distance: Double = 100) throws(CadenceError) {
        guard !stepDurations.isEmpty else {
            throw CadenceError(.invalidValue, field: "stepDurations", value: "[]", expected: "at least one step")
        }
        for (index, duration) in stepDurations.enumerated() where !(duration.isFinite && duration > 0) {
            throw CadenceError(
                .invalidValue, field: "stepDurations[\(index)]", value: CadenceError.describe(duration),
                expected: "a finite number of seconds > 0")
        }
        try CadenceError.check(distance, "distance", in: -1e12...1e12, expected: "a finite distance")
        self.stepDurations = stepDurations
        self.distance = distance
    }

    /// Steps cycling through ``defaultPattern`` until they last at least `duration` seconds.
    ///
    /// - Throws: `CadenceError` when `duration` is not in 0.1 ... 3600 seconds.
    public static func cycling(
        _ pattern: [Double] = defaultPattern, toLast duration: Double
    ) throws(CadenceError) -> Workload {
        try CadenceError.check(duration, "duration", in: 0.1...3600, expected: "0.1 ... 3600 seconds")
        var steps: [Double] = []
        var total = 0.0
        while total < duration {
            let next = pattern[steps.count % pattern.count]
            steps.append(next)
            total += next
        }
        return try Workload(stepDurations: steps)
    }

    /// How long the chain lasts on its ideal timeline.
    public var totalDuration: Double { stepDurations.reduce(0, +) }

    /// When each step ends on the ideal timeline, in seconds after the origin.
    public var idealEnds: [Double] {
        var total = 0.0
        return stepDurations.map { duration in
            total += duration
            return total
        }
    }

    /// The value at the start of step `index` (and the end of the one before).
    public func startValue(ofStep index: Int) -> Double { Double(index) * distance }

    /// The exact value at `time` seconds after the origin: 0 before it, the
    /// last step's end value after the chain.
    public func value(at time: Double) -> Double {
        guard time > 0 else { return 0 }
        var start = 0.0
        for (index, duration) in stepDurations.enumerated() {
            if time < start + duration {
                return startValue(ofStep: index) + distance * (time - start) / duration
            }
            start += duration
        }
        return startValue(ofStep: stepDurations.count)
    }
}
