import Cadence
import Foundation

/// A value a scenario file writes as numbers: a scalar as a number, a point or
/// size as `[a, b]`, a rect as `[x, y, w, h]`, a color as `[r, g, b, a]`, a
/// transform as 16 numbers, row-major.
protocol ScenarioCodable: Interpolatable {
    /// How many numbers it takes.
    static var numberCount: Int { get }
    /// How the file writes it, for messages.
    static var shape: String { get }
    init?(numbers: [Double])
    var numbers: [Double] { get }
}

extension ScenarioCodable {
    static var shape: String {
        switch numberCount {
        case 1: "a finite number"
        case 2: "[a, b] (2 finite numbers)"
        case 4: "an array of 4 finite numbers"
        default: "an array of \(numberCount) finite numbers"
        }
    }
}

extension Double: ScenarioCodable {
    static var numberCount: Int { 1 }
    init?(numbers: [Double]) { self = numbers[0] }
    var numbers: [Double] { [self] }
}

extension Float: ScenarioCodable {
    static var numberCount: Int { 1 }
    init?(numbers: [Double]) { self = Float(numbers[0]) }
    var numbers: [Double] { [Double(self)] }
}

extension CGFloat: ScenarioCodable {
    static var numberCount: Int { 1 }
    init?(numbers: [Double]) { self = CGFloat(numbers[0]) }
    var numbers: [Double] { [Double(self)] }
}

extension CGPoint: ScenarioCodable {
    static var numberCount: Int { 2 }
    static var shape: String { "[x, y] (2 finite numbers)" }
    init?(numbers: [Double]) { self.init(x: numbers[0], y: numbers[1]) }
    var numbers: [Double] { [Double(x), Double(y)] }
}

extension CGSize: ScenarioCodable {
    static var numberCount: Int { 2 }
    static var shape: String { "[width, height] (2 finite numbers)" }
    init?(numbers: [Double]) { self.init(width: numbers[0], height: numbers[1]) }
    var numbers: [Double] { [Double(width), Double(height)] }
}

extension CGRect: ScenarioCodable {
    static var numberCount: Int { 4 }
    static var shape: String { "[x, y, width, height] (4 finite numbers)" }
    init?(numbers: [Double]) { self.init(x: numbers[0], y: numbers[1], width: numbers[2], height: numbers[3]) }
    var numbers: [Double] { [Double(origin.x), Double(origin.y), Double(size.width), Double(size.height)] }
}

extension RGBAColor: ScenarioCodable {
    static var numberCount: Int { 4 }
    static var shape: String { "[red, green, blue, alpha] (4 finite numbers)" }
    init?(numbers: [Double]) { self.init(components: numbers) }
    var numbers: [Double] { components }
}

extension Transform3D: ScenarioCodable {
    static var numberCount: Int { 16 }
    static var shape: String { "16 finite numbers (a 4×4 matrix, row-major)" }

    init?(numbers: [Double]) {
        let m = numbers.map { CGFloat($0) }
        self = .identity
        (m11, m12, m13, m14) = (m[0], m[1], m[2], m[3])
        (m21, m22, m23, m24) = (m[4], m[5], m[6], m[7])
        (m31, m32, m33, m34) = (m[8], m[9], m[10], m[11])
        (m41, m42, m43, m44) = (m[12], m[13], m[14], m[15])
    }

    var numbers: [Double] {
        [m11, m12, m13, m14, m21, m22, m23, m24, m31, m32, m33, m34, m41, m42, m43, m44].map { Double($0) }
    }
}

extension FieldReader {
    /// A value of `type` written as the file writes it.
    func value<Value>(_ type: Value.Type, _ json: JSONValue, at path: String) -> Value? {
        guard let coding = type as? any ScenarioCodable.Type else {
            fail(path, "a value of this key path's type cannot be written in a scenario")
            return nil
        }
        guard let numbers = numbers(json, count: coding.numberCount),
            let value = coding.init(numbers: numbers) as? Value
        else {
            expected(path, coding.shape, got: json)
            return nil
        }
        return value
    }

    private func numbers(_ json: JSONValue, count: Int) -> [Double]? {
        switch json {
        case .number(let number) where count == 1 && number.isFinite:
            return [number.value]
        case .array(let items) where items.count == count && count > 1:
            let numbers = items.compactMap { item -> Double? in
                guard case .number(let number) = item, number.isFinite else { return nil }
                return number.value
            }
            return numbers.count == count ? numbers : nil
        default:
            return nil
        }
    }
}

/// The numbers a presented value is written as.
func scenarioNumbers<Value>(_ value: Value) -> [Double] {
    (value as? any ScenarioCodable)?.numbers ?? []
}
