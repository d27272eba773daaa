// How a keyframe animation computes the value between its keyframes.

extension KeyframeAnimation {
    /// The value at overall progress `fraction` (already eased by the animation's
    /// own timing function; it may lie outside `0 ... 1` when that overshoots, and
    /// then the first or last segment is extrapolated).
    ///
    /// An animation that ``validate()`` would refuse is still evaluated without
    /// trapping: key times, timing functions or spline parameters of the wrong
    /// length are ignored. With no values it is nil.
    public func interpolatedValue(at fraction: Double) -> Value? {
        guard values.count > 1 else { return values.first }
        switch calculationMode {
        case .discrete:
            return values[discreteIndex(at: fraction)]
        case .linear:
            return linearValue(at: fraction, times: givenTimes ?? evenTimes, functions: segmentFunctions)
        case .paced:
            return linearValue(at: fraction, times: pacedTimes, functions: nil)
        case .cubic:
            return cubicValue(at: fraction, times: givenTimes ?? evenTimes, functions: segmentFunctions)
        case .cubicPaced:
            return cubicValue(at: fraction, times: pacedTimes, functions: nil)
        }
    }

    /// ``keyTimes`` when there is one per value, else nil.
    /// How fast ``interpolatedValue(at:)`` changes per unit of progress at
    /// `fraction`: a segment's change over its span (times its timing
    /// function's slope), or the Hermite spline's derivative; zero when
    /// discrete or with one value.
    func interpolatedVelocity(at fraction: Double) -> Value? {
        guard values.count > 1 else { return values.isEmpty ? nil : .zero }
        switch calculationMode {
        case .discrete: return .zero
        case .linear: return linearVelocity(at: fraction, times: givenTimes ?? evenTimes, functions: segmentFunctions)
        case .paced: return linearVelocity(at: fraction, times: pacedTimes, functions: nil)
        case .cubic: return cubicVelocity(at: fraction, times: givenTimes ?? evenTimes, functions: segmentFunctions)
        case .cubicPaced: return cubicVelocity(at: fraction, times: pacedTimes, functions: nil)
        }
    }

    private func linearVelocity(at fraction: Double, times: [Double], functions: [TimingFunction]?) -> Value {
        let (index, local) = segment(at: fraction, times: times)
        let span = times[index + 1] - times[index]
        guard span > 0 else { return .zero }
        let slope = functions?[index].slope(at: local) ?? 1
        return values[index + 1].subtracting(values[index]).scaled(by: slope / span)
    }

    private func cubicVelocity(at fraction: Double, times: [Double], functions: [TimingFunction]?) -> Value {
        let (index, local) = segment(at: fraction, times: times)
        let span = times[index + 1] - times[index]
        guard span > 0 else { return .zero }
        let s = functions?[index].value(at: local) ?? local
        let ds = (functions?[index].slope(at: local) ?? 1) / span
        let start = values[index], end = values[index + 1]
        let outgoing = tangents(at: index, times: times).source
        let incoming = tangents(at: index + 1, times: times).destination
        let s2 = s * s
        // The derivatives of the four Hermite basis functions.
        return start.scaled(by: (6 * s2 - 6 * s) * ds)
            .adding(outgoing.scaled(by: (3 * s2 - 4 * s + 1) * ds))
            .adding(end.scaled(by: (-6 * s2 + 6 * s) * ds))
            .adding(incoming.scaled(by: (3 * s2 - 2 * s) * ds))
    }

    private var givenTimes: [Double]? { keyTimes?.count == values.count ? keyTimes : nil }

    /// ``timingFunctions`` when there is one per segment, else nil.
    private var segmentFunctions: [TimingFunction]? {
        timingFunctions?.count == values.count - 1 ? timingFunctions : nil
    }

    /// The spline parameter at value `i`: 0 unless one is given per value.
    private func parameter(_ list: [Double]?, _ i: Int) -> Double {
        guard let list, list.count == values.count else { return 0 }
        return list[i]
    }

    /// `i / (n − 1)` for each of the n values.
    var evenTimes: [Double] {
        let last = Double(values.count - 1)
        return values.indices.map { Double($0) / last }
    }

    /// Key times proportional to the distance travelled along the straight
    /// segments, so the speed is constant; even when nothing moves.
    var pacedTimes: [Double] {
        var travelled = [0.0]
        for index in values.indices.dropFirst() {
            travelled.append(travelled[index - 1] + values[index - 1].interpolationDistance(to: values[index]))
        }
        guard let total = travelled.last, total > 0, total.isFinite else { return evenTimes }
        return travelled.map { $0 / total }
    }

