import Cadence
import Foundation

extension Trace {
    /// Where a ``TraceRecorder`` sends each event as it records it: a closure,
    /// or a file in the trace's text format.
    ///
    /// A sink sees every event, numbered, in order, whatever the recorder's
    /// ``Trace/Retention`` keeps: the events a sink receives are exactly those
    /// an unbounded trace would hold. So a long run can keep only its last
    /// events in memory and still have the whole story on disk:
    ///
    /// ```swift
    /// let fixture = try TestFixture(traceRetention: .last(1_000), traceSink: .text(to: file))
    /// // … run …
    /// try fixture.recorder.flush()
    /// ```
    ///
    /// The recorder calls the sink after it has stored the event, on the
    /// thread that recorded it (the one that advances the clock), and never
    /// while it holds a lock, so a sink may read the recorder.
    public struct Sink: Sendable {
        let receive: @Sendable (TraceEvent) -> Void
        let flush: @Sendable () throws(FixtureError) -> Void

        /// A sink that calls `receive` with each event as it is recorded.
        public init(_ receive: @escaping @Sendable (TraceEvent) -> Void) {
            self.receive = receive
            flush = {}
        }

        private init(
            receive: @escaping @Sendable (TraceEvent) -> Void, flush: @escaping @Sendable () throws(FixtureError) -> Void
        ) {
            self.receive = receive
            self.flush = flush
        }

        /// A sink that writes each event to `fileHandle` as one line of the
        /// trace's text format (``TraceEvent/description``, then a newline), so
        /// the file reads as ``Trace/description`` of an unbounded trace, with
        /// a newline at the end.
        ///
        /// Lines are gathered and written 64 KiB at a time. The rest is written
        /// by ``TraceRecorder/flush()``, and when the recorder goes away.
        /// Writing errors are kept: the first one is thrown by the next
        /// ``TraceRecorder/flush()``, and nothing more is written.
        public static func text(to fileHandle: FileHandle) -> Sink {
            let writer = TextWriter(fileHandle)
            return Sink(receive: { writer.write($0) }, flush: { () throws(FixtureError) in try writer.flush() })
        }
    }
}

/// Writes events as lines to a file, gathering them first.
private final class TextWriter: Sendable {
    private struct State {
        var buffer: [UInt8] = []
        /// The first error writing met; nothing is written after it.
        var error: (any Error)?
    }

    /// Text gathered beyond this is written at once.
    private static let chunk = 64 * 1024

    private let fileHandle: FileHandle
    private let state = LockedBox(State())

    init(_ fileHandle: FileHandle) {
        self.fileHandle = fileHandle
    }

    deinit {
        try? flush()
    }

    func write(_ event: TraceEvent) {
        let full = state.withLock { state -> [UInt8]? in
            guard state.error == nil else { return nil }
            state.buffer.append(contentsOf: event.description.utf8)
            state.buffer.append(UInt8(ascii: "\n"))
            guard state.buffer.count >= Self.chunk else { return nil }
            defer { state.buffer.removeAll(keepingCapacity: true) }
            return state.buffer
        }
        if let full { send(full) }
    }

    func flush() throws(FixtureError) {
        let (rest, error) = state.withLock { state in
            defer { state.buffer.removeAll() }
            return (state.buffer, state.error)
        }
        if error == nil, !rest.isEmpty { send(rest) }
        if let error = error ?? state.withLock({ $0.error }) {
            throw FixtureError(
                .sinkFailed, "a Trace.Sink could not write the trace's text", expected: "every event written to the file",
                actual: "\(error)", hint: "check that the FileHandle is open for writing and that its disk has room")
        }
    }

    /// Writes `bytes` out of the lock (writing may block), keeping an error.
    private func send(_ bytes: [UInt8]) {
        do {
            try fileHandle.write(contentsOf: bytes)
        } catch {
            state.withLock { state in
                if state.error == nil { state.error = error }
            }
        }
    }
}
