import CadenceJitter
import CadenceTesting
import Foundation

/// A jitter report as a standalone SVG picture: what `cadence jitter --svg`
/// writes. It has no scripts and no external references.
///
/// Under a title, the configuration and a legend (one colour per strategy),
/// four panels, each a `<g>` with an id, all drawn from each strategy's
/// median run (`StrategyResult/median`):
///
/// 1. `lateness`: every callback's lateness against the time it ran, one
///    line per strategy, on a logarithmic axis in milliseconds (lateness below
///    0.01 ms, zero included, is drawn at 0.01 ms); the loads' stalls
///    (`RunRecord/blocks`) are shaded.
/// 2. `percentiles`: lateness against percentile on a "nines" axis (0, 90,
///    99, 99.9, 99.99), logarithmic in milliseconds; solid lines from the
///    corrected histogram, dashed from the raw one.
/// 3. `value-error`: the value on screen at each vsync minus the exact value
///    `f(t)`, in the workload's units, linear; strategies that show no value
///    draw nothing.
/// 4. `frames`: one strip per strategy, one cell per vsync of its
///    `FrameTimeline`: green on time, amber late, red dropped.
///
/// Where lines of panels 1 to 3 lie on one another (on the virtual clock,
/// strategies that run the same callbacks draw the same line), each is drawn
/// again over that stretch, dashed, the colours taking turns
/// (internally `SVGOverlap`), and a note under the panel names the lines drawn over
/// one another along most of their length: `Same line (dashed in turn):
/// cadence-completion = nested-completion`. Percentile lines are compared
/// corrected with corrected and raw with raw.
///
/// Panels 1, 3 and 4 share a time axis in seconds from the run's origin.
/// Numbers in attributes have at most three decimals and are always finite;
/// empty data draws empty panels. The same report gives the same bytes.
public struct JitterSVG: Sendable {
    /// The ids of the four panels' groups, top to bottom.
    public static let panelIDs = ["lateness", "percentiles", "value-error", "frames"]

    /// The picture's text, ending with a newline.
    public let text: String

    /// The picture of `report`.
    public init(_ report: JitterReport) {
        let layout = Layout(report)
        var svg = SVGBuilder.document(width: layout.width, height: layout.height, style: Self.style)
        svg.element("text", ["class": "title", "x": 16, "y": 28], text: "Cadence jitter: \(report.results.count) strategies, median runs")
        svg.element("text", ["class": "subtitle", "x": 16, "y": 46], text: Self.subtitle(report))
        Self.drawLegend(report, layout: layout, into: &svg)
        let runs = report.results.map(\.median)
        Self.drawLateness(runs, layout: layout, top: layout.panelTop(0), into: &svg)
        Self.drawPercentiles(runs, layout: layout, top: layout.panelTop(1), into: &svg)
        Self.drawValueError(runs, layout: layout, top: layout.panelTop(2), into: &svg)
        Self.drawFrames(runs, layout: layout, top: layout.panelTop(3), into: &svg)
        svg.close("svg")
        text = svg.lines.joined(separator: "\n") + "\n"
    }

    /// The configuration line, then the build and the load average when the
    /// report has an environment.
    static func subtitle(_ report: JitterReport) -> String {
        var parts = [JitterTable.configurationLine(report.configuration)]
        if let build = report.environment?.build {
            parts.append("\(build.rawValue) build")
        }
        if let load = report.environment?.loadAverage?.first {
            parts.append("load average \(String(format: "%.2f", load))")
        }
        return parts.joined(separator: "; ")
    }

    /// The text as UTF-8.
    public var data: Data { Data(text.utf8) }

    private static let style = SVGBuilder.chartStyle + [
        ".panel-title { font-size: 12px; font-weight: bold; }",
        ".stall { fill: #f0a830; fill-opacity: 0.22; }",
        ".line { fill: none; stroke-width: 1.2; }",
        ".raw { stroke-dasharray: 5 3; }",
        ".on-time { fill: #3aa655; }",
        ".late { fill: #f0a830; }",
        ".dropped { fill: #d0413c; }",
        ".noisy { fill: #b0302b; font-weight: bold; }",
    ]

    /// The colour of the strategy at `index` in the report.
    static func colour(_ index: Int) -> SVGBuilder.Value { .text(SVGChart.palette[index % SVGChart.palette.count]) }

