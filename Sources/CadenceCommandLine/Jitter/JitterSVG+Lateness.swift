import CadenceJitter

extension JitterSVG {
    /// Panel 1: each callback's lateness at the time it ran, log ms, stalls shaded.
    static func drawLateness(_ runs: [RunMeasurement], layout: Layout, top: Double, into svg: inout SVGBuilder) {
        let plotTop = layout.plotTop(top)
        let bottom = plotTop + layout.plotHeight
        let largest = runs.flatMap { $0.record.callbacks.map { $0.lateness * 1000 } }.max() ?? 1
        let axis = LogAxisScale(floorDecade: -2, maximum: largest, pixels: bottom, plotTop)
        svg.open("g", ["id": "lateness", "class": "panel"])
        drawPanelFrame("Callback lateness over time (log scale; below 0.01 ms drawn at 0.01 ms)", top: top,
                       height: layout.plotHeight, layout: layout, into: &svg)
        drawLogAxis(axis, title: "lateness (ms, log)", layout: layout, into: &svg)
        drawTimeAxis(at: bottom, top: plotTop, layout: layout, into: &svg)
        for run in runs {
            for block in run.record.blocks where block.start.isFinite && block.end.isFinite {
                let x = layout.time.position(block.start)
                svg.element("rect", [
                    "class": "stall", "x": .number(x), "y": .number(plotTop),
                    "width": .number(max(layout.time.position(block.end) - x, 1)), "height": .number(layout.plotHeight),
                ])
            }
        }
        var lines: [[SVGOverlap.Point]] = [], indices: [Int] = []
        for (index, run) in runs.enumerated() where !run.record.callbacks.isEmpty {
            let points = run.record.callbacks.map { (layout.time.position($0.time), axis.position($0.lateness * 1000)) }
            svg.element("polyline", ["class": "line", "stroke": colour(index), "points": Self.points(points)],
                        title: run.strategy.rawValue)
            lines.append(points.filter { $0.0.isFinite && $0.1.isFinite }.map { (x: $0.0, y: $0.1) })
            indices.append(index)
        }
        let groups = drawOverlaps(lines, runs: runs, indices: indices, title: { runs[$0].strategy.rawValue }, into: &svg)
        drawOverlapNote(groups, below: bottom, layout: layout, into: &svg)
        svg.close("g")
    }
}
