import Cadence
import Foundation
import Testing

/// `presentedValue(for:)`: one property's presented value, read without
/// building the layer's other values. It must always equal
/// `presentation()[keyPath]`; the expected values are worked out by hand from
/// each animation's formula.
@Suite struct PresentedValueTests {
    /// A linear 0 → 300 slide over 1 s shows 300 · t, then the model once it is over.
    @Test func followsABasicAnimation() throws {
        let stage = Stage()
        try stage.box.add(BasicAnimation(keyPath: .positionX, from: 0, to: 300, duration: 1), forKey: "slide")
        try stage.settle()
        for (time, expected) in [(0.0, 0.0), (0.25, 75), (0.5, 150), (0.75, 225)] as [(Double, CGFloat)] {
            try stage.advance(to: time)
            #expect(stage.box.presentedValue(for: .positionX) == expected, "at \(time)")
            #expect(stage.box.presentation()[.positionX] == expected, "at \(time)")
        }
        try stage.advance(to: 1)
        #expect(stage.box.presentedValue(for: .positionX) == 0)
    }

    /// An eased slide at its midpoint: ease-in-ease-out is symmetric, so it is
    /// exactly halfway, 50 of 0 → 100.
    @Test func easedAnimationAtItsMidpoint() throws {
        let stage = Stage()
        try stage.box.add(
            BasicAnimation(keyPath: .positionX, from: 0, to: 100, duration: 10, timingFunction: .easeInEaseOut),
            forKey: "move")
        try stage.settle()
        #expect(abs(stage.box.presentedValue(for: .positionX, at: 5) - 50) < 1e-9)
        #expect(stage.now == 0)
    }

    /// An animation of another property leaves the model value showing.
    @Test func otherPropertiesAreLeftAlone() throws {
        let stage = Stage()
        try stage.setModel { stage.box[.positionX] = 40 }
        try stage.box.add(BasicAnimation(keyPath: .opacity, from: 1, to: 0, duration: 1), forKey: "fade")
        try stage.settle()
        #expect(stage.box.presentedValue(for: .positionX, at: 0.5) == 40)
        #expect(stage.box.presentedValue(for: .opacity, at: 0.5) == 0.5)
    }

    /// Additive animations stack on the model: 5 + (0 → 10 at ½) + (0 → 20 at ½) = 20.
    @Test func additiveAnimationsStack() throws {
        let stage = Stage()
        try stage.setModel { stage.box[.positionX] = 5 }
        var first = BasicAnimation(keyPath: .positionX, by: 10, duration: 1)
        first.isAdditive = true
        var second = BasicAnimation(keyPath: .positionX, by: 20, duration: 1)
        second.isAdditive = true
        try stage.box.add(first, forKey: "first")
        try stage.box.add(second, forKey: "second")
        try stage.settle()
        #expect(stage.box.presentedValue(for: .positionX, at: 0.5) == 20)
        #expect(stage.box.presentation(at: 0.5)[.positionX] == 20)
    }

    /// An animation of the whole property read through a sub-path, and of a
    /// sub-path read as the whole: position (0, 0) → (100, 200) at ½ has x 50;
    /// x 0 → 300 at ½ over a model y of 10 is the point (150, 10).
    @Test func wholeValuesAndSubPathsMeet() throws {
        let stage = Stage()
        try stage.box.add(
            BasicAnimation(keyPath: .position, from: .zero, to: CGPoint(x: 100, y: 200), duration: 1), forKey: "move")
        try stage.settle()
        #expect(stage.box.presentedValue(for: .positionX, at: 0.5) == 50)
        #expect(stage.box.presentedValue(for: .positionY, at: 0.5) == 100)

        let other = Stage()
        try other.setModel { other.box[.positionY] = 10 }
        try other.box.add(BasicAnimation(keyPath: .positionX, from: 0, to: 300, duration: 1), forKey: "slide")
        try other.settle()
        #expect(other.box.presentedValue(for: .position, at: 0.5) == CGPoint(x: 150, y: 10))
    }

    /// A group's child shows through: a 2 s group holding a 1 s slide 0 → 100
    /// is at 50 at ½ s, and holds nothing after 1 s.
    @Test func groupsShowTheirChildren() throws {
        let stage = Stage()
        let slide = BasicAnimation(keyPath: .positionX, from: 0, to: 100, duration: 1)
        try stage.box.add(AnimationGroup(animations: [slide], duration: 2), forKey: "group")
        try stage.settle()
        #expect(stage.box.presentedValue(for: .positionX, at: 0.5) == 50)
        #expect(stage.box.presentedValue(for: .positionX, at: 1.5) == 0)
    }

    /// Layer time: at speed 2, compositor time ¼ is local time ½ (150 of
    /// 0 → 300); set back to speed 1, ¼ is ¼ again (75).
    @Test func followsTheLayersTimeAsItChanges() throws {
        let stage = Stage()
        try stage.box.add(BasicAnimation(keyPath: .positionX, from: 0, to: 300, duration: 1), forKey: "slide")
        try stage.onMain { stage.box.speed = 2 }
        #expect(stage.box.presentedValue(for: .positionX, at: 0.25) == 150)
        try stage.onMain { stage.box.speed = 1 }
        #expect(stage.box.presentedValue(for: .positionX, at: 0.25) == 75)
        #expect(stage.box.presentation(at: 0.25)[.positionX] == 75)
    }

    /// A layer in no compositor's tree shows its model.
    @Test func aDetachedLayerShowsItsModel() {
        let loose = Layer(name: "loose")
        loose[.opacity] = 0.25
        #expect(loose.presentedValue(for: .opacity) == 0.25)
        #expect(loose.presentedValue(for: .opacity, at: 3) == 0.25)
    }
}

extension Stage {
    /// Runs `body` on the main loop with actions disabled: model changes that
    /// animate nothing.
    fileprivate func setModel(_ body: @escaping @Sendable () -> Void) throws {
        let transaction = compositor.transaction
        try onMain {
            transaction.disableActions = true
            body()
        }
    }
}
