import Cadence

// BasicAnimation → CABasicAnimation.

extension BasicAnimation: CoreAnimationLowerable {
    /// A `CABasicAnimation` with the endpoints as given (an open one stays nil).
    func lowered(duration: Double) throws(CadenceError) -> CoreAnimationDescription {
        var description = try CoreAnimationLowering.describeProperty(self, as: .basic, duration: duration)
        description.fromValue = try CoreAnimationLowering.optionalValue(fromValue, field: "fromValue")
        description.toValue = try CoreAnimationLowering.optionalValue(toValue, field: "toValue")
        description.byValue = try CoreAnimationLowering.optionalValue(byValue, field: "byValue")
        return description
    }
}
