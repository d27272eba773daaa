import Cadence
import Foundation
import Testing

/// Every refusal names its field, the value and what was expected, and
/// changes nothing: an invalid decay fails its operation and leaves the
/// layer's model as it was; a refused initializer leaves the variable it
/// would have replaced.
struct DecayRefusalTests {
    /// Plays `decay` on a box at position.x 42 and returns the error its
    /// operation failed with, checking that the model is still 42.
    private func refusal(_ decay: DecayAnimation<CGFloat>) throws -> CadenceError? {
        let q = QueueStage()
        try q.box.setValue(42, for: .positionX)
        try q.clock.advance(by: 0)
        let operation = q.operation("decay", decay)
        try q.queue.addOperation(operation)
        try q.queue.waitUntilAllOperationsAreFinished()
        #expect(q.box[.positionX] == 42)
        guard case .failed(let error) = operation.result else { return nil }
        #expect((try? decay.validate()) == nil)
        return error
    }

    @Test(arguments: [0.0, 1, -0.5, 1.5, .nan])
    func decelerationRateOutsideZeroToOne(rate: Double) throws {
        let decay = DecayAnimation<CGFloat>(
            keyPath: .positionX, from: 42, velocity: 1000, decelerationRate: DecelerationRate(rawValue: rate))
        let error = try #require(try refusal(decay))
        #expect(error.field == "decelerationRate")
        #expect(error.value == CadenceError.describe(rate))
        #expect(error.expected.contains("(0, 1)"))
    }

    @Test(arguments: [CGFloat.infinity, -.infinity, .nan])
    func nonFiniteVelocity(velocity: CGFloat) throws {
        let error = try #require(try refusal(DecayAnimation(keyPath: .positionX, from: 42, velocity: velocity)))
        #expect(error.field == "velocity")
        #expect(error.expected.contains("finite"))
    }

    @Test(arguments: [0.0, -5, .nan, .infinity])
    func thresholdNotPositive(threshold: Double) throws {
        var decay = DecayAnimation<CGFloat>(keyPath: .positionX, from: 42, velocity: 1000)
        decay.threshold = threshold
        let error = try #require(try refusal(decay))
        #expect(error.field == "threshold")
        #expect(error.value == CadenceError.describe(threshold))
        #expect(error.expected.contains("> 0"))
    }

    /// Refused initializers: the variable keeps the decay it held.
    private func refusedInit(
        _ make: () throws(CadenceError) -> DecayAnimation<Double>
    ) -> CadenceError? {
        var kept = DecayAnimation(keyPath: x, from: 1, velocity: 10)
        do {
            kept = try make()
            Issue.record("expected a refusal")
            return nil
        } catch {
            #expect(kept.fromValue == 1 && kept.initialVelocity == 10)
            return error
        }
    }

    /// Android refuses a start outside [minimum, maximum]; so does Cadence.
    @Test func startOutsideTheBounds() throws {
        let error = try #require(
            refusedInit { () throws(CadenceError) in
                try DecayAnimation(keyPath: x, from: 400, velocity: 10, minimum: 0, maximum: 300, boundary: .stop)
            })
        #expect(error.field == "fromValue")
        #expect(error.value == "400")
        #expect(error.expected.contains("0 ... 300"))
    }

    @Test func minimumAboveMaximum() throws {
        let error = try #require(
            refusedInit { () throws(CadenceError) in
                try DecayAnimation(keyPath: x, from: 0, velocity: 10, minimum: 10, maximum: -10, boundary: .stop)
            })
        #expect(error.field == "minimum")
        #expect(error.value == "10")
        #expect(error.expected.contains("maximum (-10)"))
    }

    @Test(arguments: [("minimum", Double.nan), ("maximum", .infinity), ("minimum", -.infinity)])
    func nonFiniteBound(field: String, bound: Double) throws {
        let error = try #require(
            refusedInit { () throws(CadenceError) in
                field == "minimum"
                    ? try DecayAnimation(keyPath: x, from: 0, velocity: 10, minimum: bound, boundary: .stop)
                    : try DecayAnimation(keyPath: x, from: 0, velocity: 10, maximum: bound, boundary: .stop)
            })
        #expect(error.field == field)
        #expect(error.value == CadenceError.describe(bound))
    }

    /// A bounce spring without damping would never settle.
    @Test func undampedBounceSpring() throws {
        let error = try #require(
            refusedInit { () throws(CadenceError) in
                try DecayAnimation(
                    keyPath: x, from: 0, velocity: 10, maximum: 5,
                    boundary: .spring(DampedSpring(stiffness: 500, damping: 0)))
            })
        #expect(error.field == "boundary.damping")
        let negative = try #require(
            refusedInit { () throws(CadenceError) in
                try DecayAnimation(
                    keyPath: x, from: 0, velocity: 10, maximum: 5,
                    boundary: .spring(DampedSpring(stiffness: -1, damping: 10)))
            })
        #expect(negative.field == "boundary.stiffness")
    }

    /// The throwing initializers refuse what validate() refuses, with the same field.
    @Test func throwingInitializerRefusesTheRate() throws {
        let error = try #require(
            refusedInit { () throws(CadenceError) in
                try DecayAnimation(
                    keyPath: x, from: 0, velocity: 10, decelerationRate: DecelerationRate(rawValue: 1), maximum: 5,
                    boundary: .stop)
            })
        #expect(error.field == "decelerationRate")
        #expect(error.description == "decelerationRate: expected a number in (0, 1): the fraction of the velocity kept each millisecond, got 1")
    }
}
