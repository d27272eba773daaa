import CadenceTesting
import Testing

/// The generator's numbers are fixed by its seed, on every machine and release.
@Suite struct SplitMix64Tests {
    /// The first outputs for seed 0, from the published algorithm (Vigna's
    /// reference `splitmix64.c`).
    @Test func referenceOutputs() {
        var random = SplitMix64(seed: 0)
        #expect(random.next() == 0xE220_A839_7B1D_CDAF)
        #expect(random.next() == 0x6E78_9E6A_A1B9_65F4)
        #expect(random.next() == 0x06C4_5D18_8009_454F)
    }

    /// Doubles and integers are the documented mappings of the raw outputs.
    @Test func mappings() {
        var raw = SplitMix64(seed: 7)
        var mapped = SplitMix64(seed: 7)
        let bits = raw.next()
        #expect(mapped.next(in: 0.0 ... 1.0) == Double(bits >> 11) * 0x1p-53)
        let bits2 = raw.next()
        #expect(mapped.nextInt(in: 10...19) == 10 + Int(bits2.multipliedFullWidth(by: 10).high))
        let bits3 = raw.next()
        #expect(mapped.nextBool() == (bits3 >> 63 == 1))
        for _ in 0..<1000 {
            #expect((3..<5).contains(mapped.nextInt(in: 3..<5)))
            #expect((-1.0 ... 1.0).contains(mapped.next(in: -1.0 ... 1.0)))
        }
    }
}
