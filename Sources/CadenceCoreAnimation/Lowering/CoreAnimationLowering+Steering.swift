import Cadence

// A run steered by a RunClock, as an animation in its layer's own time: what
// a host without run clocks (Core Animation) adds under the run's key instead.

extension CoreAnimationLowering {
    /// The animation that shows, in its layer's own time, what `animation`
    /// (as added, its begin time in the layer's time) shows under `clock`:
    /// at each layer time `t` from the clock's anchor on, the value `animation`
    /// has at `RunClock.animationTime(at:)`, ending when the run comes to
    /// rest at an end. Nil when the run shows nothing now and until it is
    /// steered again (held where the animation does not apply, or at rest at
    /// an end of an animation removed on completion): remove the animation then.
    ///
    /// Core Animation's own media timing, documented behaviour only:
    ///
    /// - **Playing forwards** (speed `k > 0`): the same animation with its
    ///   `beginTime` moved to `A − (τ − beginTime) / k` and its `speed`
    ///   multiplied by `k`, where `A` is the clock's anchor and `τ` the
    ///   animation's time there. Its active time at every instant is the
    ///   original's at the run's time, so it ends when the run rests at the
    ///   end (the begin is nudged by ulps so that the end is at the rest
    ///   instant, or the first instant after it that a begin time can give).
    /// - **Held** (speed 0, paused): one iteration of the animation at the
    ///   progress it shows, with `speed` 0 and `timeOffset` at that point of
    ///   the iteration; at an iteration's end (progress 1), where a `timeOffset`
    ///   would wrap to the start, an iteration already over, filling forwards
    ///   and not removed, which shows its final state. The duration is 1 s for
    ///   a basic or keyframe animation (its value depends on progress alone, so
    ///   the offset is the progress itself, exactly), its own for the others.
    /// - **Playing backwards** (`k < 0`): the animation reversed (its values
    ///   or keyframes in reverse order, each timing function mirrored; a
    ///   spring's motion as the linear keyframes of
    ///   `CoreAnimationLowering.sampledKeyframes(of:duration:)`, within about
    ///   0.1% of its excursion), played
    ///   forwards at `speed · |k|` from where the run is, so it ends when the
    ///   run rests at its start; an autoreversing animation with whole
    ///   iterations is its own reverse. No negative speed is used.
    /// - **Stopping short of an end** (`play(to:)`): the forwards or reversed
    ///   copy with its active interval cut where the run stops (a
    ///   `repeatDuration` in place of its repeat count), filling forwards and
    ///   not removed, so it holds the value there.
    ///
    /// - Throws: `CadenceError` with `CadenceError/Code/unsupported`, and
    ///   nothing to add, for what one animation in its layer's time cannot
    ///   show: a run that repeats (`RunClock.repetition`), a held or reversed run of a cumulative
    ///   animation past its first iteration, and a reversed run of an animation
    ///   that has no reverse in Core Animation (a group, a
    ///   transition, a spline or discrete keyframe animation, an endpoint left
    ///   open, a time offset, a partial iteration, a begin after the run's start).
    public static func steeredCopy(of animation: any LayerAnimation, under clock: RunClock) throws(CadenceError) -> (any LayerAnimation)? {
        guard clock.repetition == .once else {
            throw CadenceError(
                .unsupported, field: "repetition", value: "\(clock.repetition.repeats) repeats",
                expected: "a run played once (one Core Animation animation cannot repeat a run with a delay or a yoyo)")
        }
        let timing = animation.resolvedTiming
        let anchor = clock.anchorInstant
        let time = clock.animationTime(at: anchor)
        if clock.speed == 0 || (clock.restsAtAnEnd && clock.restInstant <= anchor) {
            if clock.restsAtAnEnd, animation.isRemovedOnCompletion { return nil }
            return try held(animation, at: time, from: anchor)
        }
        var copy = animation
        // Where a run that stops short of its end (`play(to:)`) stops, and the
        // active time of the copy there.
        let stop = clock.origin + (clock.speed > 0 ? clock.upper : clock.lower)
        let stopActiveTime: Double
        if clock.speed > 0 {
            copy.timing = timing
            copy.timing.beginTime = anchor - (time - timing.beginTime) / clock.speed
            copy.timing.speed = timing.speed * clock.speed
            stopActiveTime = (stop - timing.beginTime) * timing.speed
        } else {
            copy = try reversed(animation, startingAt: clock.origin)
            let magnitude = -clock.speed
            // The reverse's active time is the original's distance from its end.
            copy.timing.beginTime = anchor - (timing.endTime - time) / magnitude
            copy.timing.speed = timing.speed * magnitude
            stopActiveTime = (timing.endTime - stop) * timing.speed
        }
        if !clock.restsAtAnEnd {
            // Stopped before it begins (or, backwards, after it ends), the
            // run shows one value until it stops, and after: a hold.
            guard stopActiveTime > 0 else { return try held(animation, at: stop, from: anchor) }
            stopping(&copy, after: stopActiveTime)
        }
        copy.timing.beginTime = begin(of: copy.timing, endingAt: clock.restInstant) ?? copy.timing.beginTime
        return explicitBegin(copy)
    }

