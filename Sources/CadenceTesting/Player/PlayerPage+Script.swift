extension PlayerPage {
    /// The page's script: rebuilds every frame from the embedded deltas, draws
    /// a frame onto the stage, writes what it drew into the DOM, and runs the
    /// controls. It does no timing of its own: time `t` shows frame
    /// `floor(t × rate + 1e-9)`, clamped.
    static let script = #"""
        (function () {
          "use strict";
          var data = JSON.parse(document.getElementById("player-data").textContent);
          var C = data.channels.length, L = data.layers.length, F = Math.max(1, data.frameCount | 0);
          var rate = data.rate, duration = data.duration, scale = data.scale, STRIDE = L * C;
          var ch = {};
          data.channels.forEach(function (name, index) { ch[name] = index; });

          // Every frame's full state, in quanta: state[(frame * L + layer) * C + channel].
          var state = new Int32Array(F * STRIDE);
          (function () {
            var current = new Int32Array(STRIDE);
            for (var f = 0; f < F; f++) {
              var changes = data.frames[f] || [];
              for (var k = 0; k + 1 < changes.length; k += 2) current[changes[k]] += changes[k + 1];
              state.set(current, f * STRIDE);
            }
          })();
          function get(f, i, c) { return state[f * STRIDE + i * C + c] / scale[c]; }
          function present(f, i) { return state[f * STRIDE + i * C] !== 0; }

          // The table's values at every frame: a number, "nan", "inf", "-inf", or null.
          var J = data.columns.length, values = new Array(F * J);
          (function () {
            var current = new Array(J).fill(null);
            for (var f = 0; f < F; f++) {
              var changes = data.values[f] || [];
              for (var k = 0; k + 1 < changes.length; k += 2) current[changes[k]] = changes[k + 1];
              for (var j = 0; j < J; j++) values[f * J + j] = current[j];
            }
          })();

          var P = ch["present"], PX = ch["position.x"], PY = ch["position.y"], BX = ch["bounds.x"], BY = ch["bounds.y"],
            BW = ch["bounds.width"], BH = ch["bounds.height"], AX = ch["anchorPoint.x"], AY = ch["anchorPoint.y"],
            OP = ch["opacity"], BG = ch["backgroundColor.r"], BC = ch["borderColor.r"], BWD = ch["borderWidth"],
            CR = ch["cornerRadius"], SC = ch["shadowColor.r"], SO = ch["shadowOpacity"], SOX = ch["shadowOffset.width"],
            SOY = ch["shadowOffset.height"], SR = ch["shadowRadius"], T = ch["transform.a"], ST = ch["sublayerTransform.a"],
            Z = ch["zPosition"];

          var $ = function (id) { return document.getElementById(id); };
          var stage = $("stage"), world = $("world"), origin = $("stage-origin"), scrubber = $("scrubber"),
            status = $("status"), playButton = $("play"), playhead = $("playhead"), speedSelect = $("speed"),
            loopBox = $("loop"), outlinesBox = $("outlines");
          var layerElements = [], sublayerElements = [], borderElements = [], probeElements = [];
          for (var i = 0; i < L; i++) {
            var element = $("layer-" + i);
            layerElements.push(element);
            sublayerElements.push(element.querySelector(":scope > .sublayers"));
            borderElements.push(element.querySelector(":scope > .border"));
            probeElements.push(element.querySelector(":scope > .probe"));
          }
          var valueCells = [];
          for (var j = 0; j < J; j++) valueCells.push($("value-" + j));

          function clamp(x, low, high) { return x < low ? low : x > high ? high : x; }
          function fmt(x) { var n = Number(x.toFixed(4)); return String(n === 0 ? 0 : n); }
          function rgba(f, i, c, factor) {
            var r = Math.round(clamp(get(f, i, c), 0, 1) * 255), g = Math.round(clamp(get(f, i, c + 1), 0, 1) * 255),
              b = Math.round(clamp(get(f, i, c + 2), 0, 1) * 255), a = clamp(get(f, i, c + 3) * factor, 0, 1);
            return "rgba(" + r + ", " + g + ", " + b + ", " + a + ")";
          }
          function matrix(f, i, c) {
            return "matrix(" + get(f, i, c) + ", " + get(f, i, c + 1) + ", " + get(f, i, c + 2) + ", " +
              get(f, i, c + 3) + ", " + get(f, i, c + 4) + ", " + get(f, i, c + 5) + ")";
          }

          // Draws frame f: each layer's element in its superlayer's, as Core Animation lays it out.
          function draw(f) {
            for (var i = 0; i < L; i++) {
              var element = layerElements[i], style = element.style;
              if (!present(f, i)) { element.setAttribute("data-present", "false"); continue; }
              element.setAttribute("data-present", "true");
              var w = Math.max(0, get(f, i, BW)), h = Math.max(0, get(f, i, BH));
              var ax = get(f, i, AX) * w, ay = get(f, i, AY) * h;
              var parent = data.layers[i].parent, parentX = 0, parentY = 0;
              if (parent !== null) { parentX = get(f, parent, BX); parentY = get(f, parent, BY); }
              style.left = (get(f, i, PX) - ax - parentX) + "px";
              style.top = (get(f, i, PY) - ay - parentY) + "px";
              style.width = w + "px";
              style.height = h + "px";
              var transformOrigin = ax + "px " + ay + "px";
              style.transformOrigin = transformOrigin;
              style.transform = matrix(f, i, T);
              style.opacity = String(clamp(get(f, i, OP), 0, 1));
              style.backgroundColor = rgba(f, i, BG, 1);
              var radius = Math.max(0, get(f, i, CR)) + "px";
              style.borderRadius = radius;
              var shadow = get(f, i, SO) * get(f, i, SC + 3);
              style.boxShadow = shadow > 0
                ? get(f, i, SOX) + "px " + get(f, i, SOY) + "px " + 2 * Math.max(0, get(f, i, SR)) + "px " + rgba(f, i, SC, get(f, i, SO))
                : "none";
              style.zIndex = String(clamp(Math.round(get(f, i, Z) * 100), -2000000000, 2000000000));
              var border = borderElements[i].style;
              border.borderWidth = Math.max(0, get(f, i, BWD)) + "px";
              border.borderColor = rgba(f, i, BC, 1);
              border.borderRadius = radius;
              var sublayers = sublayerElements[i].style;
              sublayers.transformOrigin = transformOrigin;
              sublayers.transform = matrix(f, i, ST);
              var probe = probeElements[i].style;
              probe.left = ax + "px";
              probe.top = ay + "px";
              element.classList.toggle("empty", !(w > 0 && h > 0));
              // A layer with a size that paints nothing (no background, border or shadow) is outlined and named.
              var paints = get(f, i, BG + 3) > 0 || (get(f, i, BWD) > 0 && get(f, i, BC + 3) > 0) || shadow > 0;
              element.classList.toggle("bare", w > 0 && h > 0 && !paints);
            }
          }

          // Moves each name shown (a dot's, an outlined layer's) a line up or down until it covers no earlier one.
          var labelElements = layerElements.map(function (element) { return element.querySelector(":scope > .probe .marker-name"); });
          function separateLabels() {
            var shown = [];
            for (var i = 0; i < L; i++) {
              labelElements[i].style.top = "";
              if (layerElements[i].getAttribute("data-present") === "true") shown.push(i);
            }
            var placed = [], line = 16;
            shown.map(function (i) { return { i: i, r: labelElements[i].getBoundingClientRect() }; })
              .filter(function (label) { return label.r.width > 0; })
              .slice(0, 500)
              .forEach(function (label) {
                var r = label.r, down = 0;
                function covers(p) {
                  return r.left < p.right && p.left < r.right && r.top + down < p.bottom && p.top < r.bottom + down;
                }
                // A line above, a line below, two above, …: as near the point as it can be.
                for (var tries = 1; tries <= 500 && placed.some(covers); tries++) down = (tries % 2 ? -1 : 1) * Math.ceil(tries / 2) * line;
                if (down !== 0) labelElements[label.i].style.top = (down - 8) + "px";
                placed.push({ left: r.left, right: r.right, top: r.top + down, bottom: r.bottom + down });
              });
          }

          // Writes what the browser drew into the DOM: anchor points in stage coordinates, opacities, sizes.
          function readBack() {
            var zero = origin.getBoundingClientRect();
            for (var i = 0; i < L; i++) {
              var element = layerElements[i];
              if (element.getAttribute("data-present") !== "true") {
                ["data-drawn-x", "data-drawn-y", "data-drawn-opacity", "data-drawn-width", "data-drawn-height",
                  "data-drawn-outline", "data-drawn-box", "data-drawn-label"].forEach(
                  function (name) { element.removeAttribute(name); });
                continue;
              }
              var point = probeElements[i].getBoundingClientRect(), computed = getComputedStyle(element);
              element.setAttribute("data-drawn-x", fmt((point.left - zero.left) / fit.scale));
              element.setAttribute("data-drawn-y", fmt((point.top - zero.top) / fit.scale));
              element.setAttribute("data-drawn-opacity", fmt(parseFloat(computed.opacity)));
              element.setAttribute("data-drawn-width", fmt(parseFloat(computed.width) || 0));
              element.setAttribute("data-drawn-height", fmt(parseFloat(computed.height) || 0));
              var box = element.getBoundingClientRect(), label = labelElements[i].getBoundingClientRect();
              element.setAttribute("data-drawn-outline", String(getComputedStyle(element).outlineStyle !== "none"));
              element.setAttribute("data-drawn-box", stageRect(box, zero));
              if (label.width > 0) element.setAttribute("data-drawn-label", stageRect(label, zero));
              else element.removeAttribute("data-drawn-label");
            }
          }

          // A client rectangle as "x y width height" in stage coordinates.
          function stageRect(r, zero) {
            return [r.left - zero.left, r.top - zero.top, r.width, r.height].map(function (v) { return fmt(v / fit.scale); }).join(" ");
          }

          // The affine map [a, b, c, d, e, f] from layer i's bounds coordinates at frame f to the stage.
          function toStage(f, i, memo) {
            if (memo[i]) return memo[i];
            var w = get(f, i, BW), h = get(f, i, BH);
            var anchorX = get(f, i, BX) + get(f, i, AX) * w, anchorY = get(f, i, BY) + get(f, i, AY) * h;
            var a = get(f, i, T), b = get(f, i, T + 1), c = get(f, i, T + 2), d = get(f, i, T + 3);
            var m = [a, b, c, d, get(f, i, PX) + get(f, i, T + 4) - a * anchorX - c * anchorY,
              get(f, i, PY) + get(f, i, T + 5) - b * anchorX - d * anchorY];
            var parent = data.layers[i].parent;
            if (parent !== null) {
              var pw = get(f, parent, BW), ph = get(f, parent, BH);
              var px = get(f, parent, BX) + get(f, parent, AX) * pw, py = get(f, parent, BY) + get(f, parent, AY) * ph;
              var sa = get(f, parent, ST), sb = get(f, parent, ST + 1), sc = get(f, parent, ST + 2), sd = get(f, parent, ST + 3);
              m = compose([sa, sb, sc, sd, px + get(f, parent, ST + 4) - sa * px - sc * py,
                py + get(f, parent, ST + 5) - sb * px - sd * py], m);
              m = compose(toStage(f, parent, memo), m);
            }
            memo[i] = m;
            return m;
          }
          // outer after inner.
          function compose(outer, inner) {
            return [outer[0] * inner[0] + outer[2] * inner[1], outer[1] * inner[0] + outer[3] * inner[1],
              outer[0] * inner[2] + outer[2] * inner[3], outer[1] * inner[2] + outer[3] * inner[3],
              outer[0] * inner[4] + outer[2] * inner[5] + outer[4], outer[1] * inner[4] + outer[3] * inner[5] + outer[5]];
          }

          // The box every layer covers over the run, in stage coordinates.
          var extent = (function () {
            var box = { minX: Infinity, minY: Infinity, maxX: -Infinity, maxY: -Infinity };
            function add(m, x, y) {
              var sx = m[0] * x + m[2] * y + m[4], sy = m[1] * x + m[3] * y + m[5];
              if (!isFinite(sx) || !isFinite(sy)) return;
              box.minX = Math.min(box.minX, sx); box.maxX = Math.max(box.maxX, sx);
              box.minY = Math.min(box.minY, sy); box.maxY = Math.max(box.maxY, sy);
            }
            var every = Math.max(1, Math.floor(F * L / 200000));
            for (var f = 0; f < F; f += every) {
              var memo = [];
              for (var i = 0; i < L; i++) {
                if (!present(f, i)) continue;
                var m = toStage(f, i, memo), x = get(f, i, BX), y = get(f, i, BY), w = get(f, i, BW), h = get(f, i, BH);
                if (w > 0 && h > 0) { add(m, x, y); add(m, x + w, y); add(m, x, y + h); add(m, x + w, y + h); }
                else add(m, x + get(f, i, AX) * w, y + get(f, i, AY) * h);
              }
            }
            if (!(box.minX <= box.maxX)) box = { minX: 0, minY: 0, maxX: 320, maxY: 240 };
            return box;
          })();

          // Scales and centres the world so that the extent fills the stage; a grid every 1, 2 or 5 × 10ⁿ points.
          var fit = { scale: 1 };
          function fitStage() {
            // More room on the right, where a dot's name is written.
            var pad = 28, padRight = 96, width = Math.max(stage.clientWidth, 200);
            var maxHeight = Math.max(240, Math.min(window.innerHeight * 0.6, 560));
            var ew = Math.max(extent.maxX - extent.minX, 1), eh = Math.max(extent.maxY - extent.minY, 1);
            var s = Math.min((width - pad - padRight) / ew, (maxHeight - 2 * pad) / eh, 4);
            if (!(s > 0) || !isFinite(s)) s = 1;
            var height = Math.max(200, Math.min(maxHeight, eh * s + 2 * pad));
            var ox = pad + (width - pad - padRight - ew * s) / 2 - extent.minX * s, oy = (height - eh * s) / 2 - extent.minY * s;
            stage.style.height = height + "px";
            world.style.transform = "translate(" + ox + "px, " + oy + "px) scale(" + s + ")";
            world.style.setProperty("--inverse", String(1 / s));
            var step = Math.pow(10, Math.floor(Math.log10(60 / s)));
            step = [1, 2, 5, 10].map(function (k) { return k * step; }).find(function (k) { return k * s >= 40; }) || step * 10;
            stage.style.setProperty("--grid", step * s + "px");
            stage.style.setProperty("--grid-x", ox + "px");
            stage.style.setProperty("--grid-y", oy + "px");
            fit.scale = s;
          }

          var time = 0, frame = 0, drawnFrame = -1, playing = false, speed = 1, last = 0;
          function frameAt(t) { return clamp(Math.floor(t * rate + 1e-9), 0, F - 1); }
          function text(value) { return value === null ? "—" : String(value); }

          function render(force) {
            if (force || frame !== drawnFrame) {
              draw(frame);
              separateLabels();
              readBack();
              for (var j = 0; j < J; j++) {
                var value = values[frame * J + j];
                valueCells[j].textContent = text(value);
                valueCells[j].classList.toggle("changing", frame > 0 && value !== values[(frame - 1) * J + j]);
              }
              drawnFrame = frame;
            }
            scrubber.value = String(time);
            status.textContent = time.toFixed(3) + " s / " + duration.toFixed(3) + " s · frame " + frame + " / " + (F - 1);
            var root = document.documentElement, frameTime = fmt(frame / rate);
            [root, status].forEach(function (element) {
              element.setAttribute("data-time", fmt(time));
              element.setAttribute("data-frame", String(frame));
              element.setAttribute("data-frame-time", frameTime);
              element.setAttribute("data-playing", String(playing));
            });
            playhead.style.left = (duration > 0 ? clamp(time / duration, 0, 1) * 100 : 0) + "%";
          }

          function seek(t) {
            time = clamp(isFinite(t) ? t : 0, 0, duration);
            frame = frameAt(time);
            render(false);
          }

          function setPlaying(on) {
            if (on && time >= duration) seek(0);
            playing = on && duration > 0;
            playButton.textContent = playing ? "❚❚" : "▶︎";
            playButton.setAttribute("aria-label", playing ? "Pause" : "Play");
            playButton.classList.toggle("playing", playing);
            render(false);
            if (playing) { last = performance.now(); requestAnimationFrame(tick); }
          }

          function tick(now) {
            if (!playing) return;
            var elapsed = Math.max(0, now - last) / 1000;
            last = now;
            var next = time + elapsed * speed;
            if (next >= duration) {
              if (!loopBox.checked) { seek(duration); setPlaying(false); return; }
              next = next % duration;
            }
            seek(next);
            requestAnimationFrame(tick);
          }

          function step(by) {
            setPlaying(false);
            seek(clamp(frame + by, 0, F - 1) / rate);
          }

          function seekFromHash() {
            var t = /[#&]t=([-+0-9.eE]+)/.exec(location.hash), f = /[#&]f=([0-9]+)/.exec(location.hash);
            if (!t && !f) return false;
            setPlaying(false);
            seek(t ? parseFloat(t[1]) : parseInt(f[1], 10) / rate);
            return true;
          }

          playButton.addEventListener("click", function () { setPlaying(!playing); });
          $("step-back").addEventListener("click", function () { step(-1); });
          $("step-forward").addEventListener("click", function () { step(1); });
          scrubber.addEventListener("input", function () { seek(parseFloat(scrubber.value)); });
          speedSelect.addEventListener("change", function () { speed = parseFloat(speedSelect.value) || 1; });
          outlinesBox.addEventListener("change", function () { stage.classList.toggle("outlines", outlinesBox.checked); });
          $("gantt").addEventListener("click", function (event) {
            var target = event.target.closest("[data-start]");
            if (target) seek(parseFloat(target.getAttribute("data-start")));
          });
          document.addEventListener("keydown", function (event) {
            if (event.altKey || event.ctrlKey || event.metaKey || event.target.tagName === "SELECT") return;
            if (event.key === " ") { event.preventDefault(); if (!event.repeat) setPlaying(!playing); }
            else if (event.key === "ArrowLeft") { event.preventDefault(); step(-1); }
            else if (event.key === "ArrowRight") { event.preventDefault(); step(1); }
          });
          document.addEventListener("keyup", function (event) { if (event.key === " ") event.preventDefault(); });
          window.addEventListener("hashchange", seekFromHash);
          window.addEventListener("resize", function () { fitStage(); render(true); });

          fitStage();
          if (!seekFromHash()) seek(0);
          render(true);
        })();
        """#
}
