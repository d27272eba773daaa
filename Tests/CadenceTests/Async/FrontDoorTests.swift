import Cadence
import Foundation
import Testing

/// mixed-chain.json written with each front door (operations, the Animator,
/// block animations, async/await) must present the same values at every
/// sampled instant: they all build the same kind of graph on the same engine.
/// (MixedChainTests checks the values themselves against independent formulas.)
@Suite struct FrontDoorTests {
    static let spring = (mass: 1.0, stiffness: 240.0, damping: 12.0)
    static var settling: Double {
        DampedSpring(mass: spring.mass, stiffness: spring.stiffness, damping: spring.damping).settlingDuration
    }

    /// A stage whose box is the card, with the opacity change of the scenario's
    /// event at 1.5 s (an implicit animation, the same for every front door).
    private func stage() -> QueueStage {
        let q = QueueStage()
        let card = q.box
        q.stage.compositor.transaction.disableActions = true
        card[.position] = .zero
        card[.transformRotationZ] = 0
        card[.transformScale] = 1
        q.stage.compositor.transaction.flush()
        let loop = q.stage.compositor.mainLoop
        q.clock.schedule(at: 1.5) { loop.enqueue { card[.opacity] = 0.5 } }
        return q
    }

    private func steps() -> [any LayerAnimation] {
        var slide = BasicAnimation(keyPath: .positionX, by: 300, duration: 1)
        slide.timingFunction = .easeInEaseOut
        var drop = BasicAnimation(keyPath: .positionY, by: 100, duration: 2)
        drop.timingFunction = .easeOut
        let turn = BasicAnimation(keyPath: .transformRotationZ, to: .pi / 4, duration: 1)
        let pop = SpringAnimation(
            keyPath: .transformScale, from: 1, to: 1.5,
            spring: DampedSpring(mass: Self.spring.mass, stiffness: Self.spring.stiffness, damping: Self.spring.damping))
        return [slide, drop, turn, pop]
    }

    private static let times = stride(from: 0.0, through: 5.25, by: 0.25).map { $0 }

    private static func sample(_ card: Layer) -> [Double] {
        let values = card.presentation()
        return [
            Double(values[.positionX]), Double(values[.positionY]), Double(values[.transformRotationZ]),
            Double(values[.transformScale]), Double(values[.opacity]),
        ]
    }

    private func play(_ q: QueueStage, catchUp: () async -> Void = {}) async throws -> [[Double]] {
        var table: [[Double]] = []
        for time in Self.times {
            try q.clock.advance(to: time)
            await catchUp()
            table.append(Self.sample(q.box))
        }
        return table
    }

    private func withOperations() async throws -> [[Double]] {
        let q = stage()
        var previous: Operation?
        for animation in steps() {
            let operation = AnimationOperation(layer: q.box, animation: animation)
            if let previous { operation.addDependency(previous) }
            try q.queue.addOperation(operation)
            previous = operation
        }
        return try await play(q)
    }

    private func withAnimator() async throws -> [[Double]] {
        let q = stage()
        let s = Self.spring
        let animator = Animator(layer: q.box) {
            AnimationStep.basic(.positionX, by: 300, duration: 1, easing: "easeInEaseOut")
            AnimationStep.basic(.positionY, by: 100, duration: 2, easing: "easeOut")
            AnimationStep.basic(.transformRotationZ, to: .pi / 4, duration: 1)
            AnimationStep.spring(.transformScale, from: 1, to: 1.5, damping: s.damping, mass: s.mass, stiffness: s.stiffness)
        }
        try animator.run(on: q.queue)
        return try await play(q)
    }

    private func withBlocks() async throws -> [[Double]] {
        let q = stage()
        let (card, compositor, queue) = (q.box, q.stage.compositor, q.queue)
        compositor.animate(withDuration: 1, options: .curveEaseInOut, on: queue) { card[.positionX] += 300 }
        compositor.animate(withDuration: 2, options: .curveEaseOut, on: queue) { card[.positionY] += 100 }
        compositor.animate(withDuration: 1, options: .curveLinear, on: queue) { card[.transformRotationZ] = .pi / 4 }
        // UIKit's spring: a damping ratio, settling in the given duration.
        let ratio = Self.spring.damping / (2 * (Self.spring.stiffness * Self.spring.mass).squareRoot())
        compositor.animate(
            withDuration: Self.settling, usingSpringWithDamping: ratio, initialSpringVelocity: 0, on: queue
        ) {
            card[.transformScale] = 1.5
        }
        return try await play(q)
    }

    private func withAsyncAwait() async throws -> [[Double]] {
        let q = stage()
        let (card, queue) = (q.box, q.queue)
        let animations = steps()
        let done = LockedFlag()
        // Each step is created only when the previous one's await returns, as
        // async code does; anchored to the schedule, it begins on time however
        // late the task resumes.
        let chain = Task {
            defer { done.set() }
            var previous: AnimationOperation?
            for animation in animations {
                let operation = AnimationOperation(layer: card, animation: animation, anchor: .schedule)
                if let previous { operation.addDependency(previous) }
                try await queue.run(operation)
                previous = operation
            }
        }
        let table = try await play(q) {
            // Let the task add its next step before sampling.
            for _ in 0..<100_000 where queue.operationCount == 0 && !done.isSet {
                try? q.clock.advance(by: 0)
                await Task.yield()
            }
            try? q.clock.advance(by: 0)
        }
        try await chain.value
        return table
    }

    @Test func everyFrontDoorPresentsTheSameValues() async throws {
        let reference = try await withOperations()
        let tables = [
            ("Animator", try await withAnimator()), ("blocks", try await withBlocks()),
            ("async/await", try await withAsyncAwait()),
        ]
        for (name, table) in tables {
            for (index, time) in Self.times.enumerated() {
                let worst = zip(reference[index], table[index]).map { abs($0 - $1) }.max() ?? 0
                #expect(worst < 1e-9, "\(name) at \(time): \(table[index]) vs \(reference[index])")
            }
        }
        // Spot checks of the reference, worked out by hand: at 4 the turn is done
        // and the pop begins at 1; opacity has reached 0.5 since 1.75.
        #expect(reference[16] == [300, 100, reference[16][2], 1, 0.5])
        #expect(abs(reference[16][2] - .pi / 4) < 1e-12)
    }
}
