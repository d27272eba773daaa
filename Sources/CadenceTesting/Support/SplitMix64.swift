/// A small, fast, seeded random generator (Steele, Lea & Flood's SplitMix64):
/// the same seed gives the same numbers on every machine and every run, so a
/// random test is repeatable and a failure names the seed that reproduces it.
///
/// ```swift
/// var random = SplitMix64(seed: 42)
/// let duration = random.next(in: 0.1 ... 2)
/// let index = random.nextInt(in: 0..<10)
/// let coin = random.nextBool()
/// ```
public struct SplitMix64: RandomNumberGenerator, Sendable {
    private var state: UInt64

    /// A generator whose numbers are fixed by `seed`.
    public init(seed: UInt64) {
        state = seed
    }

    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A uniformly distributed double in `range`: the top 53 bits of ``next()``
    /// as a fraction of the range. The mapping is written here, not borrowed
    /// from the standard library, so a seed gives the same doubles with every
    /// Swift release.
    public mutating func next(in range: ClosedRange<Double>) -> Double {
        let unit = Double(next() >> 11) * 0x1p-53
        return min(range.lowerBound + (range.upperBound - range.lowerBound) * unit, range.upperBound)
    }

    /// A uniformly distributed integer in `range` (Lemire's multiply-high
    /// mapping, without rejection: the bias is below 2⁻³² for ranges under 2³²).
    public mutating func nextInt(in range: ClosedRange<Int>) -> Int {
        let span = UInt64(bitPattern: Int64(range.upperBound &- range.lowerBound)) &+ 1
        guard span != 0 else { return Int(truncatingIfNeeded: next()) }
        return range.lowerBound &+ Int(truncatingIfNeeded: next().multipliedFullWidth(by: span).high)
    }

    /// A uniformly distributed integer in `range`, which must not be empty.
    public mutating func nextInt(in range: Range<Int>) -> Int {
        nextInt(in: range.lowerBound...(range.upperBound - 1))
    }

    /// A coin toss: the top bit of ``next()``.
    public mutating func nextBool() -> Bool {
        next() >> 63 == 1
    }
}

/// Runs `body` once for each seed in `seeds`; when it throws, throws an error
/// that names the seed, so the failure can be reproduced with that seed alone.
///
/// ```swift
/// try withEverySeed(in: 0..<1000) { seed in
///     var random = SplitMix64(seed: seed)
///     // build a random scenario, run it, check its invariants
/// }
/// ```
public func withEverySeed(in seeds: Range<UInt64>, _ body: (UInt64) throws -> Void) throws(FixtureError) {
    for seed in seeds {
        do {
            try body(seed)
        } catch let error as FixtureError {
            throw FixtureError(
                error.code, "seed \(seed): \(error.summary)", expected: error.expected, actual: error.actual,
                hint: "\(error.hint)\n(reproduce with withEverySeed(in: \(seed)..<\(seed + 1)))")
        } catch {
            throw FixtureError(
                .seedFailed, "seed \(seed) failed", expected: "no error", actual: "\(error)",
                hint: "reproduce with withEverySeed(in: \(seed)..<\(seed + 1))")
        }
    }
}
