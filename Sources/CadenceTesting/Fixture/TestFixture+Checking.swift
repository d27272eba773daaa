import Cadence

extension TestFixture {
    /// Checks the ASCII timeline of the trace so far against `expected`; see
    /// ``Timeline`` for how rows are drawn and ``Trace/checkTimeline(_:resolution:)``
    /// for how they are compared.
    public func checkTimeline(_ expected: String, resolution: Double = 10) throws(FixtureError) {
        try trace.checkTimeline(expected, resolution: resolution)
    }

    /// The timeline of the trace so far, at `resolution` columns per second.
    public func timeline(resolution: Double = 10) -> Timeline {
        Timeline(trace, resolution: resolution)
    }

    /// Advances to each of `times` in turn and samples every probe there,
    /// after everything due at that instant has run, as a table a test checks
    /// with ``ValueTable/check(_:)``:
    ///
    /// ```swift
    /// let table = try fixture.sample([Probe(box, .positionX)], at: [0, 0.5, 1])
    /// try table.check("""
    ///     t    box.position.x
    ///     0    0
    ///     0.5  150
    ///     1    300
    ///     """)
    /// ```
    ///
    /// - Throws: ``FixtureError`` when `times` are not in increasing order from
    ///   ``now`` on, or not finite.
    public func sample(_ probes: [Probe], at times: [Double]) throws(FixtureError) -> ValueTable {
        try checkSampleTimes(times, "sample(_:at:)")
        var rows: [ValueTable.Row] = []
        for time in times {
            try advance(to: time)
            rows.append(ValueTable.Row(time: time, values: Probe.sampleAll(probes)))
        }
        return ValueTable(columns: probes.map(\.name), rows: rows)
    }

    /// Samples every probe at each of `times` as the fixture passes them,
    /// after everything due at that instant has run, however the fixture is
    /// moved (``advance(to:)``, ``runUntilIdle(limit:)``, frames); read the
    /// table with ``recordedValues``. It replaces an earlier recording.
    ///
    /// Unlike ``sample(_:at:)``, which moves time itself, this lets a test set
    /// up what to watch, then run to the end:
    ///
    /// ```swift
    /// try fixture.record([Probe(box, .positionX)], at: [0.5, 1, 2])
    /// try fixture.runUntilIdle()
    /// try fixture.recordedValues.check("""
    ///     t    box.position.x
    ///     0.5  150
    ///     1    300
    ///     2    300
    ///     """)
    /// ```
    ///
    /// ``runUntilIdle(limit:)`` counts instants still to sample as work, so it
    /// runs until the last of them; a ``jump(by:)`` skips those it jumps over.
    ///
    /// - Throws: ``FixtureError`` when `times` are not in increasing order from
    ///   ``now`` on, or not finite.
    public func record(_ probes: [Probe], at times: [Double]) throws(FixtureError) {
        try checkSampleTimes(times, "record(_:at:)")
        state.withLock { $0.recording = (probes, times, []) }
        // An instant that is now is sampled after what is due now has run.
        if times.first == now { try advance(by: 0) }
    }

    /// The values ``record(_:at:)`` has sampled so far.
    public var recordedValues: ValueTable {
        let recording = state.withLock { $0.recording }
        return ValueTable(columns: recording?.probes.map(\.name) ?? [], rows: recording?.rows ?? [])
    }

    /// The next instant ``record(_:at:)`` samples, if any.
    var nextSampleTime: Double? {
        state.withLock { $0.recording?.times.first }
    }

    /// Samples the recording's probes now, for its next instant.
    func takeSample() {
        guard let probes = state.withLock({ $0.recording?.probes }) else { return }
        let values = Probe.sampleAll(probes)
        let time = now
        state.withLock { state in
            guard state.recording?.times.first == time else { return }
            state.recording?.times.removeFirst()
            state.recording?.rows.append(ValueTable.Row(time: time, values: values))
        }
    }

    /// Drops the instants to sample that lie before `time`.
    func skipSamples(before time: Double) {
        state.withLock { state in
            state.recording?.times.removeAll { $0 < time }
        }
    }

    func checkSampleTimes(_ times: [Double], _ call: String) throws(FixtureError) {
        var previous = now
        for time in times {
            guard time.isFinite, time >= previous else {
                throw FixtureError(
                    .invalidTime, "\(call) was given t = \(TraceFormat.number(time))",
                    expected: "finite times in increasing order, from now (\(TraceFormat.number(now))) on",
                    actual: times.map(TraceFormat.number).joined(separator: ", "),
                    hint: "sort the times, and sample before advancing past them")
            }
            previous = time
        }
    }
}
