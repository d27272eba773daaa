import Cadence
import Foundation
import Testing

// Every sub-path of every standard key path (the entries of
// AnimationKeyPaths.standard whose name is not their property's name), written
// with a value of its own and read back: the sub-path reads what was written,
// reads the right component of a whole value set beforehand, and the whole
// value afterwards differs from what it was in exactly that component. Each
// expected whole value is written out by hand below. Before this, only
// position.x/.y, bounds.size.width, bounds.origin.y and shadowOffset.width were
// written with a non-default value, so an accessor reading or writing the wrong
// component (anchorPoint.y reading x, contentsRect.size.width writing the
// height) went unnoticed.
//
// The starting whole values have a different number in every component, and
// every number written is used once, so a component read or written in the
// wrong place cannot come out equal by accident.

/// Sets `whole` to `base`, checks `path` reads `reads` there, writes `value`
/// through `path`, and checks the sub-path reads it back and the whole is
/// `expected`; then the same from an unset property, which must give
/// `fromDefault`. Through ``PropertyValues`` and through a ``Layer``'s model.
private func roundTrip<Whole: Interpolatable, Component: Interpolatable>(
    _ path: AnimationKeyPath<Component>, of whole: AnimationKeyPath<Whole>, base: Whole, reads: Component,
    write value: Component, expected: Whole, fromDefault: Whole, sourceLocation: SourceLocation = #_sourceLocation
) {
    #expect(path.propertyName == whole.name, "\(path.name)", sourceLocation: sourceLocation)
    var values = PropertyValues()
    values[whole] = base
    #expect(values[path] == reads, "\(path.name) reads its component of \(base)", sourceLocation: sourceLocation)
    values[path] = value
    #expect(values[path] == value, "\(path.name) reads back what was written", sourceLocation: sourceLocation)
    #expect(values[whole] == expected, "\(path.name) = \(value) changes only its component", sourceLocation: sourceLocation)
    #expect(values.propertyNames == [whole.name], "\(path.name) writes only \(whole.name)", sourceLocation: sourceLocation)

    var unset = PropertyValues()
    unset[path] = value
    #expect(unset[path] == value, "\(path.name) from the default", sourceLocation: sourceLocation)
    #expect(unset[whole] == fromDefault, "\(path.name) = \(value) from the default", sourceLocation: sourceLocation)

    let layer = Layer(name: "loose")
    layer[whole] = base
    layer[path] = value
    #expect(layer[path] == value, "\(path.name) on a layer", sourceLocation: sourceLocation)
    #expect(layer[whole] == expected, "\(path.name) on a layer", sourceLocation: sourceLocation)
}

@Suite struct SubPathRoundTripTests {
    /// Position starts at (1.5, −2.5); the default is (0, 0).
    @Test func position() {
        let base = CGPoint(x: 1.5, y: -2.5)
        roundTrip(
            .positionX, of: .position, base: base, reads: 1.5, write: 7,
            expected: CGPoint(x: 7, y: -2.5), fromDefault: CGPoint(x: 7, y: 0))
        roundTrip(
            .positionY, of: .position, base: base, reads: -2.5, write: 8,
            expected: CGPoint(x: 1.5, y: 8), fromDefault: CGPoint(x: 0, y: 8))
    }

    /// Bounds start at origin (1.25, 2.5), size 30 × 40; the default is zero.
    @Test func bounds() {
        let base = CGRect(x: 1.25, y: 2.5, width: 30, height: 40)
        roundTrip(
            .boundsOrigin, of: .bounds, base: base, reads: CGPoint(x: 1.25, y: 2.5), write: CGPoint(x: 9, y: 10),
            expected: CGRect(x: 9, y: 10, width: 30, height: 40), fromDefault: CGRect(x: 9, y: 10, width: 0, height: 0))
        roundTrip(
            .boundsOriginX, of: .bounds, base: base, reads: 1.25, write: 11,
            expected: CGRect(x: 11, y: 2.5, width: 30, height: 40), fromDefault: CGRect(x: 11, y: 0, width: 0, height: 0))
        roundTrip(
            .boundsOriginY, of: .bounds, base: base, reads: 2.5, write: 12,
            expected: CGRect(x: 1.25, y: 12, width: 30, height: 40), fromDefault: CGRect(x: 0, y: 12, width: 0, height: 0))
        roundTrip(
            .boundsSize, of: .bounds, base: base, reads: CGSize(width: 30, height: 40), write: CGSize(width: 13, height: 14),
            expected: CGRect(x: 1.25, y: 2.5, width: 13, height: 14), fromDefault: CGRect(x: 0, y: 0, width: 13, height: 14))
        roundTrip(
            .boundsSizeWidth, of: .bounds, base: base, reads: 30, write: 15,
            expected: CGRect(x: 1.25, y: 2.5, width: 15, height: 40), fromDefault: CGRect(x: 0, y: 0, width: 15, height: 0))
        roundTrip(
            .boundsSizeHeight, of: .bounds, base: base, reads: 40, write: 16,
            expected: CGRect(x: 1.25, y: 2.5, width: 30, height: 16), fromDefault: CGRect(x: 0, y: 0, width: 0, height: 16))
    }

