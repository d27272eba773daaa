import Cadence

// AnimationGroup → CAAnimationGroup.

extension AnimationGroup: CoreAnimationLowerable {
    /// A `CAAnimationGroup` with its children lowered in turn. A child with no
    /// duration of its own plays for the group's, as in Cadence; an error in a
    /// child names it: `animations[1].timingFunction`.
    func lowered(duration: Double) throws(CadenceError) -> CoreAnimationDescription {
        var description = try CoreAnimationLowering.describe(self, as: .group, duration: duration)
        var children: [CoreAnimationDescription] = []
        children.reserveCapacity(animations.count)
        for (index, child) in animations.enumerated() {
            do {
                children.append(try CoreAnimationLowering.lower(child, typeField: "", zeroDuration: duration))
            } catch {
                throw error.inside("animations[\(index)]")
            }
        }
        description.animations = children
        return description
    }
}
