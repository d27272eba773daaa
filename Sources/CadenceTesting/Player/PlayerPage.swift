import Cadence
import Foundation

/// The HTML player of a recorded run.
///
/// One self-contained HTML file, openable from disk, that replays a
/// ``FrameRecording`` frame by frame: no network, no other file, no external
/// script or font.
///
/// ```swift
/// let page = PlayerPage(recording, title: "slide and fade")
/// try page.html.write(to: url, atomically: true, encoding: .utf8)
/// ```
///
/// ## What the page shows
///
/// - **The stage**: every layer as an element nested in its superlayer's,
///   drawn from its presented values as Core Animation draws it (y down;
///   `position` places the anchor point in the superlayer's bounds
///   coordinates; the transform's 2-D part and the superlayer's sublayer
///   transform apply about the anchor points; zPosition orders siblings). A
///   layer with an empty size shows as a dot labelled with its name, and one
///   with a size that paints nothing (no background colour, visible border or
///   shadow) as a dashed outline of its bounds with its name; names that
///   would cover one another are moved a line up or down. A layer not in the
///   tree at a frame is hidden. The stage is scaled to fit every layer over
///   the whole run.
/// - **Controls**: play and pause, a scrubber with the current time, speed
///   (0.1×, 0.25×, 1×, 2×), one frame back and forward, loop, and
///   "Outlines", which outlines and names every layer; space plays and
///   pauses, ← and → step a frame.
/// - **The Gantt chart** of the run's ``OperationRows`` under the stage, with
///   a playhead; clicking a bar seeks to the operation's start. A group's
///   children follow it, indented; a child waits from its group's start.
///   Stalls, cancellations (✕), failures (!), pauses (‖ ▶), holds and events
///   (◆) are marked, and the legend names only the marks drawn.
/// - **Values at the playhead**: every one of ``FrameRecording/columns``.
///
/// The page does no timing of its own: at time `t` it shows frame
/// `floor(t × rate + 1e-9)`, clamped to the recorded frames, and holds it
/// until the next. The frames are stored as rounded deltas (see
/// `PlayerFrameEncoding`): positions and sizes to 0.01 pt, anchor points and
/// the transforms' `a b c d` to 0.0001, opacities and colour components to
/// 0.001, table values to six decimals. A 10 s run of 10 moving layers makes
/// a page of a few hundred kilobytes.
///
/// A ``TestFixture`` records at most 3,600 frames (and 200,000 layers drawn
/// over them all), whatever the run's length; a longer run is recorded at a
/// lower rate, and the page says so under its title ("Frames thinned: …",
/// `#thinned`). One layer moving for 100,000 s makes a page of about
/// 150 kB.
///
/// ## Reading what it drew
///
/// `file:///…/page.html#t=1.5` opens the page paused at 1.5 s (`#f=90` at
/// frame 90). After every draw the script writes what it drew into the DOM,
/// for a headless browser's `--dump-dom`:
///
/// - on the `<html>` element and on `#status`: `data-time` (the playhead, in
///   seconds), `data-frame` (the frame index shown), `data-frame-time` (that
///   frame's instant, `frame / rate`) and `data-playing` (`true` or `false`);
/// - on each layer's element, `[data-layer="NAME"]` (the
///   ``FrameRecording/LayerEntry/name``; also `data-index`, its index in
///   ``FrameRecording/layers``): `data-present` (`true` while in the tree),
///   and, while present, `data-drawn-x` and `data-drawn-y`, where the layer's
///   anchor point was drawn in stage coordinates (the coordinate space the
///   root layers' `position` is in), measured back from the browser's layout
///   of the element (`getBoundingClientRect` of a point at the anchor, less
///   the stage origin's, divided by the stage's scale);
///   `data-drawn-opacity`, the element's own computed opacity (the layer's
///   opacity, not multiplied by its superlayers'); and
///   `data-drawn-width`, `data-drawn-height`, its computed CSS size (the
///   bounds' size before transforms); `data-drawn-outline` (`true` when the
///   element is outlined), `data-drawn-box` (the element's box on screen as
///   `x y width height` in stage coordinates) and, while its name is shown,
///   `data-drawn-label` (the name's box, the same way). Numbers have at most four decimals;
///   while a layer is not present the `data-drawn-*` attributes are removed.
///
/// Playing needs `requestAnimationFrame`, which a headless browser's virtual
/// time hardly runs: tests seek with the URL rather than play.
public struct PlayerPage: Sendable {
    let recording: FrameRecording
    let title: String
    /// The Gantt chart's rows, when given; else read from the recording's trace.
    let givenOperations: OperationRows?

