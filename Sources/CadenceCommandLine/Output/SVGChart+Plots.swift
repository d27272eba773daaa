import CadenceTesting

extension SVGChart {
    /// One plot per sampled column, on the Gantt chart's time axis.
    static func drawPlots(_ result: ScenarioResult, layout: Layout, into svg: inout SVGBuilder) {
        for (index, column) in result.columns.enumerated() {
            let series = result.samples.map { sample in (sample.time, index < sample.values.count ? sample.values[index] : []) }
            drawPlot(column, series: series, top: layout.plotTop(index), last: index == result.columns.count - 1,
                     layout: layout, into: &svg)
        }
    }

    /// A plot of `series` (time, the column's numbers) whose frame begins at `top`.
    private static func drawPlot(
        _ column: String, series: [(Double, [Double])], top: Double, last: Bool, layout: Layout, into svg: inout SVGBuilder
    ) {
        let bottom = top + layout.plotHeight
        let components = series.map(\.1.count).max() ?? 0
        let finite = series.flatMap(\.1).filter(\.isFinite)
        let values = AxisScale(finite.min() ?? 0, finite.max() ?? 0, ticks: 4, pixels: bottom, top)

        svg.open("g", ["class": "plot"])
        svg.element("text", ["class": "plot-title", "x": .number(layout.left), "y": .number(top - 10)], text: column)
        let names = ComponentNames.names(column: column, count: components)
        if components > 1 {
            var x = layout.left + 7.5 * Double(column.count) + 20
            for (component, name) in names.enumerated() {
                let colour = SVGBuilder.Value.text(palette[component % palette.count])
                svg.element("line", ["class": "line", "stroke": colour, "x1": .number(x), "y1": .number(top - 14), "x2": .number(x + 14), "y2": .number(top - 14)])
                svg.element("text", ["class": "legend", "x": .number(x + 18), "y": .number(top - 10)], text: name)
                x += 30 + 6.5 * Double(name.count)
            }
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
        for component in 0..<components {
            let points = series.compactMap { time, numbers -> (Double, Double)? in
                guard component < numbers.count, numbers[component].isFinite, time.isFinite else { return nil }
                return (layout.x(time), values.position(numbers[component]))
            }
            let colour = SVGBuilder.Value.text(palette[component % palette.count])
            let label = components == 1 ? column : "\(column) \(names[component])"
            svg.element("polyline", [
                "class": "line", "stroke": colour,
                "points": .text(points.map { "\(SVGBuilder.number($0.0)),\(SVGBuilder.number($0.1))" }.joined(separator: " ")),
            ], title: label)
            guard series.count <= 40 else { continue }
            for point in points {
                svg.element("circle", ["class": "point", "fill": colour, "cx": .number(point.0), "cy": .number(point.1), "r": 2])
            }
        }
        svg.close("g")
    }
}
