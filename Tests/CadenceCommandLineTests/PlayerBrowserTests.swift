import CadenceCommandLine
import CadenceTesting
import Foundation
import Testing

/// The HTML player (`cadence run --html`) in a real browser: for each example
/// scenario, the tour and a nested scene, the page is opened headless at ten
/// frame instants (`page.html#t=T`), and where it drew each layer's anchor
/// point, its opacity and its size, read back from the dumped DOM, must match
/// the presented values of `cadence run --json` at the same instants, placed
/// on the stage by Core Animation's geometry.
///
/// Needs Chromium: it runs only with `CADENCE_BROWSER_TESTS=1` (`.ci/run` sets
/// it, and installs Debian's `chromium` when it is missing), so `swift test`
/// passes on a machine without a browser.
@Suite(
    .enabled(
        if: ProcessInfo.processInfo.environment["CADENCE_BROWSER_TESTS"] == "1",
        "needs a browser: set CADENCE_BROWSER_TESTS=1, with chromium installed"),
    .serialized)
struct PlayerBrowserTests {
    /// How many instants of each run are checked.
    static let instantCount = 10
    /// How many browsers run at once: on two cores, ten pages take about 7 s one
    /// at a time and about 6 s two to five at a time, and longer ten at a time.
    static let browsers = 3
    /// Tolerances: anchor points and sizes in points (stage coordinates), opacity.
    static let pointTolerance = 0.5, opacityTolerance = 0.005

    /// Every demo (the example scenarios of `Docs/Scenarios/`, the tour among
    /// them), and a nested scene no example has.
    static let scenarios: [String] = BuiltInScenarioList.names + ["nested"]

    @Test(arguments: PlayerBrowserTests.scenarios)
    func drawnValuesMatchTheResult(_ name: String) async throws {
        guard let browser = HeadlessChromium.find() else {
            Issue.record("CADENCE_BROWSER_TESTS=1 but neither chromium nor chromium-browser is on the PATH")
            return
        }
        let json = try #require(name == "nested" ? Self.nestedScene : BuiltInScenarioList.json(name), "no demo \(name)")
        let scenario = try ScenarioReader.read(Data(json.utf8), name: name)
        let layers = LayerTree(scenario.layers)

        // The page, and the frames to look at: ten, evenly from the first to the last.
        let played = try ScenarioRunner.run(scenario, picture: false, player: true)
        let recording = try #require(played.frameRecording)
        let frames = Self.chosenFrames(count: recording.frames.count)
        let folder = try TemporaryDirectory()
        let page = try folder.write(Data(PlayerPage(recording, title: name).html.utf8), to: "\(name).html")
        let times = frames.map { Double($0) / recording.rate }

        // The same scenario sampled at exactly those instants: every layer's geometry and opacity.
        let expected = try Self.result(of: json, name: name, sampling: layers.ids, at: times)
        #expect(expected.count == times.count, "\(name): \(expected.count) samples for \(times.count) instants")

        let started = Date()
        let doms = try await Self.dumpDOMs(
            browser, urls: times.map { "\(URL(fileURLWithPath: page).absoluteString)#t=\($0)" }, folder: folder)
        let elapsed = Date().timeIntervalSince(started)

        var mismatches: [String] = []
        var largest = (point: 0.0, opacity: 0.0)
        for (index, frame) in frames.enumerated() {
            let time = times[index]
            let drawn = DrawnPage(dom: doms[index])
            let at = "\(name) at t = \(time) (frame \(frame))"
            if drawn.root["data-frame"] != String(frame) || drawn.root["data-playing"] != "false" {
                mismatches.append("\(at): the page shows frame \(drawn.root["data-frame"] ?? "none"), "
                    + "playing \(drawn.root["data-playing"] ?? "?")")
            }
            guard let sample = expected.first(where: { $0.time == time }) else {
                mismatches.append("\(at): no sample in the result")
                continue
            }
            let onPage = Dictionary(drawn.layers.map { ($0.name, $0.attributes) }, uniquingKeysWith: { first, _ in first })
            for id in layers.ids {
                guard let attributes = onPage[id] else {
                    mismatches.append("\(at), \(id): no element on the page")
                    continue
                }
                guard attributes["data-present"] == "true" else {
                    mismatches.append("\(at), \(id): in the result but absent on the page")
                    continue
                }
                let stage = layers.stagePoint(of: id, in: sample.geometry)
                let own = sample.geometry[id]!
                let checks: [(what: String, expected: Double, attribute: String, tolerance: Double)] = [
                    ("anchor x", stage.x, "data-drawn-x", Self.pointTolerance),
                    ("anchor y", stage.y, "data-drawn-y", Self.pointTolerance),
                    ("width", max(0, own.bounds[2]), "data-drawn-width", Self.pointTolerance),
                    ("height", max(0, own.bounds[3]), "data-drawn-height", Self.pointTolerance),
                    ("opacity", min(max(own.opacity, 0), 1), "data-drawn-opacity", Self.opacityTolerance),
                ]
                for check in checks {
                    guard let text = attributes[check.attribute], let actual = Double(text) else {
                        mismatches.append("\(at), \(id): no \(check.attribute)")
                        continue
                    }
                    let error = abs(actual - check.expected)
                    if check.what == "opacity" {
                        largest.opacity = max(largest.opacity, error)
                    } else {
                        largest.point = max(largest.point, error)
                    }
                    if !(error <= check.tolerance) {
                        mismatches.append("\(at), \(id): \(check.what) expected \(check.expected), drawn \(actual)")
                    }
                }
            }
            // A page layer the result does not know is skipped only when the page shows it absent.
            for (layer, attributes) in drawn.layers where !layers.ids.contains(layer) && attributes["data-present"] == "true" {
                mismatches.append("\(at), \(layer): drawn on the page, not in the scenario")
            }
        }
        print("PlayerBrowserTests \(name): \(frames.count) instants in \(String(format: "%.1f", elapsed)) s;"
            + " largest error \(largest.point) pt, opacity \(largest.opacity)")
        #expect(mismatches.isEmpty, "\(mismatches.count) mismatches:\n\(mismatches.joined(separator: "\n"))")
    }

