import Cadence

// KeyframeAnimation → CAKeyframeAnimation.

extension KeyframeAnimation: CoreAnimationLowerable {
    /// A `CAKeyframeAnimation` with the values, key times, timing functions,
    /// calculation mode and spline parameters.
    ///
    /// Key times are given as Core Animation takes them for the mode:
    ///
    /// - **discrete**: always one more key time than values. Core Animation
    ///   documents that form only, and leaves its even spacing unsaid, so
    ///   Cadence's other two forms are converted to what Cadence plays: no key
    ///   times becomes `[0, 1/n, …, 1]` (each of the n values held for `1/n`),
    ///   and one key time per value gets a final 1 appended (`[0, 0.5, 1]` for
    ///   three values becomes `[0, 0.5, 1, 1]`: the last value holds from 1,
    ///   only at the very end).
    /// - **linear** and **cubic**: as given; nil is evenly spaced in both.
    /// - **paced** and **cubicPaced**: nil, since both ignore key times.
    ///
    /// Timing functions are given for the linear and cubic modes only, and the
    /// tension, continuity and bias values for the cubic modes only: elsewhere
    /// they change nothing.
    func lowered(duration: Double) throws(CadenceError) -> CoreAnimationDescription {
        var description = try CoreAnimationLowering.describeProperty(self, as: .keyframe, duration: duration)
        var lowered: [CoreAnimationValue] = []
        lowered.reserveCapacity(values.count)
        for (index, value) in values.enumerated() {
            lowered.append(try CoreAnimationLowering.value(value, field: "values[\(index)]"))
        }
        description.values = lowered
        description.calculationMode = calculationMode.rawValue
        description.keyTimes = coreAnimationKeyTimes
        if calculationMode == .linear || calculationMode == .cubic, let timingFunctions {
            var functions: [TimingFunctionDescription] = []
            for (index, function) in timingFunctions.enumerated() {
                let field = "timingFunctions[\(index)]"
                if let lowered = try CoreAnimationLowering.timingFunctionDescription(function, field: field) {
                    functions.append(lowered)
                }
            }
            description.timingFunctions = functions
        }
        if calculationMode == .cubic || calculationMode == .cubicPaced {
            description.tensionValues = try Self.splineParameters(tensionValues, field: "tensionValues")
            description.continuityValues = try Self.splineParameters(continuityValues, field: "continuityValues")
            description.biasValues = try Self.splineParameters(biasValues, field: "biasValues")
        }
        return description
    }

    /// The key times in Core Animation's form for the mode (see ``lowered(duration:)``).
    private var coreAnimationKeyTimes: [Double]? {
        switch calculationMode {
        case .paced, .cubicPaced:
            return nil
        case .linear, .cubic:
            return keyTimes
        case .discrete:
            let count = values.count
            guard let keyTimes else { return (0...count).map { Double($0) / Double(count) } }
            return keyTimes.count == count ? keyTimes + [1] : keyTimes
        }
    }

    /// Spline parameters, each checked to lie in Core Animation's range.
    ///
    /// - Throws: `CadenceError/Code/unsupported` naming the entry for
    ///   one outside `-1 ... 1`, which Cadence evaluates and Core Animation
    ///   does not define.
    private static func splineParameters(_ parameters: [Double]?, field: String) throws(CadenceError) -> [Double]? {
        guard let parameters else { return nil }
        for (index, number) in parameters.enumerated() where !(-1...1).contains(number) {
            throw CadenceError(
                .unsupported, field: "\(field)[\(index)]", value: CadenceError.describe(number),
                expected: "a number in -1 ... 1 (Core Animation's range)")
        }
        return parameters
    }
}