    /// The anchor point starts at (0.25, 0.75); the default is (0.5, 0.5), whose
    /// two equal components would hide a swapped reader.
    @Test func anchorPoint() {
        let base = CGPoint(x: 0.25, y: 0.75)
        roundTrip(
            .anchorPointX, of: .anchorPoint, base: base, reads: 0.25, write: 0.125,
            expected: CGPoint(x: 0.125, y: 0.75), fromDefault: CGPoint(x: 0.125, y: 0.5))
        roundTrip(
            .anchorPointY, of: .anchorPoint, base: base, reads: 0.75, write: 0.875,
            expected: CGPoint(x: 0.25, y: 0.875), fromDefault: CGPoint(x: 0.5, y: 0.875))
    }

    /// The shadow offset starts at (4, 5); the default is (0, −3).
    @Test func shadowOffset() {
        let base = CGSize(width: 4, height: 5)
        roundTrip(
            .shadowOffsetWidth, of: .shadowOffset, base: base, reads: 4, write: 17,
            expected: CGSize(width: 17, height: 5), fromDefault: CGSize(width: 17, height: -3))
        roundTrip(
            .shadowOffsetHeight, of: .shadowOffset, base: base, reads: 5, write: 18,
            expected: CGSize(width: 4, height: 18), fromDefault: CGSize(width: 0, height: 18))
    }

    /// The contents rectangle starts at origin (0.0625, 0.1875), size 0.5 × 0.375;
    /// the default is (0, 0, 1, 1).
    @Test func contentsRect() {
        let base = CGRect(x: 0.0625, y: 0.1875, width: 0.5, height: 0.375)
        roundTrip(
            .contentsRectOrigin, of: .contentsRect, base: base, reads: CGPoint(x: 0.0625, y: 0.1875),
            write: CGPoint(x: 0.3125, y: 0.4375),
            expected: CGRect(x: 0.3125, y: 0.4375, width: 0.5, height: 0.375),
            fromDefault: CGRect(x: 0.3125, y: 0.4375, width: 1, height: 1))
        roundTrip(
            .contentsRectOriginX, of: .contentsRect, base: base, reads: 0.0625, write: 0.5625,
            expected: CGRect(x: 0.5625, y: 0.1875, width: 0.5, height: 0.375),
            fromDefault: CGRect(x: 0.5625, y: 0, width: 1, height: 1))
        roundTrip(
            .contentsRectOriginY, of: .contentsRect, base: base, reads: 0.1875, write: 0.6875,
            expected: CGRect(x: 0.0625, y: 0.6875, width: 0.5, height: 0.375),
            fromDefault: CGRect(x: 0, y: 0.6875, width: 1, height: 1))
        roundTrip(
            .contentsRectSize, of: .contentsRect, base: base, reads: CGSize(width: 0.5, height: 0.375),
            write: CGSize(width: 0.75, height: 0.8125),
            expected: CGRect(x: 0.0625, y: 0.1875, width: 0.75, height: 0.8125),
            fromDefault: CGRect(x: 0, y: 0, width: 0.75, height: 0.8125))
        roundTrip(
            .contentsRectSizeWidth, of: .contentsRect, base: base, reads: 0.5, write: 0.9375,
            expected: CGRect(x: 0.0625, y: 0.1875, width: 0.9375, height: 0.375),
            fromDefault: CGRect(x: 0, y: 0, width: 0.9375, height: 1))
        roundTrip(
            .contentsRectSizeHeight, of: .contentsRect, base: base, reads: 0.375, write: 0.15625,
            expected: CGRect(x: 0.0625, y: 0.1875, width: 0.5, height: 0.15625),
            fromDefault: CGRect(x: 0, y: 0, width: 1, height: 0.15625))
    }

