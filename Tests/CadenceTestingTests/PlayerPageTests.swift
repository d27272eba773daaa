import Cadence
import CadenceTesting
import Foundation
import Testing

@Suite struct PlayerPageTests {
    private let recording = PlayerPageSamples.scene()
    private var html: String { PlayerPage(recording, title: "slide and fade").html }

    /// How often `needle` occurs in `text`.
    private func count(_ needle: String, in text: String) -> Int {
        text.components(separatedBy: needle).count - 1
    }

    /// The JSON the page plays, parsed.
    private func data(of html: String) throws -> [String: Any] {
        let open = "<script type=\"application/json\" id=\"player-data\">"
        let start = try #require(html.range(of: open))
        let end = try #require(html.range(of: "</script>", range: start.upperBound..<html.endIndex))
        let json = Data(html[start.upperBound..<end.lowerBound].utf8)
        return try #require(try JSONSerialization.jsonObject(with: json) as? [String: Any])
    }

    /// What a test expects of each channel, by the channel's name.
    private func expected(_ layer: FrameRecording.DrawnLayer) -> [String: Double] {
        func color(_ name: String, _ c: RGBAColor) -> [String: Double] {
            ["\(name).r": c.red, "\(name).g": c.green, "\(name).b": c.blue, "\(name).a": c.alpha]
        }
        func affine(_ name: String, _ t: Transform3D) -> [String: Double] {
            ["\(name).a": t.m11, "\(name).b": t.m12, "\(name).c": t.m21, "\(name).d": t.m22, "\(name).tx": t.m41, "\(name).ty": t.m42]
        }
        var values: [String: Double] = [
            "present": 1, "position.x": layer.position.x, "position.y": layer.position.y,
            "bounds.x": layer.bounds.origin.x, "bounds.y": layer.bounds.origin.y,
            "bounds.width": layer.bounds.size.width, "bounds.height": layer.bounds.size.height,
            "anchorPoint.x": layer.anchorPoint.x, "anchorPoint.y": layer.anchorPoint.y, "opacity": Double(layer.opacity),
            "borderWidth": layer.borderWidth, "cornerRadius": layer.cornerRadius, "shadowOpacity": Double(layer.shadowOpacity),
            "shadowOffset.width": layer.shadowOffset.width, "shadowOffset.height": layer.shadowOffset.height,
            "shadowRadius": layer.shadowRadius, "zPosition": layer.zPosition,
        ]
        for part in [color("backgroundColor", layer.backgroundColor), color("borderColor", layer.borderColor),
                     color("shadowColor", layer.shadowColor), affine("transform", layer.transform),
                     affine("sublayerTransform", layer.sublayerTransform)] {
            values.merge(part) { first, _ in first }
        }
        return values
    }

    @Test func isOneDocument() {
        let html = html
        #expect(html.hasPrefix("<!DOCTYPE html>\n<html"))
        #expect(count("<html", in: html) == 1)
        #expect(count("</html>", in: html) == 1)
        #expect(html.hasSuffix("</html>\n"))
        #expect(html.contains("<title>slide and fade</title>"))
    }

    @Test func hasTheStageWithAnElementPerLayer() throws {
        let html = html
        #expect(html.contains("id=\"stage\""))
        #expect(count("class=\"layer\"", in: html) == recording.layers.count)
        for entry in recording.layers {
            #expect(count("data-layer=\"\(entry.name)\"", in: html) == 1, "\(entry.name)")
        }
        // The badge is nested inside the box's element.
        let box = try #require(html.range(of: "data-layer=\"box\""))
        let badge = try #require(html.range(of: "data-layer=\"badge\""))
        let boxEnd = try #require(html.range(of: "data-layer=\"card\""))
        #expect(box.lowerBound < badge.lowerBound && badge.lowerBound < boxEnd.lowerBound)
    }

