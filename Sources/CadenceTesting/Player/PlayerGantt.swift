import Foundation

/// The Gantt chart under a ``PlayerPage``'s stage, as HTML: a lane per row
/// of its ``OperationRows`` (the rows the command's SVG chart draws, in the
/// same order and nesting), the main loop's stalls, clock jumps, dropped
/// frames and events over every lane, a time axis, and the playhead the
/// page's script moves.
///
/// Each lane's label and track carry `data-operation` and `data-depth` (how
/// many groups it is in); a child's label is indented under its group's. An
/// operation has at most one `.bar` (its run from start to finish, or to the
/// end of the run; for one that never started, its wait; a hold, `.bar.hold`),
/// with `data-operation`, `data-outcome` (`completed`, `cancelled`, `failed`,
/// `unfinished`) and `data-start`, the time clicking it seeks to. A light
/// `.wait` bar shows the wait before a start, from the operation's first
/// event or its group's start if later; a `.cancel-mark` (✕) marks a
/// cancellation and a `.fail-mark` (!) a failure, where the operation
/// finished; a `.group-extent` box the run of a group; `.paused` boxes with a
/// `.pause-mark` (‖) and a `.resume-mark` (▶) the pauses of the layers it
/// animates; `.held` hatched boxes the pauses of its own transport, and a
/// `.reversed` band with a `.reverse-mark` (◀) where it played backwards; a `.stall` box covers each stall and an `.event` line each
/// event. The legend names only the marks drawn. Colours follow the command
/// line's SVG chart: blue runs, light-blue waits, red failures, grey dashed
/// cancellations, orange stalls.
struct PlayerGantt {
    let operations: OperationRows
    let trace: Trace
    /// The end of the chart's time axis, in seconds: the run's end.
    let duration: Double

    init(_ operations: OperationRows, trace: Trace, duration: Double) {
        self.operations = operations
        self.trace = trace
        self.duration = duration
    }

    /// Where `time` falls along the axis, in percent.
    private func percent(_ time: Double) -> String {
        PlayerPage.decimal(duration > 0 ? min(max(time / duration, 0), 1) * 100 : 0)
    }

    /// A box from `start` to `end` along the axis.
    private func box(_ start: Double, _ end: Double) -> String {
        let from = min(max(start, 0), duration)
        let to = max(min(end, duration), from)
        let width = duration > 0 ? (to - from) / duration * 100 : 0
        return "left:\(percent(from))%;width:\(PlayerPage.decimal(width))%"
    }

    private static func seconds(_ time: Double) -> String { "\(TraceFormat.number(time)) s" }

    /// The chart's HTML: the lanes' labels in one column, their tracks, the
    /// overlay and the axis in the other.
    var html: String {
        var labels = ""
        var tracks = ""
        let rows = operations.rows
        if rows.isEmpty {
            labels += "<div class=\"lane-label\"></div>"
            tracks += "<div class=\"track empty-track\">(no operations)</div>\n"
        }
        let nested = rows.contains { $0.group != nil }
        for row in rows {
            let name = PlayerPage.escapeHTML(row.name)
            let indent = nested ? " style=\"padding-left:\(row.depth * 14)px\"" : ""
            labels += "<div class=\"lane-label\(nested ? " nested" : "")\(row.depth > 0 ? " child" : "")\" data-operation=\"\(name)\""
            labels += " data-depth=\"\(row.depth)\"\(indent) title=\"\(name)\">\(name)</div>\n"
            tracks += lane(row)
        }
        labels += "<div class=\"lane-label axis-label\">time (s)</div>"
        var html = "<div class=\"gantt\" id=\"gantt\">\n<div class=\"gantt-labels\">\n\(labels)</div>\n"
        html += "<div class=\"gantt-tracks\">\n\(tracks)\(overlay())\(axis())</div>\n</div>\n"
        return html + legend()
    }

