import CadenceTesting
import Foundation

/// A run's result as a self-contained SVG picture: what `cadence run FILE --svg OUT` writes.
///
/// No scripts and no external references: it opens in any browser. From the top:
///
/// 1. The scenario's name and end time.
/// 2. A Gantt chart of the run's ``ScenarioResult/operationRows`` (the rows
///    the HTML player draws too), one lane per operation (file order)
///    labelled with its id: a light bar while it waits (from its first event,
///    or its group's start if later, to its start; dashed at the end for one
///    never started by the end), a timeline's hold as a pale dashed bar, a bar
///    while it runs (from start to finish, at least one pixel wide; to the end
///    of the run if it never finished). Completed bars are blue, failed ones
///    red, cancelled ones grey with a dashed outline and an ✕ where they were
///    cancelled (an operation cancelled while waiting has only its wait and
///    the ✕; one that failed without starting, refused by a condition, has a
///    red ! where it failed; a failure after a start has its ! just past
///    the bar). Each scenario event is a ◆ over the lanes and a dotted line
///    down them. Hovering a bar or a mark shows its times and
///    outcome. A layer's `pause` to its `resume` (or the end) is a faded,
///    dotted box over the lanes of the operations animating it or a layer
///    beneath it (over every lane if none does), marked ‖ where it paused and
///    ▶ where it resumed. An animation operation's own transport draws on
///    its lane (`OperationRows.Row.held` and `OperationRows.Row.reversed`):
///    a hatched box from a `pause` to the call that played it again, marked
///    ‖ and ▶, and a rust band under the bar, from a ◀, while it played
///    backwards. Stalls of
///    the main loop are shaded orange across the whole picture, cut off where
///    the run ended. When the run had groups, each group's lane is followed
///    by its children's; the labels are set left, a child's indented under
///    its group's and joined to it by a guide line, and the group's run is a
///    faint dashed box from its lane through its last child's, behind the
///    bars. A time axis in seconds and a legend naming only the marks drawn
///    follow.
/// 3. One plot per sampled column on the same time axis: the column's name,
///    a value axis with round ticks, and a polyline per component (one for a
///    scalar; for a compound value one per number, named in a legend: `x`/`y`
///    for a point, `width`/`height` for a size, `x`/`y`/`width`/`height` for a
///    rect, `red`…`alpha` for a color, drawn red, green, blue and grey,
///    `m11`…`m44` for a transform, `[i]` otherwise). The lines are drawn from
///    ``ScenarioResult/pictureSamples`` (a reading per frame, and both sides
///    of each jump, so a jump is a vertical step), or from the samples for a
///    result without them; a rotation (`transform.rotation`, `.x`, `.y`, `.z`,
///    and the same of `sublayerTransform`) is unwrapped, whole turns added, so
///    that a spin is one rising line. With at most 40 samples each sample is
///    also marked. Where lines lie on one another (internally `SVGOverlap`), each is
///    drawn again over that stretch, dashed, the colours taking turns, and
///    the legend names the line it lies on: `y = x`, or `y = x (2–3 s)` for
///    part of the run.
///
/// Elements carry classes the picture's style sheet colours, and tests can
/// find: `bar completed|cancelled|failed|unfinished|hold`, `wait`,
/// `never-started`, `event`, `event-line`, `stall`, `cross`,
/// `fail-mark`, `paused`, `pause-mark`, `resume-mark`, `held`, `reversed`,
/// `reverse-mark`, `run-end`,
/// `group-extent`, `group-guide`, `lane-label`, `tick-label`, `axis-title`,
/// `plot-title`, `line`, `overlap`, `legend`.
///
/// Geometry: 960 pixels wide; the plot area starts at 120 pixels from the
/// left (more for operation ids over 13 characters, or a child's indented
/// id, up to 360) and ends 40 pixels from the right; time maps linearly from 0 to the end of the run
/// (`until`, or when no work was left) rounded up to a whole tick of 1, 2
/// or 5 times a power of ten, about eight ticks in all, so the last tick is
/// at or past the end; a dashed line marks the end when it is before the
/// last tick. Numbers in attributes have at most three decimals. The same
/// result gives the same bytes.
public struct SVGChart: Sendable {
    /// The picture's text, ending with a newline.
    public let text: String