    @Test func hasTheControls() {
        let html = html
        for id in ["play", "scrubber", "step-back", "step-forward", "loop", "speed", "status"] {
            #expect(html.contains("id=\"\(id)\""), "\(id)")
        }
        for speed in ["0.1", "0.25", "1", "2"] {
            #expect(html.contains("<option value=\"\(speed)\""), "\(speed)")
        }
        #expect(html.contains("type=\"range\" id=\"scrubber\" min=\"0\" max=\"2\""))
        #expect(html.contains("requestAnimationFrame"))
    }

    @Test func hasTheGanttChartWithOneBarPerOperationAndMarks() {
        let html = html
        #expect(html.contains("id=\"playhead\""))
        for operation in recording.trace.operationNames {
            #expect(count("class=\"bar ", in: html.components(separatedBy: "class=\"track\" data-operation=\"\(operation)\"")[1]) >= 1)
            #expect(count("data-operation=\"\(operation)\" data-outcome", in: html) == 1, "\(operation)")
        }
        #expect(count("class=\"bar ", in: html) == recording.trace.operationNames.count)
        #expect(html.contains("data-operation=\"slide\" data-outcome=\"completed\" data-start=\"0\""))
        #expect(html.contains("data-operation=\"fade\" data-outcome=\"cancelled\" data-start=\"0.5\""))
        #expect(html.contains("data-operation=\"spin\" data-outcome=\"failed\" data-start=\"1\""))
        #expect(html.contains("data-operation=\"retry\" data-outcome=\"cancelled\" data-start=\"0.5\""))
        #expect(html.contains("data-operation=\"later\" data-outcome=\"unfinished\" data-start=\"1.6\""))
        #expect(count("class=\"mark cancel-mark\"", in: html) == 2)
        #expect(count("class=\"mark fail-mark\"", in: html) == 1)
        #expect(count("<div class=\"stall\"", in: html) == 1)
        // The stall runs from 0.8 s for 0.25 s of the 2 s axis.
        #expect(html.contains("<div class=\"stall\" style=\"left:40%;width:12.5%\""))
    }

    @Test func hasTheValuesTable() {
        let html = html
        for (index, column) in recording.columns.enumerated() {
            #expect(html.contains("<tr data-column=\"\(column)\"><th scope=\"row\">\(column)</th><td id=\"value-\(index)\">"))
        }
    }

    /// Rebuilding every frame from the page's deltas gives the recorded values within their rounding.
    @Test func frameDataDecodesToTheRecordedValues() throws {
        let data = try data(of: html)
        let channels = try #require(data["channels"] as? [String])
        let scales = try #require(data["scale"] as? [Int])
        let frames = try #require(data["frames"] as? [[Int]])
        #expect(data["rate"] as? Double == 60)
        #expect(data["frameCount"] as? Int == recording.frames.count)
        #expect(frames.count == recording.frames.count)
        let layerCount = recording.layers.count, channelCount = channels.count
        var state = [Int](repeating: 0, count: layerCount * channelCount)
        for (k, changes) in frames.enumerated() {
            #expect(changes.count % 2 == 0)
            for pair in stride(from: 0, to: changes.count - 1, by: 2) { state[changes[pair]] += changes[pair + 1] }
            for layer in 0..<layerCount {
                let drawn = layer < recording.frames[k].count ? recording.frames[k][layer] : nil
                #expect((state[layer * channelCount] == 1) == (drawn != nil), "frame \(k) layer \(layer)")
                guard let drawn else { continue }
                let wanted = expected(drawn)
                for (c, name) in channels.enumerated() {
                    let value = Double(state[layer * channelCount + c]) / Double(scales[c])
                    let want = try #require(wanted[name], "channel \(name)")
                    #expect(abs(value - want) <= 0.5 / Double(scales[c]) + 1e-9, "frame \(k) layer \(layer) \(name)")
                }
            }
        }
        // The rounding the type promises: 0.01 for geometry, 0.001 for opacity and colours, 1e-4 for the transform's matrix.
        let scale = Dictionary(uniqueKeysWithValues: zip(channels, scales))
        #expect(scale["position.x"] == 100 && scale["bounds.width"] == 100 && scale["transform.tx"] == 100)
        #expect(scale["opacity"] == 1000 && scale["backgroundColor.r"] == 1000)
        #expect(scale["transform.a"] == 10_000 && scale["anchorPoint.x"] == 10_000)
    }

