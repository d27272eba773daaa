@testable import Cadence
import CadenceTesting
import Foundation
import Testing

/// `WaitStrategy`'s waits as pure numbers, against values worked by hand:
/// the k-th wait comes before attempt k + 1 and is the strategy's k-th value.
@Suite struct WaitStrategyTests {
    /// The first `count` waits, from the sequence.
    private func waits(_ strategy: WaitStrategy, _ count: Int) -> [Double] {
        Array(strategy.waits.prefix(count))
    }

    /// There is no wait before the first attempt (nor before attempt 0 or -5).
    @Test func thereIsNoWaitBeforeTheFirstAttempt() throws {
        for strategy in [WaitStrategy.immediate, try .constant(2), try .exponential(unit: 0.5, cap: 4)] {
            #expect([1, 0, -5].map(strategy.wait(beforeAttempt:)) == [0, 0, 0])
        }
    }

    /// Immediate: 0 every time. Constant 1.5: 1.5 every time.
    @Test func immediateAndConstant() throws {
        #expect(waits(.immediate, 3) == [0, 0, 0])
        #expect(waits(try .constant(1.5), 3) == [1.5, 1.5, 1.5])
    }

    /// Incrementing from 1 by 0.5: 1, 1 + 0.5 = 1.5, 1 + 2 · 0.5 = 2, 2.5. The
    /// first wait is `initial` itself (ProcedureKit's first would be 1.5).
    @Test func incrementing() throws {
        #expect(waits(try .incrementing(initial: 1, increment: 0.5), 4) == [1, 1.5, 2, 2.5])
        #expect(waits(try .incrementing(initial: 0, increment: 2), 3) == [0, 2, 4])
    }

    /// Fibonacci of unit 0.5: 0.5 × 1, 1, 2, 3, 5, 8, 13 = 0.5, 0.5, 1, 1.5,
    /// 2.5, 4, 6.5; with a cap of 3 the last two are 3.
    @Test func fibonacci() throws {
        #expect(waits(try .fibonacci(unit: 0.5), 7) == [0.5, 0.5, 1, 1.5, 2.5, 4, 6.5])
        #expect(waits(try .fibonacci(unit: 0.5, cap: 3), 7) == [0.5, 0.5, 1, 1.5, 2.5, 3, 3])
    }

    /// Exponential of unit 0.5 and cap 4: 0.5, 1, 2, 4, then capped at 4
    /// (8 and 16 would follow).
    @Test func exponential() throws {
        #expect(waits(try .exponential(unit: 0.5, cap: 4), 6) == [0.5, 1, 2, 4, 4, 4])
        #expect(try WaitStrategy.exponential(unit: 0.5, cap: 4).wait(beforeAttempt: .max) == 4)
    }

    /// The pure function and the sequence agree, wait for wait, for 2,000
    /// waits of every kind, past the point where a Fibonacci number overflows
    /// (F(1477) > `Double.greatestFiniteMagnitude`).
    @Test func theFunctionAndTheSequenceAgree() throws {
        let strategies: [WaitStrategy] = [
            .immediate, try .constant(1), try .incrementing(initial: 1, increment: 0.25),
            try .fibonacci(unit: 0.5), try .fibonacci(unit: 1, cap: 1_000), try .exponential(unit: 0.001, cap: 60),
            try .random(minimum: 1, maximum: 2, seed: 3), try .exponential(unit: 1, cap: 8).jittered(byFraction: 0.5, seed: 4),
        ]
        for strategy in strategies {
            let sequence = waits(strategy, 2_000)
            let function = (2...2_001).map(strategy.wait(beforeAttempt:))
            #expect(sequence == function, "\(strategy)")
        }
    }

    /// Waits never overflow to infinity: a Fibonacci wait without a cap, and
    /// an incrementing one of huge steps, stop at the largest finite number.
    @Test func waitsStayFinite() throws {
        #expect(try WaitStrategy.fibonacci(unit: 1).wait(beforeAttempt: 2_000) == .greatestFiniteMagnitude)
        #expect(try WaitStrategy.fibonacci(unit: 1).wait(beforeAttempt: .max) == .greatestFiniteMagnitude)
        #expect(try WaitStrategy.incrementing(initial: 1e308, increment: 1e308).wait(beforeAttempt: 10) == .greatestFiniteMagnitude)
        let jittered = try WaitStrategy.constant(.greatestFiniteMagnitude).jittered(byFraction: 1, seed: 0)
        let allFinite = waits(jittered, 100).allSatisfy { $0.isFinite }
        #expect(allFinite)
    }