    private func lane(_ row: OperationRows.Row) -> String {
        let name = PlayerPage.escapeHTML(row.name)
        let end = min(row.finished ?? duration, duration)
        let outcome = row.outcome.name
        let seek = PlayerPage.decimal(row.started ?? row.waitStart ?? row.finished ?? 0)
        var html = "<div class=\"track\" data-operation=\"\(name)\" data-depth=\"\(row.depth)\" data-kind=\"\(row.kind.rawValue)\">"
        if row.kind == .group, let started = row.started {
            let title = PlayerPage.escapeHTML("group \(row.name): its children run inside it, from \(Self.seconds(started)) to \(Self.seconds(end))")
            html += "<div class=\"group-extent\" style=\"\(box(started, end))\" title=\"\(title)\"></div>"
        }
        var detail = "\(row.name): "
        if let started = row.started {
            if let wait = row.waitStart, started > wait {
                let title = PlayerPage.escapeHTML("\(row.name): waiting from \(Self.seconds(wait)) to \(Self.seconds(started))")
                html += "<div class=\"wait\" style=\"\(box(wait, started))\" data-start=\"\(seek)\" title=\"\(title)\"></div>"
            }
            let what = row.kind == .hold ? "held, a wait before what follows" : row.runningAtEnd ? "still running at the end" : outcome
            detail += "ran from \(Self.seconds(started)) to \(Self.seconds(end)), \(what)"
            html += "<div class=\"bar \(row.kind == .hold ? "hold" : outcome)\" style=\"\(box(started, end))\""
        } else if let wait = row.waitStart {
            detail += row.neverStarted
                ? "waited from \(Self.seconds(wait)) to \(Self.seconds(end)), never started by the end"
                : "waited from \(Self.seconds(wait)) to \(Self.seconds(end)) without starting, \(outcome)"
            html += "<div class=\"bar never-started \(row.neverStarted ? "wait" : outcome)\" style=\"\(box(wait, end))\""
        } else {
            html += pauses(row) + steering(row)
            return html + marks(row) + "</div>\n"
        }
        if case .failed(let message) = row.outcome { detail += ": \(message)" }
        html += " data-operation=\"\(name)\" data-outcome=\"\(outcome)\" data-start=\"\(seek)\""
        html += " title=\"\(PlayerPage.escapeHTML(detail))\"></div>"
        return html + pauses(row) + steering(row) + marks(row) + "</div>\n"
    }

    /// The ✕ of a cancellation or the ! of a failure, where the operation finished.
    private func marks(_ row: OperationRows.Row) -> String {
        guard let finished = row.finished else { return "" }
        let name = PlayerPage.escapeHTML(row.name)
        switch row.outcome {
        case .cancelled:
            return "<span class=\"mark cancel-mark\" style=\"left:\(percent(finished))%\" title=\"\(name): cancelled at \(Self.seconds(finished))\">✕</span>"
        case .failed(let message):
            let title = PlayerPage.escapeHTML("\(row.name): failed at \(Self.seconds(finished))" + (message.isEmpty ? "" : ": \(message)"))
            return "<span class=\"mark fail-mark\" style=\"left:\(percent(finished))%\" title=\"\(title)\">!</span>"
        default:
            return ""
        }
    }

    /// The row's pauses: a faded box from each pause to its resume (or the end), ‖ and ▶ marks.
    private func pauses(_ row: OperationRows.Row) -> String {
        var html = ""
        for pause in row.pauses {
            let layer = PlayerPage.escapeHTML(pause.layer)
            let end = pause.end ?? duration
            html += "<div class=\"paused\" style=\"\(box(pause.start, end))\" title=\"\(layer) paused from \(Self.seconds(pause.start)) to \(Self.seconds(end))\"></div>"
            html += "<span class=\"mark pause-mark\" style=\"left:\(percent(pause.start))%\" title=\"\(layer) paused at \(Self.seconds(pause.start))\">‖</span>"
            if let resumed = pause.end {
                html += "<span class=\"mark resume-mark\" style=\"left:\(percent(resumed))%\" title=\"\(layer) resumed at \(Self.seconds(resumed))\">▶</span>"
            }
        }
        return html
    }

