import Cadence
import Foundation
import Testing

/// The property animator's gesture hand-off, as UIKit's interactive
/// transitions do it: paused while a finger drags, then continued with
/// spring timing whose relative initial velocity carries the finger's speed.
///
/// A 2 s linear move of x from 0 to 100, paused at 0.5 s (x = 25); the finger
/// lets go at 150 pt/s with 75 pt still to go: a relative velocity of 2. The
/// spring (m 1, k 100, c 20) starts at 25 moving at 2 · 75 = 150 pt/s. Just
/// after, x″ = k·75 − c·150 = 4500, so a forward difference over h = 1e-4 is
/// within 4500·h/2 = 0.225 of 150 (0.5 allowed); continued from rest, the
/// slope would be about 0.
@Suite struct AnimatorGestureHandOffTests {
    @Test func continuingWithASpringCarriesTheFingersVelocity() throws {
        let s = AnimatorStage()
        let animator = try s.animator()
        try animator.startAnimation()
        try s.advance(to: 0.5)
        try animator.pauseAnimation()
        #expect(close(s.x, 25))
        let relative = try SpringVelocity(gesture: CGPoint(x: 150, y: 0), from: CGPoint(x: 25, y: 0), to: CGPoint(x: 100, y: 0))
        #expect(relative.dx == 2)
        let spring = try SpringTimingParameters(mass: 1, stiffness: 100, damping: 20, initialVelocity: relative)
        try animator.continueAnimation(withTimingParameters: spring, durationFactor: 1)
        let h = 1e-4
        let after = Double(s.box.presentedValue(for: .positionX, at: 0.5 + h))
        #expect(close(s.x, 25))
        #expect(abs((after - 25) / h - 150) < 0.5)
    }
}