    /// Where things go.
    struct Layout {
        let width = 960.0
        let left = 150.0
        let right = 920.0
        /// Seconds after the origin to x, for panels 1, 3 and 4.
        let time: AxisScale
        let strategies: Int
        let legendTop = 60.0
        let panelsTop: Double
        let plotHeight = 160.0
        let panelBlock = 252.0
        let stripHeight = 12.0
        let stripGap = 6.0

        init(_ report: JitterReport) {
            let end = report.results.map { $0.median.record.duration }.filter { $0.isFinite && $0 > 0 }.max() ?? 1
            time = AxisScale(0, end, ticks: 8, pixels: left, right)
            strategies = report.results.count
            legend = Self.legendPlaces(report.results.map(JitterSVG.legendName), from: 16, to: width - 16)
            // Bold 11 px text is about 6.6 px a character: 140 fit in the width.
            noisyLines = JitterTable.noisyNote(report).map { note in
                TextWrap.pack([String(note.drop { $0 != " " }.dropFirst())], width: 140)
            } ?? []
            panelsTop = legendTop + 20 * Double(legend.rows) + 16 * Double(noisyLines.count) + 24
        }

        /// Where each legend entry goes: its x and its row.
        let legend: (places: [(x: Double, row: Int)], rows: Int)
        /// The lines under the legend naming the noisy median runs; none when none is.
        let noisyLines: [String]

        /// Entries laid out left to right, each its swatch, its name (about
        /// 6.2 px a character at 11 px) and a gap wide, starting a new row
        /// only when the next would pass `right`.
        static func legendPlaces(_ names: [String], from left: Double, to right: Double) -> (places: [(x: Double, row: Int)], rows: Int) {
            var places: [(x: Double, row: Int)] = []
            var (x, row) = (left, 0)
            for name in names {
                let width = 24 + 6.2 * Double(name.count)
                if x > left, x + width > right {
                    (x, row) = (left, row + 1)
                }
                places.append((x, row))
                x += width + 28
            }
            return (places, names.isEmpty ? 1 : row + 1)
        }

        /// The top of panel `index`'s block (its title line).
        func panelTop(_ index: Int) -> Double { panelsTop + Double(index) * panelBlock }
        /// The top of the plot area under a panel's title.
        func plotTop(_ panelTop: Double) -> Double { panelTop + 24 }
        var framesHeight: Double { Double(max(strategies, 1)) * (stripHeight + stripGap) }
        var height: Double { plotTop(panelTop(3)) + framesHeight + 48 }
    }

    /// A strategy's name in the legend: marked when its median run is noisy.
    static func legendName(_ result: StrategyResult) -> String {
        result.strategy.rawValue + (result.median.isNoisy ? " (noisy)" : "")
    }

    /// One swatch and name per strategy, in one row while they fit, then what
    /// the line styles mean and, when a median run is noisy, a line saying so.
    private static func drawLegend(_ report: JitterReport, layout: Layout, into svg: inout SVGBuilder) {
        svg.open("g", ["id": "legend"])
        for (index, result) in report.results.enumerated() {
            let place = layout.legend.places[index]
            let y = layout.legendTop + 20 * Double(place.row)
            svg.element("line", ["class": "line", "stroke": colour(index), "x1": .number(place.x), "y1": .number(y),
                                 "x2": .number(place.x + 18), "y2": .number(y)])
            svg.element("text", ["class": "legend", "x": .number(place.x + 24), "y": .number(y + 4)], text: legendName(result))
        }
        var y = layout.legendTop + 20 * Double(layout.legend.rows)
        svg.element("text", ["class": "legend", "x": 16, "y": .number(y)],
                    text: "solid: corrected for coordinated omission; dashed: raw; shaded: load stalls; dots: a callback alone")
        for line in layout.noisyLines {
            y += 16
            svg.element("text", ["class": "legend noisy", "x": 16, "y": .number(y)], text: line)
        }
        svg.close("g")
    }

    /// The time axis under a plot whose bottom is `y`, with its title.
    static func drawTimeAxis(at y: Double, top: Double, layout: Layout, into svg: inout SVGBuilder) {
        for tick in layout.time.ticks {
            let x = layout.time.position(tick)
            svg.element("line", ["class": "grid", "x1": .number(x), "y1": .number(top), "x2": .number(x), "y2": .number(y)])
            svg.element("text", ["class": "tick-label", "x": .number(x), "y": .number(y + 16), "text-anchor": "middle"],
                        text: ValueTable.format(tick))
        }
        svg.element("line", ["class": "axis", "x1": .number(layout.left), "y1": .number(y), "x2": .number(layout.right), "y2": .number(y)])
        svg.element("text", ["class": "axis-title", "x": .number(layout.right), "y": .number(y + 32), "text-anchor": "end"],
                    text: "time after the run's origin (s)")
    }

