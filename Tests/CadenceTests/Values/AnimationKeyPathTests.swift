import Foundation
import Testing

@testable import Cadence

struct AnimationKeyPathTests {
    @Test("Key paths carry CALayer's value types (where Sica's are wrong)")
    func valueTypes() {
        // These are compile-time checks as much as run-time ones.
        let opacity: AnimationKeyPath<Float> = .opacity
        let anchorX: AnimationKeyPath<CGFloat> = .anchorPointX
        let translation: AnimationKeyPath<CGSize> = .transformTranslation
        let rotation: AnimationKeyPath<CGFloat> = .transformRotationZ
        #expect(ObjectIdentifier(opacity.valueType) == ObjectIdentifier(Float.self))
        #expect(ObjectIdentifier(anchorX.valueType) == ObjectIdentifier(CGFloat.self))
        #expect(translation.propertyName == "transform")
        #expect(rotation.name == "transform.rotation.z")
    }

    static let defaults: [(String, any Interpolatable)] = [
        ("opacity", Float(1)), ("anchorPoint", CGPoint(x: 0.5, y: 0.5)), ("position", CGPoint.zero),
        ("bounds", CGRect.zero), ("cornerRadius", CGFloat(0)), ("borderWidth", CGFloat(0)),
        ("borderColor", RGBAColor.black), ("backgroundColor", RGBAColor.clear), ("shadowColor", RGBAColor.black),
        ("shadowOffset", CGSize(width: 0, height: -3)), ("shadowOpacity", Float(0)), ("shadowRadius", CGFloat(3)),
        ("zPosition", CGFloat(0)), ("anchorPointZ", CGFloat(0)), ("transform", Transform3D.identity),
        ("sublayerTransform", Transform3D.identity), ("contentsRect", CGRect(x: 0, y: 0, width: 1, height: 1)),
        ("anchorPoint.x", CGFloat(0.5)), ("shadowOffset.height", CGFloat(-3)), ("contentsRect.size.width", CGFloat(1)),
        ("transform.scale", CGFloat(1)), ("transform.rotation.z", CGFloat(0)),
    ]

    @Test("Unset standard properties read as Core Animation's defaults", arguments: defaults)
    func defaultValue(name: String, expected: any Interpolatable) throws {
        let path = try AnimationKeyPaths.named(name)
        #expect(Self.defaultValue(of: path).isEqual(to: expected), "\(name)")
        #expect(Self.read(path, in: PropertyValues()).isEqual(to: expected), "\(name)")
    }

    private static func defaultValue<P: AnimationKeyPathProtocol>(of path: P) -> any Interpolatable {
        path.keyPath.defaultValue
    }

    private static func read<P: AnimationKeyPathProtocol>(_ path: P, in values: PropertyValues) -> any Interpolatable {
        values[path.keyPath]
    }

    @Test("Sub-paths read and write their component of the property")
    func subPaths() {
        var values = PropertyValues()
        values[.position] = CGPoint(x: 10, y: 20)
        values[.positionX] = 15
        #expect(values[.position] == CGPoint(x: 15, y: 20))
        values[.boundsSizeWidth] = 40
        values[.boundsOriginY] = -5
        #expect(values[.bounds] == CGRect(x: 0, y: -5, width: 40, height: 0))
        #expect(values[.boundsSize] == CGSize(width: 40, height: 0))
        values[.shadowOffsetWidth] = 2
        #expect(values[.shadowOffset] == CGSize(width: 2, height: -3), "keeps the default height")
        #expect(values.propertyNames == ["bounds", "position", "shadowOffset"])
    }

    @Test("Transform sub-paths read and write through the decomposition")
    func transformSubPaths() {
        var values = PropertyValues()
        let angle = CGFloat.pi / 6
        values[.transformRotationZ] = angle
        let transform = values[.transform]
        // CATransform3DMakeRotation(θ, 0, 0, 1): m11 = cos θ, m12 = sin θ, m21 = −sin θ, m22 = cos θ.
        #expect(abs(transform.m11 - cos(angle)) < 1e-12 && abs(transform.m12 - sin(angle)) < 1e-12)
        #expect(abs(transform.m21 + sin(angle)) < 1e-12 && abs(transform.m22 - cos(angle)) < 1e-12)
        #expect(abs(values[.transformRotation] - angle) < 1e-12, "transform.rotation is rotation.z")
        values[.transformScale] = 2
        #expect(abs(values[.transformScaleX] - 2) < 1e-12 && abs(values[.transformScaleZ] - 2) < 1e-12)
        #expect(abs(values[.transformRotationZ] - angle) < 1e-12, "scaling keeps the rotation")
        values[.transformTranslation] = CGSize(width: 5, height: 7)
        #expect(abs(values[.transform].m41 - 5) < 1e-12 && abs(values[.transform].m42 - 7) < 1e-12)
    }