    /// Cuts `copy`'s active interval at `activeTime` (a `repeatDuration`, in
    /// place of its repeat count) and holds it there: filling forwards and not
    /// removed, it shows the value at that time until replaced, as a run that
    /// `play(to:)` stopped does.
    static func stopping(_ copy: inout any LayerAnimation, after activeTime: Double) {
        let active = min(activeTime, copy.timing.activeDuration)
        (copy.timing.repeatCount, copy.timing.repeatDuration) = (0, active)
        copy.timing.fillMode = copy.timing.fillMode.fillsBackwards ? .both : .forwards
        copy.isRemovedOnCompletion = false
    }

    /// The earliest begin time, near `timing`'s own, at which `timing` ends
    /// at `rest` or after it: exactly at it when a begin time can give that
    /// (the begin worked out from the anchor may round an ulp either way),
    /// else an ulp after, never before the run rests. Nil when it never ends
    /// or none is found within 64 ulps each way.
    static func begin(of timing: MediaTiming, endingAt rest: Double) -> Double? {
        guard rest.isFinite, timing.endTime.isFinite else { return nil }
        var shifted = timing
        for _ in 0..<64 where shifted.endTime < rest { shifted.beginTime = shifted.beginTime.nextUp }
        guard shifted.endTime >= rest else { return nil }
        // Earlier begins whose end is still at or after the rest, but nearer it.
        var (best, probe) = (shifted, shifted)
        for _ in 0..<64 {
            probe.beginTime = probe.beginTime.nextDown
            guard probe.endTime >= rest else { break }
            if probe.endTime < best.endTime { best = probe }
        }
        return best.beginTime
    }

    /// `animation` with a begin time Core Animation reads as an instant:
    /// it reads 0 as "when the transaction commits", so 0 becomes the least
    /// positive double, which no subtraction from a later instant can see.
    static func explicitBegin(_ animation: any LayerAnimation) -> any LayerAnimation {
        guard animation.timing.beginTime == 0 else { return animation }
        var copy = animation
        copy.timing.beginTime = .leastNonzeroMagnitude
        return copy
    }

    /// One iteration of `animation` held at what it shows at its parent time
    /// `time`, beginning at `now`; nil when it shows nothing then.
    static func held(_ animation: any LayerAnimation, at time: Double, from now: Double) throws(CadenceError) -> (any LayerAnimation)? {
        let timing = animation.resolvedTiming
        guard let state = timing.state(at: time) else { return nil }
        if state.iteration > 0, (animation as? any PropertyAnimation)?.isCumulative == true {
            throw CadenceError(
                .unsupported, field: "isCumulative", value: "a cumulative animation held in iteration \(state.iteration + 1)",
                expected: "a held run in the first iteration of a cumulative animation")
        }
        let duration = animation is any ProgressEvaluated ? 1 : timing.effectiveDuration
        var copy = animation
        if state.progress < 1 {
            copy.timing = MediaTiming(
                beginTime: now, duration: duration, speed: 0, timeOffset: state.progress * duration,
                fillMode: timing.fillMode)
        } else {
            // Over, filling forwards: Core Animation shows the final state.
            copy.timing = MediaTiming(beginTime: now - duration, duration: duration, fillMode: .forwards)
            copy.isRemovedOnCompletion = false
        }
        return explicitBegin(copy)
    }