    /// The sub-paths checked in this file, by name: every sub-path the standard
    /// list has, so a new one must be added here too.
    static let covered: Set<String> = Set([
        "position.x", "position.y",
        "bounds.origin", "bounds.origin.x", "bounds.origin.y", "bounds.size", "bounds.size.width", "bounds.size.height",
        "anchorPoint.x", "anchorPoint.y", "shadowOffset.width", "shadowOffset.height",
        "contentsRect.origin", "contentsRect.origin.x", "contentsRect.origin.y", "contentsRect.size",
        "contentsRect.size.width", "contentsRect.size.height",
    ]).union(TransformSubPathTests.covered)

    private static func propertyName<Path: AnimationKeyPathProtocol>(of path: Path) -> String {
        path.keyPath.propertyName
    }

    @Test func everyStandardSubPathIsCovered() {
        let subPaths = AnimationKeyPaths.standard.filter { Self.propertyName(of: $0) != $0.name }.map(\.name)
        #expect(subPaths.count == 42)
        #expect(Set(subPaths) == Self.covered)
    }
}

// MARK: - Transforms

/// A transform's parts as Core Animation's key paths name them, written by
/// hand: scale, then rotation about x, then y, then z (Euler angles, x applied
/// first), then translation. Core Animation multiplies row vectors, so the
/// matrix is S · Rx · Ry · Rz · T, with (CATransform3DMakeRotation's matrices)
///
///     Rx(a) = [1 0 0; 0 cos a  sin a; 0 −sin a  cos a]
///     Ry(a) = [cos a  0 −sin a; 0 1 0; sin a  0  cos a]
///     Rz(a) = [cos a  sin a 0; −sin a  cos a 0; 0 0 1]
///
/// and the translation in the fourth row. Since the rotation's rows are
/// orthonormal, row i of S · R has length sᵢ: the decomposition gives back
/// exactly these parts.
private struct TransformParts: Sendable {
    var scale: (x: Double, y: Double, z: Double) = (1, 1, 1)
    var rotation: (x: Double, y: Double, z: Double) = (0, 0, 0)
    var translation: (x: Double, y: Double, z: Double) = (0, 0, 0)

    /// The parts of the identity.
    static let identity = TransformParts()

    /// The 4 × 4 matrix, row by row.
    var elements: [Double] {
        let (cx, sx) = (cos(rotation.x), sin(rotation.x))
        let (cy, sy) = (cos(rotation.y), sin(rotation.y))
        let (cz, sz) = (cos(rotation.z), sin(rotation.z))
        let rx = [[1, 0, 0], [0, cx, sx], [0, -sx, cx]]
        let ry = [[cy, 0, -sy], [0, 1, 0], [sy, 0, cy]]
        let rz = [[cz, sz, 0], [-sz, cz, 0], [0, 0, 1]]
        let r = Self.product(Self.product(rx, ry), rz)
        let s = [scale.x, scale.y, scale.z]
        var elements: [Double] = []
        for row in 0 ..< 3 {
            elements += (0 ..< 3).map { s[row] * r[row][$0] } + [0]
        }
        return elements + [translation.x, translation.y, translation.z, 1]
    }

    private static func product(_ a: [[Double]], _ b: [[Double]]) -> [[Double]] {
        (0 ..< 3).map { i in (0 ..< 3).map { j in (0 ..< 3).reduce(0) { $0 + a[i][$1] * b[$1][j] } } }
    }

    var transform: Transform3D { Transform3D(elements: elements)! }
}

/// A transform matches the parts to `tolerance` in every element.
private func matches(_ transform: Transform3D, _ parts: TransformParts, within tolerance: Double = 1e-12) -> Bool {
    zip(transform.elements, parts.elements).allSatisfy { abs($0 - $1) <= tolerance }
}

private func isClose(_ a: CGFloat, _ b: CGFloat) -> Bool { abs(a - b) <= 1e-12 }
private func isClose(_ a: CGSize, _ b: CGSize) -> Bool { isClose(a.width, b.width) && isClose(a.height, b.height) }

