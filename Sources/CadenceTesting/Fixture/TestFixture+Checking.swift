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
        var previous = now
        for time in times {
            guard time.isFinite, time >= previous else {
                throw FixtureError(
                    .invalidTime, "sample(_:at:) was given t = \(TraceFormat.number(time))",
                    expected: "finite times in increasing order, from now (\(TraceFormat.number(now))) on",
                    actual: times.map(TraceFormat.number).joined(separator: ", "),
                    hint: "sort the times, and sample before advancing past them")
            }
            previous = time
        }
        var rows: [ValueTable.Row] = []
        for time in times {
            try advance(to: time)
            rows.append(ValueTable.Row(time: time, values: probes.map { $0.sample() }))
        }
        return ValueTable(columns: probes.map(\.name), rows: rows)
    }
}