    /// `instantCount` frame indices spread evenly over `count` frames, the first and the last among them.
    static func chosenFrames(count: Int) -> [Int] {
        guard count > instantCount else { return Array(0..<max(count, 1)) }
        return (0..<instantCount).map { Int((Double($0 * (count - 1)) / Double(instantCount - 1)).rounded()) }
    }

    /// Every page of `urls` dumped, at most ``browsers`` browsers at once, in the order of `urls`.
    static func dumpDOMs(_ browser: HeadlessChromium, urls: [String], folder: TemporaryDirectory) async throws -> [String] {
        let base = folder.path
        return try await withThrowingTaskGroup(of: (Int, String).self) { group in
            var doms = [String](repeating: "", count: urls.count)
            var next = 0
            func launch() {
                let index = next, url = urls[index]
                group.addTask { (index, try await browser.dumpDOM(url, scratch: "\(base)/page-\(index)")) }
                next += 1
            }
            while next < min(browsers, urls.count) { launch() }
            while let (index, dom) = try await group.next() {
                doms[index] = dom
                if next < urls.count { launch() }
            }
            return doms
        }
    }

    // MARK: The result at the chosen instants

    /// One layer's presented values at an instant, as the result document gives them.
    struct Geometry {
        var position: [Double]
        var bounds: [Double]
        var anchorPoint: [Double]
        var transform: [Double]
        var sublayerTransform: [Double]
        var opacity: Double
    }

    /// A sample of every layer, by id.
    struct Sample {
        let time: Double
        let geometry: [String: Geometry]
    }

    static let sampledKeyPaths = ["position", "bounds", "anchorPoint", "transform", "sublayerTransform", "opacity"]

