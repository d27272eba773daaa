import Foundation

extension DampedSpring {
    /// How long this spring, released at its target with `velocity` (units
    /// per second), takes to settle: the last instant at which its
    /// displacement `y(t)` is `distance` (units) from the target, after which
    /// it stays within. 0 when it never leaves that band; `.infinity` with no
    /// damping; NaN for physics ``validate()`` refuses.
    ///
    /// Released at the target, `y = v · h(t)` with `h` the response to a unit
    /// velocity, so its extremes are found in closed form, as
    /// ``settlingDuration`` finds those of a release from a distance:
    ///
    /// - underdamped: `h = e^(−αt)·sin(ω_d t)/ω_d`, with extremes at
    ///   `t_n = (atan(ω_d/α) + nπ)/ω_d` of magnitude `|v|·e^(−α t_n)/ω₀`;
    ///   the crossing lies between the last extreme above `distance` and the
    ///   next, where `|y|` falls monotonically through it;
    /// - critically or overdamped: one extreme (at `1/ω₀`, or at
    ///   `atanh(ω_h/α)/ω_h`), after which `|y|` falls monotonically.
    ///
    /// The crossing itself is found by bisection to about 1e-12 s.
    func settlingDuration(releasedAtTargetWith velocity: Double, within distance: Double) -> Double {
        guard (try? validate()) != nil, velocity.isFinite, distance.isFinite, distance > 0 else { return .nan }
        guard velocity != 0 else { return 0 }
        guard damping > 0 else { return .infinity }
        let speed = abs(velocity), omega = naturalFrequency, decay = dampingRatio * omega
        let above = { (t: Double) in abs(self.displacement(at: t, displacement: 0, velocity: velocity)) > distance }
        switch regime {
        case .underdamped(let omegaD):
            let first = atan(omegaD / decay) / omegaD, period = Double.pi / omegaD
            // The first extreme n whose magnitude |v|·e^(−α t_n)/ω₀ is within `distance`.
            let quietFrom = log(speed / (omega * distance)) / decay
            let n = max(0, ((quietFrom - first) / period).rounded(.up))
            guard n > 0 else { return 0 }
            let loud = first + (n - 1) * period
            return Self.crossing(after: loud, before: loud + period, isAbove: above)
        case .critical, .overdamped:
            let peak: Double
            if case .overdamped(let omegaH) = regime {
                peak = atanh(min(omegaH / decay, 1 - .ulpOfOne)) / omegaH
            } else {
                peak = 1 / omega
            }
            guard peak.isFinite, above(peak) else { return 0 }
            var step = max(peak, .leastNormalMagnitude)
            var doublings = 0
            while above(peak + step), (peak + step).isFinite, doublings < 2200 {
                doublings += 1
                step *= 2
            }
            return Self.crossing(after: peak, before: peak + step, isAbove: above)
        }
    }

    /// The instant in `start ... end` where `isAbove` stops holding, given
    /// that it holds at `start`, not at `end`, and changes once in between.
    private static func crossing(after start: Double, before end: Double, isAbove: (Double) -> Bool) -> Double {
        var lo = start, hi = end
        while hi - lo > 1e-12 * max(1, hi) {
            let mid = 0.5 * (lo + hi)
            if isAbove(mid) { lo = mid } else { hi = mid }
        }
        return hi
    }
}
