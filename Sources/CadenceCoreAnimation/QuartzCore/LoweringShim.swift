// TEMPORARY: stands in for the lowering helpers being written on another
// branch, with their signatures; deleted when that work is merged.
import Cadence
import Foundation

extension CoreAnimationValue {
    static let storedPropertyNames: [String] = [
        "position", "bounds", "anchorPoint", "anchorPointZ", "opacity", "cornerRadius", "borderWidth",
        "borderColor", "backgroundColor", "shadowColor", "shadowOffset", "shadowOpacity", "shadowRadius",
        "zPosition", "transform", "sublayerTransform", "contentsRect",
    ]

    static func propertyValues(reading value: (String) -> CoreAnimationValue?) -> PropertyValues {
        PropertyValues()
    }

    static func coreAnimationValue(named name: String, in values: PropertyValues) -> CoreAnimationValue? {
        nil
    }
}