    @Test("Custom properties start at zero and are checked for type")
    func customProperties() throws {
        let angle = AnimationKeyPath<Double>("angle")
        var values = PropertyValues()
        #expect(values[angle] == 0)
        try values.setValue(0.5, for: angle)
        #expect(try values.value(for: angle) == 0.5)
        let misdeclared = AnimationKeyPath<CGPoint>("angle")
        #expect(
            throws: CadenceError(
                .typeMismatch, field: "angle", value: "a value of type Double", expected: "a value of type CGPoint")
        ) { try values.value(for: misdeclared) }
        #expect(throws: CadenceError.self) { try values.setValue(.zero, for: misdeclared) }
        #expect(values[angle] == 0.5, "a refused write changes nothing")
        #expect(throws: CadenceError(.invalidValue, field: "angle", value: "nan", expected: "finite components")) {
            try values.setValue(.nan, for: angle)
        }
    }

    @Test("Equal values compare equal, whatever order they were set in")
    func equality() {
        var a = PropertyValues(), b = PropertyValues()
        a[.opacity] = 0.5
        a[.positionX] = 3
        b[.positionX] = 3
        b[.opacity] = 0.5
        #expect(a == b)
        b[.opacity] = 0.25
        #expect(a != b)
    }
}

struct AnimationKeyPathLookupTests {
    /// Every key path Docs/ScenarioFormat.md lists, plus the contentsRect and sublayerTransform families.
    static let scenarioNames = [
        "position", "position.x", "position.y", "bounds", "bounds.origin", "bounds.size", "bounds.size.width",
        "bounds.size.height", "anchorPoint", "opacity", "cornerRadius", "borderWidth", "borderColor",
        "backgroundColor", "shadowColor", "shadowOffset", "shadowOpacity", "shadowRadius", "zPosition", "transform",
        "transform.rotation", "transform.rotation.x", "transform.rotation.y", "transform.rotation.z",
        "transform.scale", "transform.scale.x", "transform.scale.y", "transform.scale.z", "transform.translation",
        "transform.translation.x", "transform.translation.y", "transform.translation.z", "contentsRect",
        "contentsRect.origin.x", "contentsRect.size.height", "sublayerTransform", "sublayerTransform.rotation.z",
        "sublayerTransform.scale", "sublayerTransform.translation.y",
    ]

    @Test("Every standard name resolves to a key path of that name", arguments: scenarioNames)
    func lookup(name: String) throws {
        #expect(try AnimationKeyPaths.named(name).name == name)
    }

    @Test("Standard names are unique, and frame is not among them")
    func unique() {
        let names = AnimationKeyPaths.standard.map(\.name)
        #expect(Set(names).count == names.count)
        #expect(!names.contains("frame"))
        #expect(AnimationKeyPaths.standard(named: "frame") == nil)
    }

    static let typos: [(String, String?)] = [
        ("conerRadius", "cornerRadius"), ("opacty", "opacity"), ("postion.x", "position.x"),
        ("transform.rotaton.z", "transform.rotation.z"), ("Opacity", "opacity"), ("frame", nil), ("wobble", nil),
    ]

    @Test("An unknown name is an error suggesting the nearest known one", arguments: typos)
    func suggestion(typed: String, suggested: String?) {
        #expect(
            throws: CadenceError(
                .unknownName, field: "keyPath", value: "'\(typed)'", expected: "a standard key path",
                suggestion: suggested)
        ) { try AnimationKeyPaths.named(typed) }
    }

    @Test("The error message shows the suggestion")
    func message() {
        let error = CadenceError(
            .unknownName, field: "keyPath", value: "'conerRadius'", expected: "a standard key path",
            suggestion: "cornerRadius")
        #expect(error.description == "keyPath: expected a standard key path, got 'conerRadius' (did you mean 'cornerRadius'?)")
    }
}
