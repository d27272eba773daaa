/// Steele, Lea and Flood's SplitMix64, read at any position: the `index`-th
/// output for `seed` is the mix of `seed + index · γ`, so the n-th random wait
/// of a ``WaitStrategy`` is a pure function of its seed and n, the same on
/// every machine and every run. (`CadenceTesting` has a stateful generator of
/// the same algorithm for tests; Cadence cannot depend on it.)
enum SplitMix {
    /// The golden-ratio increment, γ.
    static let gamma: UInt64 = 0x9E37_79B9_7F4A_7C15

    /// The `index`-th output (from 1) of the generator seeded with `seed`:
    /// what its `next()` returns on the `index`-th call.
    static func output(seed: UInt64, index: UInt64) -> UInt64 {
        var z = seed &+ index &* gamma
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// The `index`-th output as a fraction in `0 ..< 1`: its top 53 bits ×
    /// 2⁻⁵³ (the mapping is written here, not borrowed from the standard
    /// library, so a seed gives the same fractions with every Swift release).
    static func fraction(seed: UInt64, index: UInt64) -> Double {
        Double(output(seed: seed, index: index) >> 11) * 0x1p-53
    }
}
