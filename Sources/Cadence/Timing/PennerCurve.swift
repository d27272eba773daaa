import Foundation

/// The easing curves a single cubic Bézier cannot draw, from Robert Penner's
/// easing equations (in the form easings.net publishes): elastic and bounce.
enum PennerCurve: String, CaseIterable, Hashable, Sendable {
    case easeInElastic, easeOutElastic, easeInOutElastic
    case easeInBounce, easeOutBounce, easeInOutBounce

    /// The curve at `x`; outside `0 ... 1` it continues along its end tangents.
    func value(at x: Double) -> Double {
        if x < 0 { return x * derivative(at: 0) }
        if x > 1 { return 1 + (x - 1) * derivative(at: 1) }
        switch self {
        case .easeInElastic: return Self.inElastic(x)
        case .easeOutElastic: return Self.outElastic(x)
        case .easeInOutElastic: return Self.inOutElastic(x)
        case .easeInBounce: return 1 - Self.outBounce(1 - x)
        case .easeOutBounce: return Self.outBounce(x)
        case .easeInOutBounce:
            return x < 0.5 ? (1 - Self.outBounce(1 - 2 * x)) / 2 : (1 + Self.outBounce(2 * x - 1)) / 2
        }
    }

    /// The slope of the curve at `x` in `0 ... 1`, from the derivative of its formula.
    func derivative(at x: Double) -> Double {
        switch self {
        case .easeInElastic: return Self.inElasticSlope(x)
        case .easeOutElastic: return Self.outElasticSlope(x)
        case .easeInOutElastic: return Self.inOutElasticSlope(x)
        case .easeInBounce: return Self.outBounceSlope(1 - x)
        case .easeOutBounce: return Self.outBounceSlope(x)
        case .easeInOutBounce: return x < 0.5 ? Self.outBounceSlope(1 - 2 * x) : Self.outBounceSlope(2 * x - 1)
        }
    }

    // MARK: Elastic

    private static let c4 = 2 * Double.pi / 3
    private static let c5 = 2 * Double.pi / 4.5
    private static let ln2 = log(2.0)

    private static func inElastic(_ x: Double) -> Double {
        if x == 0 || x == 1 { return x }
        return -pow(2, 10 * x - 10) * sin((10 * x - 10.75) * c4)
    }

    private static func inElasticSlope(_ x: Double) -> Double {
        let envelope = pow(2, 10 * x - 10), angle = (10 * x - 10.75) * c4
        return -envelope * (10 * ln2 * sin(angle) + 10 * c4 * cos(angle))
    }

    private static func outElastic(_ x: Double) -> Double {
        if x == 0 || x == 1 { return x }
        return pow(2, -10 * x) * sin((10 * x - 0.75) * c4) + 1
    }

    private static func outElasticSlope(_ x: Double) -> Double {
        let envelope = pow(2, -10 * x), angle = (10 * x - 0.75) * c4
        return envelope * (-10 * ln2 * sin(angle) + 10 * c4 * cos(angle))
    }

    private static func inOutElastic(_ x: Double) -> Double {
        if x == 0 || x == 1 { return x }
        let angle = (20 * x - 11.125) * c5
        return x < 0.5 ? -(pow(2, 20 * x - 10) * sin(angle)) / 2 : pow(2, -20 * x + 10) * sin(angle) / 2 + 1
    }

    private static func inOutElasticSlope(_ x: Double) -> Double {
        let angle = (20 * x - 11.125) * c5
        if x < 0.5 {
            return -pow(2, 20 * x - 10) * (20 * ln2 * sin(angle) + 20 * c5 * cos(angle)) / 2
        }
        return pow(2, -20 * x + 10) * (-20 * ln2 * sin(angle) + 20 * c5 * cos(angle)) / 2
    }

    // MARK: Bounce

    private static let n1 = 7.5625
    private static let d1 = 2.75

    /// The parabola offset and height of the bounce segment holding `x`.
    private static func bounceSegment(_ x: Double) -> (offset: Double, height: Double) {
        if x < 1 / d1 { return (0, 0) }
        if x < 2 / d1 { return (1.5 / d1, 0.75) }
        if x < 2.5 / d1 { return (2.25 / d1, 0.9375) }
        return (2.625 / d1, 0.984375)
    }

    private static func outBounce(_ x: Double) -> Double {
        let (offset, height) = bounceSegment(x)
        let u = x - offset
        return n1 * u * u + height
    }

    private static func outBounceSlope(_ x: Double) -> Double {
        2 * n1 * (x - bounceSegment(x).offset)
    }
}