/// `roundTrip` for a transform's sub-paths: the expected whole values are the
/// parts changed by `change`, from `base` and from the identity.
private func transformRoundTrip<Component: Interpolatable>(
    _ path: AnimationKeyPath<Component>, of whole: AnimationKeyPath<Transform3D>, base: TransformParts,
    reads: Component, write value: Component, close: (Component, Component) -> Bool,
    change: (inout TransformParts) -> Void, sourceLocation: SourceLocation = #_sourceLocation
) {
    #expect(path.propertyName == whole.name, "\(path.name)", sourceLocation: sourceLocation)
    var expected = base
    change(&expected)
    var values = PropertyValues()
    values[whole] = base.transform
    #expect(close(values[path], reads), "\(path.name) reads \(values[path]), not \(reads)", sourceLocation: sourceLocation)
    values[path] = value
    #expect(close(values[path], value), "\(path.name) reads back \(values[path]), not \(value)", sourceLocation: sourceLocation)
    #expect(matches(values[whole], expected), "\(path.name) = \(value): \(values[whole])", sourceLocation: sourceLocation)
    #expect(values.propertyNames == [whole.name], "\(path.name) writes only \(whole.name)", sourceLocation: sourceLocation)

    var fromIdentity = TransformParts.identity
    change(&fromIdentity)
    var unset = PropertyValues()
    unset[path] = value
    #expect(close(unset[path], value), "\(path.name) from the identity", sourceLocation: sourceLocation)
    #expect(matches(unset[whole], fromIdentity), "\(path.name) = \(value) from the identity: \(unset[whole])", sourceLocation: sourceLocation)
}

/// The eleven sub-paths of `transform` and of `sublayerTransform`, each from a
/// transform whose nine parts all differ (so the average scale differs from
/// each axis's scale, and every Euler angle is non-zero).
@Suite struct TransformSubPathTests {
    static let covered: Set<String> = Set(
        ["transform", "sublayerTransform"].flatMap { family in
            [
                "rotation", "rotation.x", "rotation.y", "rotation.z", "scale", "scale.x", "scale.y", "scale.z",
                "translation", "translation.x", "translation.y", "translation.z",
            ].map { "\(family).\($0)" }
        })

    /// Scale (2, 3, 5), average 10/3; Euler angles (0.4, −0.3, 0.9); translation (5, −6, 7).
    @Test func transform() {
        let base = TransformParts(scale: (2, 3, 5), rotation: (0.4, -0.3, 0.9), translation: (5, -6, 7))
        transformRoundTrip(.transformRotation, of: .transform, base: base, reads: 0.9, write: 0.3, close: isClose) {
            $0.rotation.z = 0.3
        }
        transformRoundTrip(.transformRotationX, of: .transform, base: base, reads: 0.4, write: 0.2, close: isClose) {
            $0.rotation.x = 0.2
        }
        transformRoundTrip(.transformRotationY, of: .transform, base: base, reads: -0.3, write: -0.35, close: isClose) {
            $0.rotation.y = -0.35
        }
        transformRoundTrip(.transformRotationZ, of: .transform, base: base, reads: 0.9, write: 1.1, close: isClose) {
            $0.rotation.z = 1.1
        }
        transformRoundTrip(.transformScale, of: .transform, base: base, reads: 10.0 / 3, write: 1.75, close: isClose) {
            $0.scale = (1.75, 1.75, 1.75)
        }
        transformRoundTrip(.transformScaleX, of: .transform, base: base, reads: 2, write: 0.6, close: isClose) {
            $0.scale.x = 0.6
        }
        transformRoundTrip(.transformScaleY, of: .transform, base: base, reads: 3, write: 1.25, close: isClose) {
            $0.scale.y = 1.25
        }
        transformRoundTrip(.transformScaleZ, of: .transform, base: base, reads: 5, write: 2.25, close: isClose) {
            $0.scale.z = 2.25
        }
        transformRoundTrip(
            .transformTranslation, of: .transform, base: base, reads: CGSize(width: 5, height: -6),
            write: CGSize(width: 31, height: -32), close: isClose
        ) {
            $0.translation.x = 31
            $0.translation.y = -32
        }
        transformRoundTrip(.transformTranslationX, of: .transform, base: base, reads: 5, write: 33, close: isClose) {
            $0.translation.x = 33
        }
        transformRoundTrip(.transformTranslationY, of: .transform, base: base, reads: -6, write: -34, close: isClose) {
            $0.translation.y = -34
        }
        transformRoundTrip(.transformTranslationZ, of: .transform, base: base, reads: 7, write: 35, close: isClose) {
            $0.translation.z = 35
        }
    }