    /// The row's own transport: a hatched `.held` box from each pause to the
    /// call that played it (or its finish, or the end) with ‖ and ▶ marks,
    /// and a `.reversed` band with a `.reverse-mark` (◀) where it played backwards.
    private func steering(_ row: OperationRows.Row) -> String {
        var html = ""
        let name = PlayerPage.escapeHTML(row.name)
        let stop = min(row.finished ?? duration, duration)
        for span in row.reversed {
            let end = span.end ?? stop
            let title = "\(name) played backwards from \(Self.seconds(span.start)) to \(Self.seconds(end))"
            html += "<div class=\"reversed\" style=\"\(box(span.start, end))\" title=\"\(title)\"></div>"
            html += "<span class=\"mark reverse-mark\" style=\"left:\(percent(span.start))%\" title=\"\(title)\">◀</span>"
        }
        for span in row.held {
            let end = span.end ?? stop
            html += "<div class=\"held\" style=\"\(box(span.start, end))\" title=\"\(name) paused from \(Self.seconds(span.start)) to \(Self.seconds(end))\"></div>"
            html += "<span class=\"mark pause-mark\" style=\"left:\(percent(span.start))%\" title=\"\(name) paused at \(Self.seconds(span.start))\">‖</span>"
            if let played = span.end, played < stop {
                html += "<span class=\"mark resume-mark\" style=\"left:\(percent(played))%\" title=\"\(name) played at \(Self.seconds(played))\">▶</span>"
            }
        }
        return html
    }

    /// Stalls, jumps and dropped frames over every lane, and the playhead.
    private func overlay() -> String {
        var html = "<div class=\"gantt-overlay\">"
        for event in trace.events where event.time <= duration {
            let length = max(event.duration ?? 0, 0)
            switch event.kind {
            case .stall:
                var title = "main loop stalled for \(Self.seconds(length)) from \(Self.seconds(event.time))"
                if event.time + length > duration { title += " (cut off where the run ended)" }
                html += "<div class=\"stall\" style=\"\(box(event.time, event.time + length))\" title=\"\(title)\"></div>"
            case .dropFrames:
                html += "<div class=\"drop\" style=\"\(box(event.time, event.time + length))\""
                html += " title=\"\(Self.seconds(length)) of frames dropped from \(Self.seconds(event.time))\"></div>"
            case .jump:
                html += "<div class=\"jump\" style=\"left:\(percent(event.time))%\""
                html += " title=\"the clock jumped \(Self.seconds(length)) at \(Self.seconds(event.time))\"></div>"
            default:
                continue
            }
        }
        for event in operations.events {
            let text = PlayerPage.escapeHTML("\(event.text) at \(Self.seconds(event.time))")
            html += "<div class=\"event\" style=\"left:\(percent(event.time))%\" data-time=\"\(PlayerPage.decimal(event.time))\" title=\"\(text)\"></div>"
        }
        return html + "<div class=\"playhead\" id=\"playhead\"></div></div>\n"
    }

    /// Whole seconds (or every 2, 5, 10, … seconds, or tenths for a short run) under the lanes.
    private func axis() -> String {
        var step = 0.1
        while duration / step > 10 {
            let magnitude = pow(10, (log10(step)).rounded(.down))
            let multiple = step / magnitude
            step = (multiple < 1.5 ? 2 : multiple < 3 ? 5 : 10) * magnitude
        }
        var html = "<div class=\"axis\">"
        var tick = 0
        while Double(tick) * step <= duration + 1e-9, tick <= 100 {
            let time = (Double(tick) * step * 1e6).rounded() / 1e6
            html += "<span class=\"tick\" style=\"left:\(percent(time))%\">\(TraceFormat.number(time))</span>"
            tick += 1
        }
        return html + "</div>\n"
    }

    /// Swatches for the marks the chart draws, and no others.
    private func legend() -> String {
        var html = "<div class=\"legend\">"
        for mark in operations.marks {
            html += "<span data-mark=\"\(mark.rawValue)\"><i class=\"swatch \(mark.style)\"></i>\(PlayerPage.escapeHTML(mark.label))</span>"
        }
        return html + "</div>\n"
    }
}
