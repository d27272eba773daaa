import CadenceJitter
import CadenceTesting

extension JitterSVG {
    /// Panel 3: the value on screen at each vsync minus f(t), linear.
    static func drawValueError(_ runs: [RunMeasurement], layout: Layout, top: Double, into svg: inout SVGBuilder) {
        let plotTop = layout.plotTop(top)
        let bottom = plotTop + layout.plotHeight
        let series = runs.map { run in
            run.timeline.entries.compactMap { entry -> (Double, Double)? in
                guard let value = entry.value else { return nil }
                let instant = run.record.vsync(entry.index)
                let error = value - run.record.idealValue(at: instant)
                return error.isFinite ? (instant, error) : nil
            }
        }
        let errors = series.flatMap { $0.map(\.1) }
        let axis = AxisScale(min(errors.min() ?? 0, 0), max(errors.max() ?? 0, 0), ticks: 4, pixels: bottom, plotTop)
        svg.open("g", ["id": "value-error", "class": "panel"])
        drawPanelFrame("Presented value minus f(t) at each vsync", top: top, height: layout.plotHeight, layout: layout, into: &svg)
        for tick in axis.ticks {
            let y = axis.position(tick)
            svg.element("line", ["class": "grid", "x1": .number(layout.left), "y1": .number(y), "x2": .number(layout.right), "y2": .number(y)])
            svg.element("text", ["class": "tick-label", "x": .number(layout.left - 6), "y": .number(y + 4), "text-anchor": "end"],
                        text: ValueTable.format(tick))
        }
        drawYTitle("value error (workload units)", axisStart: bottom, axisEnd: plotTop, into: &svg)
        drawTimeAxis(at: bottom, top: plotTop, layout: layout, into: &svg)
        let zero = axis.position(0)
        svg.element("line", ["class": "axis", "x1": .number(layout.left), "y1": .number(zero), "x2": .number(layout.right), "y2": .number(zero)])
        var lines: [[SVGOverlap.Point]] = [], indices: [Int] = []
        for (index, points) in series.enumerated() where !points.isEmpty {
            let pixels = points.map { (layout.time.position($0.0), axis.position($0.1)) }
            svg.element("polyline", ["class": "line", "stroke": colour(index), "points": Self.points(pixels)],
                        title: runs[index].strategy.rawValue)
            lines.append(pixels.filter { $0.0.isFinite && $0.1.isFinite }.map { (x: $0.0, y: $0.1) })
            indices.append(index)
        }
        let groups = drawOverlaps(lines, runs: runs, indices: indices, title: { runs[$0].strategy.rawValue }, into: &svg)
        drawOverlapNote(groups, below: bottom, layout: layout, into: &svg)
        svg.close("g")
    }
}