    /// Cadence's SplitMix64 gives the published reference outputs for seed 0
    /// (Vigna's `splitmix64.c`), and agrees with `CadenceTesting`'s
    /// generator, output for output, for other seeds.
    @Test func theGeneratorIsSplitMix64() {
        #expect(SplitMix.output(seed: 0, index: 1) == 0xE220_A839_7B1D_CDAF)
        #expect(SplitMix.output(seed: 0, index: 2) == 0x6E78_9E6A_A1B9_65F4)
        #expect(SplitMix.output(seed: 0, index: 3) == 0x06C4_5D18_8009_454F)
        for seed: UInt64 in [1, 42, .max] {
            var reference = SplitMix64(seed: seed)
            for index: UInt64 in 1...100 {
                #expect(SplitMix.output(seed: seed, index: index) == reference.next())
            }
        }
    }

    /// Random waits of seed 0 in 0 ..< 1 are the generator's outputs' top 53
    /// bits × 2⁻⁵³: 0xE220A8397B1DCDAF gives 0.8833108082136426, then
    /// 0.43152799704850997, 0.026433771592597743. In 1 ..< 2 with seed 42
    /// they are 1 + u(42, k), the same on every call, and all inside the range.
    @Test func randomWaitsAreSeeded() throws {
        #expect(waits(try .random(minimum: 0, maximum: 1, seed: 0), 3) == [0.8833108082136426, 0.43152799704850997, 0.026433771592597743])
        let strategy = try WaitStrategy.random(minimum: 1, maximum: 2, seed: 42)
        #expect(waits(strategy, 3) == [1.7415648787718232, 1.15991039287692, 1.2786011302551388])
        var reference = SplitMix64(seed: 42)
        let drawn = waits(strategy, 1_000)
        #expect(drawn == (0..<1_000).map { _ in reference.next(in: 1 ... 2) })
        #expect(drawn.allSatisfy { (1..<2).contains($0) })
        #expect(waits(strategy, 1_000) == drawn)
        #expect(waits(try .random(minimum: 1, maximum: 2, seed: 43), 1_000) != drawn)
        #expect(waits(try .random(minimum: 1.5, maximum: 1.5, seed: 9), 3) == [1.5, 1.5, 1.5])
    }

    /// Jitter by a fraction f moves a wait w to w · (1 + f · (2v − 1)), within
    /// [w(1 − f), w(1 + f)), where v is the k-th draw of SplitMix64 seeded
    /// with the seed (the generator's published algorithm, as
    /// `SplitMix64.next(in: 0 ... 1)` computes it): the exponential waits 1,
    /// 2, 4, 8, 8 with f = 0.5 and seed 5 lie in [0.5, 1.5), [1, 3), [2, 6),
    /// [4, 12), [4, 12); the same seed gives the same waits.
    @Test func jitterByAFraction() throws {
        let base = try WaitStrategy.exponential(unit: 1, cap: 8)
        let jittered = try base.jittered(byFraction: 0.5, seed: 5)
        let drawn = waits(jittered, 5)
        #expect(drawn == Self.jittered([1, 2, 4, 8, 8], byFraction: 0.5, seed: 5))
        for (wait, plain) in zip(waits(jittered, 1_000), waits(base, 1_000)) {
            #expect(wait >= plain * 0.5 && wait < plain * 1.5)
        }
        #expect(waits(try base.jittered(byFraction: 0.5, seed: 5), 5) == drawn)
        #expect(waits(try base.jittered(byFraction: 0.5, seed: 6), 5) != drawn)
        #expect(waits(try WaitStrategy.immediate.jittered(byFraction: 1, seed: 1), 3) == [0, 0, 0])
        #expect(waits(try base.jittered(byFraction: 0, seed: 1), 5) == waits(base, 5))
    }

    /// Jitter by seconds s adds s · v to each wait: constant 1 with s = 0.25
    /// lies in [1, 1.25); it replaces a jitter the strategy had.
    @Test func jitterBySeconds() throws {
        let jittered = try WaitStrategy.constant(1).jittered(bySeconds: 0.25, seed: 8)
        var reference = SplitMix64(seed: 8)
        let drawn = waits(jittered, 1_000)
        #expect(drawn == (0..<1_000).map { _ in 1 + 0.25 * reference.next(in: 0 ... 1) })
        #expect(drawn.allSatisfy { $0 >= 1 && $0 < 1.25 })
        let replaced = try WaitStrategy.constant(1).jittered(byFraction: 0.5, seed: 1).jittered(bySeconds: 0.25, seed: 8)
        #expect(replaced == jittered)
    }

