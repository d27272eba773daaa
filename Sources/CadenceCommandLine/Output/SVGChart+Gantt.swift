import CadenceTesting

extension SVGChart {
    /// The Gantt chart's heading, grid, lane stripes and lane labels: what the
    /// stall shading and the bars go over.
    static func drawLanes(_ rows: [OperationRows.Row], layout: Layout, into svg: inout SVGBuilder) {
        svg.element("text", ["class": "heading", "x": 16, "y": .number(layout.ganttTop - 10)], text: "Operations")
        for tick in layout.time.ticks {
            let x = layout.x(tick)
            svg.element("line", ["class": "grid", "x1": .number(x), "y1": .number(layout.ganttTop), "x2": .number(x), "y2": .number(layout.ganttBottom)])
        }
        if rows.isEmpty {
            svg.element("text", ["x": .number(layout.left), "y": .number(layout.laneTop(0) + 16)], text: "(no operations)")
        }
        // With groups, the labels are set left, a child's indented under its group's.
        let hasGroups = rows.contains { $0.group != nil }
        for (lane, row) in rows.enumerated() {
            let top = layout.laneTop(lane)
            if lane % 2 == 0 {
                svg.element("rect", ["class": "stripe", "x": .number(layout.left), "y": .number(top),
                                     "width": .number(layout.right - layout.left), "height": .number(layout.laneHeight)])
            }
            if hasGroups {
                svg.element("text", ["class": "lane-label", "x": .number(labelX(depth: row.depth)), "y": .number(top + 16)],
                            text: row.name)
            } else {
                svg.element("text", ["class": "lane-label", "x": .number(layout.left - 8), "y": .number(top + 16), "text-anchor": "end"],
                            text: row.name)
            }
        }
        if hasGroups { drawGroupGuides(rows, layout: layout, into: &svg) }
    }

    /// The operations' bars, pauses, events, the time axis beneath them and the legend.
    static func drawGantt(_ operations: OperationRows, layout: Layout, into svg: inout SVGBuilder) {
        let rows = operations.rows
        drawGroupExtents(rows, layout: layout, into: &svg)
        for (lane, row) in rows.enumerated() {
            drawBars(row, endTime: layout.end, top: layout.laneTop(lane) + 5, layout: layout, into: &svg)
        }
        drawPauses(rows, layout: layout, into: &svg)
        drawSteering(rows, layout: layout, into: &svg)
        drawEvents(operations.events, layout: layout, into: &svg)
        drawTimeAxis(at: layout.ganttBottom, layout: layout, title: true, into: &svg)
        // The picture draws no dropped frames or jumps: a scenario has neither.
        drawLegend(operations.marks.filter { $0 != .droppedFrames && $0 != .jump }, at: layout.ganttBottom + 52, layout: layout, into: &svg)
    }

    /// Each row's pauses, from a layer's `pause` to its `resume` (or the end
    /// of the run): a faded, dashed box over the bars, a ‖ where it paused and
    /// a ▶ where it resumed.
    static func drawPauses(_ rows: [OperationRows.Row], layout: Layout, into svg: inout SVGBuilder) {
        let lanes = rows.isEmpty ? [(0, [OperationRows.Pause]())] : Array(rows.map(\.pauses).enumerated())
        for (lane, pauses) in lanes {
            for pause in pauses {
                let x = layout.x(pause.start), end = pause.end ?? layout.end
                svg.element("rect", [
                    "class": "paused", "x": .number(x), "y": .number(layout.laneTop(lane) + 2),
                    "width": .number(max(layout.x(end) - x, 1)), "height": .number(layout.laneHeight - 4),
                ], title: "\(pause.layer) paused from \(ValueTable.format(pause.start)) s to \(ValueTable.format(end)) s")
            }
        }
        for (lane, pauses) in lanes {
            let middle = layout.laneTop(lane) + layout.laneHeight / 2
            for pause in pauses {
                drawPauseMark(at: layout.x(pause.start), middle: middle, pause: true,
                              title: "\(pause.layer) paused at \(ValueTable.format(pause.start)) s", into: &svg)
                if let end = pause.end {
                    drawPauseMark(at: layout.x(end), middle: middle, pause: false,
                                  title: "\(pause.layer) resumed at \(ValueTable.format(end)) s", into: &svg)
                }
            }
        }
    }

    /// Each row's own transport: a hatched box from a `pause` to the call that
    /// played it again (or its finish, or the end), with ‖ and ▶ marks; and
    /// under the bar, a band with ◀ at its start where it played backwards.
    static func drawSteering(_ rows: [OperationRows.Row], layout: Layout, into svg: inout SVGBuilder) {
        for (lane, row) in rows.enumerated() {
            let top = layout.laneTop(lane), middle = top + layout.laneHeight / 2
            let stop = min(row.finished ?? layout.end, layout.end)
            for span in row.reversed {
                let x = layout.x(span.start), end = span.end ?? stop
                let title = "\(row.name) played backwards from \(ValueTable.format(span.start)) s to \(ValueTable.format(end)) s"
                svg.element("rect", [
                    "class": "reversed", "x": .number(x), "y": .number(top + 20),
                    "width": .number(max(layout.x(end) - x, 1)), "height": 3,
                ], title: title)
                svg.element("text", ["class": "reverse-mark", "x": .number(x), "y": .number(top + 24), "text-anchor": "start"],
                            text: "◀")
            }
            for span in row.held {
                let x = layout.x(span.start), end = span.end ?? stop
                svg.element("rect", [
                    "class": "held", "x": .number(x), "y": .number(top + 5),
                    "width": .number(max(layout.x(end) - x, 1)), "height": 14,
                ], title: "\(row.name) paused from \(ValueTable.format(span.start)) s to \(ValueTable.format(end)) s")
                drawPauseMark(at: x, middle: middle, pause: true,
                              title: "\(row.name) paused at \(ValueTable.format(span.start)) s", into: &svg)
                if let played = span.end, played < stop {
                    drawPauseMark(at: layout.x(played), middle: middle, pause: false,
                                  title: "\(row.name) played at \(ValueTable.format(played)) s", into: &svg)
                }
            }
        }
    }

