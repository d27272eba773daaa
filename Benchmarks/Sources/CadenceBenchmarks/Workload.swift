import Cadence
import CadenceTesting
import Foundation

/// Workloads run once, alone, for `Benchmarks/instructions`, which counts the
/// instructions they execute with callgrind: a count that does not depend on the
/// machine's load, unlike every clock reading here, and so shows a change of a
/// few per cent that the wall clock on a shared machine cannot.
///
/// Each workload's cost is a constant (start-up, set-up) plus `count` items, so
/// the script runs it at two counts and divides the difference by the
/// difference in items.
enum Workload {
    static let names = ["chain", "blocks", "bareblocks", "presentation", "batch", "retry", "group", "exclusive"]

    static func run(_ name: String, count: Int) throws {
        switch name {
        case "chain":
            // `count` chained AnimationOperations through TestFixture (as the chain benchmark).
            let fixture = TestFixture()
            let operations = animationChain(count, on: fixture.addLayer(named: "chain"))
            try fixture.queue.addOperations(operations)
            try fixture.runUntilIdle(limit: Chains.unlimitedRun)
        case "blocks":
            // `count` chained empty BlockOperations through TestFixture: the fixture's floor.
            _ = try Chains.fixtureBlocks(count)
        case "bareblocks":
            // The same chain on a bare AnimationQueue, no fixture, no trace (as the bareblocks benchmark).
            _ = try Chains.bareBlocks(count)
        case "presentation":
            // `count` typed reads, cycling over 1,000 layers with an eased animation each.
            let fixture = TestFixture()
            defer { withExtendedLifetime(fixture) {} }
            let layers = try Presentation.animatedLayers(1_000, in: fixture)
            var sum = 0.0
            for index in 0..<count { sum += Double(layers[index % layers.count].presentedValue(for: .positionX)) }
            // Half way through a symmetric ease from 0 to 100: 50 each, not the model's 0.
            precondition(abs(sum - 50 * Double(count)) < 1e-6 * Double(count), "the layers were not animating")
        case "batch":
            // `count` values read through the batch read, 1,000 layers a read (count a multiple of 1,000).
            let fixture = TestFixture()
            defer { withExtendedLifetime(fixture) {} }
            let layers = try Presentation.animatedLayers(1_000, in: fixture)
            var buffer: [CGFloat] = []
            var sum = 0.0
            for _ in 0..<(count / layers.count) {
                fixture.compositor.presentedValues(for: .positionX, of: layers, into: &buffer)
                sum += buffer.reduce(0) { $0 + Double($1) }
            }
            precondition(abs(sum - 50 * Double(count)) < 1e-6 * Double(count), "the layers were not animating")
        case "retry":
            // One RetryOperation of `count` attempts failing at once, immediate waits (as the retry benchmark).
            _ = try Retries.retry(count)
        case "group":
            // One GroupOperation of `count` empty BlockOperations (as the compound benchmark).
            _ = try Compound.cadenceGroup(count)
        case "exclusive":
            // `count` 0 s waits in one exclusivity category (as the compound benchmark).
            _ = try Compound.exclusivity(count)
        default:
            throw BenchmarkError("unknown workload \(name): one of \(names.joined(separator: ", "))")
        }
    }
}
