import Cadence
import CadenceCoreAnimation
import Foundation
import Testing

@Suite("Lowering a basic animation")
struct LoweringBasicTests {
    @Test("A basic animation becomes a CABasicAnimation with its key path and endpoints")
    func basic() throws {
        let slide = BasicAnimation(keyPath: .positionX, from: 0, to: 300, duration: 1)
        let description = try CoreAnimationLowering.lower(slide)
        var expected = CoreAnimationDescription(kind: .basic)
        expected.timing.duration = 1
        expected.keyPath = "position.x"
        expected.fromValue = .number(0)
        expected.toValue = .number(300)
        #expect(description == expected)
        #expect(description.className == "CABasicAnimation")
    }

    @Test("An open endpoint stays nil; by is kept")
    func byOnly() throws {
        let nudge = BasicAnimation(keyPath: .position, by: CGPoint(x: 5, y: -2), duration: 0.5)
        let description = try CoreAnimationLowering.lower(nudge)
        #expect(description.fromValue == nil)
        #expect(description.toValue == nil)
        #expect(description.byValue == .point(CGPoint(x: 5, y: -2)))
    }

    @Test("Nothing set lowers to three nil endpoints")
    func noEndpoints() throws {
        let description = try CoreAnimationLowering.lower(BasicAnimation(keyPath: .cornerRadius, duration: 1))
        #expect(description.fromValue == nil && description.toValue == nil && description.byValue == nil)
    }

    @Test("Each standard value type becomes its Core Animation value")
    func valueTypes() throws {
        let opacity = try CoreAnimationLowering.lower(BasicAnimation(keyPath: .opacity, to: Float(0.3), duration: 1))
        #expect(opacity.toValue == .number(Double(Float(0.3))))

        let size = try CoreAnimationLowering.lower(
            BasicAnimation(keyPath: .shadowOffset, to: CGSize(width: 2, height: 4), duration: 1))
        #expect(size.toValue == .size(CGSize(width: 2, height: 4)))

        let rect = try CoreAnimationLowering.lower(
            BasicAnimation(keyPath: .bounds, to: CGRect(x: 1, y: 2, width: 30, height: 40), duration: 1))
        #expect(rect.toValue == .rect(CGRect(x: 1, y: 2, width: 30, height: 40)))

        let color = try CoreAnimationLowering.lower(
            BasicAnimation(keyPath: .backgroundColor, to: RGBAColor(red: 0.25, green: 0.5, blue: 0.75, alpha: 1), duration: 1))
        #expect(color.toValue == .color(ColorComponents(red: 0.25, green: 0.5, blue: 0.75, alpha: 1)))

        let translation = Transform3D(translationX: 10, y: 20, z: 30)
        let transform = try CoreAnimationLowering.lower(BasicAnimation(keyPath: .transform, to: translation, duration: 1))
        #expect(
            transform.toValue
                == .transform(
                    TransformFields(
                        m11: 1, m12: 0, m13: 0, m14: 0, m21: 0, m22: 1, m23: 0, m24: 0,
                        m31: 0, m32: 0, m33: 1, m34: 0, m41: 10, m42: 20, m43: 30, m44: 1)))

        let rotation = try CoreAnimationLowering.lower(
            BasicAnimation(keyPath: .transformRotationZ, from: 0, to: .pi, duration: 1))
        #expect(rotation.keyPath == "transform.rotation.z")
        #expect(rotation.toValue == .number(Double.pi))

        let custom = try CoreAnimationLowering.lower(
            BasicAnimation(keyPath: AnimationKeyPath<Double>("progress"), to: 0.75, duration: 1))
        #expect(custom.keyPath == "progress")
        #expect(custom.toValue == .number(0.75))
    }

    @Test("A custom value type is refused, naming the field")
    func customValueType() {
        let spin = BasicAnimation(keyPath: AnimationKeyPath<Angle>("angle"), from: Angle(radians: 0), duration: 1)
        let error = loweringError(spin)
        #expect(error?.code == .unsupported)
        #expect(error?.field == "fromValue")
        #expect(error?.value == "a value of type Angle")

        let onlyTo = BasicAnimation(keyPath: AnimationKeyPath<Angle>("angle"), to: Angle(radians: 1), duration: 1)
        #expect(loweringError(onlyTo)?.field == "toValue")
    }

    @Test("All three endpoints set is refused as conflicting")
    func allThreeEndpoints() {
        let animation = BasicAnimation(keyPath: .positionX, from: 0, to: 10, by: 5, duration: 1)
        let error = loweringError(animation)
        #expect(error?.code == .conflictingFields)
        #expect(error?.field == "byValue")
    }

    @Test("A colour component outside 0 ... 1 is refused")
    func colourOutOfRange() {
        let animation = BasicAnimation(
            keyPath: .borderColor, from: RGBAColor(red: 1.5, green: 0, blue: 0, alpha: 1), duration: 1)
        let error = loweringError(animation)
        #expect(error?.code == .unsupported)
        #expect(error?.field == "fromValue")
    }

    @Test("A standard name with another value type is refused")
    func standardNameOtherType() {
        let animation = BasicAnimation(keyPath: AnimationKeyPath<CGPoint>("opacity"), to: .zero, duration: 1)
        let error = loweringError(animation)
        #expect(error?.code == .typeMismatch)
        #expect(error?.field == "keyPath")
    }
}
