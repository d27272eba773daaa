import Cadence
import Foundation
import Testing

/// A finger's velocity as UIKit's relative spring velocity and back, and a
/// spring that takes over from a layer in one call.
@Suite struct GestureHandOffTests {
    /// 500 pt/s with 250 pt to go is 2 distances per second; back, 2 · 250 = 500.
    @Test func relativeIsVelocityOverTheDistanceToGo() throws {
        #expect(try DampedSpring.relativeVelocity(500, distance: 250) == 2)
        #expect(DampedSpring.velocity(relative: 2, distance: 250) == 500)
        // Moving away from the target is negative.
        #expect(try DampedSpring.relativeVelocity(-100, distance: 400) == -0.25)
        let relative = try SpringVelocity(
            gesture: CGPoint(x: 500, y: -60), from: CGPoint(x: 50, y: 100), to: CGPoint(x: 300, y: 40))
        #expect(relative.dx == 2)
        #expect(relative.dy == 1)   // −60 / (40 − 100)
        #expect(relative.gestureVelocity(from: CGPoint(x: 50, y: 100), to: CGPoint(x: 300, y: 40)) == CGPoint(x: 500, y: -60))
    }

    /// No distance, no relative velocity: a typed error naming the axis.
    @Test func noDistanceIsRefused() throws {
        do {
            _ = try SpringVelocity(gesture: CGPoint(x: 0, y: 80), from: .zero, to: CGPoint(x: 10, y: 0))
            Issue.record("a velocity over no distance was taken")
        } catch {
            #expect(error.field == "distance.y")
        }
        #expect(throws: CadenceError.self) { try DampedSpring.relativeVelocity(.nan, distance: 1) }
        // Standing still over no distance is fine: zero.
        #expect(try DampedSpring.relativeVelocity(0, distance: 0) == 0)
    }

    /// A spring taking over from a linear move of 100/s keeps its value and
    /// velocity: at the hand-off, 30 and 100/s.
    @Test func aSpringContinuesWhatALayerShows() throws {
        let q = QueueStage()
        let move = q.operation("move", BasicAnimation(keyPath: .positionX, from: 0, to: 100, duration: 1))
        try q.queue.addOperation(move)
        try q.clock.advance(to: 0.3)
        let spring = SpringAnimation(keyPath: .positionX, continuing: q.box, to: 200)
        #expect(abs(Double(spring.fromValue!) - 30) < 1e-9)
        #expect(abs(Double(spring.inheritedVelocity!) - 100) < 1e-3)
        #expect(abs(Double(spring.velocity(at: 0, beneath: 0)!) - 100) < 1e-3)
    }

    /// On a layer at speed 2, the same move shows 200/s of host time but
    /// 100/s of the layer's own, which is what a spring added to it continues.
    @Test func aSpringContinuesInTheLayersOwnTime() throws {
        let q = QueueStage()
        q.box.speed = 2
        let move = q.operation("move", BasicAnimation(keyPath: .positionX, from: 0, to: 100, duration: 1))
        try q.queue.addOperation(move)
        try q.clock.advance(to: 0.2)
        #expect(abs(Double(q.box.presentedVelocity(for: .positionX)) - 200) < 1e-3)
        let spring = SpringAnimation(keyPath: .positionX, continuing: q.box, to: 200)
        #expect(abs(Double(spring.inheritedVelocity!) - 100) < 1e-3)
    }
}
