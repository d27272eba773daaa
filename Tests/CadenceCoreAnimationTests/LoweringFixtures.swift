import Cadence
import CadenceCoreAnimation
import Foundation

// Shared fixtures for the lowering tests: things Core Animation cannot hold.

/// The error lowering `animation` throws, or nil when it lowers.
func loweringError(_ animation: any LayerAnimation) -> CadenceError? {
    do {
        _ = try CoreAnimationLowering.lower(animation)
        return nil
    } catch {
        return error
    }
}

/// A value type of the test's own: valid in Cadence, unknown to Core Animation.
struct Angle: Interpolatable {
    var radians: Double
    static let zero = Angle(radians: 0)
    func interpolated(to other: Angle, fraction: Double) -> Angle {
        Angle(radians: radians + (other.radians - radians) * fraction)
    }
    func adding(_ other: Angle) -> Angle { Angle(radians: radians + other.radians) }
    func subtracting(_ other: Angle) -> Angle { Angle(radians: radians - other.radians) }
    func interpolationDistance(to other: Angle) -> Double { abs(radians - other.radians) }
    var isFinite: Bool { radians.isFinite }
}

/// A delegate that does nothing.
final class SilentDelegate: AnimationDelegate {}

/// An animation type of the test's own, which lowering does not know.
struct Blink: LayerAnimation {
    var timing = MediaTiming(duration: 1)
    var timingFunction: TimingFunction?
    var isRemovedOnCompletion = true
    var delegate: (any AnimationDelegate)?
    var animatedPropertyNames: Set<String> { ["opacity"] }
    func validate() throws(CadenceError) { try timing.validate() }
    func apply(at time: Double, to values: inout PropertyValues) {
        if timing.state(at: time) != nil { values[.opacity] = 0 }
    }
}
