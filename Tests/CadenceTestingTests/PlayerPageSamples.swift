import Cadence
import CadenceTesting
import Foundation

/// Hand-built recordings for the player page's tests.
enum PlayerPageSamples {
    /// A layer with the given values, defaults elsewhere.
    static func layer(
        position: CGPoint, size: CGSize, opacity: Float = 1, background: RGBAColor = RGBAColor(red: 0, green: 0, blue: 0, alpha: 0),
        transform: Transform3D = .identity, configure: (inout FrameRecording.DrawnLayer) -> Void = { _ in }
    ) -> FrameRecording.DrawnLayer {
        var drawn = FrameRecording.DrawnLayer(PropertyValues())
        drawn.position = position
        drawn.bounds = CGRect(x: 0, y: 0, width: size.width, height: size.height)
        drawn.opacity = opacity
        drawn.backgroundColor = background
        drawn.transform = transform
        configure(&drawn)
        return drawn
    }

    /// Two seconds at 60 Hz of a small scene: a root layer; a box sliding
    /// right and turning, with a badge inside it; a fading card with a
    /// shadow and a border; a zero-size `anchor` marker; a `late` layer that
    /// joins at frame 30 and leaves at frame 90. The trace has a completed,
    /// a cancelled-while-running, a failed, a cancelled-while-waiting and an
    /// unfinished operation, and a stall. A `panel` (bounds origin (−20, 10),
    /// anchor point (0, 0), scaled 1.2, sublayer transform scale 0.5) holds a
    /// `chip` whose anchor point is drawn at (90, 52) on the stage.
    static func scene() -> FrameRecording {
        let rate = 60.0
        let count = 121
        let layers: [FrameRecording.LayerEntry] = [
            .init(name: "root", parent: nil), .init(name: "box", parent: 0), .init(name: "badge", parent: 1),
            .init(name: "card", parent: 0), .init(name: "anchor", parent: 0), .init(name: "late", parent: 0),
            .init(name: "panel", parent: 0), .init(name: "chip", parent: 6),
        ]
        var frames: [[FrameRecording.DrawnLayer?]] = []
        var values: [[Double]] = []
        for k in 0..<count {
            let t = Double(k) / rate
            let progress = min(t, 1)
            let eased = progress * progress * (3 - 2 * progress)
            let x = 60 + 280 * eased
            let angle = CGFloat(eased * .pi / 2)
            let opacity = Float(1 - 0.8 * min(max(t - 0.5, 0) / 0.7, 1))
            let root = layer(position: CGPoint(x: 200, y: 150), size: CGSize(width: 400, height: 300),
                             background: RGBAColor(red: 0.97, green: 0.97, blue: 0.99))
            let box = layer(position: CGPoint(x: x, y: 90), size: CGSize(width: 80, height: 80),
                            background: RGBAColor(red: 0.25, green: 0.45, blue: 0.77),
                            transform: Transform3D(rotationAngle: angle, x: 0, y: 0, z: 1)) { $0.cornerRadius = 12 }
            let badge = layer(position: CGPoint(x: 70, y: 10), size: CGSize(width: 24, height: 24),
                              background: RGBAColor(red: 0.9, green: 0.3, blue: 0.25)) { $0.cornerRadius = 12 }
            let card = layer(position: CGPoint(x: 120, y: 220), size: CGSize(width: 140, height: 70), opacity: opacity,
                             background: RGBAColor(red: 1, green: 1, blue: 1)) {
                $0.borderWidth = 2
                $0.borderColor = RGBAColor(red: 0.2, green: 0.6, blue: 0.35)
                $0.cornerRadius = 8
                $0.shadowOpacity = 0.35
                $0.shadowRadius = 6
                $0.shadowOffset = CGSize(width: 0, height: 3)
                $0.zPosition = 1
            }
            let anchor = layer(position: CGPoint(x: 330, y: 230), size: .zero)
            let late = layer(position: CGPoint(x: 330, y: 40 + 100 * t), size: CGSize(width: 40, height: 40),
                             background: RGBAColor(red: 0.95, green: 0.66, blue: 0.19))
            let panel = layer(position: CGPoint(x: 60, y: 40), size: CGSize(width: 100, height: 60),
                              background: RGBAColor(red: 0.85, green: 0.88, blue: 0.94),
                              transform: Transform3D(scaleX: 1.2, y: 1.2, z: 1)) {
                $0.bounds.origin = CGPoint(x: -20, y: 10)
                $0.anchorPoint = .zero
                $0.sublayerTransform = Transform3D(scaleX: 0.5, y: 0.5, z: 1)
            }
            let chip = layer(position: CGPoint(x: 30, y: 30), size: CGSize(width: 20, height: 20),
                             background: RGBAColor(red: 0.4, green: 0.3, blue: 0.7))
            var row: [FrameRecording.DrawnLayer?] = [root, box, badge, card, anchor, k >= 30 && k < 90 ? late : nil]
            if k >= 1 { row += [panel, chip] }
            frames.append(row)
            values.append([x, Double(opacity), Double(angle)])
        }
        let trace = Trace(events: [
            TraceEvent(sequence: 1, time: 0, kind: .enqueue, operation: "slide"),
            TraceEvent(sequence: 2, time: 0, kind: .start, operation: "slide"),
            TraceEvent(sequence: 3, time: 0, kind: .enqueue, operation: "fade"),
            TraceEvent(sequence: 4, time: 0.5, kind: .start, operation: "fade"),
            TraceEvent(sequence: 5, time: 0.5, kind: .enqueue, operation: "retry"),
            TraceEvent(sequence: 6, time: 0.8, kind: .stall, duration: 0.25),
            TraceEvent(sequence: 7, time: 1, kind: .finish, operation: "slide", result: "completed"),
            TraceEvent(sequence: 8, time: 1, kind: .cancel, operation: "retry"),
            TraceEvent(sequence: 9, time: 1, kind: .finish, operation: "retry", result: "cancelled"),
            TraceEvent(sequence: 10, time: 1, kind: .enqueue, operation: "spin"),
            TraceEvent(sequence: 11, time: 1, kind: .start, operation: "spin"),
            TraceEvent(sequence: 12, time: 1.2, kind: .cancel, operation: "fade"),
            TraceEvent(sequence: 13, time: 1.2, kind: .finish, operation: "fade", result: "cancelled"),
            TraceEvent(sequence: 14, time: 1.5, kind: .finish, operation: "spin", result: "failed", message: "boom"),
            TraceEvent(sequence: 15, time: 1.5, kind: .enqueue, operation: "later"),
            TraceEvent(sequence: 16, time: 1.6, kind: .start, operation: "later"),
        ])
        return FrameRecording(
            rate: rate, layers: layers, frames: frames, columns: ["box.position.x", "card.opacity", "box.rotation"],
            values: values, trace: trace, endTime: 2)
    }

