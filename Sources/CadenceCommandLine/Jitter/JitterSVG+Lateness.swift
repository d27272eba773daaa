import CadenceJitter

extension JitterSVG {
    /// Panel 1: each callback's lateness at the time it ran, log ms, stalls
    /// shaded. A callback more than ``gapPeriods`` periods after the one
    /// before starts a new piece of its strategy's line, so a stretch with no
    /// callback (a stall, or the time between a chain's completions) is left
    /// empty rather than bridged; a callback alone in its piece is a dot.
    static func drawLateness(_ runs: [RunMeasurement], layout: Layout, top: Double, into svg: inout SVGBuilder) {
        let plotTop = layout.plotTop(top)
        let bottom = plotTop + layout.plotHeight
        let largest = runs.flatMap { $0.record.callbacks.map { $0.lateness * 1000 } }.max() ?? 1
        let axis = LogAxisScale(floorDecade: -2, maximum: largest, pixels: bottom, plotTop)
        svg.open("g", ["id": "lateness", "class": "panel"])
        drawPanelFrame("Callback lateness over time (log scale; below 0.01 ms drawn at 0.01 ms; gaps: no callback ran)",
                       top: top, height: layout.plotHeight, layout: layout, into: &svg)
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
        var lines: [[SVGOverlap.Point]] = [], starts: [[Bool]] = [], indices: [Int] = []
        for (index, run) in runs.enumerated() {
            let callbacks = run.record.callbacks.filter { $0.time.isFinite && $0.lateness.isFinite }
            guard !callbacks.isEmpty else { continue }
            let points = callbacks.map { (x: layout.time.position($0.time), y: axis.position($0.lateness * 1000)) }
            let pieceStarts = callbacks.indices.map { $0 == 0 || callbacks[$0].time - callbacks[$0 - 1].time > gapPeriods * run.record.period }
            svg.element("path", ["class": "line", "stroke": colour(index), "d": .text(pieceData(points, starts: pieceStarts))],
                        title: run.strategy.rawValue)
            for point in points.indices where isAlone(point, starts: pieceStarts) {
                svg.element("circle", ["class": "dot", "fill": colour(index), "cx": .number(points[point].x),
                                       "cy": .number(points[point].y), "r": 2.5])
            }
            lines.append(points)
            starts.append(pieceStarts)
            indices.append(index)
        }
        let groups = drawOverlaps(lines, runs: runs, indices: indices, pieceStarts: starts,
                                  title: { runs[$0].strategy.rawValue }, into: &svg)
        drawOverlapNote(groups, below: bottom, layout: layout, into: &svg)
        svg.close("g")
    }

    /// How many frame periods between two callbacks make a gap in the lateness line.
    static let gapPeriods = 2.0

    /// Path data through `points`, moving without drawing to each point
    /// whose `starts` flag is set.
    static func pieceData(_ points: some Collection<SVGOverlap.Point>, starts: some Collection<Bool>) -> String {
        zip(points, starts).enumerated().map { index, pair in
            "\(index == 0 || pair.1 ? "M" : "L")\(SVGBuilder.number(pair.0.x)),\(SVGBuilder.number(pair.0.y))"
        }.joined(separator: " ")
    }

    /// Whether point `index` is a piece on its own: it starts a piece, and
    /// the next point (if any) starts another.
    static func isAlone(_ index: Int, starts: [Bool]) -> Bool {
        starts[index] && (index + 1 == starts.count || starts[index + 1])
    }
}