    /// Scale (1.5, 2.5, 4), average 8/3; Euler angles (−0.5, 0.25, −1.2);
    /// translation (−8, 9, −10).
    @Test func sublayerTransform() {
        let base = TransformParts(scale: (1.5, 2.5, 4), rotation: (-0.5, 0.25, -1.2), translation: (-8, 9, -10))
        let whole = AnimationKeyPath<Transform3D>.sublayerTransform
        transformRoundTrip(.sublayerTransformRotation, of: whole, base: base, reads: -1.2, write: -0.7, close: isClose) {
            $0.rotation.z = -0.7
        }
        transformRoundTrip(.sublayerTransformRotationX, of: whole, base: base, reads: -0.5, write: 0.65, close: isClose) {
            $0.rotation.x = 0.65
        }
        transformRoundTrip(.sublayerTransformRotationY, of: whole, base: base, reads: 0.25, write: 0.55, close: isClose) {
            $0.rotation.y = 0.55
        }
        transformRoundTrip(.sublayerTransformRotationZ, of: whole, base: base, reads: -1.2, write: 2.1, close: isClose) {
            $0.rotation.z = 2.1
        }
        transformRoundTrip(.sublayerTransformScale, of: whole, base: base, reads: 8.0 / 3, write: 0.8, close: isClose) {
            $0.scale = (0.8, 0.8, 0.8)
        }
        transformRoundTrip(.sublayerTransformScaleX, of: whole, base: base, reads: 1.5, write: 3.5, close: isClose) {
            $0.scale.x = 3.5
        }
        transformRoundTrip(.sublayerTransformScaleY, of: whole, base: base, reads: 2.5, write: 0.45, close: isClose) {
            $0.scale.y = 0.45
        }
        transformRoundTrip(.sublayerTransformScaleZ, of: whole, base: base, reads: 4, write: 1.6, close: isClose) {
            $0.scale.z = 1.6
        }
        transformRoundTrip(
            .sublayerTransformTranslation, of: whole, base: base, reads: CGSize(width: -8, height: 9),
            write: CGSize(width: 41, height: 42), close: isClose
        ) {
            $0.translation.x = 41
            $0.translation.y = 42
        }
        transformRoundTrip(.sublayerTransformTranslationX, of: whole, base: base, reads: -8, write: 43, close: isClose) {
            $0.translation.x = 43
        }
        transformRoundTrip(.sublayerTransformTranslationY, of: whole, base: base, reads: 9, write: -44, close: isClose) {
            $0.translation.y = -44
        }
        transformRoundTrip(.sublayerTransformTranslationZ, of: whole, base: base, reads: -10, write: 45, close: isClose) {
            $0.translation.z = 45
        }
    }
}

// MARK: - Animating a sub-path

/// A 2 s linear basic animation of `path` from `from` to `to`, on a layer
/// whose model holds `model` at `whole`, presented at 1 s (half way): the
/// sub-path shows `midway` and the whole shows `expected`, `model` with only
/// that component changed. Every value is a sum of powers of two, so half way
/// is exact.
private func presentsMidway<Whole: Interpolatable, Component: Interpolatable>(
    _ path: AnimationKeyPath<Component>, from: Component, to: Component, midway: Component,
    of whole: AnimationKeyPath<Whole>, model: Whole, expected: Whole, sourceLocation: SourceLocation = #_sourceLocation
) throws {
    let stage = Stage()
    let layer = Layer(name: "animated")
    layer[whole] = model
    stage.compositor.rootLayer.addSublayer(layer)
    stage.compositor.transaction.flush()
    try layer.add(BasicAnimation(keyPath: path, from: from, to: to, duration: 2), forKey: "move")
    try stage.settle()
    #expect(layer.presentedValue(for: path, at: 1) == midway, "\(path.name)", sourceLocation: sourceLocation)
    #expect(layer.presentation(at: 1)[path] == midway, "\(path.name)", sourceLocation: sourceLocation)
    #expect(layer.presentedValue(for: whole, at: 1) == expected, "\(path.name)", sourceLocation: sourceLocation)
    #expect(layer.presentation(at: 1)[whole] == expected, "\(path.name)", sourceLocation: sourceLocation)
    #expect(layer[whole] == model, "\(path.name): the model is untouched", sourceLocation: sourceLocation)
}

