import Cadence
import Foundation
import Testing

/// Implicit actions: setting a property inside a transaction with actions
/// enabled asks the layer for its action, in Core Animation's search order.
@Suite struct ImplicitActionTests {
    /// The default action: a basic animation from the presented value to the new
    /// model value, with the transaction's duration (0.25 s) and the `default`
    /// curve, under the property's key. The model changes at once.
    @Test func defaultAction() throws {
        let stage = Stage()
        try stage.onMain { stage.box[.opacity] = 0 }
        #expect(stage.box[.opacity] == 0)
        let animation = try #require(stage.box.animation(forKey: "opacity") as? BasicAnimation<Float>)
        #expect(animation.fromValue == 1)
        #expect(animation.toValue == 0)
        #expect(animation.duration == 0.25)
        #expect(animation.timingFunction == .default)
        #expect(stage.box.presentation(at: 0)[.opacity] == 1)
        #expect(stage.box.presentation(at: 0.25)[.opacity] == 0)
    }

    /// Retargeting mid-flight replaces the animation in flight, starting from what
    /// is shown, so the shown value never jumps. Linear curve: 0 → 100 from 0 s,
    /// at 0.1 s (40) retarget to 200, so at 0.225 s it is halfway: 120.
    @Test func retargetingNeverJumps() throws {
        let stage = Stage()
        try stage.onMain {
            stage.compositor.transaction.animationTimingFunction = .linear
            stage.box[.positionX] = 100
        }
        try stage.advance(to: 0.1)
        let before = stage.box.presentation()[.positionX]
        #expect(abs(before - 40) < 1e-12)
        try stage.onMain {
            stage.compositor.transaction.animationTimingFunction = .linear
            stage.box[.positionX] = 200
        }
        #expect(stage.box.presentation()[.positionX] == before)
        #expect(stage.box.animationKeys() == ["position.x"])
        #expect(abs(stage.box.presentation(at: 0.225)[.positionX] - 120) < 1e-12)
        // It ends at 0.1 + 0.25; 0.35 as a Double lies a hair before that.
        try stage.advance(to: 0.4)
        #expect(stage.box.presentation()[.positionX] == 200)
    }

    /// Several changes in one transaction: the second starts from what is shown
    /// (the committed state), not from the first's uncommitted target.
    @Test func twoChangesInOneTransaction() throws {
        let stage = Stage()
        try stage.onMain {
            stage.box[.positionX] = 100
            stage.box[.positionX] = 50
        }
        let animation = try #require(stage.box.animation(forKey: "position.x") as? BasicAnimation<CGFloat>)
        #expect(animation.fromValue == 0)
        #expect(animation.toValue == 50)
        #expect(stage.box.animationKeys() == ["position.x"])
    }

    /// `disableActions` turns implicit animations off; so does a layer in no tree.
    @Test func disabledActions() throws {
        let stage = Stage()
        try stage.onMain {
            stage.compositor.transaction.disableActions = true
            stage.box[.opacity] = 0
        }
        #expect(stage.box.animationKeys().isEmpty)
        #expect(stage.box.presentation()[.opacity] == 0)

        let loose = Layer()
        loose[.opacity] = 0.5
        #expect(loose.animationKeys().isEmpty)
        #expect(loose.presentation()[.opacity] == 0.5)
    }

    /// The search order: the delegate first, then `actions`, then the default; a
    /// `.none` anywhere on the way means no action.
    @Test func searchOrder() throws {
        final class Delegate: LayerDelegate {
            func action(for layer: Layer, forKey key: String) -> LayerAction? {
                key == "opacity" ? LayerAction.none : nil
            }
        }
        let stage = Stage()
        let delegate = Delegate()
        stage.box.delegate = delegate
        stage.box.actions = [
            "opacity": .defaultAnimation,  // not reached: the delegate said none
            "cornerRadius": .none,
            "position.x": .animation(BasicAnimation(keyPath: .positionX, duration: 1)),
        ]
        #expect(stage.box.action(forKey: "opacity") == nil)
        #expect(stage.box.action(forKey: "cornerRadius") == nil)
        #expect(stage.box.action(forKey: "bounds") != nil)  // the default
        #expect(stage.box.action(forKey: "angle") == nil)  // custom, not opted in

        try stage.onMain {
            stage.box[.opacity] = 0
            stage.box[.cornerRadius] = 8
            stage.box[.positionX] = 100
        }
        #expect(stage.box.animationKeys() == ["position.x"])
        // The listed action's animation has no values: it goes from what was
        // shown (0) to the new model value (100) over its own 1 s.
        #expect(stage.box.presentation(at: 0.5)[.positionX] == 50)
    }

    /// A custom property animates implicitly once opted in, as a CALayer subclass
    /// opts in with `needsDisplay(forKey:)`.
    @Test func customPropertiesOptIn() throws {
        let angle = AnimationKeyPath<Double>("angle")
        let stage = Stage()
        try stage.onMain { stage.box[angle] = 1 }
        #expect(stage.box.animationKeys().isEmpty)
        stage.box.implicitlyAnimatedKeys = ["angle"]
        try stage.onMain { stage.box[angle] = 2 }
        #expect(stage.box.animationKeys() == ["angle"])
        #expect(stage.box.presentation(at: 0)[angle] == 1)
    }

    /// A `run` action runs after the value changed, with the layer and the key.
    @Test func runAction() throws {
        let stage = Stage()
        let log = EventLog()
        stage.box.actions["opacity"] = .run { layer, key in
            log.append("\(key) is \(layer[.opacity])")
        }
        try stage.onMain { stage.box[.opacity] = 0.5 }
        #expect(log.entries == ["opacity is 0.5"])
        #expect(stage.box.animationKeys().isEmpty)
    }
}
