import CadenceJitter

extension JitterSVG {
    /// Panel 4: a strip per strategy, one cell per vsync coloured by its status.
    static func drawFrames(_ runs: [RunMeasurement], layout: Layout, top: Double, into svg: inout SVGBuilder) {
        let plotTop = layout.plotTop(top)
        let bottom = plotTop + layout.framesHeight
        svg.open("g", ["id": "frames", "class": "panel"])
        drawPanelFrame("Frames at each vsync: on time (green), late (amber), dropped (red)", top: top,
                       height: layout.framesHeight, layout: layout, into: &svg)
        drawTimeAxis(at: bottom, top: plotTop, layout: layout, into: &svg)
        for (row, run) in runs.enumerated() {
            let y = plotTop + layout.stripGap / 2 + Double(row) * (layout.stripHeight + layout.stripGap)
            svg.element("text", ["class": "lane-label", "x": .number(layout.left - 6), "y": .number(y + layout.stripHeight - 2),
                                 "text-anchor": "end"], text: run.strategy.rawValue)
            let period = run.record.period
            let width = max(layout.time.position(period) - layout.time.position(0), 0.5)
            for entry in run.timeline.entries {
                let instant = run.record.vsync(entry.index)
                svg.element("rect", [
                    "class": .text(entry.status.rawValue), "x": .number(layout.time.position(instant)), "y": .number(y),
                    "width": .number(width), "height": .number(layout.stripHeight),
                ])
            }
        }
        svg.close("g")
    }
}
