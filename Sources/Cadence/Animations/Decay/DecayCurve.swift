import Foundation

/// A decay's motion along its direction, in units from where it starts:
/// POP's `POPDecayAnimation`, with a bound ahead of it if one is given.
///
/// With `s` the initial speed, `d` the rate per millisecond and `t` seconds:
///
/// - distance `p(t) = s · (d / (1 − d)) · (1 − d^(1000 t)) / 1000`, POP's
///   `decay_position`: the sum of the per-millisecond steps;
/// - speed `v(t) = s · d^(1000 t)`, POP's velocity;
/// - it stops when the speed falls to the threshold, at
///   `ln(threshold / s) / (1000 · ln d)`.
///
/// A bound `L` ahead is reached where `d^(1000 t) = 1 − L·1000·(1 − d)/(s·d)`,
/// when that is in (0, 1] and the decay has not stopped first. There it
/// either stops, or hands off to a spring released at the bound with the speed
/// then, `s · d^(1000 t)`, which lasts until it settles within a tenth of a
/// second of the threshold speed (0.5 pt for 5 pt/s).
struct DecayCurve: Hashable, Sendable {
    /// A bound `distance` units ahead of the start, and what happens there.
    struct Limit: Hashable, Sendable {
        var distance: Double
        var boundary: DecayBoundary
    }

    /// Where the decay reaches its bound, and how fast it is moving then.
    struct Crossing: Hashable, Sendable {
        var time: Double
        var speed: Double
    }

    /// How many seconds of the threshold speed a spring at a bound settles
    /// within: 0.1 s, so 0.5 pt at 5 pt/s, Framer Motion's `restDelta`.
    static let settlingWindow = 0.1

    let speed: Double
    let rate: Double
    let threshold: Double
    let limit: Limit?
    /// When the unbounded decay's speed falls to the threshold.
    let stopTime: Double
    /// Where it reaches its bound, if it does before it stops.
    let crossing: Crossing?
    /// How long it lasts: until it stops, reaches a `.stop` bound, or the
    /// spring at the bound settles.
    let duration: Double
    /// The distance at which it rests.
    let restDistance: Double

    init(speed: Double, rate: Double, threshold: Double, limit: Limit?) {
        self.speed = speed
        self.rate = rate
        self.threshold = threshold
        self.limit = limit
        let stop = speed > threshold ? max(0, log(threshold / speed) / (1000 * log(rate))) : 0
        stopTime = stop
        var crossing: Crossing?
        if let limit, speed > 0 {
            let reached = 1 - limit.distance * 1000 * (1 - rate) / (speed * rate)
            let time = log(reached) / (1000 * log(rate))
            if reached > 0, reached <= 1, time <= stop {
                crossing = Crossing(time: max(0, time), speed: speed * reached)
            }
        }
        self.crossing = crossing
        switch (crossing, limit?.boundary) {
        case let (crossing?, .spring(spring)?):
            duration =
                crossing.time
                + spring.settlingDuration(
                    releasedAtTargetWith: crossing.speed, within: threshold * Self.settlingWindow)
            restDistance = limit!.distance
        case let (crossing?, _):
            duration = crossing.time
            restDistance = limit!.distance
        case (nil, _):
            duration = stop
            restDistance = Self.series(speed: speed, rate: rate, at: stop)
        }
    }

    /// `s · (d / (1 − d)) · (1 − d^(1000 t)) / 1000`, with `1 − d^(1000 t)`
    /// as `−expm1(1000 t ln d)` so that it keeps its precision near 0.
    static func series(speed: Double, rate: Double, at t: Double) -> Double {
        speed * (rate / (1 - rate)) * -expm1(1000 * t * log(rate)) / 1000
    }

    /// Whether the motion is at or past its bound at `t`: then the value is
    /// the bound plus ``distance(at:)`` minus the limit's distance.
    func isBeyondBound(at t: Double) -> Bool {
        guard let crossing else { return false }
        return t >= crossing.time
    }

    /// The distance from the start at `t` seconds: 0 before the start, the
    /// resting distance from ``duration`` on.
    func distance(at t: Double) -> Double {
        guard t > 0 else { return 0 }
        guard t < duration else { return restDistance }
        if let crossing, let limit, t >= crossing.time {
            guard case .spring(let spring) = limit.boundary else { return limit.distance }
            return limit.distance
                + spring.displacement(at: t - crossing.time, displacement: 0, velocity: crossing.speed)
        }
        return Self.series(speed: speed, rate: rate, at: t)
    }

    /// The velocity along the direction at `t` seconds (POP's, not the slope
    /// of ``distance(at:)``: see ``DecayAnimation``): the initial speed at or
    /// before the start, 0 from ``duration`` on.
    func velocity(at t: Double) -> Double {
        guard t > 0 else { return duration > 0 ? speed : 0 }
        guard t < duration else { return 0 }
        if let crossing, let limit, t >= crossing.time {
            guard case .spring(let spring) = limit.boundary else { return 0 }
            return spring.velocity(at: t - crossing.time, displacement: 0, velocity: crossing.speed)
        }
        return speed * exp(1000 * t * log(rate))
    }
}