    /// The player of `recording`, headed `title`.
    ///
    /// - Parameters:
    ///   - recording: The frames to play, and the trace they came with.
    ///   - title: The page's heading and title.
    ///   - operations: The rows of the Gantt chart under the stage, when the
    ///     caller knows more than the trace (the command gives a scenario's
    ///     file order, holds, pauses and events, the rows its SVG chart
    ///     draws); nil reads them from the recording's trace, up to the end
    ///     of the run.
    public init(_ recording: FrameRecording, title: String, operations: OperationRows? = nil) {
        self.recording = recording
        self.title = title
        givenOperations = operations
    }

    /// The rows the Gantt chart draws.
    var operations: OperationRows {
        givenOperations ?? OperationRows(recording.trace, end: duration)
    }

    /// Frames a second: the recording's, or 60 if that is not positive and finite.
    var rate: Double {
        recording.rate.isFinite && recording.rate > 0 ? recording.rate : 60
    }

    /// How many frames the page plays: every recorded frame and table row, at least one.
    var frameCount: Int {
        max(recording.frames.count, recording.values.count, 1)
    }

    /// The length of the scrubber and of the Gantt chart's axis: the run's end,
    /// or the last frame's instant if that is later.
    var duration: Double {
        let lastFrame = Double(frameCount - 1) / rate
        let end = recording.endTime.isFinite ? recording.endTime : 0
        return max(end, lastFrame, 0)
    }

    /// A layer's superlayer, if it is a valid earlier-built layer; nil makes it a root.
    func parent(of layer: Int) -> Int? {
        guard let parent = recording.layers[layer].parent, recording.layers.indices.contains(parent), parent != layer
        else { return nil }
        return parent
    }

    /// The whole page, self-contained.
    public var html: String {
        let escapedTitle = Self.escapeHTML(title)
        let rateText = Self.readable(rate)
        let summary = "\(recording.layers.count) layer\(recording.layers.count == 1 ? "" : "s") · "
            + "\(Self.readable(duration)) s · \(frameCount) frame\(frameCount == 1 ? "" : "s") at \(rateText) Hz"
        var html = """
            <!DOCTYPE html>
            <html lang="en" data-time="0" data-frame="0">
            <head>
            <meta charset="utf-8">
            <meta name="viewport" content="width=device-width, initial-scale=1">
            <title>\(escapedTitle)</title>
            <style>
            \(Self.style)
            </style>
            </head>
            <body>
            <header><h1>\(escapedTitle)</h1><p class="summary">\(Self.escapeHTML(summary))</p>\(thinningNote)</header>
            <main>
            <section class="panel stage-panel" aria-label="Stage">
            <div class="stage" id="stage"><div class="world" id="world"><div class="stage-origin" id="stage-origin"></div>

            """
        html += stageLayers()
        html += """
            </div></div>
            \(controls)
            </section>
            <aside class="panel values-panel" aria-label="Values at the playhead">
            <h2>Values at the playhead</h2>
            \(valuesTable)
            </aside>
            <section class="panel gantt-panel" aria-label="Operations">
            <h2>Operations</h2>
            \(PlayerGantt(operations, trace: recording.trace, duration: duration).html)
            </section>
            </main>
            <script type="application/json" id="player-data">\(dataJSON)</script>
            <script>
            \(Self.script)
            </script>
            </body>
            </html>

            """
        return html
    }

    /// What the page says when the recording's frames were thinned: the rate
    /// asked for, and how far apart the frames kept are.
    var thinningNote: String {
        guard let asked = recording.thinnedFromRate else { return "" }
        let note = "Frames thinned: recorded at \(Self.readable(asked)) Hz, kept one every "
            + "\(Self.readable(1 / rate)) s, to stay within the recording's budget of frames."
        return "<p class=\"summary thinned\" id=\"thinned\">\(Self.escapeHTML(note))</p>"
    }

    /// A number for a reader: as the trace writes it (at most six decimals)
    /// from 0.001 to 10⁷, else with four significant digits and an exponent
    /// (`4.681e+307`), so that neither 10³⁰⁸ s nor 10⁻³⁰⁸ Hz writes hundreds of digits.
    static func readable(_ value: Double) -> String {
        let size = abs(value)
        guard value.isFinite, size != 0, size < 1e-3 || size >= 1e7 else { return TraceFormat.number(value) }
        return String(format: "%.4g", value)
    }