    /// `cadence run --json` of the scenario `json` with its `sample` replaced by
    /// the key paths above of every layer in `ids` at exactly `times`.
    static func result(of json: String, name: String, sampling ids: [String], at times: [Double]) throws -> [Sample] {
        let keyPaths = ids.flatMap { id in sampledKeyPaths.map { "\"\(id).\($0)\"" } }
        let sample = "{ \"keyPaths\": [\(keyPaths.joined(separator: ", "))], \"times\": [\(times.map { "\($0)" }.joined(separator: ", "))] }"
        let edited = try replacingSample(in: json, with: sample)
        let scenario = try ScenarioReader.read(Data(edited.utf8), name: name)
        let document = ResultDocument(try ScenarioRunner.run(scenario, picture: false))
        // The command's own parser: Foundation's may not read a double back exactly.
        guard case .array(let samples)? = try JSONParser.parse(document.data)["samples"] else {
            throw BrowserError("\(name): no samples in the result")
        }
        return try samples.map { sample in
            guard case .number(let t)? = sample["t"], case .object(let values)? = sample["values"] else {
                throw BrowserError("\(name): a sample without t or values")
            }
            let time = t.value
            func numbers(_ id: String, _ keyPath: String) throws -> [Double] {
                switch values["\(id).\(keyPath)"] {
                case .number(let number)?:
                    return [number.value]
                case .array(let items)?:
                    return try items.map { item in
                        guard case .number(let number) = item else {
                            throw BrowserError("\(name) t = \(time): \(id).\(keyPath) has \(item.kindName)")
                        }
                        return number.value
                    }
                default:
                    throw BrowserError("\(name) t = \(time): no \(id).\(keyPath) in the sample")
                }
            }
            var geometry: [String: Geometry] = [:]
            for id in ids {
                geometry[id] = Geometry(
                    position: try numbers(id, "position"), bounds: try numbers(id, "bounds"),
                    anchorPoint: try numbers(id, "anchorPoint"), transform: try numbers(id, "transform"),
                    sublayerTransform: try numbers(id, "sublayerTransform"), opacity: try numbers(id, "opacity")[0])
            }
            return Sample(time: time, geometry: geometry)
        }
    }

    /// `json` with its top-level `sample` member's value replaced by `sample` (added if it has none).
    static func replacingSample(in json: String, with sample: String) throws -> String {
        let characters = Array(json)
        var depth = 0, index = 0, inString = false, escaped = false
        var keyStart: Int?
        while index < characters.count {
            let character = characters[index]
            if inString {
                if escaped { escaped = false } else if character == "\\" { escaped = true } else if character == "\"" { inString = false }
            } else if character == "\"" {
                inString = true
                if depth == 1, String(characters[index..<min(index + 8, characters.count)]) == "\"sample\"" { keyStart = index }
            } else if character == "{" || character == "[" {
                if depth == 1, let start = keyStart, character == "{" {
                    // The value's end: its closing brace, strings skipped.
                    var end = index, level = 0, quoted = false, escape = false
                    repeat {
                        let c = characters[end]
                        if quoted {
                            if escape { escape = false } else if c == "\\" { escape = true } else if c == "\"" { quoted = false }
                        } else if c == "\"" { quoted = true } else if c == "{" || c == "[" { level += 1 } else if c == "}" || c == "]" { level -= 1 }
                        end += 1
                    } while level > 0 && end < characters.count
                    return String(characters[..<start]) + "\"sample\": " + sample + String(characters[end...])
                }
                depth += 1
            } else if character == "}" || character == "]" {
                depth -= 1
                if depth == 0, character == "}" {
                    return String(characters[..<index]) + ", \"sample\": " + sample + "\n}" + String(characters[(index + 1)...])
                }
            } else if character == ",", depth == 1 {
                keyStart = nil
            }
            index += 1
        }
        throw BrowserError("no top-level object in the scenario")
    }

    // MARK: A scene with sublayers