/// A basic animation of a sub-path shows, half way, its component half way
/// and the rest of the property as the model has it.
@Suite struct SubPathAnimationTests {
    /// anchorPoint.y 0.125 → 0.625 is 0.375 half way; x stays the model's 0.25.
    @Test func anchorPointY() throws {
        try presentsMidway(
            .anchorPointY, from: 0.125, to: 0.625, midway: 0.375, of: .anchorPoint,
            model: CGPoint(x: 0.25, y: 0.75), expected: CGPoint(x: 0.25, y: 0.375))
    }

    /// anchorPoint.x 0.5 → 1 is 0.75 half way; y stays the model's 0.875.
    @Test func anchorPointX() throws {
        try presentsMidway(
            .anchorPointX, from: 0.5, to: 1, midway: 0.75, of: .anchorPoint,
            model: CGPoint(x: 0.25, y: 0.875), expected: CGPoint(x: 0.75, y: 0.875))
    }

    /// contentsRect.size.width 0.75 → 0.875 is 0.8125 half way, in the model's
    /// (0.0625, 0.1875, 0.5, 0.375).
    @Test func contentsRectSizeWidth() throws {
        try presentsMidway(
            .contentsRectSizeWidth, from: 0.75, to: 0.875, midway: 0.8125, of: .contentsRect,
            model: CGRect(x: 0.0625, y: 0.1875, width: 0.5, height: 0.375),
            expected: CGRect(x: 0.0625, y: 0.1875, width: 0.8125, height: 0.375))
    }

    /// contentsRect.origin (0, 0) → (0.5, 0.25) is (0.25, 0.125) half way.
    @Test func contentsRectOrigin() throws {
        try presentsMidway(
            .contentsRectOrigin, from: CGPoint(x: 0, y: 0), to: CGPoint(x: 0.5, y: 0.25),
            midway: CGPoint(x: 0.25, y: 0.125), of: .contentsRect,
            model: CGRect(x: 0.0625, y: 0.1875, width: 0.5, height: 0.375),
            expected: CGRect(x: 0.25, y: 0.125, width: 0.5, height: 0.375))
    }

    /// bounds.origin.x 10 → 20 is 15 half way, in the model's (1.25, 2.5, 30, 40).
    @Test func boundsOriginX() throws {
        try presentsMidway(
            .boundsOriginX, from: 10, to: 20, midway: 15, of: .bounds,
            model: CGRect(x: 1.25, y: 2.5, width: 30, height: 40),
            expected: CGRect(x: 15, y: 2.5, width: 30, height: 40))
    }

    /// bounds.size (20, 20) → (60, 80) is (40, 50) half way.
    @Test func boundsSize() throws {
        try presentsMidway(
            .boundsSize, from: CGSize(width: 20, height: 20), to: CGSize(width: 60, height: 80),
            midway: CGSize(width: 40, height: 50), of: .bounds,
            model: CGRect(x: 1.25, y: 2.5, width: 30, height: 40),
            expected: CGRect(x: 1.25, y: 2.5, width: 40, height: 50))
    }

    /// shadowOffset.height −10 → −2 is −6 half way; the width stays the model's 4.
    @Test func shadowOffsetHeight() throws {
        try presentsMidway(
            .shadowOffsetHeight, from: -10, to: -2, midway: -6, of: .shadowOffset,
            model: CGSize(width: 4, height: 5), expected: CGSize(width: 4, height: -6))
    }

    /// transform.scale.y 1 → 3 is 2 half way: over the identity, the diagonal
    /// (1, 2, 1, 1); sublayerTransform.translation.z 0 → 8 is 4: the identity
    /// with m43 = 4.
    @Test func transformComponents() throws {
        let stage = Stage()
        try stage.box.add(BasicAnimation(keyPath: .transformScaleY, from: 1, to: 3, duration: 2), forKey: "stretch")
        try stage.box.add(
            BasicAnimation(keyPath: .sublayerTransformTranslationZ, from: 0, to: 8, duration: 2), forKey: "lift")
        try stage.settle()
        let shown = stage.box.presentation(at: 1)
        #expect(isClose(stage.box.presentedValue(for: .transformScaleY, at: 1), 2))
        #expect(matches(shown[.transform], TransformParts(scale: (1, 2, 1))), "\(shown[.transform])")
        #expect(isClose(stage.box.presentedValue(for: .sublayerTransformTranslationZ, at: 1), 4))
        #expect(matches(shown[.sublayerTransform], TransformParts(translation: (0, 0, 4))), "\(shown[.sublayerTransform])")
    }
}
