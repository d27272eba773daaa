import Cadence
import Foundation
import Testing

/// Layers: model values, the tree, and what happens to animations as layers
/// move; bad input is refused with a typed error and nothing half-done.
@Suite struct LayerTests {
    /// Unset standard properties read Core Animation's defaults; custom
    /// properties are stored by name.
    @Test func modelValues() throws {
        let layer = Layer()
        #expect(layer[.opacity] == 1)
        #expect(layer[.anchorPoint] == CGPoint(x: 0.5, y: 0.5))
        #expect(layer[.transform] == .identity)
        layer[.position] = CGPoint(x: 10, y: 20)
        layer[.positionY] = 30
        #expect(layer[.position] == CGPoint(x: 10, y: 30))
        let angle = AnimationKeyPath<Double>("angle")
        layer[angle] = 0.5
        #expect(try layer.value(for: angle) == 0.5)
        #expect(layer.modelValues.propertyNames == ["angle", "position"])
    }

    /// A value of the wrong type for a custom property, or a NaN, is a typed
    /// error; through the subscript it is refused and reported.
    @Test func badValuesAreRefused() throws {
        let stage = Stage()
        let angle = AnimationKeyPath<Double>("angle")
        let pointAngle = AnimationKeyPath<CGPoint>("angle")
        stage.box[angle] = 1
        #expect(throws: CadenceError.self) { try stage.box.setValue(CGPoint(x: 1, y: 1), for: pointAngle) }
        do {
            _ = try stage.box.value(for: pointAngle)
            Issue.record("expected a type mismatch")
        } catch {
            #expect(error.code == .typeMismatch)
            #expect(error.field == "angle")
        }
        stage.box[.opacity] = .nan
        #expect(stage.box[.opacity] == 1)
        #expect(stage.compositor.reportedErrors.map(\.field) == ["opacity"])
    }

    /// Invalid animations are refused by `add` with the timing core's error, and
    /// nothing is added: no key, no transaction opened, nothing committed.
    @Test func invalidAnimationsAreRefused() throws {
        let stage = Stage()
        var bad = BasicAnimation(keyPath: .opacity, from: 0, to: 1, duration: 1)
        bad.speed = -1
        do {
            try stage.box.add(bad, forKey: "bad")
            Issue.record("expected an error")
        } catch {
            #expect(error.field == "speed")
        }
        let group = AnimationGroup(animations: [BasicAnimation(keyPath: .opacity, from: .nan, to: 1)], duration: 1)
        #expect(throws: CadenceError.self) { try stage.box.add(group, forKey: "group") }
        let angle = AnimationKeyPath<Double>("angle")
        stage.compositor.transaction.disableActions = true
        stage.box[angle] = 1
        try stage.settle()
        let wrongType = BasicAnimation(keyPath: AnimationKeyPath<CGPoint>("angle"), from: .zero, to: CGPoint(x: 1, y: 1))
        do {
            try stage.box.add(wrongType, forKey: "angle")
            Issue.record("expected a type mismatch")
        } catch {
            #expect(error.code == .typeMismatch)
        }
        #expect(stage.box.animationKeys().isEmpty)
        #expect(stage.compositor.transaction.depth == 0)
        try stage.settle()
        #expect(stage.compositor.activeAnimationCount == 0)
    }

    /// Sublayers keep their order; adding a layer moves it from its old parent;
    /// a layer cannot be added beneath itself.
    @Test func tree() throws {
        let stage = Stage()
        let a = Layer(name: "a")
        let b = Layer(name: "b")
        stage.box.addSublayer(a)
        stage.box.insertSublayer(b, at: 0)
        #expect(stage.box.sublayers.map(\.name) == ["b", "a"])
        #expect(a.superlayer === stage.box)
        #expect(a.compositor === stage.compositor)
        a.addSublayer(b)
        #expect(stage.box.sublayers.map(\.name) == ["a"])
        #expect(b.superlayer === a)
        b.addSublayer(stage.box)
        #expect(stage.box.superlayer === stage.compositor.rootLayer)
        #expect(stage.compositor.reportedErrors.map(\.field) == ["insertSublayer(_:at:)"])
        b.removeFromSuperlayer()
        #expect(b.superlayer == nil)
        #expect(b.compositor == nil)
    }

    /// Leaving the compositor's tree removes a layer's animations (its delegate
    /// hears `finished: false`, its transaction stops waiting); moving within the
    /// tree keeps them running.
    @Test func animationsFollowTheLayer() throws {
        let stage = Stage()
        let log = EventLog()
        let other = Layer(name: "other")
        stage.compositor.rootLayer.addSublayer(other)
        var slide = BasicAnimation(keyPath: .positionX, from: 0, to: 100, duration: 2)
        slide.delegate = DelegateLog("slide", log: log, clock: stage.clock)
        try stage.box.add(slide, forKey: "slide")
        try stage.advance(to: 0.5)
        try stage.onMain { other.addSublayer(stage.box) }
        #expect(stage.box.animationKeys() == ["slide"])
        #expect(stage.box.presentation()[.positionX] == 25)
        try stage.advance(to: 1)
        try stage.onMain { stage.box.removeFromSuperlayer() }
        #expect(stage.box.animationKeys().isEmpty)
        #expect(stage.compositor.activeAnimationCount == 0)
        #expect(log.entries == ["slide start @0", "slide stop removed @1"])
    }

    /// A layer outside any tree keeps what is added to it; joining a compositor's
    /// tree commits it, beginning then.
    @Test func animationsAddedBeforeJoiningBeginOnJoining() throws {
        let stage = Stage()
        let loose = Layer()
        try loose.add(BasicAnimation(keyPath: .opacity, from: 0, to: 1, duration: 1), forKey: "fade")
        #expect(loose.presentation()[.opacity] == 1)
        try stage.advance(to: 3)
        try stage.onMain { stage.compositor.rootLayer.addSublayer(loose) }
        #expect(loose.presentation(at: 3.5)[.opacity] == 0.5)
        #expect(stage.compositor.nextDueTime == 4)
    }
}
