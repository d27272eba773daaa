@testable import Cadence
import CadenceTesting
import Testing

/// The queue's ready list pops exactly as a heap does, whatever the order of
/// arrival: checked against a sort on seeded random runs of inserts and pops,
/// mostly in order (as a queue's ready operations arrive) and not.
@Suite struct RunHeapTests {
    @Test(arguments: [0.0, 0.1, 0.5, 1.0]) func popsInOrderWhateverTheArrival(disorder: Double) {
        var random = SplitMix64(seed: 0xC0FFEE + UInt64(disorder * 10))
        var heap = RunHeap<Int>()
        var expected: [Int] = []
        var next = 0
        var popped: [Int] = []
        var wanted: [Int] = []
        for _ in 0..<5_000 {
            if Double.random(in: 0..<1, using: &random) < 0.6 {
                next += 1
                let value = Double.random(in: 0..<1, using: &random) < disorder ? Int.random(in: 0...next, using: &random) : next
                heap.insert(value)
                expected.append(value)
            } else {
                popped.append(heap.popMin() ?? -1)
                expected.sort()
                wanted.append(expected.isEmpty ? -1 : expected.removeFirst())
            }
        }
        while let value = heap.popMin() { popped.append(value) }
        wanted += expected.sorted()
        #expect(popped == wanted)
    }
}
