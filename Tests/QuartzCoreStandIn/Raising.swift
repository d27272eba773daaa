#if !canImport(QuartzCore)
import Cadence
import Foundation

/// Turns a `CAAnimation` back into the Cadence animation that plays it, by
/// Core Animation's rules, through Cadence's public API: `Float` fields
/// widen to `Double` exactly; key paths are Core Animation's standard ones.
enum Raising {
    /// The animation `anim` plays when added: a duration ≤ 0 becomes
    /// `defaultDuration` (the transaction's, 0.25 s outside one).
    static func animation(_ anim: CAAnimation, defaultDuration: Double?) throws(CadenceError) -> any LayerAnimation {
        var animation = try raise(anim)
        if anim.duration <= 0 {
            animation.timing.duration = defaultDuration ?? MediaTiming.defaultDuration
        }
        return animation
    }

    /// `anim` as it is; a duration ≤ 0 stays 0 (in a group: the group's).
    static func raise(_ anim: CAAnimation) throws(CadenceError) -> any LayerAnimation {
        var animation: any LayerAnimation
        switch anim {
        case let property as CAPropertyAnimation:
            guard let name = property.keyPath, let keyPath = ValueBridge.keyPath(named: name) else {
                throw CadenceError(
                    .unknownName, field: "keyPath", value: property.keyPath ?? "nil",
                    expected: "one of Core Animation's standard key paths")
            }
            animation = try raise(property, at: keyPath)
        case let group as CAAnimationGroup:
            var children: [any LayerAnimation] = []
            for (index, child) in (group.animations ?? []).enumerated() {
                do {
                    children.append(try raise(child))
                } catch {
                    throw error.inside("animations[\(index)]")
                }
            }
            animation = AnimationGroup(animations: children)
        case let transition as CATransition:
            var raised = TransitionAnimation(
                type: try enumeration(transition.type.rawValue, "type"),
                subtype: try transition.subtype.map { (subtype) throws(CadenceError) in
                    try enumeration(subtype.rawValue, "subtype")
                })
            raised.startProgress = Double(transition.startProgress)
            raised.endProgress = Double(transition.endProgress)
            animation = raised
        default:
            throw CadenceError(.unsupported, field: "animation", value: "\(type(of: anim))", expected: "a Core Animation class")
        }
        animation.timing = try timing(anim)
        animation.timingFunction = try anim.timingFunction.map { (function) throws(CadenceError) in try timingFunction(function) }
        animation.isRemovedOnCompletion = anim.isRemovedOnCompletion
        if let delegate = anim.delegate {
            animation.delegate = DelegateForwarder(delegate: delegate, animation: anim)
        }
        return animation
    }

    static func timingFunction(_ function: CAMediaTimingFunction) throws(CadenceError) -> TimingFunction {
        let (c1x, c1y, c2x, c2y) = function.controlPoints
        return try TimingFunction(controlPoints: Double(c1x), Double(c1y), Double(c2x), Double(c2y))
    }

    private static func timing(_ anim: CAAnimation) throws(CadenceError) -> MediaTiming {
        // Core Animation repeats forever at the largest Float (or infinity).
        let repeatCount = anim.repeatCount >= .greatestFiniteMagnitude ? .infinity : Double(anim.repeatCount)
        return MediaTiming(
            beginTime: anim.beginTime, duration: max(anim.duration, 0), speed: Double(anim.speed),
            timeOffset: anim.timeOffset, repeatCount: repeatCount, repeatDuration: anim.repeatDuration,
            autoreverses: anim.autoreverses, fillMode: try enumeration(anim.fillMode.rawValue, "fillMode"))
    }

    private static func enumeration<Value: RawRepresentable<String>>(_ raw: String, _ field: String) throws(CadenceError) -> Value {
        guard let value = Value(rawValue: raw) else {
            throw CadenceError(.unknownName, field: field, value: raw, expected: "one of Core Animation's \(field) names")
        }
        return value
    }

    private static func raise<Path: AnimationKeyPathProtocol>(_ anim: CAPropertyAnimation, at path: Path) throws(CadenceError) -> any LayerAnimation {
        func value(_ any: Any?, _ field: String) throws(CadenceError) -> Path.Value? {
            guard let any else { return nil }
            guard let value = ValueBridge.cadenceValue(any, as: Path.Value.self) else {
                throw CadenceError(
                    .typeMismatch, field: field, value: "\(type(of: any))", expected: "a value of type \(Path.Value.self)")
            }
            return value
        }
        let keyPath = path.keyPath
        switch anim {
        case let spring as CASpringAnimation:
            var raised = SpringAnimation(
                keyPath: keyPath, from: try value(spring.fromValue, "fromValue"), to: try value(spring.toValue, "toValue"),
                by: try value(spring.byValue, "byValue"),
                spring: DampedSpring(
                    mass: Double(spring.mass), stiffness: Double(spring.stiffness), damping: Double(spring.damping),
                    initialVelocity: Double(spring.initialVelocity)))
            (raised.isAdditive, raised.isCumulative) = (spring.isAdditive, spring.isCumulative)
            return raised
        case let basic as CABasicAnimation:
            var raised = BasicAnimation(
                keyPath: keyPath, from: try value(basic.fromValue, "fromValue"), to: try value(basic.toValue, "toValue"),
                by: try value(basic.byValue, "byValue"))
            (raised.isAdditive, raised.isCumulative) = (basic.isAdditive, basic.isCumulative)
            return raised
        case let keyframe as CAKeyframeAnimation:
            var values: [Path.Value] = []
            for (index, any) in (keyframe.values ?? []).enumerated() {
                if let raised = try value(any, "values[\(index)]") { values.append(raised) }
            }
            var raised = KeyframeAnimation(
                keyPath: keyPath, values: values, keyTimes: keyframe.keyTimes.map(doubles),
                calculationMode: try enumeration(keyframe.calculationMode.rawValue, "calculationMode"))
            raised.timingFunctions = try keyframe.timingFunctions.map { (functions) throws(CadenceError) in
                var raised: [TimingFunction] = []
                for function in functions { raised.append(try timingFunction(function)) }
                return raised
            }
            raised.tensionValues = keyframe.tensionValues.map(doubles)
            raised.continuityValues = keyframe.continuityValues.map(doubles)
            raised.biasValues = keyframe.biasValues.map(doubles)
            (raised.isAdditive, raised.isCumulative) = (keyframe.isAdditive, keyframe.isCumulative)
            return raised
        default:
            throw CadenceError(.unsupported, field: "animation", value: "\(type(of: anim))", expected: "a Core Animation class")
        }
    }

    private static func doubles(_ numbers: [NSNumber]) -> [Double] {
        numbers.map(\.doubleValue)
    }
}

/// Tells a `CAAnimationDelegate` what Cadence tells the raised animation's
/// delegate, on the main loop. It passes the animation given to `add(_:forKey:)`,
/// where Core Animation passes its copy.
private final class DelegateForwarder: AnimationDelegate, @unchecked Sendable {
    let delegate: any CAAnimationDelegate
    let animation: CAAnimation

    init(delegate: any CAAnimationDelegate, animation: CAAnimation) {
        (self.delegate, self.animation) = (delegate, animation)
    }

    func animationDidStart(_ animation: any LayerAnimation) {
        delegate.animationDidStart(self.animation)
    }

    func animationDidStop(_ animation: any LayerAnimation, finished: Bool) {
        delegate.animationDidStop(self.animation, finished: finished)
    }
}
#endif
