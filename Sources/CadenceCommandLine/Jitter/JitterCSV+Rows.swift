import CadenceJitter

extension JitterCSV {
    /// The sample rows of run `index`: callbacks, frames, steps, then blocks.
    static func sampleRows(_ run: RunMeasurement, run index: Int) -> [[String]] {
        let record = run.record
        let prefix = [record.strategy.rawValue, "\(index)"]
        let ns = { (seconds: Double) in "\(Nanoseconds.of(seconds))" }
        var rows: [[String]] = []
        for (position, callback) in record.callbacks.enumerated() {
            rows.append(prefix + [
                "callback", "\(position)", ns(callback.due), ns(callback.time), ns(callback.lateness), "", "",
                callback.isPeriodic ? "periodic" : "once",
            ])
        }
        for entry in run.timeline.entries {
            let instant = record.vsync(entry.index)
            rows.append(prefix + [
                "frame", "\(entry.index)", "", ns(instant), "", number(entry.value),
                entry.value == nil ? "" : number(record.idealValue(at: instant)), entry.status.rawValue,
            ])
        }
        for step in record.steps {
            rows.append(prefix + ["step", "\(step.index)", ns(step.idealEnd), ns(step.scheduledEnd), ns(step.drift), "", "", ""])
        }
        for (position, block) in record.blocks.enumerated() {
            rows.append(prefix + ["block", "\(position)", ns(block.start), ns(block.end), ns(block.end - block.start), "", "", ""])
        }
        return rows
    }

    /// The summary row of run `index`.
    static func summaryRow(_ run: RunMeasurement, run index: Int) -> [String] {
        let corrected = run.callbacks.corrected
        let figure = { (value: Int64?) in value.map { "\($0)" } ?? "" }
        return [
            run.strategy.rawValue, "\(index)",
            figure(corrected.value(atPercentile: 50)), figure(corrected.value(atPercentile: 99)),
            figure(corrected.value(atPercentile: 99.9)), figure(corrected.max),
            "\(run.callbacks.missedDeadlines)", "\(run.frames.dropped)", number(run.frames.hitchMillisecondsPerSecond),
            figure(run.drift?.endOfChain), number(run.valueError?.max),
        ]
    }
}
