/// Instants of a run that something happens at (a label, a callback, a
/// child's start), and which of them a move of the playhead crosses.
///
/// A mark at time `m` counts as passed while the run's time is at or past
/// `m`; a move crosses it when it changes that, so each crossing happens
/// once, whichever way the playhead goes:
///
/// - forwards from `a` to `b`, the marks in `(a, b]`, earliest first;
/// - backwards from `a` to `b`, the marks in `(b, a]`, latest first;
/// - from no time at all (a run that has not started), every mark up to `b`.
///
/// So a mark at the start is crossed when a run starts, and not again when a
/// reversed run comes back to 0: it is still at its start. Reaching the start
/// reversed is the run's own "completed at start" event.
///
/// ```swift
/// let marks = PlayheadMarks([0.5, 1, 1.5])
/// marks.crossed(from: 0.4, to: 1.2)     // [0, 1]: 0.5 then 1
/// marks.crossed(from: 1.2, to: 0.4)     // [1, 0]: 1 then 0.5
/// marks.crossed(from: 1.2, to: 1.2)     // []
/// ```
///
/// Marks are sorted once; a move costs a binary search and the marks it
/// crosses, however many there are.
public struct PlayheadMarks: Hashable, Sendable {
    /// The marks' times, in the order given.
    public let times: [Double]
    /// Indices into ``times``, by time, and among equal times in the order given.
    private let order: [Int]

    /// Marks at `times`; a time that is NaN is never crossed.
    public init(_ times: [Double]) {
        self.times = times
        order = times.indices.filter { !times[$0].isNaN }.sorted { (times[$0], $0) < (times[$1], $1) }
    }

    /// The indices of the marks a move from `from` (nil: no time yet) to
    /// `to` crosses, in the order crossed.
    public func crossed(from: Double?, to: Double) -> [Int] {
        guard !to.isNaN else { return [] }
        guard let from else { return Array(order[..<firstAfter(to)]) }
        if to > from {
            return Array(order[firstAfter(from)..<firstAfter(to)])
        }
        if to < from {
            return Array(order[firstAfter(to)..<firstAfter(from)].reversed())
        }
        return []
    }

    /// The position in ``order`` of the first mark later than `time`.
    private func firstAfter(_ time: Double) -> Int {
        var low = 0
        var high = order.count
        while low < high {
            let middle = (low + high) / 2
            if times[order[middle]] <= time { low = middle + 1 } else { high = middle }
        }
        return low
    }
}
