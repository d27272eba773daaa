import Cadence
import Foundation

extension TestFixture {
    /// Throws unless nothing is left: no operation unfinished, no animation
    /// running, no job waiting on the main loop, no work scheduled on the clock.
    /// Call it at the end of a test, the way swift-nio's tests end with
    /// `XCTAssertNoThrow(try channel.finish())`.
    ///
    /// - Throws: ``FixtureError`` with code ``FixtureError/Code/notIdle``, listing
    ///   each piece of work left and what it is waiting for.
    public func checkIdle() throws(FixtureError) {
        let report = busyReport()
        guard !report.isEmpty else { return }
        throw FixtureError(
            .notIdle, "the fixture is not idle at t = \(TraceFormat.number(now))", expected: "no work left",
            actual: report.joined(separator: "\n"),
            hint: "advance further (runUntilIdle()), cancel what should have ended, "
                + "or finish what an operation waits for")
    }

    /// Whether nothing is left; ``checkIdle()`` says what is.
    public var isIdle: Bool { busyReport().isEmpty }

    /// One line for each thing that keeps the fixture busy.
    func busyReport() -> [String] {
        var lines: [String] = []
        for operation in queue.operations {
            lines.append("operation \(Self.describe(operation)): \(Self.status(of: operation))")
        }
        for active in compositor.activeAnimations {
            let summary = active.summary
            let what = [summary.key.map { "'\($0)'" }, summary.keyPath.map { "(\($0))" }].compactMap { $0 }
            let end = active.endTime.map { "ends at \(TraceFormat.number($0))" } ?? "never ends"
            lines.append(
                "animation \(what.isEmpty ? "(group)" : what.joined(separator: " ")) on layer '\(summary.layerName ?? "?")': \(end)")
        }
        if let until = mainLoop.busyUntil {
            lines.append("main loop: stalled until \(TraceFormat.number(until))")
        }
        if mainLoop.pendingJobCount > 0 {
            lines.append("main loop: \(mainLoop.pendingJobCount) job(s) waiting")
        }
        let pending = clock.pendingWork
        for work in pending.prefix(20) {
            lines.append("clock: \(work.label.isEmpty ? "work" : work.label) due at \(TraceFormat.number(work.deadline))")
        }
        if pending.count > 20 {
            lines.append("clock: … and \(pending.count - 20) more")
        }
        return lines
    }

    static func describe(_ operation: Operation) -> String {
        "'\(operation.name ?? String(describing: type(of: operation)))'"
    }

    static func status(of operation: Operation) -> String {
        if operation.isExecuting {
            let since = (operation as? TimedOperation)?.startTime.map { " since \(TraceFormat.number($0))" } ?? ""
            let end = (operation as? TimedOperation).map { timed in
                timed.scheduledEndTime.map { ", ends at \(TraceFormat.number($0))" } ?? ", never ends by itself"
            } ?? ""
            return "executing\(since)\(end)"
        }
        if let (name, since) = (operation as? TimedOperation)?.pendingCondition {
            return "waiting for condition \(name) since \(TraceFormat.number(since))"
        }
        let waitingFor = operation.dependencies.filter { !$0.isFinished }
        if !waitingFor.isEmpty {
            return "waiting for " + waitingFor.map(describe).joined(separator: ", ")
        }
        return operation.isCancelled ? "cancelled, not yet finished" : "ready, waiting for a free slot"
    }
}