    /// The picture of `result`.
    public init(_ result: ScenarioResult) {
        var layout = Layout(result)
        let plots = Self.plots(result, layout: layout)
        layout.legendRows = plots.map(\.rows)
        var svg = SVGBuilder.document(width: layout.width, height: layout.height, style: Self.style)
        if result.operationRows.marks.contains(.held) {
            // The hatching of an operation's own pause, light over the bar.
            svg.raw(##"<defs><pattern id="held-hatch" width="6" height="6" patternUnits="userSpaceOnUse" patternTransform="rotate(45)">"##
                + ##"<rect width="6" height="6" fill="#ffffff" fill-opacity="0.7"/><line x1="0" y1="0" x2="0" y2="6" stroke="#333" stroke-width="1.5"/>"##
                + "</pattern></defs>")
        }
        svg.element("text", ["class": "title", "x": 16, "y": 28], text: result.name)
        svg.element("text", ["class": "subtitle", "x": 16, "y": 46], text: "ended at \(ValueTable.format(result.endTime)) s")
        let operations = result.operationRows
        Self.drawLanes(operations.rows, layout: layout, into: &svg)
        Self.drawStalls(result.trace, layout: layout, into: &svg)
        Self.drawGantt(operations, layout: layout, into: &svg)
        Self.drawRunEnd(layout: layout, into: &svg)
        Self.drawPlots(plots, layout: layout, into: &svg)
        svg.close("svg")
        text = svg.lines.joined(separator: "\n") + "\n"
    }

    /// The text as UTF-8.
    public var data: Data { Data(text.utf8) }

    private static let style = SVGBuilder.chartStyle + [
        ".heading, .plot-title { font-size: 12px; font-weight: bold; }",
        ".stripe { fill: #f6f6f6; }",
        ".wait { fill: #cfdcf3; }",
        ".completed { fill: #3f72c4; }",
        ".unfinished { fill: #3f72c4; fill-opacity: 0.55; }",
        ".failed { fill: #d0413c; }",
        ".cancelled { fill: #b9bfc9; stroke: #333; stroke-width: 1.5; stroke-dasharray: 4 2; }",
        ".cross { font-size: 13px; font-weight: bold; fill: #111; }",
        ".fail-mark text { font-size: 15px; font-weight: bold; fill: #d0413c; }",
        ".stall { fill: #f0a830; fill-opacity: 0.28; }",
        ".line { fill: none; stroke-width: 1.5; }",
        ".paused { fill: #ffffff; fill-opacity: 0.6; stroke: #333; stroke-width: 1; stroke-dasharray: 2 2; }",
        ".pause-mark, .resume-mark { fill: #111; stroke: #fff; stroke-width: 0.75; }",
        ".held { fill: url(#held-hatch); stroke: #333; stroke-width: 1; }",
        ".reversed { fill: #c4693f; }",
        ".reverse-mark { fill: #c4693f; font-size: 9px; }",
        ".run-end { stroke: #888; stroke-width: 1; stroke-dasharray: 3 3; }",
        ".group-extent { fill: #3f72c4; fill-opacity: 0.07; stroke: #3f72c4; stroke-width: 1; stroke-dasharray: 5 3; }",
        ".group-guide { stroke: #888; stroke-width: 1; fill: none; }",
        ".wait.never-started { stroke: #3f72c4; stroke-width: 1; stroke-dasharray: 3 2; }",
        ".hold { fill: #eef2f8; stroke: #8aa3cc; stroke-width: 1; stroke-dasharray: 2 2; }",
        ".event-line { stroke: #7a4fc9; stroke-width: 1; stroke-dasharray: 1 3; }",
        ".event text { fill: #7a4fc9; font-size: 10px; }",
        ".swatch.event { fill: #7a4fc9; }",
    ]

    /// Colours for a plot's components, in order, repeating.
    static let palette = ["#1f77b4", "#d62728", "#2ca02c", "#9467bd", "#ff7f0e", "#17becf", "#8c564b", "#e377c2"]

