import CadenceJitter
import Foundation

extension JitterSVG {
    /// The "nines" the percentile axis samples: 0, 0.1, … 4, where n nines is
    /// the percentile 100 · (1 − 10^−n): 0, 90, 99, 99.9, 99.99 at whole ones.
    static let nines = (0...40).map { Double($0) / 10 }

    /// Panel 2: lateness against percentile, raw dashed and corrected solid.
    static func drawPercentiles(_ runs: [RunMeasurement], layout: Layout, top: Double, into svg: inout SVGBuilder) {
        let plotTop = layout.plotTop(top)
        let bottom = plotTop + layout.plotHeight
        let largest = runs.compactMap { $0.callbacks.corrected.max }.max().map { Double($0) / 1e6 } ?? 1
        let axis = LogAxisScale(floorDecade: -2, maximum: largest, pixels: bottom, plotTop)
        let x = { (nines: Double) in layout.left + nines / 4 * (layout.right - layout.left) }
        svg.open("g", ["id": "percentiles", "class": "panel"])
        drawPanelFrame("Lateness by percentile (corrected solid, raw dashed)", top: top, height: layout.plotHeight,
                       layout: layout, into: &svg)
        drawLogAxis(axis, title: "lateness (ms, log)", layout: layout, into: &svg)
        for (nines, label) in zip(0...4, ["0", "90", "99", "99.9", "99.99"]) {
            let position = x(Double(nines))
            svg.element("line", ["class": "grid", "x1": .number(position), "y1": .number(plotTop), "x2": .number(position), "y2": .number(bottom)])
            svg.element("text", ["class": "tick-label", "x": .number(position), "y": .number(bottom + 16), "text-anchor": "middle"],
                        text: label)
        }
        svg.element("line", ["class": "axis", "x1": .number(layout.left), "y1": .number(bottom), "x2": .number(layout.right), "y2": .number(bottom)])
        svg.element("text", ["class": "axis-title", "x": .number(layout.right), "y": .number(bottom + 32), "text-anchor": "end"],
                    text: "percentile (log \"nines\" axis)")
        var lines: [String: [[SVGOverlap.Point]]] = [:], indices: [String: [Int]] = [:]
        for (index, run) in runs.enumerated() {
            for (histogram, kind) in [(run.callbacks.raw, "raw"), (run.callbacks.corrected, "corrected")] {
                let points = nines.compactMap { n -> (Double, Double)? in
                    guard let value = histogram.value(atPercentile: 100 * (1 - pow(10, -n))) else { return nil }
                    return (x(n), axis.position(Double(value) / 1e6))
                }
                guard !points.isEmpty else { continue }
                svg.element("polyline", ["class": .text("line \(kind)"), "stroke": colour(index), "points": Self.points(points)],
                            title: "\(run.strategy.rawValue), \(kind)")
                lines[kind, default: []].append(points.filter { $0.0.isFinite && $0.1.isFinite }.map { (x: $0.0, y: $0.1) })
                indices[kind, default: []].append(index)
            }
        }
        // Corrected lines against corrected ones, raw against raw: a
        // strategy's two may well coincide, in one colour.
        let groups = ["corrected", "raw"].map { kind in
            drawOverlaps(lines[kind] ?? [], runs: runs, indices: indices[kind] ?? [],
                         title: { "\(runs[$0].strategy.rawValue), \(kind)" }, into: &svg)
        }
        var notes = groups[0].map { "\($0) (corrected)" } + groups[1].map { "\($0) (raw)" }
        if groups[0] == groups[1], !groups[0].isEmpty {
            notes = groups[0]
            notes[notes.count - 1] += " (corrected and raw alike)"
        }
        drawOverlapNote(notes, below: bottom, layout: layout, into: &svg)
        svg.close("g")
    }
}