    /// The value shown at `fraction` in discrete mode: value `i` from key time `i`
    /// until key time `i + 1` (evenly `i / n` when no key times are given). With
    /// one key time per value the last value's key time is 1, so it shows only
    /// from the end of the iteration on.
    func discreteIndex(at fraction: Double) -> Int {
        let count = values.count
        var times = (0...count).map { Double($0) / Double(count) }
        if let keyTimes, keyTimes.count == count + 1 || keyTimes.count == count { times = keyTimes }
        var index = 0
        while index + 1 < count, fraction >= times[index + 1] { index += 1 }
        return index
    }

    /// The segment holding `fraction` and how far through it `fraction` is. Ties go
    /// to the later segment, so a repeated key time jumps to the later value.
    func segment(at fraction: Double, times: [Double]) -> (index: Int, local: Double) {
        var index = 0
        while index + 2 < values.count, fraction >= times[index + 1] { index += 1 }
        let span = times[index + 1] - times[index]
        return (index, span > 0 ? (fraction - times[index]) / span : 1)
    }

    private func linearValue(at fraction: Double, times: [Double], functions: [TimingFunction]?) -> Value {
        let (index, local) = segment(at: fraction, times: times)
        let eased = functions?[index].value(at: local) ?? local
        return values[index].interpolated(to: values[index + 1], fraction: eased)
    }

    /// A cubic Hermite segment between values `i` and `i + 1`, with
    /// Kochanek–Bartels tangents.
    private func cubicValue(at fraction: Double, times: [Double], functions: [TimingFunction]?) -> Value {
        let (index, local) = segment(at: fraction, times: times)
        let s = functions?[index].value(at: local) ?? local
        let start = values[index], end = values[index + 1]
        let outgoing = tangents(at: index, times: times).source
        let incoming = tangents(at: index + 1, times: times).destination
        let s2 = s * s, s3 = s2 * s
        return start.scaled(by: 2 * s3 - 3 * s2 + 1)
            .adding(outgoing.scaled(by: s3 - 2 * s2 + s))
            .adding(end.scaled(by: -2 * s3 + 3 * s2))
            .adding(incoming.scaled(by: s3 - s2))
    }

    /// The Kochanek–Bartels tangents at value `i`: `source` leaves it, towards
    /// `i + 1`; `destination` arrives at it, from `i − 1`. With tension t,
    /// continuity c and bias b (Kochanek & Bartels, 1984):
    ///
    /// - source = (1−t)(1+b)(1+c)/2 · (pᵢ − pᵢ₋₁) + (1−t)(1−b)(1−c)/2 · (pᵢ₊₁ − pᵢ)
    /// - destination = (1−t)(1+b)(1−c)/2 · (pᵢ − pᵢ₋₁) + (1−t)(1−b)(1+c)/2 · (pᵢ₊₁ − pᵢ)
    ///
    /// scaled for unevenly spaced key times by `2Δᵢ / (Δᵢ₋₁ + Δᵢ)` and
    /// `2Δᵢ₋₁ / (Δᵢ₋₁ + Δᵢ)`. At the ends the missing neighbour is the end value
    /// itself, and the missing interval equals its neighbour's. With t = c = b = 0
    /// this is the Catmull–Rom spline.
    func tangents(at i: Int, times: [Double]) -> (source: Value, destination: Value) {
        let last = values.count - 1
        let point = values[i]
        let before = point.subtracting(values[max(i - 1, 0)])
        let after = values[min(i + 1, last)].subtracting(point)
        let t = parameter(tensionValues, i), c = parameter(continuityValues, i), b = parameter(biasValues, i)
        var source = before.scaled(by: (1 - t) * (1 + b) * (1 + c) / 2)
            .adding(after.scaled(by: (1 - t) * (1 - b) * (1 - c) / 2))
        var destination = before.scaled(by: (1 - t) * (1 + b) * (1 - c) / 2)
            .adding(after.scaled(by: (1 - t) * (1 - b) * (1 + c) / 2))
        let spanIn = i > 0 ? times[i] - times[i - 1] : times[1] - times[0]
        let spanOut = i < last ? times[i + 1] - times[i] : times[last] - times[last - 1]
        if spanIn + spanOut > 0 {
            source = source.scaled(by: 2 * spanOut / (spanIn + spanOut))
            destination = destination.scaled(by: 2 * spanIn / (spanIn + spanOut))
        }
        return (source, destination)
    }
}
