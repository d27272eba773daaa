import Foundation

extension DampedSpring {
    /// How close to the target counts as settled: 0.1% of the distance.
    public static let settlingThreshold = 0.001

    /// The time after which the spring stays within ``settlingThreshold`` of its
    /// target: the last instant `t` at which `|value(at: t) − 1|` equals it.
    /// `.infinity` for an undamped spring (damping 0), which never settles, and NaN
    /// for physics that ``validate()`` refuses (it never traps or hangs).
    ///
    /// A ``SpringAnimation`` with no duration lasts this long.
    ///
    /// The instant is found from the closed form, not by sampling. An
    /// underdamped spring's extremes fall at `t_n = (φ − atan(α/ω_d) + nπ) / ω_d`
    /// with magnitude `R·(ω_d/ω₀)·e^(−α t_n)`, where `α = ζω₀` and
    /// `x = R·e^(−αt)·cos(ω_d t − φ)`; the last extreme above the threshold is
    /// found directly and the crossing after it by bisection. A critically or
    /// overdamped spring has at most one extreme, after which it decays
    /// monotonically. Either way the result is accurate to about 1e-12 s.
    public var settlingDuration: Double {
        settlingDuration(displacement: -1, velocity: initialVelocity, threshold: Self.settlingThreshold)
    }

    /// The time after which this spring, released at displacement `x0` from
    /// its target with velocity `v0` (its own ``initialVelocity`` aside),
    /// stays within `threshold` of the target; 0 when it never leaves it.
    /// ``settlingDuration`` is this from −1 at ``initialVelocity`` within
    /// ``settlingThreshold``.
    func settlingDuration(displacement x0: Double, velocity v0: Double, threshold: Double) -> Double {
        guard (try? validate()) != nil, x0.isFinite, v0.isFinite, threshold > 0 else { return .nan }
        guard x0 != 0 || v0 != 0 else { return 0 }
        guard damping > 0 else { return .infinity }
        let above = { (t: Double) in abs(self.displacement(at: t, displacement: x0, velocity: v0)) > threshold }
        switch regime {
        case .underdamped(let omegaD):
            let decay = dampingRatio * naturalFrequency
            let a = x0, b = (v0 + decay * a) / omegaD
            let amplitude = (a * a + b * b).squareRoot(), phase = atan2(b, a)
            let peakScale = amplitude * omegaD / naturalFrequency
            let firstPeak = (phase - atan(decay / omegaD)) / omegaD
            let period = Double.pi / omegaD
            // The first extreme (at or after 0) whose magnitude is within the threshold.
            let quietFrom = max(0, log(peakScale / threshold) / decay)
            var n = ((quietFrom - firstPeak) / period).rounded(.up)
            n = max(n, (-firstPeak / period).rounded(.up))
            let quietPeak = firstPeak + n * period
            let loudPeak = max(0, quietPeak - period)
            return lastCrossing(after: loudPeak, before: quietPeak, isAbove: above)
        case .critical, .overdamped:
            let extreme = extremeTime(displacement: x0, velocity: v0)
            if let extreme, above(extreme) {
                return lastCrossing(after: extreme, before: nil, isAbove: above)
            }
            return lastCrossing(after: 0, before: extreme, isAbove: above)
        }
    }

    /// The one time after 0 at which a critically or overdamped spring
    /// released at `x0` with `v0` turns (velocity 0), if there is one.
    private func extremeTime(displacement x0: Double, velocity v0: Double) -> Double? {
        let omega = naturalFrequency, decay = dampingRatio * omega
        switch regime {
        case .critical:
            // x′ = e^(−ω₀t)·(v₀ − ω₀·B·t), B = v₀ + ω₀x₀.
            let b = v0 + decay * x0
            let t = b == 0 ? -1 : v0 / (decay * b)
            return t > 0 ? t : nil
        case .overdamped(let omegaH):
            // x′ = 0 where tanh(ω_h t) = v₀·ω_h / (α·v₀ + ω₀²·x₀).
            let denominator = decay * v0 + omega * omega * x0
            guard denominator != 0 else { return nil }
            let ratio = v0 * omegaH / denominator
            guard ratio > 0, ratio < 1 else { return nil }
            return atanh(ratio) / omegaH
        case .underdamped:
            return nil
        }
    }

    /// The end of the interval, starting at `start` where `isAbove` holds, on
    /// which it keeps holding; `end` (if given) is a time where it no longer holds.
    private func lastCrossing(after start: Double, before end: Double?, isAbove: (Double) -> Bool) -> Double {
        guard isAbove(start) else { return start }
        var lo = start
        var hi: Double
        if let end {
            hi = end
        } else {
            // Doubling from a step > 0 passes every finite double within ~2100 steps.
            // 1/ω₀ is 0 when ω₀ overflows (a mass below about 1e-306).
            var step = max(1 / naturalFrequency, .leastNormalMagnitude)
            hi = start + step
            var doublings = 0
            while isAbove(hi), hi.isFinite, step > 0, doublings < 2200 {
                doublings += 1
                lo = hi
                step *= 2
                hi = start + step
            }
        }
        while hi - lo > 1e-12 * max(1, hi) {
            let mid = 0.5 * (lo + hi)
            if isAbove(mid) { lo = mid } else { hi = mid }
        }
        return hi
    }
}
