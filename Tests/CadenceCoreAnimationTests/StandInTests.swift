#if !canImport(QuartzCore)
import Cadence
import Foundation
import QuartzCoreStandIn
import Testing

/// The stand-in follows Core Animation's documented rules on Cadence's
/// compositor: the add rules (copy, duration ≤ 0, begin time 0), transactions
/// (nesting, inherited settings, completion), presentation copies,
/// key-value coding, and the world each test binds.
@Suite struct StandInTests {
    /// A world with one layer in its tree, committed.
    static func stage(_ body: (QuartzCoreStandInWorld, CALayer) throws -> Void) throws {
        let world = QuartzCoreStandInWorld()
        try world.run {
            let box = CALayer()
            world.rootLayer.addSublayer(box)
            CATransaction.flush()
            try body(world, box)
            #expect(world.errors.isEmpty)
        }
    }

    static func slide(to x: Double, duration: CFTimeInterval) -> CABasicAnimation {
        let slide = CABasicAnimation(keyPath: "position.x")
        (slide.fromValue, slide.toValue, slide.duration) = (NSNumber(value: 0), NSNumber(value: x), duration)
        return slide
    }

    /// Added with duration 0, an animation takes the transaction's duration
    /// (inherited by a nested transaction); a spring too, not its settling
    /// time. The completion block runs when the last one ends. Later changes
    /// to the added object change nothing.
    @Test func durationsAndCompletion() throws {
        try Self.stage { world, box in
            let completed = LockedLog()
            CATransaction.begin()
            CATransaction.setAnimationDuration(2)
            CATransaction.setCompletionBlock { completed.append("done @\(CACurrentMediaTime())") }
            CATransaction.begin()
            #expect(CATransaction.animationDuration() == 2)
            let slide = Self.slide(to: 100, duration: 0)
            box.add(slide, forKey: "slide")
            slide.toValue = NSNumber(value: 1000)
            let spring = CASpringAnimation(keyPath: "opacity")
            (spring.fromValue, spring.toValue) = (NSNumber(value: 1), NSNumber(value: 0.5))
            box.add(spring, forKey: "spring")
            CATransaction.commit()
            CATransaction.commit()
            try world.clock.advance(to: 1)
            #expect(box.presentation()?.position.x == 50)
            #expect(box.animationKeys() == ["slide", "spring"])
            try world.clock.advance(to: 3)
            #expect(completed.entries == ["done @2.0"])
            #expect(box.animationKeys() == nil)
        }
    }

    /// A begin time of 0 begins at the commit; any other is an instant of the
    /// layer's time, here half a second after the commit.
    @Test func beginTimes() throws {
        try Self.stage { world, box in
            box.speed = 2  // layer time runs twice as fast: convertTime must be used
            try world.clock.advance(to: 1)
            let now = box.convertTime(CACurrentMediaTime(), from: nil)
            let later = Self.slide(to: 200, duration: 1)
            later.beginTime = box.convertTime(CACurrentMediaTime() + 0.5, from: nil)
            #expect(later.beginTime == now + 1)
            CATransaction.begin()
            box.add(Self.slide(to: 100, duration: 1), forKey: "now")
            box.add(later, forKey: "later")
            CATransaction.commit()
            try world.clock.advance(to: 1.25)
            // "later" is added after "now" and shows nothing yet: "now" is half done (layer time × 2).
            #expect(box.presentation()?.position.x == 50)
            try world.clock.advance(to: 1.75)
            #expect(box.presentation()?.position.x == 100)  // "later" (to 200), half done
        }
    }

    /// A presentation copy holds the values shown when it was made; its model is
    /// the layer. A layer in no tree has no presentation.
    @Test func presentationCopies() throws {
        try Self.stage { world, box in
            CATransaction.begin()
            box.add(Self.slide(to: 100, duration: 1), forKey: "slide")
            box.position = CGPoint(x: 100, y: 0)
            CATransaction.commit()
            try world.clock.advance(to: 0.25)
            let presented = try #require(box.presentation())
            #expect(presented !== box && presented.model() === box && box.model() === box)
            try world.clock.advance(to: 0.5)
            #expect(presented.position.x == 25)
            #expect(box.presentation()?.position.x == 50)
            #expect(box.position.x == 100)
            #expect(CALayer().presentation() == nil)
        }
    }

    /// Key-value coding gives and takes Core Animation's objects: numbers as
    /// `NSNumber`, structs as they are, colours as `CGColor` (nil when unset).
    @Test func keyValueCoding() throws {
        try Self.stage { world, box in
            CATransaction.begin()
            CATransaction.setDisableActions(true)
            box.setValue(NSNumber(value: 0.5), forKeyPath: "opacity")
            box.setValue(CGPoint(x: 3, y: 4), forKeyPath: "position")
            box.setValue(CATransform3DMakeRotation(.pi / 2, 0, 0, 1), forKeyPath: "transform")
            #expect(box.backgroundColor == nil)
            box.backgroundColor = CGColor(srgbRed: 1, green: 0.5, blue: 0, alpha: 1)
            CATransaction.commit()
            #expect(box.opacity == 0.5)
            #expect((box.value(forKeyPath: "position.x") as? NSNumber)?.doubleValue == 3)
            #expect(box.value(forKeyPath: "position") as? CGPoint == CGPoint(x: 3, y: 4))
            #expect((box.value(forKeyPath: "transform.rotation.z") as? NSNumber)?.doubleValue == .pi / 2)
            #expect(box.transform.m12 == 1)
            #expect((box.value(forKeyPath: "backgroundColor") as? CGColor)?.components == [1, 0.5, 0, 1])
            #expect(box.animationKeys() == nil)  // actions were disabled
        }
    }

    /// What Cadence cannot take is recorded, not hidden, and adds nothing.
    @Test func refusalsAreRecorded() throws {
        let world = QuartzCoreStandInWorld()
        world.run {
            let box = CALayer()
            world.rootLayer.addSublayer(box)
            box.add(CABasicAnimation(keyPath: "noSuchProperty"), forKey: "bad")
            let wrongType = CABasicAnimation(keyPath: "opacity")
            wrongType.toValue = CGPoint(x: 1, y: 1)
            box.add(wrongType, forKey: "wrong")
            box.setValue(NSNumber(value: 1), forKeyPath: "noSuchProperty")
            CATransaction.commit()  // unbalanced
            #expect(box.animationKeys() == nil)
            #expect(world.errors.map(\.field) == ["keyPath", "toValue", "keyPath", "Transaction.commit()"])
        }
    }

    /// Worlds bound on parallel tasks never see each other's clock or transactions.
    @Test func parallelWorldsAreApart() async throws {
        try await withThrowingTaskGroup(of: Void.self) { group in
            for index in 0..<8 {
                group.addTask {
                    let world = QuartzCoreStandInWorld(startTime: Double(index) * 100)
                    try world.run {
                        #expect(CACurrentMediaTime() == Double(index) * 100)
                        CATransaction.begin()
                        CATransaction.setAnimationDuration(Double(index + 1))
                        #expect(CATransaction.animationDuration() == Double(index + 1))
                        CATransaction.commit()
                        try world.clock.advance(by: 1)
                        #expect(CACurrentMediaTime() == Double(index) * 100 + 1)
                    }
                }
            }
            try await group.waitForAll()
        }
    }
}
#endif