    /// Sublayers under a rotated panel with a moved bounds origin, an anchor
    /// point off centre and a sublayer transform, with a scaled, fading chip
    /// inside and a translated dot inside that: what none of the examples has.
    static let nestedScene = """
        {
          "format": "cadence-scenario/1",
          "name": "nested",
          "maxConcurrentOperations": "unlimited",
          "layers": [
            { "id": "panel",
              "properties": { "position": [160, 120], "bounds": [10, -20, 200, 100], "anchorPoint": [0.25, 0.75],
                "transform.rotation.z": 0.3, "sublayerTransform.rotation.z": -0.5, "sublayerTransform.translation": [12, -8] },
              "sublayers": [
                { "id": "chip",
                  "properties": { "position": [40, 30], "bounds": [0, 0, 30, 20], "anchorPoint": [0, 1],
                    "transform.scale": 1.5, "opacity": 0.8 },
                  "sublayers": [ { "id": "dot", "properties": { "position": [5, 5], "transform.translation": [3, 4] } } ] }
              ] }
          ],
          "operations": [
            { "id": "turn", "layer": "panel",
              "animation": { "type": "basic", "keyPath": "transform.rotation.z", "by": 1.2, "duration": 2 } },
            { "id": "scroll", "layer": "panel",
              "animation": { "type": "basic", "keyPath": "bounds.origin", "to": [40, 10], "duration": 1.5, "timingFunction": "easeInEaseOut" } },
            { "id": "tilt", "layer": "panel",
              "animation": { "type": "basic", "keyPath": "sublayerTransform.rotation.z", "to": 0.4, "duration": 1 } },
            { "id": "slide", "layer": "chip",
              "animation": { "type": "basic", "keyPath": "position.x", "by": 80, "duration": 1.5, "timingFunction": "easeOut" } },
            { "id": "grow", "layer": "chip",
              "animation": { "type": "spring", "keyPath": "transform.scale", "to": 0.7, "damping": 8, "stiffness": 120 } },
            { "id": "fade", "layer": "chip",
              "animation": { "type": "basic", "keyPath": "opacity", "to": 0.2, "duration": 2 } },
            { "id": "swing", "layer": "dot",
              "animation": { "type": "basic", "keyPath": "transform.translation.y", "to": 30, "duration": 1, "autoreverses": true } }
          ],
          "sample": { "keyPaths": ["panel.transform.rotation.z"], "every": 0.5 }
        }
        """
}

/// The scenario's layer trees, to place a layer's anchor point on the stage as
/// Core Animation does.
struct LayerTree {
    /// Every layer's id, each before its sublayers.
    let ids: [String]
    /// Each layer's superlayer's id; absent for a layer beneath the root.
    let parents: [String: String]

    init(_ specs: [LayerSpec]) {
        var ids: [String] = [], parents: [String: String] = [:]
        func add(_ spec: LayerSpec, parent: String?) {
            ids.append(spec.id)
            parents[spec.id] = parent
            for sublayer in spec.sublayers { add(sublayer, parent: spec.id) }
        }
        for spec in specs { add(spec, parent: nil) }
        self.ids = ids
        self.parents = parents
    }

    /// Where layer `id`'s anchor point shows in the root layer's coordinates (y down).
    ///
    /// A point p in layer L's coordinates shows in its superlayer's at
    /// `L.position + T(p − a_L)`, with `a_L = L.bounds.origin + L.anchorPoint · L.bounds.size`
    /// and T L's transform (its 2-D part: `m11 m12 m21 m22`, translation `m41 m42`);
    /// the superlayer S then applies its sublayer transform to its sublayers about
    /// `a_S`: q ↦ `a_S + ST(q − a_S)`. L's anchor point is `a_L` itself, so it shows
    /// in S at `L.position + T's translation`.
    func stagePoint(of id: String, in geometry: [String: PlayerBrowserTests.Geometry]) -> (x: Double, y: Double) {
        let layer = geometry[id]!
        var point = (x: layer.position[0] + layer.transform[12], y: layer.position[1] + layer.transform[13])
        var current = id
        while let parentID = parents[current], let parent = geometry[parentID] {
            let anchor = Self.anchor(of: parent)
            point = Self.apply(parent.sublayerTransform, to: point, about: anchor)
            // From the superlayer's coordinates to its own superlayer's.
            let moved = Self.apply(parent.transform, to: point, about: anchor)
            point = (moved.x - anchor.x + parent.position[0], moved.y - anchor.y + parent.position[1])
            current = parentID
        }
        return point
    }

    /// `bounds.origin + anchorPoint · bounds.size`: the anchor point in the layer's own coordinates.
    static func anchor(of layer: PlayerBrowserTests.Geometry) -> (x: Double, y: Double) {
        (layer.bounds[0] + layer.anchorPoint[0] * layer.bounds[2], layer.bounds[1] + layer.anchorPoint[1] * layer.bounds[3])
    }

    /// `center + T(point − center)` for the 4×4 matrix `m` (row by row, Core Animation's layout), in the plane z = 0.
    static func apply(_ m: [Double], to point: (x: Double, y: Double), about center: (x: Double, y: Double)) -> (x: Double, y: Double) {
        let x = point.x - center.x, y = point.y - center.y
        return (center.x + m[0] * x + m[4] * y + m[12], center.y + m[1] * x + m[5] * y + m[13])
    }
}
