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
        for (lane, span) in spans.enumerated() {
            let top = layout.laneTop(lane)
            if lane % 2 == 0 {
                svg.element("rect", ["class": "stripe", "x": .number(layout.left), "y": .number(top),
                                     "width": .number(layout.right - layout.left), "height": .number(layout.laneHeight)])
            }
            svg.element("text", ["class": "lane-label", "x": .number(layout.left - 8), "y": .number(top + 16), "text-anchor": "end"],
                        text: span.name)
        }
    }

    /// The operations' bars, the time axis beneath them and the legend.
    static func drawGantt(_ spans: [OperationSpan], endTime: Double, layout: Layout, into svg: inout SVGBuilder) {
        for (lane, span) in spans.enumerated() {
            drawBars(span, endTime: endTime, top: layout.laneTop(lane) + 5, layout: layout, into: &svg)
        }
        drawTimeAxis(at: layout.ganttBottom, layout: layout, title: true, into: &svg)
        drawLegend(at: layout.ganttBottom + 52, layout: layout, into: &svg)
    }

    /// One operation's wait, run and ✕, in a lane whose bars begin at `top`.
    private static func drawBars(_ span: OperationSpan, endTime: Double, top: Double, layout: Layout, into svg: inout SVGBuilder) {
        let end = span.finished ?? endTime
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
        if span.outcome == .cancelled, let finished = span.finished {
            svg.element("text", ["class": "cross", "x": .number(layout.x(finished)), "y": .number(top + 12), "text-anchor": "middle"],
                        text: "✕")
        }
    }

    /// Swatches naming the bars' colours and the stall shading.
    private static func drawLegend(at y: Double, layout: Layout, into svg: inout SVGBuilder) {
        let items = [("wait", "waiting"), ("bar completed", "running / completed"), ("bar cancelled", "cancelled ✕"),
                     ("bar failed", "failed"), ("stall", "main loop stalled")]
        var x = layout.left
        for (style, label) in items {
            svg.element("rect", ["class": .text("swatch \(style)"), "x": .number(x), "y": .number(y - 10), "width": 14, "height": 10])
            svg.element("text", ["class": "legend", "x": .number(x + 20), "y": .number(y)], text: label)
            x += 28 + 6.5 * Double(label.count)
        }
    }
}