    /// `frames` frames of `layers` layers, each moving, turning and fading on
    /// every frame: the worst case for the page's size.
    static func busy(frames count: Int, layers layerCount: Int) -> FrameRecording {
        let layers = (0..<layerCount).map { FrameRecording.LayerEntry(name: "layer \($0)", parent: $0 == 0 ? nil : 0) }
        var frames: [[FrameRecording.DrawnLayer?]] = []
        var values: [[Double]] = []
        for k in 0..<count {
            let t = Double(k) / 60
            frames.append((0..<layerCount).map { i in
                let phase = t + Double(i) * 0.37
                return layer(position: CGPoint(x: 100 + 80 * sin(phase), y: 100 + 60 * cos(phase * 1.3)),
                             size: CGSize(width: 40 + Double(i), height: 30), opacity: Float(0.5 + 0.5 * sin(phase * 2)),
                             background: RGBAColor(red: 0.2, green: 0.4, blue: 0.8),
                             transform: Transform3D(rotationAngle: CGFloat(phase), x: 0, y: 0, z: 1))
            })
            values.append([100 + 80 * sin(t), 0.5 + 0.5 * sin(t * 2)])
        }
        return FrameRecording(rate: 60, layers: layers, frames: frames, columns: ["layer 0.position.x", "layer 0.opacity"],
                              values: values, trace: Trace(), endTime: Double(count - 1) / 60)
    }
}