    /// Where things go.
    struct Layout {
        let width = 960.0
        /// The plot area's left and right edges.
        let left: Double
        let right: Double
        /// Time in seconds to x.
        let time: AxisScale
        /// The end of the run, where bars and stalls are cut off.
        let end: Double
        /// The Gantt chart's lanes.
        let ganttTop = 82.0
        let laneHeight = 24.0
        let lanes: Int
        /// Each plot's block: title, plot, tick labels, gap.
        let plotsTop: Double
        let plotBlock = 170.0
        let plotHeight = 100.0
        let plots: Int
        /// How many lines each plot's legend takes (one when not set); each
        /// more moves the plots below it down by ``legendRowHeight``.
        var legendRows: [Int] = [] {
            didSet {
                var total = 0
                extraLegendRows = legendRows.map { rows in
                    total += max(rows - 1, 0)
                    return total
                }
            }
        }
        /// For each plot, the legend rows beyond one of it and the plots above
        /// it, summed once (summing them per plot was quadratic in the plots).
        private var extraLegendRows: [Int] = []
        let legendRowHeight = 16.0
        /// How far a child's lane label is indented under its group's.
        static let indent = 14.0

        init(_ result: ScenarioResult) {
            let rows = result.operationRows.rows
            // A child's label is indented by its depth in the groups.
            let widest = rows.map { 7 * Double($0.name.count) + Self.indent * Double($0.depth) }.max() ?? 0
            left = min(360, max(120, 24 + widest))
            right = width - 40
            // The run: to its end (`until`, or when no work was left). Only a
            // result without one is spanned by its events and samples.
            var end = result.endTime.isFinite ? result.endTime : 0
            if end <= 0 {
                let eventEnd = result.trace.events.map(\.time).filter(\.isFinite).max() ?? 0
                end = max(eventEnd, result.samples.map(\.time).filter(\.isFinite).max() ?? 0)
            }
            self.end = end
            time = AxisScale(0, end > 0 ? end : 1, ticks: 8, pixels: left, right)
            lanes = max(rows.count, 1)
            // Below the lanes: the time axis's labels and title, then the legend.
            plotsTop = ganttTop + Double(lanes) * laneHeight + 76
            plots = result.series.count
        }

        var ganttBottom: Double { ganttTop + Double(lanes) * laneHeight }
        /// The bottom of the last plot, or of the Gantt chart.
        var contentBottom: Double { plots == 0 ? ganttBottom : plotTop(plots - 1) + plotHeight }
        var height: Double { contentBottom + (plots == 0 ? 72 : 48) }
        func x(_ seconds: Double) -> Double { time.position(seconds) }
        func laneTop(_ lane: Int) -> Double { ganttTop + Double(lane) * laneHeight }
        func plotTop(_ index: Int) -> Double {
            let extraRows = extraLegendRows.isEmpty ? 0 : extraLegendRows[min(index, extraLegendRows.count - 1)]
            return plotsTop + Double(index) * plotBlock + 22 + Double(extraRows) * legendRowHeight
        }
    }

    /// Tick marks and labels in seconds along `y`, and the axis line.
    static func drawTimeAxis(at y: Double, layout: Layout, title: Bool, into svg: inout SVGBuilder) {
        svg.element("line", ["class": "axis", "x1": .number(layout.left), "y1": .number(y), "x2": .number(layout.right), "y2": .number(y)])
        for tick in layout.time.ticks {
            let x = layout.x(tick)
            svg.element("line", ["class": "axis", "x1": .number(x), "y1": .number(y), "x2": .number(x), "y2": .number(y + 4)])
            svg.element("text", ["class": "tick-label", "x": .number(x), "y": .number(y + 16), "text-anchor": "middle"],
                        text: ValueTable.format(tick))
        }
        if title {
            svg.element("text", ["class": "axis-title", "x": .number(layout.right), "y": .number(y + 32), "text-anchor": "end"],
                        text: "time (s)")
        }
    }

    /// The main loop's stalls, shaded over everything.
    private static func drawStalls(_ trace: Trace, layout: Layout, into svg: inout SVGBuilder) {
        for stall in trace.events(.stall) where stall.time < layout.end {
            let duration = max(stall.duration ?? 0, 0)
            let x = layout.x(stall.time)
            var title = "main loop stalled for \(ValueTable.format(duration)) s from \(ValueTable.format(stall.time)) s"
            if stall.time + duration > layout.end { title += " (cut off where the run ended, at \(ValueTable.format(layout.end)) s)" }
            svg.element("rect", [
                "class": "stall", "x": .number(x), "y": .number(layout.ganttTop),
                "width": .number(max(layout.x(min(stall.time + duration, layout.end)) - x, 1)),
                "height": .number(layout.contentBottom - layout.ganttTop),
            ], title: title)
        }
    }
}
