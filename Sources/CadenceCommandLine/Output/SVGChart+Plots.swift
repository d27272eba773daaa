import CadenceTesting
import Foundation

extension SVGChart {
    /// One component of a plotted column: its name, colour and points.
    struct PlotLine {
        let name: String
        let colour: String
        /// (time, value) in time order; two at one time make a step.
        var points: [(Double, Double)]
        /// The report's samples, marked on the line.
        var marks: [(Double, Double)]
    }

    /// A sampled column's plot, worked out before it is placed: its lines,
    /// where they lie on one another, and its legend.
    struct Plot {
        let column: String
        let lines: [PlotLine]
        /// The values drawn (marks included), lowest and highest.
        let range: (Double, Double)
        /// Where the lines lie on one another: found on a plot placed at 0
        /// (it only depends on distances).
        let overlap: SVGOverlap
        /// Each line's legend entry: its text, x, and the legend line it is
        /// on (0 beside the title).
        let legend: [(text: String, x: Double, row: Int)]

        var rows: Int { (legend.map(\.row).max() ?? 0) + 1 }

        /// The value axis with its ends at `bottom` and `top`.
        func values(bottom: Double, top: Double) -> AxisScale {
            AxisScale(range.0, range.1, ticks: 4, pixels: bottom, top)
        }

        /// The lines in pixels, in a frame from `top`.
        func pixels(top: Double, layout: Layout) -> [[SVGOverlap.Point]] {
            Plot.pixels(lines, range: range, top: top, layout: layout)
        }

        static func pixels(_ lines: [PlotLine], range: (Double, Double), top: Double, layout: Layout) -> [[SVGOverlap.Point]] {
            let values = AxisScale(range.0, range.1, ticks: 4, pixels: top + layout.plotHeight, top)
            return lines.map { line in line.points.map { (x: layout.x($0.0), y: values.position($0.1)) } }
        }
    }

    /// One plot per series (``ScenarioResult/series``: each sampled column,
    /// and its velocity when asked), on the Gantt chart's time axis: the
    /// picture's own samples where the run took them, else the report's.
    static func plots(_ result: ScenarioResult, layout: Layout) -> [Plot] {
        let drawn = result.pictureSamples.isEmpty ? result.samples : result.pictureSamples
        return result.series.map { series in
            let column = series.name
            let lines = plotLines(series, drawn: drawn, reported: result.samples.count <= 40 ? result.samples : [])
            let finite = lines.flatMap { $0.points.map(\.1) + $0.marks.map(\.1) }.filter(\.isFinite)
            let range = (finite.min() ?? 0, finite.max() ?? 0)
            let overlap = SVGOverlap(Plot.pixels(lines, range: range, top: 0, layout: layout))
            var legend: [(text: String, x: Double, row: Int)] = []
            if lines.count > 1 {
                // Beside the title, on as many lines as it takes.
                let start = layout.left + 7.5 * Double(column.count) + 20
                var x = start, row = 0
                for index in lines.indices {
                    let text = legendLabel(index, lines: lines, overlap: overlap, layout: layout)
                    let width = 30 + 6.5 * Double(text.count)
                    if x > start, x + width - 12 > layout.right {
                        x = start
                        row += 1
                    }
                    legend.append((text, x, row))
                    x += width
                }
            }
            return Plot(column: column, lines: lines, range: range, overlap: overlap, legend: legend)
        }
    }

    /// The plots, each in its place.
    static func drawPlots(_ plots: [Plot], layout: Layout, into svg: inout SVGBuilder) {
        for (index, plot) in plots.enumerated() {
            drawPlot(plot, top: layout.plotTop(index), last: index == plots.count - 1, layout: layout, into: &svg)
        }
    }

