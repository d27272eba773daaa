import Cadence
import Foundation
import Testing

/// A key path with a standard property's name is that property, with its type:
/// a value of another type is refused when it is set, naming the key path and
/// both types, and the stored value stays as it was.
@Suite struct StandardPropertyTypeTests {
    @Test("A point for opacity is refused, and opacity keeps its value")
    func pointForOpacity() {
        var values = PropertyValues()
        values[.opacity] = 0.5
        let misdeclared = AnimationKeyPath<CGPoint>("opacity")
        let expected = CadenceError(
            .typeMismatch, field: "opacity", value: "a value of type CGPoint",
            expected: "a value of type Float (the standard property's type)")
        #expect(throws: expected) { try values.setValue(CGPoint(x: 1, y: 2), for: misdeclared) }
        #expect(throws: expected) { try values.value(for: misdeclared) }
        values[misdeclared] = CGPoint(x: 1, y: 2)  // the subscript cannot throw: it changes nothing
        #expect(values[.opacity] == 0.5)
        #expect(values.propertyNames == ["opacity"])
        #expect(values.storedValue(named: "opacity") as? Float == 0.5)
    }

    @Test("A number for position, or a Double for position.x, is refused")
    func numberForPosition() {
        var values = PropertyValues()
        #expect(
            throws: CadenceError(
                .typeMismatch, field: "position", value: "a value of type Double",
                expected: "a value of type CGPoint (the standard property's type)")
        ) { try values.setValue(5.0, for: AnimationKeyPath<Double>("position")) }
        #expect(
            throws: CadenceError(
                .typeMismatch, field: "position.x", value: "a value of type Double",
                expected: "a value of type CGFloat (the standard property's type)")
        ) { try values.setValue(5.0, for: AnimationKeyPath<Double>("position.x")) }
        #expect(values.propertyNames.isEmpty, "nothing was stored")
        #expect(values[.position] == .zero)
    }

    @Test("A standard name with the standard type is the standard key path")
    func sameTypeIsTheStandardPath() throws {
        var values = PropertyValues()
        let x = AnimationKeyPath<CGFloat>("position.x")
        #expect(x.propertyName == "position")
        try values.setValue(7, for: x)
        #expect(values[.position] == CGPoint(x: 7, y: 0))
        #expect(AnimationKeyPath<Float>("opacity").defaultValue == 1, "CALayer's default, not zero")
    }

    @Test("A layer refuses a value of another type for a standard property, and reports it through the subscript")
    func layerRefuses() {
        let compositor = Compositor(clock: VirtualClock())
        let layer = Layer()
        compositor.rootLayer.addSublayer(layer)
        let misdeclared = AnimationKeyPath<CGPoint>("opacity")
        do {
            try layer.setValue(CGPoint(x: 1, y: 2), for: misdeclared)
            Issue.record("accepted a point for opacity")
        } catch {
            #expect(error.code == .typeMismatch)
            #expect(error.description == "opacity: expected a value of type Float (the standard property's type), got a value of type CGPoint")
        }
        #expect(layer[.opacity] == 1)
        layer[AnimationKeyPath<Double>("position")] = 5
        #expect(compositor.reportedErrors.map(\.description) == [
            "position: expected a value of type CGPoint (the standard property's type), got a value of type Double"
        ])
        #expect(layer[.position] == .zero)
        #expect(layer.modelValues.propertyNames.isEmpty)
    }

    @Test("An animation of a standard property with another type is refused when added")
    func animationRefused() {
        let layer = Layer()
        let wrong = BasicAnimation(keyPath: AnimationKeyPath<CGPoint>("opacity"), from: .zero, to: CGPoint(x: 1, y: 1))
        #expect(throws: CadenceError.self) { try layer.add(wrong, forKey: "fade") }
        #expect(layer.animationKeys().isEmpty)
    }

    @Test("A custom property keeps the type of its first value")
    func customKeepsItsType() throws {
        var values = PropertyValues()
        try values.setValue(2.0, for: AnimationKeyPath<Double>("level"))
        #expect(
            throws: CadenceError(
                .typeMismatch, field: "level", value: "a value of type Double", expected: "a value of type CGSize")
        ) { try values.setValue(CGSize(width: 1, height: 1), for: AnimationKeyPath<CGSize>("level")) }
        #expect(values[AnimationKeyPath<Double>("level")] == 2)
    }
}
