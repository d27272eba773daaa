import Cadence

// Media timing and timing functions, typed as Core Animation types them.

extension CoreAnimationLowering {
    /// `timing` as `CAMediaTiming` holds it, with `duration` (never 0) as its duration.
    ///
    /// `speed` and `repeatCount` are rounded to the nearest `Float`; a
    /// `repeatCount` of `.infinity` becomes `Float.greatestFiniteMagnitude`,
    /// Core Animation's "forever". The timing is assumed valid (so it does not
    /// set both `repeatCount` and `repeatDuration`, whose combination Core
    /// Animation leaves undefined; `MediaTiming/validate()` refuses it).
    ///
    /// - Throws: `CadenceError/Code/unsupported` for a `speed` or
    ///   `repeatCount` that no `Float` holds: beyond `Float`'s range, or so small
    ///   it would round to 0 (which means something else: frozen, or once).
    static func timingDescription(_ timing: MediaTiming, duration: Double) throws(CadenceError) -> MediaTimingDescription {
        var description = MediaTimingDescription()
        description.beginTime = timing.beginTime
        description.duration = duration
        description.speed = try float(timing.speed, field: "speed")
        description.timeOffset = timing.timeOffset
        description.repeatCount =
            timing.repeatCount == .infinity ? .greatestFiniteMagnitude : try float(timing.repeatCount, field: "repeatCount")
        description.repeatDuration = timing.repeatDuration
        description.autoreverses = timing.autoreverses
        description.fillMode = timing.fillMode.rawValue
        return description
    }

    /// `number` rounded to the nearest `Float`, for the field `field`.
    ///
    /// - Throws: `CadenceError/Code/unsupported` when it overflows
    ///   `Float`, or is not 0 and rounds to 0.
    static func float(_ number: Double, field: String) throws(CadenceError) -> Float {
        let rounded = Float(number)
        guard rounded.isFinite, rounded != 0 || number == 0 else {
            throw CadenceError(
                .unsupported, field: field, value: CadenceError.describe(number),
                expected: "a number a Float holds (0, or a magnitude from 1.4e-45 to 3.4028235e38)")
        }
        return rounded
    }

    /// `function` as `CAMediaTimingFunction`'s control points; nil (linear
    /// pacing, Core Animation's default) for nil.
    ///
    /// - Throws: `CadenceError/Code/unsupported` naming `field` for an
    ///   elastic or bounce curve, which no cubic Bézier draws.
    package static func timingFunctionDescription(
        _ function: TimingFunction?, field: String
    ) throws(CadenceError) -> TimingFunctionDescription? {
        guard let function else { return nil }
        guard let points = function.controlPoints else {
            throw CadenceError(
                .unsupported, field: field, value: function.name ?? "\(function)",
                expected: "a cubic Bézier timing function (Core Animation has no elastic or bounce curve)")
        }
        return TimingFunctionDescription(
            controlPoints: Float(points.x1), Float(points.y1), Float(points.x2), Float(points.y2))
    }
}