    /// A ‖ (pause) or ▶ (resume) centred on `middle`.
    private static func drawPauseMark(at x: Double, middle: Double, pause: Bool, title: String, into svg: inout SVGBuilder) {
        svg.open("g", ["class": .text(pause ? "pause-mark" : "resume-mark")])
        svg.element("title", [:], text: title)
        if pause {
            for offset in [-3.5, 1.0] {
                svg.element("rect", ["x": .number(x + offset), "y": .number(middle - 5), "width": 2.5, "height": 10])
            }
        } else {
            let points = [(x - 3, middle - 5), (x + 5, middle), (x - 3, middle + 5)]
            svg.element("polygon", ["points": .text(points.map { "\(SVGBuilder.number($0.0)),\(SVGBuilder.number($0.1))" }.joined(separator: " "))])
        }
        svg.close("g")
    }

    /// Each event of the run: a dotted line down the lanes and a ◆ on top, titled with what it did.
    static func drawEvents(_ events: [OperationRows.Event], layout: Layout, into svg: inout SVGBuilder) {
        for event in events {
            let x = layout.x(event.time)
            let title = "\(event.text) at \(ValueTable.format(event.time)) s"
            svg.element("line", ["class": "event-line", "x1": .number(x), "y1": .number(layout.ganttTop), "x2": .number(x),
                                 "y2": .number(layout.ganttBottom)], title: title)
            svg.open("g", ["class": "event"])
            svg.element("title", [:], text: title)
            svg.element("text", ["x": .number(x), "y": .number(layout.ganttTop - 1), "text-anchor": "middle"], text: "◆")
            svg.close("g")
        }
    }

    /// A dashed line where the run ended, when the axis goes on past it.
    static func drawRunEnd(layout: Layout, into svg: inout SVGBuilder) {
        guard layout.end < layout.time.upper, layout.end > layout.time.lower else { return }
        let x = layout.x(layout.end)
        svg.element("line", [
            "class": "run-end", "x1": .number(x), "y1": .number(layout.ganttTop - 4), "x2": .number(x), "y2": .number(layout.contentBottom),
        ], title: "the run ended at \(ValueTable.format(layout.end)) s")
        svg.element("text", ["class": "run-end-label", "x": .number(x), "y": .number(layout.ganttTop - 6), "text-anchor": "middle"],
                    text: "end")
    }

    /// One operation's wait, run (or hold) and end mark, in a lane whose bars begin at `top`.
    private static func drawBars(_ row: OperationRows.Row, endTime: Double, top: Double, layout: Layout, into svg: inout SVGBuilder) {
        let end = min(row.finished ?? endTime, endTime)
        if let wait = row.waitStart, (row.started ?? end) > wait || row.neverStarted {
            let waitEnd = row.started ?? end
            let never = row.neverStarted
            svg.element("rect", [
                "class": .text(never ? "wait never-started" : "wait"), "x": .number(layout.x(wait)), "y": .number(top),
                "width": .number(max(layout.x(waitEnd) - layout.x(wait), 1)), "height": 14,
            ], title: "\(row.name): waiting from \(ValueTable.format(wait)) s to \(ValueTable.format(waitEnd)) s"
                + (never ? ", never started by the end" : ""))
        }
        if let started = row.started {
            var tooltip = "\(row.name): \(ValueTable.format(started)) s to \(ValueTable.format(end)) s, "
            tooltip += row.kind == .hold ? "held, a wait before what follows" : row.runningAtEnd ? "still running at the end" : row.outcome.name
            if case .failed(let message) = row.outcome { tooltip += ": \(message)" }
            svg.element("rect", [
                "class": .text(row.kind == .hold ? "bar hold" : "bar \(row.outcome.name)"), "x": .number(layout.x(started)), "y": .number(top),
                "width": .number(max(layout.x(end) - layout.x(started), 1)), "height": 14,
            ], title: tooltip)
        }
        if case .failed(let message) = row.outcome, let finished = row.finished {
            // A red ! where it failed, as in the player; after a run, just past its end.
            svg.open("g", ["class": "fail-mark"])
            let how = row.started == nil ? " without starting" : ""
            svg.element("title", [:], text: "\(row.name): failed at \(ValueTable.format(finished)) s\(how): \(message)")
            let x = layout.x(finished) + (row.started == nil ? 0 : 5)
            svg.element("text", ["x": .number(x), "y": .number(top + 12), "text-anchor": "middle"], text: "!")
            svg.close("g")
        }
        if row.outcome == .cancelled, let finished = row.finished {
            svg.element("text", ["class": "cross", "x": .number(layout.x(finished)), "y": .number(top + 12), "text-anchor": "middle"],
                        text: "✕")
        }
    }

    /// Swatches naming the marks the chart draws, and no others.
    private static func drawLegend(_ marks: [OperationRows.Mark], at y: Double, layout: Layout, into svg: inout SVGBuilder) {
        var x = layout.left, line = y
        for mark in marks {
            let width = 28 + 6.5 * Double(mark.label.count)
            if x > layout.left, x + width > layout.width {
                x = layout.left
                line += 16
            }
            svg.element("rect", ["class": .text("swatch \(mark.style)"), "x": .number(x), "y": .number(line - 10), "width": 14, "height": 10])
            svg.element("text", ["class": "legend", "x": .number(x + 20), "y": .number(line)], text: mark.label)
            x += width
        }
    }
}
