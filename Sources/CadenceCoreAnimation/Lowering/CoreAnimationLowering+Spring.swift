import Cadence
import Foundation

// SpringAnimation → CASpringAnimation.

extension SpringAnimation: CoreAnimationLowerable {
    /// A `CASpringAnimation`: the endpoints as a basic animation's, and the
    /// spring's physics. Without a duration of its own it plays for its
    /// settling duration, as Cadence does.
    func lowered(duration: Double) throws(CadenceError) -> CoreAnimationDescription {
        var description = try CoreAnimationLowering.describeProperty(self, as: .spring, duration: duration)
        description.fromValue = try CoreAnimationLowering.optionalValue(fromValue, field: "fromValue")
        description.toValue = try CoreAnimationLowering.optionalValue(toValue, field: "toValue")
        description.byValue = try CoreAnimationLowering.optionalValue(byValue, field: "byValue")
        description.spring = SpringDescription(spring)
        return description
    }
}

extension SpringDescription {
    /// The physics of `spring`. ``allowsOverdamping`` is set when the spring is
    /// overdamped (damping ratio above 1), so it plays as Cadence plays it.
    public init(_ spring: DampedSpring) {
        self.init(
            mass: CGFloat(spring.mass), stiffness: CGFloat(spring.stiffness), damping: CGFloat(spring.damping),
            initialVelocity: CGFloat(spring.initialVelocity), allowsOverdamping: spring.dampingRatio > 1)
    }
}
