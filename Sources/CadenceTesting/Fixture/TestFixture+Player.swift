import Cadence
import Foundation

extension TestFixture {
    /// Starts recording what the run shows, frame by frame, for the HTML
    /// player (``writeHTML(to:title:)``): every layer of the tree at `rate`
    /// frames a second from now on, and `columns` for the table beside the
    /// stage.
    ///
    /// The clock never moves for a frame: frames are read ahead between two
    /// pieces of due work, so the run and its trace are what they would be
    /// without recording.
    ///
    /// A recording is bounded whatever the run's length: it keeps at most
    /// 3,600 frames, and at most 200,000 layers drawn over them all. A run
    /// that would pass that is recorded at half the rate, or a quarter, and
    /// so on (``FrameRecording/thinnedFromRate`` then gives the rate asked
    /// for), and frames that would be dropped are not read.
    ///
    /// ```swift
    /// let fixture = TestFixture()
    /// let box = fixture.addLayer(named: "box")
    /// try fixture.recordFrames(columns: [FrameColumn(box, .positionX)])
    /// ```
    ///
    /// - Throws: ``FixtureError`` when `rate` is not a finite number > 0.
    public func recordFrames(rate: Double = 60, columns: [FrameColumn] = []) throws(FixtureError) {
        guard rate.isFinite, rate > 0 else {
            throw FixtureError(
                .invalidArgument, "recordFrames(rate:) was given \(TraceFormat.number(rate)) frames a second",
                expected: "a finite number > 0", actual: TraceFormat.number(rate),
                hint: "60 is a display's rate, and the default")
        }
        let start = now
        frameRecorder.withLock { $0 = FrameRecorder(rate: rate, columns: columns, from: start) }
    }

    /// What the run has shown so far, up to and including now; nil unless
    /// ``recordFrames(rate:columns:)`` was called.
    public var frameRecording: FrameRecording? {
        readFrames(before: now, including: true)
        guard let recorder = frameRecorder.withLock({ $0 }) else { return nil }
        return FrameRecording(
            rate: recorder.rate, layers: recorder.layers, frames: recorder.frames,
            columns: recorder.columns.map(\.name), values: recorder.values, trace: trace, endTime: now,
            thinnedFromRate: recorder.isThinned ? recorder.requestedRate : nil)
    }

    /// Writes the HTML player of the run so far to `url`: one self-contained
    /// page that replays what the layers showed, with the run's Gantt chart.
    /// Start recording with ``recordFrames(rate:columns:)`` before the run.
    ///
    /// Keep one when a test fails, to watch what went wrong:
    ///
    /// ```swift
    /// try fixture.recordFrames()
    /// // ... the test ...
    /// if !passed { try fixture.writeHTML(to: URL(fileURLWithPath: "/tmp/failed-run.html")) }
    /// ```
    ///
    /// - Throws: ``FixtureError`` when frames were not being recorded, or the
    ///   file cannot be written.
    public func writeHTML(to url: URL, title: String = "Cadence run") throws(FixtureError) {
        guard let recording = frameRecording else {
            throw FixtureError(
                .notRecording, "writeHTML(to:) found no recorded frames", expected: "recordFrames() called before the run",
                actual: "no recording", hint: "call recordFrames() before advancing the fixture")
        }
        do {
            try Data(PlayerPage(recording, title: title).html.utf8).write(to: url)
        } catch {
            throw FixtureError(
                .writeFailed, "writeHTML(to:) could not write \(url.path)", expected: "a writable file",
                actual: "\(error)", hint: "check that the folder exists")
        }
    }

    /// Whether frames are being recorded.
    var isRecordingFrames: Bool { frameRecorder.withLock { $0 != nil } }

    /// Reads the frames before `limit` (and at it, with `including`) from the tree as committed now.
    /// The recorder is taken out of its box while it reads, so that appending
    /// a frame never copies the frames before it, and so that no lock is held
    /// while the compositor presents.
    func readFrames(before limit: Double, including: Bool = false) {
        let taken = frameRecorder.withLock { (recorder: inout FrameRecorder?) -> FrameRecorder? in
            defer { recorder = nil }
            return recorder
        }
        guard var recorder = taken else { return }
        recorder.readFrames(before: limit, including: including, in: compositor)
        frameRecorder.withLock { $0 = recorder }
    }
}
