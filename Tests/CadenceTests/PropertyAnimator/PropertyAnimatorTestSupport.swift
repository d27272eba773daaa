import Cadence
import Foundation

/// A stage for property animators: the box moves along x from 0 (its
/// default position) to 100, and a log records completions with their time.
struct AnimatorStage {
    let stage = Stage()
    let log = EventLog()

    var box: Layer { stage.box }
    var clock: VirtualClock { stage.clock }
    var compositor: Compositor { stage.compositor }

    /// What the box shows along x and y now.
    var x: Double { Double(box.presentedValue(for: .positionX)) }
    var y: Double { Double(box.presentedValue(for: .positionY)) }

    /// An animator moving the box to x = 100 over `duration` with `curve`,
    /// whose completion is logged.
    func animator(_ duration: Double = 2, curve: AnimationOptions.Curve = .linear) throws -> PropertyAnimator {
        let box = self.box
        let animator = try PropertyAnimator(duration: duration, curve: curve, on: compositor) { box[.positionX] = 100 }
        logCompletion(of: animator)
        return animator
    }

    func logCompletion(of animator: PropertyAnimator) {
        let (log, clock) = (log, clock)
        animator.addCompletion { position in log.append("\(position) @\(CadenceTestTime.format(clock.currentTime))") }
    }

    func advance(to time: Double) throws { try clock.advance(to: time) }
}

/// Whether two numbers agree to within rounding.
func close(_ a: Double, _ b: Double, _ tolerance: Double = 1e-9) -> Bool { abs(a - b) <= tolerance }
