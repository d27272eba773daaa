import Cadence
/// Collects one run's samples from whichever thread they happen on, in times
/// relative to the run's origin.
final class RunRecorder: Sendable {
    let origin: Double
    private let record: LockedBox<RunRecord>
    private let onChainEnd: @Sendable () -> Void

    init(strategy: JitterStrategy, period: Double, workload: Workload, origin: Double, onChainEnd: @escaping @Sendable () -> Void) {
        self.origin = origin
        self.onChainEnd = onChainEnd
        var empty = RunRecord(strategy: strategy, period: period, workload: workload)
        let frames = Int(workload.totalDuration / period) + 16
        empty.frames.reserveCapacity(frames)
        empty.callbacks.reserveCapacity(strategy.playsChain && strategy.presentsFromLayerTree ? 64 : frames)
        record = LockedBox(empty)
    }

    /// A callback that was due at `due` and ran at `time` (absolute times).
    func callback(due: Double, time: Double, isPeriodic: Bool) {
        let sample = RunRecord.Callback(due: due - origin, time: time - origin, isPeriodic: isPeriodic)
        record.withLock { $0.callbacks.append(sample) }
    }

    /// A frame for vsync `target`, ready at `time` (absolute).
    func frame(time: Double, target: Int, value: Double?) {
        let sample = RunRecord.Frame(time: time - origin, target: target, value: value)
        record.withLock { $0.frames.append(sample) }
    }

    /// Step `index` ended on the strategy's timeline at `scheduledEnd`, and the
    /// strategy heard so at `time` (absolute). Ending the last step ends the chain.
    func step(_ index: Int, scheduledEnd: Double, time: Double) {
        let isLast = record.withLock { record in
            let idealEnd = record.workload.idealEnds[index]
            record.steps.append(
                RunRecord.Step(index: index, idealEnd: idealEnd, scheduledEnd: scheduledEnd - origin, time: time - origin))
            return index == record.workload.stepDurations.count - 1
        }
        if isLast { onChainEnd() }
    }

    /// Ends a run that plays no chain.
    func endRun() { onChainEnd() }

    /// A load blocked the queue from `start` to `end` (absolute).
    func block(start: Double, end: Double) {
        let sample = RunRecord.Block(start: start - origin, end: end - origin)
        record.withLock { $0.blocks.append(sample) }
    }

    /// The record so far, ended at `end` (absolute).
    func finish(at end: Double, timedOut: Bool) -> RunRecord {
        record.withLock { record in
            record.duration = end - origin
            record.timedOut = timedOut
            return record
        }
    }
}
