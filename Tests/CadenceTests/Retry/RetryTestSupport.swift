import Cadence
import Foundation

/// A log of a group's children (a retry's attempts and waits) as they start
/// and finish on its `childQueue`: "start retry attempt 1 @0", "finish retry
/// attempt 1 failed @0" (a result without its error, to keep lines short).
func childLog(of group: GroupOperation, clock: VirtualClock) -> EventLog {
    let log = EventLog()
    group.childQueue.addObserver { event in
        let time = CadenceTestTime.format(clock.currentTime)
        switch event {
        case .started(let child): log.append("start \(child.name ?? "?") @\(time)")
        case .finished(let child):
            let how: String
            switch (child as? TimedOperation)?.result {
            case .completed?: how = "completed"
            case .cancelled?: how = "cancelled"
            case .failed?: how = "failed"
            case nil: how = child.isCancelled ? "cancelled" : "completed"
            }
            log.append("finish \(child.name ?? "?") \(how) @\(time)")
        default: break
        }
    }
    return log
}

/// What `TimedTaskOperation.wait(-1, on:)` fails with, at its start.
let negativeDurationError = CadenceError(
    .invalidValue, field: "duration", value: "-1", expected: "a finite number of seconds ≥ 0")

/// The start times of a repeat's attempts.
func attemptStarts(_ operation: RepeatOperation) -> [Double?] {
    operation.attempts.map { ($0 as? TimedOperation)?.startTime }
}
