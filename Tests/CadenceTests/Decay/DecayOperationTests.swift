import Cadence
import Foundation
import Testing

/// A decay played by an operation on a layer, under the virtual clock.
struct DecayOperationTests {
    /// v₀ = 1000 pt/s at 0.998 from 0: the operation finishes when the speed
    /// falls to 5 pt/s, at ln(0.005)/(1000·ln 0.998) = 2.646509 s, and leaves
    /// the model at the resting value, 499·0.995 = 496.505.
    @Test func playsToRestAndWritesTheModel() throws {
        let q = QueueStage()
        let flick = DecayAnimation<CGFloat>(keyPath: .positionX, from: 0, velocity: 1000)
        try q.queue.addOperation(q.operation("flick", flick))
        try q.clock.advance(to: 1)
        // Presented half way through: x(1) = 499·(1 − 0.998^1000) = 431.602803.
        #expect(abs(q.box.presentation()[.positionX] - 431.602803) < 1e-6)
        try q.queue.waitUntilAllOperationsAreFinished()
        let finish = try #require(q.log.entries.last)
        #expect(finish.hasPrefix("finish flick completed @"))
        let time = try #require(Double(finish.split(separator: "@").last.map(String.init) ?? ""))
        #expect(abs(time - 2.646509) < 1e-6)
        #expect(abs(q.box[.positionX] - 496.505) < 1e-9)
    }

    /// A bounded decay that stops at its bound finishes at the crossing,
    /// 0.459191 s, with the model exactly on the bound.
    @Test func boundedDecayFinishesAtTheBound() throws {
        let q = QueueStage()
        let drawer = try DecayAnimation<CGFloat>(
            keyPath: .positionY, from: 0, velocity: 1000, maximum: 300, boundary: .stop)
        try q.queue.addOperation(q.operation("drawer", drawer))
        try q.queue.waitUntilAllOperationsAreFinished()
        let finish = try #require(q.log.entries.last)
        let time = try #require(Double(finish.split(separator: "@").last.map(String.init) ?? ""))
        #expect(abs(time - 0.459191) < 1e-6)
        #expect(q.box[.positionY] == 300)
    }
}
