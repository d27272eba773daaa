import Foundation

/// The Gantt chart under a ``PlayerPage``'s stage, as HTML: a lane per
/// operation of the trace, the main loop's stalls, clock jumps and dropped
/// frames shaded over every lane, a time axis, and the playhead the page's
/// script moves.
///
/// Spans are read from the trace as ``Timeline`` reads them: an operation's
/// first event (normally its `enqueue`), first `start` and first `finish`
/// count. Every operation has exactly one `.bar` (its run from start to
/// finish, or to the end of the run; for one that never started, its wait),
/// with `data-operation`, `data-outcome` (`completed`, `cancelled`, `failed`,
/// `unfinished`) and `data-start`, the time clicking it seeks to. A light
/// `.wait` bar shows the wait before a start; a `.cancel-mark` (✕) marks a
/// cancellation and a `.fail-mark` (!) a failure, where the operation finished;
/// a `.stall` box covers each stall. Colours follow the command line's SVG
/// chart: blue runs, light-blue waits, red failures, grey dashed
/// cancellations, orange stalls.
struct PlayerGantt {
    /// One operation's life in the run.
    struct Span {
        let name: String
        var enqueued: Double
        var started: Double?
        var finished: Double?
        /// `completed`, `cancelled`, `failed` or `unfinished`.
        var outcome = "unfinished"
        var message: String?
    }

    let spans: [Span]
    let trace: Trace
    /// The end of the chart's time axis, in seconds: the run's end.
    let duration: Double

    init(_ trace: Trace, duration: Double) {
        self.trace = trace
        self.duration = duration
        var spans: [Span] = []
        var index: [String: Int] = [:]
        for event in trace.events where event.time <= duration {
            guard let name = event.operation else { continue }
            let position = index[name] ?? {
                spans.append(Span(name: name, enqueued: event.time))
                index[name] = spans.count - 1
                return spans.count - 1
            }()
            if event.kind == .start, spans[position].started == nil { spans[position].started = event.time }
            if event.kind == .finish, spans[position].finished == nil {
                spans[position].finished = event.time
                switch event.result {
                case "cancelled": spans[position].outcome = "cancelled"
                case "failed": spans[position].outcome = "failed"
                default: spans[position].outcome = "completed"
                }
                spans[position].message = event.message
            }
        }
        self.spans = spans
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
        if spans.isEmpty {
            labels += "<div class=\"lane-label\"></div>"
            tracks += "<div class=\"track empty-track\">(no operations)</div>\n"
        }
        for span in spans {
            let name = PlayerPage.escapeHTML(span.name)
            labels += "<div class=\"lane-label\" title=\"\(name)\">\(name)</div>\n"
            tracks += lane(span)
        }
        labels += "<div class=\"lane-label axis-label\">time (s)</div>"
        var html = "<div class=\"gantt\" id=\"gantt\">\n<div class=\"gantt-labels\">\n\(labels)</div>\n"
        html += "<div class=\"gantt-tracks\">\n\(tracks)\(overlay())\(axis())</div>\n</div>\n"
        return html + legend()
    }

    private func lane(_ span: Span) -> String {
        let name = PlayerPage.escapeHTML(span.name)
        let end = span.finished ?? duration
        let seek = PlayerPage.decimal(span.started ?? span.enqueued)
        var html = "<div class=\"track\" data-operation=\"\(name)\">"
        var detail = "\(span.name): "
        if let started = span.started {
            if started > span.enqueued {
                let title = PlayerPage.escapeHTML("\(span.name): waiting from \(Self.seconds(span.enqueued)) to \(Self.seconds(started))")
                html += "<div class=\"wait\" style=\"\(box(span.enqueued, started))\" data-start=\"\(seek)\" title=\"\(title)\"></div>"
            }
            detail += "ran from \(Self.seconds(started)) to \(Self.seconds(end)), \(span.outcome)"
            html += "<div class=\"bar \(span.outcome)\" style=\"\(box(started, end))\""
        } else {
            detail += "waited from \(Self.seconds(span.enqueued)) to \(Self.seconds(end)) without starting, \(span.outcome)"
            html += "<div class=\"bar never-started \(span.outcome)\" style=\"\(box(span.enqueued, end))\""
        }
        if let message = span.message, span.outcome == "failed" { detail += ": \(message)" }
        html += " data-operation=\"\(name)\" data-outcome=\"\(span.outcome)\" data-start=\"\(seek)\""
        html += " title=\"\(PlayerPage.escapeHTML(detail))\"></div>"
        if let finished = span.finished, span.outcome == "cancelled" {
            html += "<span class=\"mark cancel-mark\" style=\"left:\(percent(finished))%\" title=\"\(name): cancelled at \(Self.seconds(finished))\">✕</span>"
        }
        if let finished = span.finished, span.outcome == "failed" {
            let title = PlayerPage.escapeHTML("\(span.name): failed at \(Self.seconds(finished))" + (span.message.map { ": \($0)" } ?? ""))
            html += "<span class=\"mark fail-mark\" style=\"left:\(percent(finished))%\" title=\"\(title)\">!</span>"
        }
        return html + "</div>\n"
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
            case .mark:
                let text = PlayerPage.escapeHTML("mark at \(Self.seconds(event.time)): \(event.message ?? "")")
                html += "<div class=\"note\" style=\"left:\(percent(event.time))%\" title=\"\(text)\"></div>"
            default:
                continue
            }
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

    private func legend() -> String {
        let items = [("wait", "waiting"), ("bar completed", "running / completed"), ("bar unfinished", "unfinished"),
                     ("bar cancelled", "cancelled ✕"), ("bar failed", "failed !"), ("stall", "main loop stalled"),
                     ("drop", "frames dropped")]
        var html = "<div class=\"legend\">"
        for (style, label) in items {
            html += "<span><i class=\"swatch \(style)\"></i>\(label)</span>"
        }
        return html + "</div>\n"
    }
}
