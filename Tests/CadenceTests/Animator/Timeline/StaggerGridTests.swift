import Cadence
import CadenceTesting
import Foundation
import Testing

/// GSAP's stagger on a grid, along an axis, and in a seeded random order,
/// worked by hand from GSAP's distributor: an item's distance from the
/// origin, less the nearest, over the range of distances, times the spread.
@Suite struct StaggerGridTests {
    /// Nine items in 3 rows of 3, from the centre (1, 1), `each` 0.1: the
    /// spread is 0.1 × max(3 columns, 9 / 3 rows) = 0.3 (GSAP counts `each`
    /// per row or column of the larger side on a grid). Distances: the centre
    /// 0, the edges' middles 1, the corners √2; over the range √2, the
    /// middles start at 0.3 / √2 and the corners at 0.3.
    @Test func aGridSpreadsByDistanceFromTheCentre() throws {
        let stagger = Stagger(each: 0.1, from: .center, grid: .init(rows: 3, columns: 3))
        let offsets = try stagger.offsets(count: 9)
        let middle = 0.3 / 2.0.squareRoot()
        let expected = [0.3, middle, 0.3, middle, 0, middle, 0.3, middle, 0.3]
        #expect(zip(offsets, expected).allSatisfy { abs($0 - $1) < 1e-12 })
        #expect(offsets.count == 9)
    }

    /// Six items in 2 rows of 3, from the first: GSAP puts the origin half an
    /// item before the first, (−0.5, −0.5). Along x an item's distance is its
    /// column + 0.5, so 0.5, 1.5, 2.5 in each row (range 2); the spread is
    /// `each` × 3 columns = 1.5: columns start at 0, 0.75 and 1.5. Along y
    /// it is its row + 0.5 (range 1), the spread `each` × 6 / 3 rows = 1:
    /// the first row at 0, the second at 1.
    @Test func anAxisMeasuresOneDirection() throws {
        let grid = Stagger.Grid(rows: 2, columns: 3)
        #expect(try Stagger(each: 0.5, grid: grid, axis: .x).offsets(count: 6) == [0, 0.75, 1.5, 0, 0.75, 1.5])
        #expect(try Stagger(each: 0.5, grid: grid, axis: .y).offsets(count: 6) == [0, 0, 0, 1, 1, 1])
    }

    /// An index on a grid is a cell: item 5 of 3 columns is row 1, column 2.
    /// In 2 rows of 3 with `amount` 2, the farthest, item 0 at distance √5,
    /// starts at 2; item 2 (distance 1) at 2 / √5, item 4 (distance 1) too.
    @Test func anIndexOriginIsACell() throws {
        let offsets = try Stagger(amount: 2, from: .index(5), grid: .init(rows: 2, columns: 3)).offsets(count: 6)
        let root5 = 5.0.squareRoot()
        let expected = [2, 2 * 2.0.squareRoot() / root5, 2 / root5, 2 * 2 / root5, 2 / root5, 0]
        #expect(zip(offsets, expected).allSatisfy { abs($0 - $1) < 1e-12 })
    }

    /// A seeded random order deals out the first item's distances (0, 1, 2,
    /// 3 after the nearest is taken off, times `each` 1) by a Fisher–Yates
    /// shuffle whose k-th draw is SplitMix64's k-th output for the seed,
    /// worked here with the testing library's generator of the same
    /// algorithm: the same seed gives the same order on every run.
    @Test func aRandomOrderIsFixedByItsSeed() throws {
        for seed: UInt64 in [1, 7, 42] {
            var expected = [0.0, 1, 2, 3]
            var reference = SplitMix64(seed: seed)
            for item in stride(from: 3, to: 0, by: -1) {
                let other = Int(reference.next(in: 0 ... 1) * Double(item + 1))
                expected.swapAt(item, other)
            }
            let offsets = try Stagger(each: 1, from: .random(seed: seed)).offsets(count: 4)
            #expect(offsets == expected)
            #expect(offsets.sorted() == [0, 1, 2, 3])
        }
        let orders = Set((0..<20).map { seed in try? Stagger(each: 1, from: .random(seed: UInt64(seed))).offsets(count: 4) })
        #expect(orders.count > 1, "different seeds deal different orders")
    }

    /// A grid of no columns is refused, naming it.
    @Test func anEmptyGridIsRefused() {
        #expect(throws: CadenceError.self) { try Stagger(each: 1, grid: .init(rows: 1, columns: 0)).offsets(count: 3) }
    }
}
