import Cadence

extension TestFixture {
    /// A frame the fixture stepped to, as a display link would report it.
    public struct Frame: Hashable, Sendable {
        /// The frame's number on the grid `k / rate` seconds from the clock's zero.
        public let index: Int
        /// The frame's instant, `index / rate`: the time presented values are for.
        public let time: Double
        /// Seconds since the previous frame delivered in this call (one period
        /// unless frames were dropped; for the first frame, since the call began).
        public let elapsed: Double
        /// How many frames were dropped just before this one.
        public let droppedBefore: Int
    }

    /// Steps time frame by frame, `count` frames of the grid `k / rate` (the
    /// first one strictly after ``now``), calling `body` at each frame that is
    /// shown, after everything due at that instant has run.
    ///
    /// A frame is dropped, and `body` not called for it, while the main loop is
    /// stalled at its instant (as a display link skips frames the main thread
    /// is too busy for) or when ``dropFrames(_:)`` asked for it. Dropped frames
    /// are recorded as ``TraceEvent/Kind/dropFrames``. Presented values read in
    /// `body` are always those of the frame's instant.
    ///
    /// ```swift
    /// var xs: [Double] = []
    /// try fixture.advanceFrames(3, rate: 4) { frame in
    ///     xs.append(box.presentation()[.positionX])
    /// }
    /// ```
    ///
    /// - Throws: ``FixtureError`` when `count` is negative or `rate` is not a
    ///   finite number of frames per second in 0.001…1,000,000; whatever `body` throws.
    public func advanceFrames(_ count: Int, rate: Double = 60, _ body: (Frame) throws -> Void = { _ in }) throws {
        guard count >= 0 else {
            throw FixtureError(
                .invalidArgument, "advanceFrames(_:rate:) was given \(count) frames", expected: "a count ≥ 0",
                actual: "\(count)", hint: "pass how many frames to step")
        }
        guard rate.isFinite, rate >= 0.001, rate <= 1_000_000 else {
            throw FixtureError(
                .invalidArgument, "advanceFrames(_:rate:) was given a rate of \(TraceFormat.number(rate))",
                expected: "frames per second in 0.001…1000000", actual: TraceFormat.number(rate),
                hint: "pass a display's rate, such as 60 or 120")
        }
        var index = Int((now * rate).rounded(.down))
        while Double(index) / rate <= now { index += 1 }
        var previous = now
        var dropped = 0
        for _ in 0..<count {
            let time = Double(index) / rate
            try advance(to: time)
            if takeDrop() || mainLoop.busyUntil != nil {
                recorder.append(TraceEvent(time: time, kind: .dropFrames, duration: 1 / rate))
                dropped += 1
            } else {
                try body(Frame(index: index, time: time, elapsed: time - previous, droppedBefore: dropped))
                previous = time
                dropped = 0
            }
            index += 1
        }
    }

    private func takeDrop() -> Bool {
        state.withLock { state in
            guard state.framesToDrop > 0 else { return false }
            state.framesToDrop -= 1
            return true
        }
    }
}
