import Cadence
import Foundation

/// Frames as Core Animation's render server makes them: at every vsync, off
/// the main-like queue, the layer's presented value for the next vsync (the
/// frame's target time), from what the queue has committed.
enum LayerTreeFrames {
    static func start(in world: JitterWorld, recorder: RunRecorder) {
        let (clock, layer) = (world.clock, world.layer)
        world.startVsyncs { index, _ in
            let value = layer.presentation(at: world.vsync(index + 1))[.positionX]
            recorder.frame(time: clock.currentTime, target: index + 1, value: Double(value))
        }
    }
}
