import Cadence
import CadenceCoreAnimation
import Foundation
import Testing

@Suite("Core Animation values")
struct LoweringValueTests {
    @Test("Standard values convert to Core Animation values and back")
    func roundTrip() throws {
        #expect(CoreAnimationValue(2.5) == .number(2.5))
        #expect(CoreAnimationValue(CGFloat(2.5)) == .number(2.5))
        #expect(CoreAnimationValue(Float(0.5)) == .number(0.5))
        #expect(CoreAnimationValue(CGPoint(x: 1, y: 2)) == .point(CGPoint(x: 1, y: 2)))
        #expect(CoreAnimationValue(Angle(radians: 1)) == nil)

        #expect(CoreAnimationValue.number(0.5).interpolatable(as: Float.self) == Float(0.5))
        #expect(CoreAnimationValue.number(0.5).interpolatable(as: CGFloat.self) == CGFloat(0.5))
        #expect(CoreAnimationValue.number(0.5).interpolatable(as: Double.self) == 0.5)
        #expect(CoreAnimationValue.number(0.5).interpolatable(as: CGPoint.self) == nil)
        #expect(CoreAnimationValue.size(CGSize(width: 1, height: 2)).interpolatable(as: CGSize.self) == CGSize(width: 1, height: 2))
        #expect(CoreAnimationValue.rect(.zero).interpolatable(as: CGPoint.self) == nil)
        #expect(CoreAnimationValue.number(1).interpolatable(as: Angle.self) == nil)

        let rotation = Transform3D(rotationAngle: 0.5, x: 0, y: 0, z: 1)
        let transform = try #require(CoreAnimationValue(rotation))
        #expect(transform.interpolatable(as: Transform3D.self) == rotation)
        guard case .transform(let fields) = transform else {
            Issue.record("not a transform")
            return
        }
        #expect(fields.m11 == rotation.m11 && fields.m12 == rotation.m12 && fields.m21 == rotation.m21 && fields.m44 == 1)

        let color = RGBAColor(red: 0.1, green: 0.2, blue: 0.3, alpha: 0.4)
        #expect(CoreAnimationValue(color)?.interpolatable(as: RGBAColor.self) == color)
    }

    @Test("The stored property names are the standard whole properties")
    func storedPropertyNames() {
        #expect(
            CoreAnimationValue.storedPropertyNames == [
                "position", "bounds", "anchorPoint", "anchorPointZ", "opacity", "cornerRadius", "borderWidth",
                "borderColor", "backgroundColor", "shadowColor", "shadowOffset", "shadowOpacity", "shadowRadius",
                "zPosition", "transform", "sublayerTransform", "contentsRect",
            ])
        for name in CoreAnimationValue.storedPropertyNames {
            #expect(AnimationKeyPaths.standard(named: name) != nil)
        }
    }

    @Test("Property values are built from the values given, with each property's type")
    func propertyValuesReading() {
        let given: [String: CoreAnimationValue] = [
            "opacity": .number(0.5), "position": .point(CGPoint(x: 3, y: 4)), "cornerRadius": .point(.zero),
            "backgroundColor": .color(ColorComponents(red: 1, green: 0, blue: 0, alpha: 1)),
        ]
        let values = CoreAnimationValue.propertyValues { given[$0] }
        #expect(values[.opacity] == Float(0.5))
        #expect(values[.position] == CGPoint(x: 3, y: 4))
        #expect(values[.backgroundColor] == RGBAColor.red)
        #expect(values.propertyNames == ["backgroundColor", "opacity", "position"])
    }

    @Test("A property's Core Animation value is read from property values; nil when unset")
    func coreAnimationValueNamed() {
        var values = PropertyValues()
        values[.position] = CGPoint(x: 10, y: 20)
        values[.transform] = Transform3D(scaleX: 2, y: 2, z: 1)
        values[AnimationKeyPath<Double>("progress")] = 0.75
        #expect(CoreAnimationValue.coreAnimationValue(named: "position", in: values) == .point(CGPoint(x: 10, y: 20)))
        #expect(CoreAnimationValue.coreAnimationValue(named: "position.x", in: values) == .number(10))
        #expect(CoreAnimationValue.coreAnimationValue(named: "transform.scale.x", in: values) == .number(2))
        #expect(CoreAnimationValue.coreAnimationValue(named: "progress", in: values) == .number(0.75))
        #expect(CoreAnimationValue.coreAnimationValue(named: "opacity", in: values) == nil)
        #expect(CoreAnimationValue.coreAnimationValue(named: "unknown", in: values) == nil)
    }
}
