import Cadence

// TransitionAnimation → CATransition.

extension TransitionAnimation: CoreAnimationLowerable {
    /// A `CATransition` with the type, subtype and progress range
    /// (`startProgress` and `endProgress` rounded to the nearest `Float`).
    func lowered(duration: Double) throws(CadenceError) -> CoreAnimationDescription {
        var description = try CoreAnimationLowering.describe(self, as: .transition, duration: duration)
        description.transition = TransitionDescription(
            type: type.rawValue, subtype: subtype?.rawValue, startProgress: Float(startProgress),
            endProgress: Float(endProgress))
        return description
    }
}