    @Test func valueDataDecodesToTheRecordedValues() throws {
        let data = try data(of: html)
        #expect(data["columns"] as? [String] == recording.columns)
        let frames = try #require(data["values"] as? [[Any]])
        var current = [Double](repeating: .nan, count: recording.columns.count)
        for (k, changes) in frames.enumerated() {
            for pair in stride(from: 0, to: changes.count - 1, by: 2) {
                current[try #require(changes[pair] as? Int)] = try #require(changes[pair + 1] as? Double)
            }
            for (j, value) in current.enumerated() {
                #expect(abs(value - recording.values[k][j]) <= 5e-7, "frame \(k) column \(j)")
            }
        }
        // A still column costs nothing after frame 0: the card is opaque until 0.5 s.
        #expect(frames[1].count == 4)
    }

    @Test func referencesNothingOutside() {
        let html = html.lowercased()
        #expect(!html.contains("http"))
        #expect(!html.contains("src="))
        #expect(!html.contains("@import"))
        #expect(!html.contains("url("))
        #expect(!html.contains("<link"))
    }

    @Test func aBusyTenSecondRunOfTenLayersStaysUnderOneMegabyte() throws {
        let html = PlayerPage(PlayerPageSamples.busy(frames: 600, layers: 10), title: "busy").html
        #expect(html.utf8.count < 1_000_000)
        // Every layer's position, opacity and transform changed on every frame, and still decode.
        let frames = try #require(try data(of: html)["frames"] as? [[Int]])
        #expect(frames.count == 600)
    }

    @Test func escapesNamesAndTitle() throws {
        var recording = PlayerPageSamples.scene()
        recording.layers[1].name = "<b>&\"box\"</script>"
        recording.columns[0] = "a<b>&\"c\"</script>"
        recording.trace.events = recording.trace.events.map { event in
            var event = event
            if event.operation == "slide" { event.operation = "<i>slide</i> & \"go\"" }
            return event
        }
        let html = PlayerPage(recording, title: "<title>&\"</script>").html
        #expect(!html.contains("<b>"))
        #expect(!html.contains("<i>"))
        #expect(count("</script>", in: html) == 2)
        #expect(html.contains("<title>&lt;title&gt;&amp;&quot;&lt;/script&gt;</title>"))
        #expect(html.contains("data-layer=\"&lt;b&gt;&amp;&quot;box&quot;&lt;/script&gt;\""))
        #expect(html.contains("data-operation=\"&lt;i&gt;slide&lt;/i&gt; &amp; &quot;go&quot;\" data-outcome"))
        let data = try data(of: html)
        let layers = try #require(data["layers"] as? [[String: Any]])
        #expect(layers[1]["name"] as? String == "<b>&\"box\"</script>")
        #expect(layers[1]["parent"] as? Int == 0)
        #expect((data["columns"] as? [String])?.first == "a<b>&\"c\"</script>")
    }

    @Test func anEmptyRecordingStillMakesAPage() throws {
        let empty = FrameRecording(rate: 60, layers: [], frames: [], columns: [], values: [], trace: Trace(), endTime: 0)
        let html = PlayerPage(empty, title: "empty").html
        #expect(html.contains("(no operations)"))
        #expect(try data(of: html)["frameCount"] as? Int == 1)
    }

    /// With `PLAYER_PAGE_SAMPLE=/path/sample.html` set, writes the scene's page there to look at in a browser.
    @Test func writesASampleWhenAsked() throws {
        guard let path = ProcessInfo.processInfo.environment["PLAYER_PAGE_SAMPLE"] else { return }
        try html.write(toFile: path, atomically: true, encoding: .utf8)
        let busy = PlayerPage(PlayerPageSamples.busy(frames: 600, layers: 10), title: "busy").html
        try busy.write(toFile: path.replacingOccurrences(of: ".html", with: "-busy.html"), atomically: true, encoding: .utf8)
    }
}
