import Cadence
import Foundation

extension ScenarioReader {
    /// A basic, spring, decay or keyframe animation of `keyPath`, its values checked
    /// against the key path's type.
    func typedAnimation<Path: AnimationKeyPathProtocol>(
        _ animated: Path, type: String, _ object: JSONObject, at path: String
    ) -> (any LayerAnimation)? {
        typealias Value = Path.Value
        let keyPath = animated.keyPath
        // Any problem noted from here on makes the animation invalid.
        let problemsBefore = fields.problems.count
        var valid: Bool { fields.problems.count == problemsBefore }
        func value(_ key: String) -> Value? {
            object[key].flatMap { fields.value(Value.self, $0, at: FieldReader.join(path, key)) }
        }
        func positive(_ key: String, _ fallback: Double, in range: ClosedRange<Double>, _ what: String) -> Double {
            object[key].flatMap { fields.number($0, at: FieldReader.join(path, key), in: range, what) } ?? fallback
        }
        let additive = object["additive"].flatMap { fields.bool($0, at: FieldReader.join(path, "additive")) } ?? false
        let cumulative = object["cumulative"].flatMap { fields.bool($0, at: FieldReader.join(path, "cumulative")) } ?? false
        switch type {
        case "basic":
            var animation = BasicAnimation(keyPath: keyPath, from: value("from"), to: value("to"), by: value("by"))
            (animation.isAdditive, animation.isCumulative) = (additive, cumulative)
            return valid ? animation : nil
        case "spring":
            let spring = DampedSpring(
                mass: positive("mass", 1, in: .leastNonzeroMagnitude ... .infinity, "a finite number > 0"),
                stiffness: positive("stiffness", 100, in: .leastNonzeroMagnitude ... .infinity, "a finite number > 0"),
                damping: positive("damping", 10, in: 0 ... .infinity, "a finite number ≥ 0"),
                initialVelocity: positive("initialVelocity", 0, in: -.infinity ... .infinity, "a finite number"))
            var animation = SpringAnimation(keyPath: keyPath, from: value("from"), to: value("to"), by: value("by"), spring: spring)
            (animation.isAdditive, animation.isCumulative) = (additive, cumulative)
            return valid ? animation : nil
        case "decay":
            let animation = decay(keyPath, object, at: path, additive: additive, cumulative: cumulative)
            return valid ? animation : nil
        default:
            return keyframes(keyPath, object, at: path, additive: additive, cumulative: cumulative)
        }
    }

    private func keyframes<Value>(
        _ keyPath: AnimationKeyPath<Value>, _ object: JSONObject, at path: String, additive: Bool, cumulative: Bool
    ) -> (any LayerAnimation)? {
        let valuesPath = FieldReader.join(path, "values")
        guard let json = fields.required(object, "values", at: path, "an array of values"),
            let items = fields.array(json, at: valuesPath, "an array of values")
        else { return nil }
        let values = items.enumerated().compactMap { index, item in
            fields.value(Value.self, item, at: FieldReader.index(valuesPath, index))
        }
        guard values.count == items.count else { return nil }
        var animation = KeyframeAnimation(keyPath: keyPath, values: values)
        (animation.isAdditive, animation.isCumulative) = (additive, cumulative)
        var valid = true
        var discrete = false
        if let json = object["calculationMode"] {
            let mode = fields.choice(json, at: FieldReader.join(path, "calculationMode"),
                KeyframeAnimation<Value>.CalculationMode.allCases.map { ($0.rawValue, $0) })
            if let mode { animation.calculationMode = mode } else { valid = false }
            discrete = mode == .discrete
        }
        if let json = object["keyTimes"] {
            let keyTimesPath = FieldReader.join(path, "keyTimes")
            if let raw = fields.array(json, at: keyTimesPath, "an array of key times") {
                let times = raw.enumerated().compactMap { index, item in
                    fields.number(item, at: FieldReader.index(keyTimesPath, index), in: 0 ... 1, "a number in 0…1")
                }
                let counts = discrete ? [values.count + 1, values.count] : [values.count]
                if times.count != raw.count {
                    valid = false
                } else if !counts.contains(times.count) {
                    // Core Animation's discrete layout has one more key time than
                    // values; the other modes' one per value is taken too.
                    let expected =
                        discrete
                        ? "\(values.count + 1) key times (one more than the values, in discrete mode) or \(values.count) (one per value)"
                        : "\(values.count) key times (one per value)"
                    fields.fail(keyTimesPath, "expected \(expected), got \(times.count)")
                    valid = false
                } else {
                    animation.keyTimes = times
                }
            } else {
                valid = false
            }
        }
        if let json = object["timingFunctions"] {
            let functionsPath = FieldReader.join(path, "timingFunctions")
            if let raw = fields.array(json, at: functionsPath, "an array of timing functions") {
                let functions = raw.enumerated().compactMap { index, item in
                    timingFunction(item, at: FieldReader.index(functionsPath, index))
                }
                if functions.count != raw.count {
                    valid = false
                } else if functions.count != values.count - 1 {
                    fields.fail(
                        functionsPath,
                        "expected \(values.count - 1) timing functions (one per interval between values), got \(functions.count)")
                    valid = false
                } else {
                    animation.timingFunctions = functions
                }
            } else {
                valid = false
            }
        }
        return valid ? animation : nil
    }

