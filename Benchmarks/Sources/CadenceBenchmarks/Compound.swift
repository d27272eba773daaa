import Cadence
import Foundation

/// Compound operations: a wide group, and many operations contending for one
/// exclusivity category.
enum Compound {
    /// A `GroupOperation` of `count` empty `BlockOperation`s, no limit on its
    /// width, on a bare `AnimationQueue` over a `VirtualClock`; nanoseconds,
    /// construction included.
    ///
    /// Limited by the group's queue: a hash-table entry and a start per child,
    /// and the group's count of children left.
    static func cadenceGroup(_ count: Int) throws -> UInt64 {
        let clock = VirtualClock()
        let loop = MainLoop(clock: clock)
        let queue = AnimationQueue(mainLoop: loop)
        var group: GroupOperation?
        let elapsed = try timed {
            let children = (0..<count).map { _ in BlockOperation {} }
            let built = try GroupOperation(mainLoop: loop, operations: children)
            group = built
            try queue.addOperation(built)
            try queue.waitUntilAllOperationsAreFinished(maximumSteps: .max)
        }
        precondition(group?.result == .completed, "the group did not complete")
        return elapsed
    }

    /// The same work on Foundation: `count` empty `BlockOperation`s on an
    /// `OperationQueue` of no limit.
    ///
    /// Limited by real threads running the blocks, and the queue's scheduling.
    static func foundationParallel(_ count: Int) -> UInt64 {
        let queue = OperationQueue()
        return timed {
            let operations = (0..<count).map { _ in BlockOperation {} }
            queue.addOperations(operations, waitUntilFinished: false)
            queue.waitUntilAllOperationsAreFinished()
        }
    }

    /// `count` 0 s waits in one ``MutuallyExclusive`` category on a queue of
    /// no limit over a `VirtualClock`: each waits for the one before it to
    /// finish; nanoseconds, construction included.
    ///
    /// Limited by a grant, a queue pass and a start per operation.
    static func exclusivity(_ count: Int) throws -> UInt64 {
        let clock = VirtualClock()
        let loop = MainLoop(clock: clock)
        let queue = AnimationQueue(mainLoop: loop)
        queue.maxConcurrentOperationCount = AnimationQueue.unlimited
        var operations: [TimedTaskOperation] = []
        let elapsed = try timed {
            let category = MutuallyExclusive(category: "one at a time")
            operations = (0..<count).map { _ in
                let operation = TimedTaskOperation.wait(0, on: loop)
                operation.addCondition(category)
                return operation
            }
            try queue.addOperations(operations)
            try queue.waitUntilAllOperationsAreFinished(maximumSteps: .max)
        }
        precondition(operations.allSatisfy { $0.result == .completed }, "an exclusive operation did not complete")
        return elapsed
    }
}

/// The compound group's figures: at 10,000 and 100,000 (1,000 and 10,000
/// with `quick`), the group against Foundation, and each kind's time per
/// item at the larger size over the smaller, held to 1.3 (linear).
func compoundFigures(quick: Bool) throws -> [Figure] {
    let small = quick ? 1_000 : 10_000
    let large = small * 10
    var figures: [Figure] = []
    progress("compound: a group of \(small) and of \(large) parallel children, Cadence and Foundation")
    let groupSmall = try median(repetitions: 5) { try Compound.cadenceGroup(small) }
    let groupLarge = try median(repetitions: 3) { try Compound.cadenceGroup(large) }
    let foundation = median(repetitions: 3) { Compound.foundationParallel(small) }
    let foundationLarge = median(repetitions: 1) { Compound.foundationParallel(large) }
    figures.append(Figure(
        group: "compound", name: "group of \(small) parallel children: Cadence / OperationQueue", value: groupSmall / foundation,
        unit: "×", target: .none,
        detail: "Cadence \(perItem(groupSmall, small))/child, Foundation \(perItem(foundation, small))/operation"))
    var groupLinearity = linearity("group", "child", small: (small, groupSmall), large: (large, groupLarge))
    groupLinearity.detail += "; OperationQueue's own: \(perItem(foundationLarge, large)) vs \(perItem(foundation, small))/operation"
    figures.append(groupLinearity)
    progress("compound: \(small) and \(large) operations contending for one exclusivity category")
    let exclusiveSmall = try median(repetitions: 5) { try Compound.exclusivity(small) }
    let exclusiveLarge = try median(repetitions: 3) { try Compound.exclusivity(large) }
    figures.append(linearity("one exclusivity category", "operation", small: (small, exclusiveSmall), large: (large, exclusiveLarge)))
    return figures
}

/// A figure for time per item at `large` over that at `small`, held to 1.3.
func linearity(_ what: String, _ item: String, small: (Int, Double), large: (Int, Double)) -> Figure {
    let base = small.1 / Double(small.0)
    let each = large.1 / Double(large.0)
    return Figure(
        group: "compound", name: "per \(item), \(what) of \(large.0) / of \(small.0)", value: each / base, unit: "×",
        target: .atMost(1.3), detail: "\(format(each / 1000)) µs/\(item) vs \(format(base / 1000)) µs/\(item)")
}
