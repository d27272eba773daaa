/// How a run's frames looked on the display (see ``FrameTimeline``).
public struct FrameStatistics: Hashable, Sendable {
    /// Vsyncs counted: from the first frame's appearance to the end of the run.
    public var vsyncs: Int
    /// Vsyncs where a new frame appeared at the vsync it was prepared for.
    public var onTime: Int
    /// Vsyncs where a new frame appeared late.
    public var late: Int
    /// Vsyncs where no new frame appeared.
    public var dropped: Int
    /// Frames that stayed on screen for more than two periods.
    public var janky: Int
    /// Frames that stayed on screen for more than 700 ms.
    public var frozen: Int
    /// Hitch time per second of run, in ms/s: every dropped vsync is one
    /// period of hitch (Apple's hitch-time ratio).
    public var hitchMillisecondsPerSecond: Double
    /// The most dropped frames in any one-second window (sliding by one vsync).
    public var worstSecondDropped: Int
    /// The 95th percentile of dropped frames over those windows (nearest rank).
    public var p95SecondDropped: Int

    /// The band the hitch-time ratio falls in.
    public var band: HitchBand { HitchBand(millisecondsPerSecond: hitchMillisecondsPerSecond) }

    /// The statistics of `timeline`, whose vsyncs are `period` seconds apart.
    public init(_ timeline: FrameTimeline, period: Double) {
        let entries = timeline.entries
        vsyncs = entries.count
        onTime = entries.count { $0.status == .onTime }
        late = entries.count { $0.status == .late }
        dropped = entries.count { $0.status == .dropped }
        hitchMillisecondsPerSecond = vsyncs > 0 ? 1000 * Double(dropped) / Double(vsyncs) : 0
        // How long each new frame stayed: until the next new one, or the end.
        var (janky, frozen) = (0, 0)
        let appearances = entries.indices.filter { entries[$0].status != .dropped } + [entries.count]
        for (start, end) in zip(appearances, appearances.dropFirst()) {
            let stay = end - start
            if stay > 2 { janky += 1 }
            if Double(stay) * period > 0.7 { frozen += 1 }
        }
        self.janky = janky
        self.frozen = frozen
        let window = max(Int((1 / period).rounded()), 1)
        let windows = Self.slidingCounts(entries.map { $0.status == .dropped }, window: window)
        worstSecondDropped = windows.max() ?? 0
        p95SecondDropped = Self.nearestRank(windows.sorted(), 0.95) ?? 0
    }

    /// How many of `flags` are set in each window of `window` consecutive
    /// ones, sliding by one; one window over all of them if they are fewer.
    static func slidingCounts(_ flags: [Bool], window: Int) -> [Int] {
        guard !flags.isEmpty else { return [] }
        guard flags.count > window else { return [flags.count { $0 }] }
        var count = flags[0..<window].count { $0 }
        var counts = [count]
        for index in window..<flags.count {
            count += (flags[index] ? 1 : 0) - (flags[index - window] ? 1 : 0)
            counts.append(count)
        }
        return counts
    }

    /// The nearest-rank percentile of sorted `values`: the smallest value with
    /// at least `fraction` of them at or below it.
    static func nearestRank<Value>(_ sorted: [Value], _ fraction: Double) -> Value? {
        guard !sorted.isEmpty else { return nil }
        let rank = Int((fraction * Double(sorted.count)).rounded(.up))
        return sorted[min(max(rank, 1), sorted.count) - 1]
    }
}
