import Cadence
import Foundation

/// How a ``PlayerPage`` stores a ``FrameRecording`` inside the page: compact
/// JSON the page's script expands back into every frame's full state.
///
/// ## Layers
///
/// Each layer has the same ``channels``, in this order: `present` (1 while
/// the layer is in the tree, 0 while it is nil), its position, bounds, anchor
/// point, opacity, background colour, border colour and width, corner radius,
/// shadow colour, opacity, offset and radius, the 2-D part of its transform
/// (`a b c d tx ty` = `m11 m12 m21 m22 m41 m42`), the same of its sublayer
/// transform, and its zPosition.
///
/// Each channel is stored as a whole number of its quantum, the smallest step
/// the eye can see (``channels``' `scale` is 1 / quantum):
///
/// | Channels | Quantum |
/// | --- | --- |
/// | position, bounds, border width, corner radius, shadow offset and radius, `tx`, `ty`, zPosition | 0.01 (points) |
/// | anchor point; transform `a b c d` | 0.0001 |
/// | opacity, shadow opacity, colour components | 0.001 |
///
/// A value is rounded to the nearest quantum; NaN is stored as 0, and values
/// beyond ±(2³¹ − 1) quanta are clamped there. While a layer is nil only its
/// `present` channel changes (to 0); its other channels keep their last values.
///
/// `frames[k]` is a flat list of pairs `key, delta`: channel `c` of layer `i`
/// (key `i × channelCount + c`) changed by `delta` quanta since frame `k − 1`
/// (frame 0 counts from all zeros). Unchanged channels are left out, so a
/// still layer costs nothing.
///
/// ## Values
///
/// `values[k]` lists the table's changes at frame `k` as pairs `column, value`:
/// the value written with at most six decimals (as the trace writes numbers),
/// the strings `nan`, `inf` or `-inf`, or null where frame `k` has no value for
/// the column.
struct PlayerFrameEncoding {
    /// A channel's name and how many of its quanta make one unit.
    struct Channel {
        let name: String
        let scale: Int
    }

    /// The layer channels, in the order ``quantized(_:into:at:)`` writes them.
    static let channels: [Channel] = {
        let geometry = 100, fine = 10_000, unit = 1_000
        func color(_ name: String) -> [Channel] {
            ["r", "g", "b", "a"].map { Channel(name: "\(name).\($0)", scale: unit) }
        }
        func affine(_ name: String) -> [Channel] {
            ["a", "b", "c", "d"].map { Channel(name: "\(name).\($0)", scale: fine) }
                + ["tx", "ty"].map { Channel(name: "\(name).\($0)", scale: geometry) }
        }
        return [Channel(name: "present", scale: 1)]
            + ["position.x", "position.y", "bounds.x", "bounds.y", "bounds.width", "bounds.height"].map {
                Channel(name: $0, scale: geometry)
            }
            + [Channel(name: "anchorPoint.x", scale: fine), Channel(name: "anchorPoint.y", scale: fine),
               Channel(name: "opacity", scale: unit)]
            + color("backgroundColor") + color("borderColor")
            + [Channel(name: "borderWidth", scale: geometry), Channel(name: "cornerRadius", scale: geometry)]
            + color("shadowColor")
            + [Channel(name: "shadowOpacity", scale: unit), Channel(name: "shadowOffset.width", scale: geometry),
               Channel(name: "shadowOffset.height", scale: geometry), Channel(name: "shadowRadius", scale: geometry)]
            + affine("transform") + affine("sublayerTransform")
            + [Channel(name: "zPosition", scale: geometry)]
    }()

    /// The raw values of `layer`, channel by channel (`present` first, as 1).
    static func values(of layer: FrameRecording.DrawnLayer) -> [Double] {
        func color(_ c: RGBAColor) -> [Double] { [c.red, c.green, c.blue, c.alpha].map { Double($0) } }
        func affine(_ t: Transform3D) -> [Double] { [t.m11, t.m12, t.m21, t.m22, t.m41, t.m42].map { Double($0) } }
        let geometry: [CGFloat] = [
            layer.position.x, layer.position.y, layer.bounds.origin.x, layer.bounds.origin.y,
            layer.bounds.size.width, layer.bounds.size.height, layer.anchorPoint.x, layer.anchorPoint.y,
        ]
        var values = [1.0] + geometry.map { Double($0) } + [Double(layer.opacity)]
        values += color(layer.backgroundColor) + color(layer.borderColor)
        values += [Double(layer.borderWidth), Double(layer.cornerRadius)]
        values += color(layer.shadowColor)
        values += [Double(layer.shadowOpacity), Double(layer.shadowOffset.width), Double(layer.shadowOffset.height),
                   Double(layer.shadowRadius)]
        values += affine(layer.transform) + affine(layer.sublayerTransform)
        values.append(Double(layer.zPosition))
        return values
    }

    /// `value` as a whole number of quanta, `scale` quanta a unit.
    static func quantize(_ value: Double, scale: Int) -> Int {
        guard !value.isNaN else { return 0 }
        let limit = Double(Int32.max)
        return Int(min(max((value * Double(scale)).rounded(), -limit), limit))
    }

    /// The frames of `recording` as the JSON array described above, over
    /// `frameCount` frames (a frame past the recorded ones repeats the last).
    static func framesJSON(_ recording: FrameRecording, frameCount: Int) -> String {
        let channelCount = channels.count
        let scales = channels.map(\.scale)
        let layerCount = recording.layers.count
        var previous = [Int](repeating: 0, count: layerCount * channelCount)
        var json = "["
        for frame in 0..<frameCount {
            json += frame == 0 ? "[" : ",["
            var first = true
            func emit(_ key: Int, _ delta: Int) {
                json += first ? "\(key),\(delta)" : ",\(key),\(delta)"
                first = false
            }
            let row = frame < recording.frames.count ? recording.frames[frame] : (recording.frames.last ?? [])
            for layer in 0..<layerCount {
                let base = layer * channelCount
                if layer < row.count, let drawn = row[layer] {
                    for (channel, value) in values(of: drawn).enumerated() {
                        let quantized = quantize(value, scale: scales[channel])
                        if quantized != previous[base + channel] {
                            emit(base + channel, quantized - previous[base + channel])
                            previous[base + channel] = quantized
                        }
                    }
                } else if previous[base] != 0 {
                    emit(base, -previous[base])
                    previous[base] = 0
                }
            }
            json += "]"
        }
        return json + "]"
    }

    /// A table value as stored: six decimals at most, or `nan`, `inf`, `-inf` as strings.
    static func valueJSON(_ value: Double) -> String {
        value.isFinite ? TraceFormat.number(value) : PlayerPage.jsonString(TraceFormat.number(value))
    }

    /// The table's values as the JSON array described above, over `frameCount` frames.
    static func valuesJSON(_ recording: FrameRecording, frameCount: Int) -> String {
        let columnCount = recording.columns.count
        var previous = [String?](repeating: nil, count: columnCount)
        var json = "["
        for frame in 0..<frameCount {
            json += frame == 0 ? "[" : ",["
            var first = true
            let row = frame < recording.values.count ? recording.values[frame] : (recording.values.last ?? [])
            for column in 0..<columnCount {
                let text = column < row.count ? valueJSON(row[column]) : "null"
                // Frame 0 writes every column, so that a missing value reads as null, not as unset.
                guard frame == 0 || text != previous[column] else { continue }
                json += first ? "\(column),\(text)" : ",\(column),\(text)"
                first = false
                previous[column] = text
            }
            json += "]"
        }
        return json + "]"
    }
}
