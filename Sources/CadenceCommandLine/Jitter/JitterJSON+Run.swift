import CadenceJitter

extension JitterJSON {
    /// One run's summary; `index` is its place among the strategy's runs, from 0.
    static func run(_ run: RunMeasurement, index: Int) -> JSONOutput {
        object([
            ("run", .integer(index)),
            ("sequenceNumber", .integer(run.sequenceNumber)),
            ("noisy", .bool(run.isNoisy)),
            ("comparison", run.comparison.map(comparison) ?? .null),
            ("durationNanoseconds", .integer(Nanoseconds.of(run.record.duration))),
            ("timedOut", .bool(run.record.timedOut)),
            ("verdict", .string(JitterVerdict(run).description)),
            ("callbacks", object([
                ("count", .integer(run.callbacks.count)),
                ("raw", summary(run.callbacks.raw)),
                ("corrected", summary(run.callbacks.corrected)),
                ("missedDeadlines", .integer(run.callbacks.missedDeadlines)),
                ("early", .integer(run.callbacks.early)),
            ])),
            ("frames", frames(run.frames)),
            ("drift", run.drift.map(drift) ?? .null),
            ("valueError", run.valueError.map(valueError) ?? .null),
            ("control", run.control.map(control) ?? .null),
        ])
    }

    /// A histogram's figures in whole nanoseconds; `null` when it is empty.
    static func summary(_ histogram: LatencyHistogram) -> JSONOutput {
        guard let summary = histogram.summary else { return .null }
        return object([
            ("count", .integer(summary.count)),
            ("min", .integer(summary.min)),
            ("mean", .integer(JitterFigures.whole(summary.mean))),
            ("stddev", .integer(JitterFigures.whole(summary.standardDeviation))),
            ("p50", .integer(summary.p50)),
            ("p90", .integer(summary.p90)),
            ("p99", .integer(summary.p99)),
            ("p999", .integer(summary.p999)),
            ("max", .integer(summary.max)),
        ])
    }

    static func frames(_ frames: FrameStatistics) -> JSONOutput {
        object([
            ("vsyncs", .integer(frames.vsyncs)),
            ("onTime", .integer(frames.onTime)),
            ("late", .integer(frames.late)),
            ("dropped", .integer(frames.dropped)),
            ("janky", .integer(frames.janky)),
            ("frozen", .integer(frames.frozen)),
            ("hitchMillisecondsPerSecond", .number(frames.hitchMillisecondsPerSecond)),
            ("worstSecondDropped", .integer(frames.worstSecondDropped)),
            ("p95SecondDropped", .integer(frames.p95SecondDropped)),
            ("band", .string(frames.band.rawValue)),
        ])
    }

    static func drift(_ drift: DriftStatistics) -> JSONOutput {
        object([
            ("stepsEnded", .integer(drift.stepsEnded)),
            ("steps", .integer(drift.steps)),
            ("endOfChain", drift.endOfChain.map { .integer($0) } ?? .null),
            ("worst", .integer(drift.worst)),
        ])
    }

    static func valueError(_ error: ValueErrorStatistics) -> JSONOutput {
        object([
            ("count", .integer(error.count)),
            ("mean", .number(error.mean)),
            ("p99", .number(error.p99)),
            ("max", .number(error.max)),
        ])
    }

    static func comparison(_ comparison: ControlComparison) -> JSONOutput {
        object([
            ("controlP99Nanoseconds", .integer(comparison.controlP99)),
            ("excessP99Nanoseconds", .integer(comparison.excessP99)),
            ("controlHitchMillisecondsPerSecond", .number(comparison.controlHitchMillisecondsPerSecond)),
            ("excessHitchMillisecondsPerSecond", .number(comparison.excessHitchMillisecondsPerSecond)),
            ("controlLostTimeNanoseconds", .integer(comparison.controlLostTime)),
            ("band", .string(comparison.band.rawValue)),
        ])
    }

    static func control(_ control: BareTicker.Result) -> JSONOutput {
        object([
            ("raw", summary(control.raw)),
            ("corrected", summary(control.corrected)),
            ("wakeUps", .integer(control.wakeUps)),
            ("missedDeadlines", .integer(control.missedDeadlines)),
            ("earlyWakeUps", .integer(control.earlyWakeUps)),
        ])
    }
}