    /// The lines of `series`: a line per component, unwrapped if the
    /// series is an angle's value, with the `reported` samples as marks.
    static func plotLines(_ series: ScenarioResult.Series, drawn: [ScenarioResult.Sample], reported: [ScenarioResult.Sample]) -> [PlotLine] {
        func numbers(_ sample: ScenarioResult.Sample) -> [Double] { series.numbers(in: sample) }
        let components = drawn.map { numbers($0).count }.max() ?? 0
        let names = ComponentNames.names(column: series.columnName, count: components)
        let angle = !series.isVelocity && PictureSampler.isAngle(series.name)
        return (0..<components).map { component in
            var points = drawn.compactMap { sample -> (Double, Double)? in
                let values = numbers(sample)
                guard component < values.count, values[component].isFinite, sample.time.isFinite else { return nil }
                return (sample.time, values[component])
            }
            let raw = points
            if angle { points = unwrapped(points) }
            let marks = reported.compactMap { sample -> (Double, Double)? in
                let values = numbers(sample)
                guard component < values.count, values[component].isFinite, sample.time.isFinite else { return nil }
                var value = values[component]
                // On the unwrapped line: the same angle, whole turns added.
                if angle, let at = raw.lastIndex(where: { $0.0 <= sample.time }) {
                    value += 2 * .pi * ((points[at].1 - value) / (2 * .pi)).rounded()
                }
                return (sample.time, value)
            }
            return PlotLine(name: names[component], colour: colour(of: names[component], at: component), points: points, marks: marks)
        }
    }

    /// `points` with whole turns added so that no step between neighbours is
    /// more than half a turn: a spin read as 0, π/2, π, −π/2, 0 becomes
    /// 0, π/2, π, 3π/2, 2π.
    static func unwrapped(_ points: [(Double, Double)]) -> [(Double, Double)] {
        guard var previous = points.first else { return [] }
        var result = [previous]
        for point in points.dropFirst() {
            var step = (point.1 - previous.1).truncatingRemainder(dividingBy: 2 * .pi)
            if step > .pi { step -= 2 * .pi } else if step < -.pi { step += 2 * .pi }
            let value = result[result.count - 1].1 + step
            result.append((point.0, value))
            previous = point
        }
        return result
    }

    /// A component's colour: a colour channel's own (red, green, blue; grey
    /// for alpha), any other the palette's in order.
    static func colour(of name: String, at component: Int) -> String {
        switch name {
        case "red": "#d62728"
        case "green": "#2ca02c"
        case "blue": "#1f77b4"
        case "alpha": "#7f7f7f"
        default: palette[component % palette.count]
        }
    }

