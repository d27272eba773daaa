import Cadence
import CadenceTesting
import Testing

/// Which marks a move of the playhead crosses: each once per crossing, in
/// the order crossed, in either direction.
@Suite struct PlayheadMarksTests {
    @Test func aMoveCrossesTheMarksBetweenInTheOrderCrossed() {
        let marks = PlayheadMarks([0.5, 1, 1.5])
        #expect(marks.crossed(from: 0.4, to: 1.2) == [0, 1])
        #expect(marks.crossed(from: 1.2, to: 0.4) == [1, 0])
        #expect(marks.crossed(from: 1.2, to: 1.2) == [])
        // Landing on a mark passes it; leaving it backwards unpasses it.
        #expect(marks.crossed(from: 0.4, to: 1) == [0, 1])
        #expect(marks.crossed(from: 1, to: 1.2) == [])
        #expect(marks.crossed(from: 1, to: 0.9) == [1])
    }

    /// A mark at the start is crossed when the run starts, not when a
    /// reversed run comes back to 0, nor again when it plays on from there.
    @Test func aMarkAtTheStartIsCrossedWhenTheRunStarts() {
        let marks = PlayheadMarks([0, 2])
        #expect(marks.crossed(from: nil, to: 0) == [0])
        #expect(marks.crossed(from: nil, to: 3) == [0, 1])
        #expect(marks.crossed(from: 1, to: 0) == [])
        #expect(marks.crossed(from: 0, to: 1) == [])
    }

    /// Marks at one time are crossed in the order given going forwards, and
    /// in the reverse order going back; a NaN mark or target is never crossed.
    @Test func tiesAndNaN() {
        let marks = PlayheadMarks([1, .nan, 1, 0.5])
        #expect(marks.crossed(from: 0, to: 2) == [3, 0, 2])
        #expect(marks.crossed(from: 2, to: 0) == [2, 0, 3])
        #expect(marks.crossed(from: 0, to: .nan) == [])
    }

    /// Over random walks, each mark's crossings alternate forwards and
    /// backwards, starting forwards, and it ends passed exactly when the
    /// walk ends at or past it: no crossing is counted twice or missed.
    @Test func crossingsAlternateOverRandomWalks() {
        var random = SplitMix64(seed: 34)
        for _ in 0..<200 {
            let times = (0..<8).map { _ in Double(random.nextInt(in: 0...16)) / 4 }
            let marks = PlayheadMarks(times)
            var passed = Array(repeating: false, count: times.count)
            var position: Double? = nil
            for _ in 0..<20 {
                let next = Double(random.nextInt(in: 0...16)) / 4
                let forwards = position.map { next > $0 } ?? true
                for index in marks.crossed(from: position, to: next) {
                    #expect(passed[index] != forwards, "mark \(index) at \(times[index]) crossed twice one way")
                    passed[index] = forwards
                }
                position = next
                #expect(passed == times.map { $0 <= next })
            }
        }
    }
}
