import Cadence
import Foundation
import Testing

/// Rebasing an animation in flight: the layer swaps it for its additive form
/// without stopping it.
///
/// A slide of x from 0 to 100, linear over 0…1 s, shows 100t. Its additive
/// form relative to 100 runs from −100 to 0: over a model of 100 it shows
/// 100 + (−100)(1 − t) = 100t, the same. Rebased at 0.4 with the model set
/// to 100 in the same transaction, the layer shows 40 at 0.4, 70 at 0.7;
/// the delegate hears nothing then and "stop finished" at 1; the
/// transaction that added the slide completes at 1.
@Suite struct AdditiveRebaseTests {
    static let slide = BasicAnimation<CGFloat>(keyPath: .positionX, from: 0, to: 100, duration: 1, timingFunction: .linear)

    @Test func aRebaseIsSilentAndShowsTheSame() throws {
        let stage = Stage()
        let log = EventLog()
        var slide = Self.slide
        slide.delegate = DelegateLog("slide", log: log, clock: stage.clock)
        let transaction = stage.compositor.transaction
        transaction.begin()
        transaction.completionBlock = { [clock = stage.clock] in log.append("completion @\(CadenceTestTime.format(clock.currentTime))") }
        try stage.box.add(slide, forKey: "slide")
        try transaction.commit()
        try stage.advance(to: 0.4)
        let begin = try #require(stage.box.animation(forKey: "slide")).beginTime

        transaction.begin()
        transaction.disableActions = true
        try stage.box.rebaseAnimation(forKey: "slide", to: try #require(Self.slide.additive(relativeTo: 100)))
        stage.box[.positionX] = 100
        try transaction.commit()

        let rebased = try #require(stage.box.animation(forKey: "slide") as? BasicAnimation<CGFloat>)
        #expect(rebased.isAdditive && rebased.fromValue == -100 && rebased.toValue == 0)
        #expect(rebased.beginTime == begin)
        #expect(rebased.delegate === slide.delegate)
        for t in [0.4, 0.55, 0.7, 0.95] {
            #expect(abs(Double(stage.box.presentedValue(for: .positionX, at: t)) - 100 * t) < 1e-9, "at \(t)")
            #expect(abs(Double(stage.box.presentation(at: t)[.positionX]) - 100 * t) < 1e-9, "at \(t)")
        }
        try stage.advance(to: 0.9)
        #expect(log.entries == ["slide start @0"])
        try stage.advance(to: 2)
        #expect(log.entries == ["slide start @0", "slide stop finished @1", "completion @1"])
        #expect(stage.box.presentedValue(for: .positionX) == 100)
    }

    /// Rebased in the transaction that adds it, the animation is committed
    /// in its rebased form: over a model of 200 the difference
    /// −100·(1 − t) shows 100 + 100t (150 at 0.5, where the slide would show 50).
    @Test func aRebaseBeforeTheCommitIsWhatIsCommitted() throws {
        let stage = Stage()
        let transaction = stage.compositor.transaction
        transaction.begin()
        transaction.disableActions = true
        try stage.box.add(Self.slide, forKey: "slide")
        try stage.box.rebaseAnimation(forKey: "slide", to: try #require(Self.slide.additive(relativeTo: 100)))
        stage.box[.positionX] = 200
        try transaction.commit()
        #expect(abs(Double(stage.box.presentedValue(for: .positionX, at: 0.5)) - 150) < 1e-9)
        #expect(abs(Double(stage.box.presentation(at: 0.5)[.positionX]) - 150) < 1e-9)
    }

    /// A replacement of other timing, or of another key path, is refused,
    /// and nothing changes; so is a key with no animation.
    @Test func aRebaseNeedsTheSameTimingAndKeyPath() throws {
        let stage = Stage()
        try stage.box.add(Self.slide, forKey: "slide")
        var slower = Self.slide.additive(relativeTo: 100)!
        slower.duration = 2
        #expect(throws: CadenceError.self) { try stage.box.rebaseAnimation(forKey: "slide", to: slower) }
        do {
            try stage.box.rebaseAnimation(forKey: "slide", to: slower)
        } catch {
            #expect(error.field == "timing")
        }
        let other = BasicAnimation<CGFloat>(keyPath: .positionY, from: 0, to: 1, duration: 1, timingFunction: .linear)
        do {
            try stage.box.rebaseAnimation(forKey: "slide", to: other)
            Issue.record("rebased to another key path")
        } catch {
            #expect(error.field == "keyPath")
        }
        do {
            try stage.box.rebaseAnimation(forKey: "missing", to: Self.slide)
            Issue.record("rebased a missing key")
        } catch {
            #expect(error.field == "key")
        }
        #expect((stage.box.animation(forKey: "slide") as? BasicAnimation<CGFloat>)?.isAdditive == false)
    }

    /// The additive forms: a spring's ends and a keyframe animation's values
    /// less the base; none for a transform or an open endpoint.
    @Test func additiveForms() throws {
        let spring = SpringAnimation<CGFloat>(keyPath: .positionX, from: 10, to: 40)
        let springForm = try #require(spring.additive(relativeTo: 40))
        #expect(springForm.isAdditive && springForm.fromValue == -30 && springForm.toValue == 0)
        #expect(springForm.resolvedTiming == spring.resolvedTiming)
        var keys = KeyframeAnimation<CGFloat>(keyPath: .positionX, values: [0, 50, 20])
        keys.duration = 1
        let keysForm = try #require(keys.additive(relativeTo: 20))
        #expect(keysForm.values == [-20, 30, 0] && keysForm.isAdditive)
        #expect(BasicAnimation<CGFloat>(keyPath: .positionX, to: 5).additive(relativeTo: 5) == nil)
        #expect(BasicAnimation(keyPath: .transform, from: .identity, to: Transform3D(translationX: 1, y: 0, z: 0)).additive(relativeTo: .identity) == nil)
    }
}
