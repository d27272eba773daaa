/// What a display showed at each vsync of a run: the frames a strategy
/// prepared, placed as a display places them.
///
/// A frame appears at its target vsync if it is ready before it, otherwise at
/// the first vsync after it is ready; if several appear at one vsync, the last
/// ready wins. A vsync where no new frame appears shows the previous one again:
/// a dropped frame.
public struct FrameTimeline: Hashable, Sendable {
    /// What happened at one vsync.
    public enum Status: String, Hashable, Sendable, Codable {
        /// A new frame appeared, at the vsync it was prepared for.
        case onTime = "on-time"
        /// A new frame appeared, later than the vsync it was prepared for.
        case late
        /// No new frame: the previous one stayed on screen.
        case dropped
    }

    /// One vsync.
    public struct Entry: Hashable, Sendable {
        /// The vsync's index on the grid; its instant is `index · period` after the origin.
        public var index: Int
        /// What happened.
        public var status: Status
        /// The value on screen after it, if the strategy presents values.
        public var value: Double?
    }

    /// The vsyncs from the first frame's appearance to the end of the run.
    public var entries: [Entry]

    /// The timeline of `record`'s frames.
    public init(_ record: RunRecord) {
        let period = record.period
        let last = Int((record.duration / period + 1e-9).rounded(.down))
        // The latest-ready frame appearing at each vsync.
        var appearing: [Int: RunRecord.Frame] = [:]
        for frame in record.frames {
            let firstAfterReady = Int((frame.time / period + 1e-9).rounded(.down)) + 1
            let appearance = max(frame.target, firstAfterReady)
            if appearance <= last {
                appearing[appearance] = frame
            }
        }
        guard let first = appearing.keys.min() else {
            entries = []
            return
        }
        var entries: [Entry] = []
        entries.reserveCapacity(last - first + 1)
        var shown: Double? = nil
        for index in first...last {
            if let frame = appearing[index] {
                shown = frame.value
                entries.append(Entry(index: index, status: frame.target == index ? .onTime : .late, value: shown))
            } else {
                entries.append(Entry(index: index, status: .dropped, value: shown))
            }
        }
        self.entries = entries
    }
}