    /// A panel's title and the frame of its plot.
    static func drawPanelFrame(_ title: String, top: Double, height: Double, layout: Layout, into svg: inout SVGBuilder) {
        svg.element("text", ["class": "panel-title", "x": .number(layout.left), "y": .number(top + 14)], text: title)
        svg.element("rect", ["class": "frame", "x": .number(layout.left), "y": .number(layout.plotTop(top)),
                             "width": .number(layout.right - layout.left), "height": .number(height)])
    }

    /// A log axis's ticks and grid lines, labelled in milliseconds, with its title.
    static func drawLogAxis(_ axis: LogAxisScale, title: String, layout: Layout, into svg: inout SVGBuilder) {
        for tick in axis.ticks {
            let y = axis.position(tick)
            svg.element("line", ["class": "grid", "x1": .number(layout.left), "y1": .number(y), "x2": .number(layout.right), "y2": .number(y)])
            svg.element("text", ["class": "tick-label", "x": .number(layout.left - 6), "y": .number(y + 4), "text-anchor": "end"],
                        text: ValueTable.format(tick))
        }
        drawYTitle(title, axisStart: axis.start, axisEnd: axis.end, into: &svg)
    }

    /// A y axis's title, turned to read upwards, left of the tick labels.
    static func drawYTitle(_ title: String, axisStart: Double, axisEnd: Double, into svg: inout SVGBuilder) {
        let y = (axisStart + axisEnd) / 2
        svg.element("text", ["class": "axis-title", "x": 0, "y": 0, "text-anchor": "middle",
                             "transform": .text("translate(84 \(SVGBuilder.number(y))) rotate(-90)")], text: title)
    }

    /// Draws again, on top, each stretch where `lines` (in pixels, one per
    /// strategy in `indices`, `nil` for none) lie on one another, in its turn
    /// of the dashes; returns the names of the lines drawn over one another
    /// along most of the extent they share, group by group (`a = b = c`).
    /// Where `pieceStarts` is given (one flag per point of each line), a
    /// flagged point begins a new piece of the stretch, as in the line.
    static func drawOverlaps(
        _ lines: [[SVGOverlap.Point]], runs: [RunMeasurement], indices: [Int], pieceStarts: [[Bool]]? = nil,
        title: (Int) -> String, into svg: inout SVGBuilder
    ) -> [String] {
        let overlap = SVGOverlap(lines)
        for stretch in overlap.stretches {
            let points = Array(lines[stretch.line][stretch.points])
            let starts = pieceStarts.map { Array($0[stretch.line][stretch.points]) } ?? points.map { _ in false }
            let others = stretch.members.filter { $0 != stretch.line }.map { runs[indices[$0]].strategy.rawValue }
            svg.element("path", [
                "class": "line overlap", "stroke": colour(indices[stretch.line]),
                "stroke-dasharray": .text(SVGOverlap.dashArray(slot: stretch.slot, of: stretch.members.count)),
                "stroke-dashoffset": .number(SVGOverlap.dashOffset(startingAt: points[0].x, count: stretch.members.count)),
                "d": .text(pieceData(points, starts: starts)),
            ], title: title(indices[stretch.line]) + ", drawn over " + others.joined(separator: ", "))
        }
        return overlap.groups().map { group in group.map { runs[indices[$0]].strategy.rawValue }.joined(separator: " = ") }
    }

    /// The note under a panel naming the lines drawn over one another, if any.
    static func drawOverlapNote(_ groups: [String], below bottom: Double, layout: Layout, into svg: inout SVGBuilder) {
        guard !groups.isEmpty else { return }
        svg.element("text", ["class": "legend overlap-note", "x": .number(layout.left), "y": .number(bottom + 48)],
                    text: "Same line (dashed in turn): " + groups.joined(separator: "; "))
    }

    /// `points` as a polyline's `points` attribute.
    static func points(_ points: [(Double, Double)]) -> SVGBuilder.Value {
        .text(points.filter { $0.0.isFinite && $0.1.isFinite }.map { "\(SVGBuilder.number($0.0)),\(SVGBuilder.number($0.1))" }.joined(separator: " "))
    }
}