    /// A timing function: a name (with the nearest suggested) or `[x1, y1, x2, y2]`.
    func timingFunction(_ json: JSONValue, at path: String) -> TimingFunction? {
        switch json {
        case .string(let name):
            do {
                return try TimingFunction(named: name)
            } catch {
                let hint = error.suggestion.map { " (did you mean '\($0)'?)" } ?? ""
                fields.fail(path, "unknown timing function \(json)\(hint)")
                return nil
            }
        case .array(let items) where items.count == 4:
            let points = items.compactMap { item -> Double? in
                guard case .number(let number) = item, number.isFinite else { return nil }
                return number.value
            }
            if points.count == 4, let function = try? TimingFunction(controlPoints: points[0], points[1], points[2], points[3]) {
                return function
            }
            fields.expected(
                path, "control points [x1, y1, x2, y2] with x1 and x2 in 0…1 and y1 and y2 within ±3.4028235e38", got: json)
            return nil
        default:
            fields.expected(path, "a timing function name or [x1, y1, x2, y2]", got: json)
            return nil
        }
    }

    /// Sets the common timing fields, then checks the whole animation with
    /// Cadence's own validation, its problems worded in the file's terms; false
    /// when a field or the animation was invalid.
    func applyTiming(_ object: JSONObject, to animation: inout any LayerAnimation, at path: String, groupDuration: Double?) -> Bool {
        var valid = true
        func number(_ key: String, in range: ClosedRange<Double> = -.infinity ... .infinity, _ what: String = "a finite number") -> Double? {
            guard let json = object[key] else { return nil }
            let value = fields.number(json, at: FieldReader.join(path, key), in: range, what)
            valid = valid && value != nil
            return value
        }
        func flag(_ key: String) -> Bool? {
            guard let json = object[key] else { return nil }
            let value = fields.bool(json, at: FieldReader.join(path, key))
            valid = valid && value != nil
            return value
        }
        var timing = animation.timing
        if let begin = number("beginTime") { timing.beginTime = begin }
        if let duration = number("duration", in: 0 ... .infinity, "a finite number ≥ 0") {
            timing.duration = duration
        } else if object["duration"] == nil, let groupDuration {
            timing.duration = groupDuration
        }
        if let speed = number("speed", in: 0 ... .infinity, "a finite number ≥ 0") { timing.speed = speed }
        if let offset = number("timeOffset") { timing.timeOffset = offset }
        if let json = object["repeatCount"] {
            if json == .string("infinity") {
                timing.repeatCount = .infinity
            } else if let count = fields.number(
                json, at: FieldReader.join(path, "repeatCount"), in: 0 ... .infinity, "a finite number ≥ 0 or \"infinity\"")
            {
                timing.repeatCount = count
            } else {
                valid = false
            }
        }
        if let repeatDuration = number("repeatDuration", in: 0 ... .infinity, "a finite number ≥ 0") {
            timing.repeatDuration = repeatDuration
        }
        if object["repeatCount"] != nil, object["repeatDuration"] != nil {
            fields.fail(path, "repeatCount and repeatDuration are both set; expected at most one of them")
            valid = false
        }
        if let autoreverses = flag("autoreverses") { timing.autoreverses = autoreverses }
        if let json = object["fillMode"] {
            if let mode = fields.choice(json, at: FieldReader.join(path, "fillMode"), FillMode.allCases.map { ($0.rawValue, $0) }) {
                timing.fillMode = mode
            } else {
                valid = false
            }
        }
        animation.timing = timing
        if let removed = flag("removedOnCompletion") { animation.isRemovedOnCompletion = removed }
        if let json = object["timingFunction"] {
            if let function = timingFunction(json, at: FieldReader.join(path, "timingFunction")) {
                animation.timingFunction = function
            } else {
                valid = false
            }
        }
        guard valid else { return false }
        do {
            try animation.validate()
        } catch {
            let (field, message) = Self.fileProblem(error, in: .object(object))
            fields.fail(FieldReader.join(path, field), message)
            return false
        }
        return true
    }

    /// The file's names for the fields Cadence's validation names otherwise.
    static let fileFieldNames = ["fromValue": "from", "toValue": "to", "byValue": "by", "decelerationRate": "rate"]

    /// A problem Cadence's validation found, in the file's terms: the field as
    /// the file names it (`by`, not `byValue`), the value as the file wrote it
    /// (`2`, not `2.0`) when the field is in the file, `missing` when the file
    /// leaves it out (a spring's `duration`), and the library's names in the
    /// expectation replaced by the file's.
    static func fileProblem(_ error: CadenceError, in json: JSONValue) -> (field: String, message: String) {
        var field = ""
        var written: JSONValue? = json
        for component in error.field.split(separator: ".", omittingEmptySubsequences: false) {
            let name = component.prefix { $0 != "[" }
            let fileName = fileFieldNames[String(name)] ?? String(name)
            field = FieldReader.join(field, fileName)
            if case .object(let members)? = written { written = members[fileName] } else { written = nil }
            for index in component.dropFirst(name.count).split(separator: "[").compactMap({ Int($0.dropLast()) }) {
                field = FieldReader.index(field, index)
                if case .array(let items)? = written, items.indices.contains(index) {
                    written = items[index]
                } else {
                    written = nil
                }
            }
        }
        var expected = error.expected
        for (library, file) in fileFieldNames {
            expected = expected.replacingOccurrences(of: library, with: file)
        }
        guard let written else {
            if case .object(let members) = json, members[field] == nil, !field.contains(where: { $0 == "." || $0 == "[" }) {
                return (field, "missing; expected \(expected)")
            }
            return (field, "expected \(expected), got \(error.value)")
        }
        return (field, "expected \(expected), got \(written.echoed)")
    }
}
