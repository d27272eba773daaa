import Foundation

/// A base-ten logarithmic map from positive values to pixels, whole decades
/// at the ends; values at or below the lower end (zero included) sit on it.
struct LogAxisScale {
    /// The decades at the ends: the axis runs from 10^lowerDecade to 10^upperDecade.
    let lowerDecade: Int
    let upperDecade: Int
    /// The pixels the ends map to.
    let start: Double
    let end: Double

    /// An axis from 10^`floorDecade` to the first decade at or above
    /// `maximum` (at least one decade above the floor).
    init(floorDecade: Int, maximum: Double, pixels start: Double, _ end: Double) {
        lowerDecade = floorDecade
        let top = maximum.isFinite && maximum > 0 ? Int(log10(maximum).rounded(.up)) : floorDecade + 1
        upperDecade = max(top, floorDecade + 1)
        self.start = start
        self.end = end
    }

    /// The smallest value drawn apart from the others: 10^lowerDecade.
    var floor: Double { pow(10, Double(lowerDecade)) }

    /// The pixel of `value`, clamped to the axis.
    func position(_ value: Double) -> Double {
        let decade = value.isFinite && value > floor ? log10(value) : Double(lowerDecade)
        let fraction = min((decade - Double(lowerDecade)) / Double(upperDecade - lowerDecade), 1)
        return start + fraction * (end - start)
    }

    /// One tick per decade, lowest first.
    var ticks: [Double] { (lowerDecade...upperDecade).map { pow(10, Double($0)) } }
}
