import Cadence
import Foundation

extension ScenarioReader {
    /// The fields of a `decay` animation's `boundary` spring: a spring's,
    /// without `initialVelocity` (the decay's velocity at the bound is the
    /// spring's).
    static let boundarySpringFields = ["mass", "stiffness", "damping"]

    /// A `decay` animation of `keyPath`: `from` and `velocity` (required),
    /// `rate`, `threshold`, and for a scalar `minimum`, `maximum` and
    /// `boundary`; nil with every problem noted. Cadence's own validation
    /// (run by the caller too) names the rest, in the file's terms.
    func decay<Value>(
        _ keyPath: AnimationKeyPath<Value>, _ object: JSONObject, at path: String, additive: Bool, cumulative: Bool
    ) -> (any LayerAnimation)? {
        let problemsBefore = fields.problems.count
        func value(_ key: String, _ what: String) -> Value? {
            fields.required(object, key, at: path, what).flatMap {
                fields.value(Value.self, $0, at: FieldReader.join(path, key))
            }
        }
        let from = value("from", "the value the decay starts from")
        let velocity = value("velocity", "the velocity it is flung with, in units per second")
        let rate = fields.optional(object, "rate", at: path) { json, field -> DecelerationRate? in
            if case .string = json {
                return fields.choice(json, at: field, [("normal", DecelerationRate.normal), ("fast", DecelerationRate.fast)])
            }
            // A number outside (0, 1) is refused by the library's validation, in its words.
            return fields.number(json, at: field, "\"normal\", \"fast\" or a number in (0, 1)").map { DecelerationRate(rawValue: $0) }
        } ?? .normal
        let threshold = fields.optional(object, "threshold", at: path) {
            fields.number($0, at: $1, in: .leastNonzeroMagnitude ... .infinity, "a finite speed > 0, in units per second")
        }
        let bounded = ["minimum", "maximum", "boundary"].filter { object[$0] != nil }
        guard !bounded.isEmpty else {
            guard fields.problems.count == problemsBefore, let from, let velocity else { return nil }
            var animation = DecayAnimation(keyPath: keyPath, from: from, velocity: velocity, decelerationRate: rate, threshold: threshold)
            (animation.isAdditive, animation.isCumulative) = (additive, cumulative)
            return animation
        }
        guard let scalar = Value.self as? any DecayScalar.Type else {
            for key in bounded {
                fields.fail(
                    FieldReader.join(path, key),
                    "expected no \(key) on \(EchoedText.quoted(keyPath.name)), whose values are not numbers, got \(object[key]!.echoed)")
            }
            return nil
        }
        let minimum = object["minimum"].flatMap { fields.value(Value.self, $0, at: FieldReader.join(path, "minimum")) }
        let maximum = object["maximum"].flatMap { fields.value(Value.self, $0, at: FieldReader.join(path, "maximum")) }
        let boundary = object["boundary"].map { decayBoundary($0, at: FieldReader.join(path, "boundary")) } ?? DecayBoundary.stop
        guard fields.problems.count == problemsBefore, let from, let velocity, let boundary else { return nil }
        do throws(CadenceError) {
            return try scalar.boundedDecay(
                keyPath, from: from, velocity: velocity, rate: rate, threshold: threshold, minimum: minimum,
                maximum: maximum, boundary: boundary, additive: additive, cumulative: cumulative)
        } catch {
            let (field, message) = Self.fileProblem(error, in: .object(object))
            fields.fail(FieldReader.join(path, field), message)
            return nil
        }
    }

    /// A `boundary`: `"stop"`, or a spring object (`mass`, `stiffness`,
    /// `damping`, defaulting to Framer Motion's bounce, 1, 500 and 10).
    private func decayBoundary(_ json: JSONValue, at path: String) -> DecayBoundary? {
        if json == .string("stop") { return .stop }
        guard case .object = json else {
            fields.expected(path, "\"stop\" or a spring object (mass, stiffness, damping)", got: json)
            return nil
        }
        guard let object = fields.object(json, at: path, allowed: Self.boundarySpringFields) else { return nil }
        let spring = DecayBoundary.defaultSpring
        func number(_ key: String, _ fallback: Double, in range: ClosedRange<Double>, _ what: String) -> Double? {
            guard let json = object[key] else { return fallback }
            return fields.number(json, at: FieldReader.join(path, key), in: range, what)
        }
        guard let mass = number("mass", spring.mass, in: .leastNonzeroMagnitude ... .infinity, "a finite number > 0"),
            let stiffness = number("stiffness", spring.stiffness, in: .leastNonzeroMagnitude ... .infinity, "a finite number > 0"),
            let damping = number("damping", spring.damping, in: 0 ... .infinity, "a finite number ≥ 0")
        else { return nil }
        return .spring(DampedSpring(mass: mass, stiffness: stiffness, damping: damping))
    }
}

/// A value type a decay may bound: a number.
protocol DecayScalar: BinaryFloatingPoint, Interpolatable {}

extension Double: DecayScalar {}
extension Float: DecayScalar {}
extension CGFloat: DecayScalar {}

extension DecayScalar {
    /// A bounded decay of `keyPath`, whose values are of this type.
    static func boundedDecay<Value>(
        _ keyPath: AnimationKeyPath<Value>, from: Value, velocity: Value, rate: DecelerationRate, threshold: Double?,
        minimum: Value?, maximum: Value?, boundary: DecayBoundary, additive: Bool, cumulative: Bool
    ) throws(CadenceError) -> (any LayerAnimation)? {
        guard let keyPath = keyPath as? AnimationKeyPath<Self>, let from = from as? Self, let velocity = velocity as? Self
        else { return nil }
        var animation = try DecayAnimation(
            keyPath: keyPath, from: from, velocity: velocity, decelerationRate: rate, threshold: threshold,
            minimum: minimum as? Self, maximum: maximum as? Self, boundary: boundary)
        (animation.isAdditive, animation.isCumulative) = (additive, cumulative)
        return animation
    }
}