    /// The layers' elements, each inside its superlayer's `.sublayers`.
    private func stageLayers() -> String {
        var children = [[Int]](repeating: [], count: recording.layers.count)
        var roots: [Int] = []
        for layer in recording.layers.indices {
            if let parent = parent(of: layer) { children[parent].append(layer) } else { roots.append(layer) }
        }
        var html = ""
        var drawn = Set<Int>()
        func element(_ layer: Int, depth: Int) {
            guard drawn.insert(layer).inserted else { return }
            let name = Self.escapeHTML(recording.layers[layer].name)
            let indent = String(repeating: " ", count: depth)
            html += "\(indent)<div class=\"layer\" id=\"layer-\(layer)\" data-layer=\"\(name)\" data-index=\"\(layer)\" data-present=\"false\" title=\"\(name)\">"
            html += "<div class=\"sublayers\">"
            if !children[layer].isEmpty {
                html += "\n"
                for child in children[layer] { element(child, depth: depth + 1) }
                html += indent
            }
            html += "</div><div class=\"border\"></div>"
            html += "<div class=\"probe\"><div class=\"marker\"><i class=\"dot\"></i><span class=\"marker-name\">\(name)</span></div></div>"
            html += "</div>\n"
        }
        for root in roots { element(root, depth: 0) }
        // A parent chain that loops back on itself has no root: draw what is left at the top.
        for layer in recording.layers.indices where !drawn.contains(layer) { element(layer, depth: 0) }
        return html
    }

    /// The play, step, scrubber, speed and loop controls, and the status line.
    private var controls: String {
        let speeds = ["0.1", "0.25", "1", "2"].map { speed in
            "<option value=\"\(speed)\"\(speed == "1" ? " selected" : "")>\(speed)×</option>"
        }.joined()
        return """
            <div class="timebar">
            <input type="range" id="scrubber" min="0" max="\(Self.decimal(duration))" step="any" value="0" aria-label="Time">
            </div>
            <div class="controls" role="toolbar" aria-label="Playback">
            <button type="button" id="step-back" title="One frame back (←)" aria-label="One frame back">◀︎❙</button>
            <button type="button" id="play" class="play" title="Play / pause (space)" aria-label="Play">▶︎</button>
            <button type="button" id="step-forward" title="One frame forward (→)" aria-label="One frame forward">❙▶︎</button>
            <output id="status" data-time="0" data-frame="0" data-frame-time="0" data-playing="false">0.000 s</output>
            <label class="option">Speed <select id="speed">\(speeds)</select></label>
            <label class="option"><input type="checkbox" id="loop"> Loop</label>
            <label class="option"><input type="checkbox" id="outlines"> Outlines</label>
            </div>
            """
    }

    /// A row per column of the recording's table; the script fills in the values.
    private var valuesTable: String {
        guard !recording.columns.isEmpty else { return "<p class=\"empty\">(no values recorded)</p>" }
        var html = "<table id=\"values\"><tbody>\n"
        for (index, column) in recording.columns.enumerated() {
            let name = Self.escapeHTML(column)
            html += "<tr data-column=\"\(name)\"><th scope=\"row\">\(name)</th><td id=\"value-\(index)\"></td></tr>\n"
        }
        return html + "</tbody></table>"
    }

    /// What the script plays: the frames and the table's values (see `PlayerFrameEncoding`).
    var dataJSON: String {
        let channels = PlayerFrameEncoding.channels
        let layers = recording.layers.indices.map { layer in
            "{\"name\":\(Self.jsonString(recording.layers[layer].name)),\"parent\":\(parent(of: layer).map(String.init) ?? "null")}"
        }
        var json = "{\"rate\":\(Self.jsonNumber(rate)),\"duration\":\(Self.jsonNumber(duration)),\"frameCount\":\(frameCount)"
        json += ",\"channels\":[\(channels.map { Self.jsonString($0.name) }.joined(separator: ","))]"
        json += ",\"scale\":[\(channels.map { String($0.scale) }.joined(separator: ","))]"
        json += ",\"layers\":[\(layers.joined(separator: ","))]"
        json += ",\"columns\":[\(recording.columns.map(Self.jsonString).joined(separator: ","))]"
        json += ",\n\"frames\":\(PlayerFrameEncoding.framesJSON(recording, frameCount: frameCount))"
        json += ",\n\"values\":\(PlayerFrameEncoding.valuesJSON(recording, frameCount: frameCount))}"
        return json
    }
}
