import CadenceTesting

extension SVGChart {
    /// The Gantt chart's heading, grid, lane stripes and lane labels: what the
    /// stall shading and the bars go over.
    static func drawLanes(_ spans: [OperationSpan], layout: Layout, into svg: inout SVGBuilder) {
        svg.element("text", ["class": "heading", "x": 16, "y": .number(layout.ganttTop - 10)], text: "Operations")
        for tick in layout.time.ticks {
            let x = layout.x(tick)
            svg.element("line", ["class": "grid", "x1": .number(x), "y1": .number(layout.ganttTop), "x2": .number(x), "y2": .number(layout.ganttBottom)])
        }
        if spans.isEmpty {
            svg.element("text", ["x": .number(layout.left), "y": .number(layout.laneTop(0) + 16)], text: "(no operations)")
        }
        // With groups, the labels are set left, a child's indented under its group's.
        let hasGroups = spans.contains { $0.group != nil }
        for (lane, span) in spans.enumerated() {
            let top = layout.laneTop(lane)
            if lane % 2 == 0 {
                svg.element("rect", ["class": "stripe", "x": .number(layout.left), "y": .number(top),
                                     "width": .number(layout.right - layout.left), "height": .number(layout.laneHeight)])
            }
            if hasGroups {
                svg.element("text", ["class": "lane-label", "x": .number(labelX(depth: span.depth)), "y": .number(top + 16)],
                            text: span.name)
            } else {
                svg.element("text", ["class": "lane-label", "x": .number(layout.left - 8), "y": .number(top + 16), "text-anchor": "end"],
                            text: span.name)
            }
        }
        if hasGroups { drawGroupGuides(spans, layout: layout, into: &svg) }
    }

    /// The operations' bars, pauses, the time axis beneath them and the legend.
    static func drawGantt(_ spans: [OperationSpan], pauses: [ScenarioResult.LayerEvent], layout: Layout, into svg: inout SVGBuilder) {
        drawGroupExtents(spans, layout: layout, into: &svg)
        for (lane, span) in spans.enumerated() {
            drawBars(span, endTime: layout.end, top: layout.laneTop(lane) + 5, layout: layout, into: &svg)
        }
        drawPauses(pauses, spans: spans, layout: layout, into: &svg)
        drawTimeAxis(at: layout.ganttBottom, layout: layout, title: true, into: &svg)
        drawLegend(at: layout.ganttBottom + 52, pauses: !pauses.isEmpty, groups: spans.contains { $0.group != nil }, layout: layout,
                   into: &svg)
    }