    /// `plot` with its frame beginning at `top`.
    private static func drawPlot(_ plot: Plot, top: Double, last: Bool, layout: Layout, into svg: inout SVGBuilder) {
        let bottom = top + layout.plotHeight
        let (column, lines) = (plot.column, plot.lines)
        let values = plot.values(bottom: bottom, top: top)
        let pixels = plot.pixels(top: top, layout: layout)

        svg.open("g", ["class": "plot"])
        let titleY = top - 10 - Double(plot.rows - 1) * layout.legendRowHeight
        svg.element("text", ["class": "plot-title", "x": .number(layout.left), "y": .number(titleY)], text: column)
        for (line, entry) in zip(lines, plot.legend) {
            let y = titleY + Double(entry.row) * layout.legendRowHeight
            svg.element("line", ["class": "line", "stroke": .text(line.colour), "x1": .number(entry.x), "y1": .number(y - 4), "x2": .number(entry.x + 14), "y2": .number(y - 4)])
            svg.element("text", ["class": "legend", "x": .number(entry.x + 18), "y": .number(y)], text: entry.text)
        }
        for tick in values.ticks {
            let y = values.position(tick)
            svg.element("line", ["class": "grid", "x1": .number(layout.left), "y1": .number(y), "x2": .number(layout.right), "y2": .number(y)])
            svg.element("line", ["class": "axis", "x1": .number(layout.left - 4), "y1": .number(y), "x2": .number(layout.left), "y2": .number(y)])
            svg.element("text", ["class": "tick-label", "x": .number(layout.left - 7), "y": .number(y + 4), "text-anchor": "end"],
                        text: ValueTable.format(tick))
        }
        for tick in layout.time.ticks {
            let x = layout.x(tick)
            svg.element("line", ["class": "grid", "x1": .number(x), "y1": .number(top), "x2": .number(x), "y2": .number(bottom)])
        }
        svg.element("rect", ["class": "frame", "x": .number(layout.left), "y": .number(top),
                             "width": .number(layout.right - layout.left), "height": .number(layout.plotHeight)])
        drawTimeAxis(at: bottom, layout: layout, title: last, into: &svg)
        func label(_ line: PlotLine) -> String { lines.count == 1 ? column : "\(column) \(line.name)" }
        for (index, line) in lines.enumerated() {
            svg.element("polyline", ["class": "line", "stroke": .text(line.colour), "points": pointList(pixels[index])],
                        title: label(line))
        }
        // Where lines lie on one another, each again in its turn of the dashes.
        for stretch in plot.overlap.stretches {
            let line = lines[stretch.line]
            let points = Array(pixels[stretch.line][stretch.points])
            let others = stretch.members.filter { $0 != stretch.line }.map { lines[$0].name }
            svg.element("path", [
                "class": "line overlap", "stroke": .text(line.colour),
                "stroke-dasharray": .text(SVGOverlap.dashArray(slot: stretch.slot, of: stretch.members.count)),
                "stroke-dashoffset": .number(SVGOverlap.dashOffset(startingAt: points[0].x, count: stretch.members.count)),
                "d": .text(pathData(points)),
            ], title: label(line) + ", drawn over " + others.joined(separator: ", "))
        }
        for line in lines {
            for mark in line.marks {
                svg.element("circle", ["class": "point", "fill": .text(line.colour), "cx": .number(layout.x(mark.0)),
                                       "cy": .number(values.position(mark.1)), "r": 2])
            }
        }
        svg.close("g")
    }

    /// A component's name in the legend, with the earlier components it lies
    /// on: `y = x` all along (the first such one only: the rest equal it
    /// too), `y = x (2–3 s)` in part (two at most, then `…`).
    private static func legendLabel(_ index: Int, lines: [PlotLine], overlap: SVGOverlap, layout: Layout) -> String {
        var label = lines[index].name
        var partners = 0
        for other in 0..<index {
            let pair = SVGOverlap.Pair(first: other, second: index)
            guard let ranges = overlap.shared[pair] else { continue }
            guard partners < 2 else {
                label += " …"
                break
            }
            partners += 1
            label += " = " + lines[other].name
            guard overlap.coverage(pair) < 0.98 else { break }
            let times = ranges.prefix(3).map { range in
                "\(format(layout.time.value(at: range.lowerBound)))–\(format(layout.time.value(at: range.upperBound)))"
            }
            label += " (" + times.joined(separator: ", ") + (ranges.count > 3 ? ", …" : "") + " s)"
        }
        return label
    }

    /// A time for the legend, to the millisecond.
    private static func format(_ seconds: Double) -> String {
        ValueTable.format((seconds * 1000).rounded() / 1000)
    }

    /// A polyline's `points`.
    static func pointList(_ points: [SVGOverlap.Point]) -> SVGBuilder.Value {
        .text(points.map { "\(SVGBuilder.number($0.x)),\(SVGBuilder.number($0.y))" }.joined(separator: " "))
    }

    /// A path's `d` through `points`.
    static func pathData(_ points: [SVGOverlap.Point]) -> String {
        points.enumerated().map { index, point in
            "\(index == 0 ? "M" : "L")\(SVGBuilder.number(point.x)),\(SVGBuilder.number(point.y))"
        }.joined(separator: " ")
    }
}
