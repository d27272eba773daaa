extension PlayerPage {
    /// The page's style sheet: a light theme in the system fonts, the stage's
    /// layer elements, and the Gantt chart in the colours of the command
    /// line's SVG chart.
    static let style = #"""
        :root {
          --ink: #1d2330; --muted: #687083; --line: #dfe3ea; --panel: #ffffff; --page: #f3f5f8;
          --accent: #3f72c4; --wait: #cfdcf3; --failed: #d0413c; --cancelled: #b9bfc9; --stall: #f0a830;
          font-family: -apple-system, BlinkMacSystemFont, "Segoe UI", system-ui, Roboto, "Helvetica Neue", Arial, sans-serif;
          font-size: 14px; color: var(--ink); background: var(--page);
        }
        * { box-sizing: border-box; }
        body { margin: 0; padding: 16px 20px 24px; }
        header { display: flex; align-items: baseline; gap: 16px; margin: 0 0 12px; }
        h1 { font-size: 18px; font-weight: 600; margin: 0; }
        h2 { font-size: 12px; font-weight: 600; text-transform: uppercase; letter-spacing: 0.06em; color: var(--muted); margin: 0 0 8px; }
        .summary { margin: 0; color: var(--muted); }
        main { display: grid; grid-template-columns: minmax(0, 1fr) minmax(220px, 300px); gap: 14px; align-items: start; }
        .panel { background: var(--panel); border: 1px solid var(--line); border-radius: 10px; padding: 12px; min-width: 0; }
        .gantt-panel { grid-column: 1 / -1; }

        /* The stage: the world is scaled to fit; layers are absolutely placed inside it. */
        .stage { position: relative; overflow: hidden; height: 360px; border-radius: 6px; border: 1px solid var(--line);
          background-color: #fbfcfd;
          background-image: linear-gradient(#eef1f5 1px, transparent 1px), linear-gradient(90deg, #eef1f5 1px, transparent 1px);
          background-size: var(--grid, 50px) var(--grid, 50px); background-position: var(--grid-x, 0) var(--grid-y, 0); }
        .world { position: absolute; left: 0; top: 0; width: 0; height: 0; transform-origin: 0 0; --inverse: 1; }
        .stage-origin { position: absolute; left: 0; top: 0; width: 0; height: 0; }
        .layer { position: absolute; left: 0; top: 0; width: 0; height: 0; display: none; }
        .layer[data-present="true"] { display: block; }
        .sublayers { position: absolute; left: 0; top: 0; width: 0; height: 0; }
        .border { position: absolute; inset: 0; border: 0 solid transparent; pointer-events: none; }
        .probe { position: absolute; width: 0; height: 0; }
        .marker { display: none; position: absolute; left: 0; top: 0; transform: scale(var(--inverse)); transform-origin: 0 0;
          white-space: nowrap; pointer-events: none; }
        .layer.empty > .probe > .marker { display: block; }
        .marker .dot { position: absolute; left: -4px; top: -4px; width: 8px; height: 8px; border-radius: 50%;
          background: var(--accent); box-shadow: 0 0 0 2px #fff; }
        .marker-name { position: absolute; left: 8px; top: -8px; font-size: 11px; line-height: 16px; color: var(--ink);
          background: rgba(255, 255, 255, 0.85); padding: 0 4px; border-radius: 3px; }
        .layer.bare { outline: calc(1.5px * var(--inverse)) dashed #3f72c4; }
        .layer.bare > .probe > .marker { display: block; }
        .layer.bare > .probe .dot { background: rgba(63, 114, 196, 0.55); width: 6px; height: 6px; left: -3px; top: -3px; }
        .stage.outlines .layer { outline: calc(1px * var(--inverse)) dashed rgba(63, 114, 196, 0.55); }
        .stage.outlines .layer:not(.empty) > .probe > .marker { display: block; }
        .stage.outlines .layer:not(.empty) > .probe .dot { background: rgba(63, 114, 196, 0.55); width: 6px; height: 6px; left: -3px; top: -3px; }

        /* Controls. */
        .controls { display: flex; flex-wrap: wrap; align-items: center; gap: 8px; margin-top: 8px; }
        .timebar { display: flex; align-items: center; gap: 10px; margin-top: 10px; }
        button { font: inherit; min-width: 36px; height: 30px; padding: 0 10px; border: 1px solid var(--line); border-radius: 6px;
          background: #f7f8fa; color: var(--ink); cursor: pointer; }
        button:hover { background: #eef1f6; }
        button.play { background: var(--accent); border-color: var(--accent); color: #fff; min-width: 44px; }
        button.play.playing { background: #2c5aa6; }
        #scrubber { flex: 1 1 auto; min-width: 120px; margin: 0; accent-color: var(--accent); }
        #status { font-variant-numeric: tabular-nums; color: var(--ink); margin-right: auto; padding-left: 6px; }
        .option { color: var(--muted); display: inline-flex; align-items: center; gap: 4px; }
        select { font: inherit; padding: 2px 4px; border: 1px solid var(--line); border-radius: 5px; background: #fff; }

        /* Values at the playhead. */
        #values { width: 100%; border-collapse: collapse; font-size: 12.5px; }
        #values th { text-align: left; font-weight: 500; color: var(--muted); padding: 4px 8px 4px 0; word-break: break-all; }
        #values td { text-align: right; padding: 4px 0; font-variant-numeric: tabular-nums;
          font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, "DejaVu Sans Mono", monospace; }
        #values tr + tr { border-top: 1px solid #f0f2f5; }
        #values td.changing { color: var(--accent); font-weight: 600; }
        .empty { color: var(--muted); margin: 0; }

        /* The Gantt chart: a label column and a track column; the overlay spans every lane. */
        .gantt { display: grid; grid-template-columns: minmax(60px, max-content) minmax(0, 1fr); column-gap: 10px; }
        .gantt-labels, .gantt-tracks { min-width: 0; }
        .gantt-tracks { position: relative; }
        .lane-label { font-size: 12.5px; height: 24px; line-height: 24px; text-align: right; white-space: nowrap; overflow: hidden;
          text-overflow: ellipsis; max-width: 220px; border-bottom: 1px solid transparent; }
        .track { position: relative; height: 24px; border-bottom: 1px solid #eef0f4; }
        .track:nth-child(even) { background: #f8f9fb; }
        .empty-track { color: var(--muted); line-height: 24px; }
        .track .bar, .track .wait { position: absolute; top: 5px; height: 14px; border-radius: 3px; cursor: pointer; min-width: 2px; }
        .wait { background: var(--wait); }
        .bar.completed { background: var(--accent); }
        .bar.unfinished { background: var(--accent); opacity: 0.55; }
        .bar.failed { background: var(--failed); }
        .bar.cancelled { background: var(--cancelled); border: 1.5px dashed #333; }
        .bar.never-started { background: var(--wait); }
        .bar.never-started.cancelled { background: var(--wait); border: 1.5px dashed #333; }
        .bar:hover, .wait:hover { filter: brightness(0.92); }
        .mark { position: absolute; top: 2px; margin-left: 3px; font-weight: 700; line-height: 20px; pointer-events: auto; }
        .cancel-mark { font-size: 13px; color: #111; }
        .fail-mark { font-size: 16px; color: var(--failed); }
        .gantt-overlay { position: absolute; left: 0; right: 0; top: 0; bottom: 22px; pointer-events: none; }
        .gantt-overlay > div { position: absolute; top: 0; bottom: 0; }
        .stall { background: repeating-linear-gradient(135deg, rgba(240, 168, 48, 0.42) 0 4px, rgba(240, 168, 48, 0.16) 4px 8px);
          }
        .drop { background: repeating-linear-gradient(45deg, rgba(110, 118, 135, 0.30) 0 3px, transparent 3px 7px); }
        .jump { width: 0; border-left: 2px dotted #7a4fc9; }
        .gantt-overlay > .event { width: 0; border-left: 1px dotted #7a4fc9; }
        .gantt-overlay > .event::before { content: "◆"; position: absolute; top: -9px; left: -5px; font-size: 9px; color: #7a4fc9; }
        .swatch.event { background: #7a4fc9; }
        .track .group-extent { position: absolute; top: 2px; bottom: 2px; border: 1px dashed var(--accent);
          background: rgba(63, 114, 196, 0.07); border-radius: 3px; pointer-events: none; }
        .swatch.group-extent { border: 1px dashed var(--accent); background: rgba(63, 114, 196, 0.07); }
        .bar.hold, .swatch.hold { background: #eef2f8; border: 1px dashed #8aa3cc; }
        .bar.never-started.wait, .swatch.wait.never-started { background: var(--wait); border: 1px dashed var(--accent); }
        .track .paused { position: absolute; top: 2px; height: 20px; background: rgba(255, 255, 255, 0.6); border: 1px dashed #333;
          pointer-events: auto; }
        .swatch.paused { background: #fff; border: 1px dashed #333; }
        .pause-mark, .resume-mark { font-size: 10px; color: #111; margin-left: -4px; }
        .track .held, .swatch.held { border: 1px solid #333;
          background: repeating-linear-gradient(45deg, #333 0 1.5px, rgba(255, 255, 255, 0.7) 1.5px 4.5px); }
        .track .held { position: absolute; top: 5px; height: 14px; pointer-events: auto; }
        .track .reversed { position: absolute; top: 20px; height: 3px; background: #c4693f; pointer-events: auto; }
        .swatch.reversed { background: #c4693f; }
        .reverse-mark { font-size: 9px; line-height: 10px; color: #c4693f; top: 16px; margin-left: -7px; }
        .lane-label.nested { text-align: left; }
        .playhead { width: 0; border-left: 2px solid #e4572e; margin-left: -1px; }
        .playhead::before { content: ""; position: absolute; top: -5px; left: -6px; border: 5px solid transparent; border-top-color: #e4572e; }
        .axis { position: relative; height: 22px; border-top: 1px solid #c9ced8; font-size: 11px; color: var(--muted); }
        .axis-label { color: var(--muted); font-size: 11px; height: 22px; line-height: 22px; }
        .tick { position: absolute; top: 0; transform: translateX(-50%); padding-top: 5px; font-variant-numeric: tabular-nums; }
        .tick::before { content: ""; position: absolute; left: 50%; top: 0; height: 4px; border-left: 1px solid #c9ced8; }
        .legend { display: flex; flex-wrap: wrap; gap: 6px 16px; margin-top: 8px; font-size: 12px; color: var(--muted); }
        .legend span { display: inline-flex; align-items: center; gap: 6px; }
        .swatch { display: inline-block; width: 14px; height: 10px; border-radius: 2px; }
        .swatch.cancelled { border-width: 1px; }
        """#
}