    /// Each `pause` of a layer to its `resume` (or the end of the run): a
    /// faded, dashed box over the bars of the operations animating that layer,
    /// a ‖ where it paused and a ▶ where it resumed. A layer no operation
    /// animates is marked across every lane.
    static func drawPauses(_ events: [ScenarioResult.LayerEvent], spans: [OperationSpan], layout: Layout, into svg: inout SVGBuilder) {
        func lanes(_ event: ScenarioResult.LayerEvent) -> [Int] {
            let lanes = spans.indices.filter { event.operations.contains(spans[$0].name) }
            return lanes.isEmpty ? Array(0..<layout.lanes) : lanes
        }
        var pausedSince: [String: Double] = [:]
        func drawPaused(_ layer: String, from start: Double, to end: Double, lanes: [Int]) {
            let x = layout.x(start)
            for lane in lanes {
                svg.element("rect", [
                    "class": "paused", "x": .number(x), "y": .number(layout.laneTop(lane) + 2),
                    "width": .number(max(layout.x(end) - x, 1)), "height": .number(layout.laneHeight - 4),
                ], title: "\(layer) paused from \(ValueTable.format(start)) s to \(ValueTable.format(end)) s")
            }
        }
        for event in events where event.time <= layout.end {
            switch event.kind {
            case .pause:
                if pausedSince[event.layer] == nil { pausedSince[event.layer] = event.time }
            case .resume:
                if let start = pausedSince.removeValue(forKey: event.layer) {
                    drawPaused(event.layer, from: start, to: event.time, lanes: lanes(event))
                }
            }
        }
        for event in events where event.kind == .pause && pausedSince[event.layer] == event.time {
            drawPaused(event.layer, from: event.time, to: layout.end, lanes: lanes(event))
            pausedSince[event.layer] = nil
        }
        for event in events where event.time <= layout.end {
            let x = layout.x(event.time)
            for lane in lanes(event) {
                let middle = layout.laneTop(lane) + layout.laneHeight / 2
                let title = "\(event.layer) \(event.kind == .pause ? "paused" : "resumed") at \(ValueTable.format(event.time)) s"
                svg.open("g", ["class": .text(event.kind == .pause ? "pause-mark" : "resume-mark")])
                svg.element("title", [:], text: title)
                switch event.kind {
                case .pause:
                    for offset in [-3.5, 1.0] {
                        svg.element("rect", ["x": .number(x + offset), "y": .number(middle - 5), "width": 2.5, "height": 10])
                    }
                case .resume:
                    let points = [(x - 3, middle - 5), (x + 5, middle), (x - 3, middle + 5)]
                    svg.element("polygon", ["points": .text(points.map { "\(SVGBuilder.number($0.0)),\(SVGBuilder.number($0.1))" }.joined(separator: " "))])
                }
                svg.close("g")
            }
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

    /// One operation's wait, run and ✕, in a lane whose bars begin at `top`.
    private static func drawBars(_ span: OperationSpan, endTime: Double, top: Double, layout: Layout, into svg: inout SVGBuilder) {
        let end = min(span.finished ?? endTime, endTime)
        if let enqueued = span.enqueued, (span.started ?? end) > enqueued {
            let waitEnd = span.started ?? end
            svg.element("rect", [
                "class": "wait", "x": .number(layout.x(enqueued)), "y": .number(top),
                "width": .number(layout.x(waitEnd) - layout.x(enqueued)), "height": 14,
            ], title: "\(span.name): waiting from \(ValueTable.format(enqueued)) s to \(ValueTable.format(waitEnd)) s")
        }
        if let started = span.started {
            var tooltip = "\(span.name): \(ValueTable.format(started)) s to \(ValueTable.format(end)) s, \(span.outcomeName)"
            if case .failed(let message) = span.outcome { tooltip += ": \(message)" }
            svg.element("rect", [
                "class": .text("bar \(span.outcomeName)"), "x": .number(layout.x(started)), "y": .number(top),
                "width": .number(max(layout.x(end) - layout.x(started), 1)), "height": 14,
            ], title: tooltip)
        }
        if case .failed(let message) = span.outcome, span.started == nil, let finished = span.finished {
            // Refused before it started (a condition, its group's failure): a red ! where it failed.
            svg.open("g", ["class": "fail-mark"])
            svg.element("title", [:], text: "\(span.name): failed at \(ValueTable.format(finished)) s without starting: \(message)")
            svg.element("text", ["x": .number(layout.x(finished)), "y": .number(top + 12), "text-anchor": "middle"], text: "!")
            svg.close("g")
        }
        if span.outcome == .cancelled, let finished = span.finished {
            svg.element("text", ["class": "cross", "x": .number(layout.x(finished)), "y": .number(top + 12), "text-anchor": "middle"],
                        text: "✕")
        }
    }

    /// Swatches naming the bars' colours and the stall shading.
    private static func drawLegend(at y: Double, pauses: Bool, groups: Bool, layout: Layout, into svg: inout SVGBuilder) {
        var items = [("wait", "waiting"), ("bar completed", "running / completed"), ("bar cancelled", "cancelled ✕"),
                     ("bar failed", "failed"), ("stall", "main loop stalled")]
        if pauses { items.append(("paused", "layer paused ‖ … ▶ resumed")) }
        if groups { items.append(("group-extent", "group's run")) }
        var x = layout.left
        for (style, label) in items {
            svg.element("rect", ["class": .text("swatch \(style)"), "x": .number(x), "y": .number(y - 10), "width": 14, "height": 10])
            svg.element("text", ["class": "legend", "x": .number(x + 20), "y": .number(y)], text: label)
            x += 28 + 6.5 * Double(label.count)
        }
    }
}