    /// `animation` played backwards from its end, as an animation of its own
    /// that plays forwards, beginning where the original ends.
    static func reversed(_ animation: any LayerAnimation, startingAt origin: Double) throws(CadenceError) -> any LayerAnimation {
        let timing = animation.resolvedTiming
        let wholeIterations = timing.repeatCount == timing.repeatCount.rounded() && timing.repeatCount.isFinite
        guard timing.timeOffset == 0, timing.repeatDuration == 0, wholeIterations, timing.beginTime <= origin else {
            throw CadenceError(
                .unsupported, field: "reverse()",
                value: "an animation with timeOffset \(timing.timeOffset), repeatCount \(timing.repeatCount), repeatDuration \(timing.repeatDuration), beginning \(timing.beginTime - origin) s after its run",
                expected: "whole iterations from the run's start, no time offset (their reverse is one Core Animation animation)")
        }
        let iterations = max(timing.repeatCount, 1)
        if iterations > 1, (animation as? any PropertyAnimation)?.isCumulative == true {
            throw CadenceError(
                .unsupported, field: "isCumulative", value: "a reversed run of \(iterations) cumulative iterations",
                expected: "one iteration, or an animation that is not cumulative")
        }
        var copy: any LayerAnimation
        if timing.autoreverses {
            copy = animation  // whole forward-and-back cycles: the same backwards
        } else {
            // A spring's motion has no reverse spring: its samples do.
            let forwards = try (animation as? any SampledSpring)?.sampledKeyframes(for: "reverse()") ?? animation
            guard let reversible = forwards as? any CoreAnimationReversible else {
                throw CadenceError(
                    .unsupported, field: "reverse()", value: "a reversed run of \(type(of: animation))",
                    expected: "a basic, spring, or linear or paced keyframe animation (Core Animation plays no other backwards)")
            }
            copy = try reversible.reversedValues()
            copy.timingFunction = try mirrored(forwards.timingFunction, field: "timingFunction")
        }
        copy.timing = timing
        copy.timing.fillMode = mirrored(timing.fillMode)
        return copy
    }

    /// The curve that played forwards shows what `function` shows backwards:
    /// `1 − f(1 − x)`, the Bézier with control points `(1 − x2, 1 − y2)` and `(1 − x1, 1 − y1)`.
    static func mirrored(_ function: TimingFunction?, field: String) throws(CadenceError) -> TimingFunction? {
        guard let function else { return nil }
        guard let (x1, y1, x2, y2) = function.controlPoints else {
            throw CadenceError(.unsupported, field: field, value: "\(function)", expected: "a cubic Bézier timing function")
        }
        return try TimingFunction(controlPoints: 1 - x2, 1 - y2, 1 - x1, 1 - y1)
    }

    /// Backwards filling is forwards filling of the reverse, and the other way round.
    static func mirrored(_ fill: FillMode) -> FillMode {
        switch fill {
        case .forwards: .backwards
        case .backwards: .forwards
        case .removed, .both: fill
        }
    }
}

/// An animation whose value depends on its progress alone, not on its
/// duration: it can be held at a progress with a duration of 1.
protocol ProgressEvaluated {}

extension BasicAnimation: ProgressEvaluated {}
extension KeyframeAnimation: ProgressEvaluated {}

/// An animation that Core Animation can play backwards as an animation of
/// the same kind with its values reversed.
protocol CoreAnimationReversible: LayerAnimation {
    /// The same animation with its values in reverse order (its timing
    /// function is mirrored by the caller).
    func reversedValues() throws(CadenceError) -> any LayerAnimation
}

extension BasicAnimation: CoreAnimationReversible {
    /// From `to` to `from`; refused while an endpoint is open (it would be
    /// read from a value beneath that the reverse does not have).
    func reversedValues() throws(CadenceError) -> any LayerAnimation {
        let given = [fromValue, toValue, byValue].compactMap { $0 }.count
        guard given >= 2 else {
            throw CadenceError(
                .unsupported, field: "fromValue", value: "an open endpoint",
                expected: "two of fromValue, toValue and byValue, to play the animation backwards")
        }
        let (from, to) = endpoints(beneath: .zero)
        var reversed = self
        (reversed.byValue, reversed.fromValue, reversed.toValue) = (nil, to, from)
        return reversed
    }
}

extension KeyframeAnimation: CoreAnimationReversible {
    /// The values and key times in reverse (`1 − t`), the segments' timing
    /// functions in reverse order and mirrored; linear and paced modes only.
    func reversedValues() throws(CadenceError) -> any LayerAnimation {
        guard calculationMode == .linear || calculationMode == .paced else {
            throw CadenceError(
                .unsupported, field: "calculationMode", value: calculationMode.rawValue,
                expected: "linear or paced, to play the keyframes backwards")
        }
        var reversed = self
        reversed.values = values.reversed()
        reversed.keyTimes = keyTimes.map { $0.reversed().map { 1 - $0 } }
        if let functions = timingFunctions {
            var mirrored: [TimingFunction] = []
            for (index, function) in functions.reversed().enumerated() {
                if let curve = try CoreAnimationLowering.mirrored(function, field: "timingFunctions[\(functions.count - 1 - index)]") {
                    mirrored.append(curve)
                }
            }
            reversed.timingFunctions = mirrored
        }
        return reversed
    }
}