    /// A strategy describes itself as Swift would make it.
    @Test func descriptions() throws {
        #expect(WaitStrategy.immediate.description == "immediate")
        #expect(try WaitStrategy.constant(1.5).description == "constant(1.5)")
        #expect(try WaitStrategy.incrementing(initial: 1, increment: 0.5).description == "incrementing(initial: 1, increment: 0.5)")
        #expect(try WaitStrategy.fibonacci(unit: 0.5).description == "fibonacci(unit: 0.5)")
        #expect(try WaitStrategy.fibonacci(unit: 0.5, cap: 3).description == "fibonacci(unit: 0.5, cap: 3)")
        #expect(try WaitStrategy.random(minimum: 1, maximum: 2, seed: 42).description == "random(minimum: 1, maximum: 2, seed: 42)")
        #expect(
            try WaitStrategy.exponential(unit: 0.5, cap: 4).jittered(byFraction: 0.1, seed: 7).description
                == "exponential(unit: 0.5, cap: 4).jittered(byFraction: 0.1, seed: 7)")
        #expect(try WaitStrategy.constant(1).jittered(bySeconds: 0.25, seed: 8).description == "constant(1).jittered(bySeconds: 0.25, seed: 8)")
    }

    /// Every bad parameter is refused where the strategy is made, with a
    /// `CadenceError` naming the parameter, the value and what was expected.
    @Test(arguments: [
        ("constant(-1)", "constant: expected a finite number of seconds ≥ 0, got -1"),
        ("constant(nan)", "constant: expected a finite number of seconds ≥ 0, got nan"),
        ("incrementing(initial: inf)", "initial: expected a finite number of seconds ≥ 0, got inf"),
        ("incrementing(increment: -0.5)", "increment: expected a finite number of seconds ≥ 0, got -0.5"),
        ("fibonacci(unit: 0)", "unit: expected a finite number of seconds > 0, got 0"),
        ("fibonacci(cap: 0.5)", "cap: expected a finite number of seconds ≥ unit (1), got 0.5"),
        ("exponential(unit: -1)", "unit: expected a finite number of seconds > 0, got -1"),
        ("exponential(unit: nan)", "unit: expected a finite number of seconds > 0, got nan"),
        ("exponential(cap: 0.25)", "cap: expected a finite number of seconds ≥ unit (0.5), got 0.25"),
        ("exponential(cap: inf)", "cap: expected a finite number of seconds ≥ unit (0.5), got inf"),
        ("random(minimum: -1)", "minimum: expected a finite number of seconds ≥ 0, got -1"),
        ("random(maximum: 1 < 2)", "maximum: expected a finite number of seconds ≥ minimum (2), got 1"),
        ("random(maximum: inf)", "maximum: expected a finite number of seconds ≥ minimum (2), got inf"),
        ("jittered(byFraction: 1.5)", "jitter: expected a fraction of each wait in 0 ... 1, got 1.5"),
        ("jittered(byFraction: -0.1)", "jitter: expected a fraction of each wait in 0 ... 1, got -0.1"),
        ("jittered(bySeconds: nan)", "jitter: expected a finite number of seconds ≥ 0, got nan"),
        ("jittered(bySeconds: -1)", "jitter: expected a finite number of seconds ≥ 0, got -1"),
    ])
    func badParametersAreRefused(made: String, message: String) {
        let make: () throws(CadenceError) -> WaitStrategy = {
            switch made {
            case "constant(-1)": try .constant(-1)
            case "constant(nan)": try .constant(.nan)
            case "incrementing(initial: inf)": try .incrementing(initial: .infinity, increment: 1)
            case "incrementing(increment: -0.5)": try .incrementing(initial: 1, increment: -0.5)
            case "fibonacci(unit: 0)": try .fibonacci(unit: 0)
            case "fibonacci(cap: 0.5)": try .fibonacci(unit: 1, cap: 0.5)
            case "exponential(unit: -1)": try .exponential(unit: -1, cap: 4)
            case "exponential(unit: nan)": try .exponential(unit: .nan, cap: 4)
            case "exponential(cap: 0.25)": try .exponential(unit: 0.5, cap: 0.25)
            case "exponential(cap: inf)": try .exponential(unit: 0.5, cap: .infinity)
            case "random(minimum: -1)": try .random(minimum: -1, maximum: 2, seed: 0)
            case "random(maximum: 1 < 2)": try .random(minimum: 2, maximum: 1, seed: 0)
            case "random(maximum: inf)": try .random(minimum: 2, maximum: .infinity, seed: 0)
            case "jittered(byFraction: 1.5)": try WaitStrategy.constant(1).jittered(byFraction: 1.5, seed: 0)
            case "jittered(byFraction: -0.1)": try WaitStrategy.constant(1).jittered(byFraction: -0.1, seed: 0)
            case "jittered(bySeconds: nan)": try WaitStrategy.constant(1).jittered(bySeconds: .nan, seed: 0)
            default: try WaitStrategy.constant(1).jittered(bySeconds: -1, seed: 0)
            }
        }
        do {
            let strategy = try make()
            Issue.record("\(made) was accepted: \(strategy)")
        } catch {
            #expect(error.code == .invalidValue)
            #expect(error.description == message)
        }
    }

    /// `plain` jittered by `fraction` with draws of SplitMix64 seeded with
    /// `seed`, by the published formula w · (1 + f · (2v − 1)).
    static func jittered(_ plain: [Double], byFraction fraction: Double, seed: UInt64) -> [Double] {
        var reference = SplitMix64(seed: seed)
        return plain.map { wait in wait * (1 + fraction * (2 * reference.next(in: 0 ... 1) - 1)) }
    }
}
