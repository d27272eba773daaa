import Foundation

extension StepCompiler {
    /// A timeline's group: every entry a child of one ``GroupOperation`` with
    /// no limit, held until its start by a ``TimedTaskOperation`` wait it
    /// depends on (none at 0), and after the entries of unknown end it waits
    /// for by depending on them. A staggered entry is a group of its own, each
    /// step waiting for its offset the same way.
    func compile(_ timeline: AnimationTimeline, path: String, parts: inout CompiledParts) throws(CadenceError) -> Operation {
        let schedule: TimelineSchedule
        do {
            schedule = try timeline.schedule()
        } catch {
            throw error.inside(path)
        }
        var children: [Operation] = []
        var built: [Int: Operation] = [:]
        for (index, entry) in timeline.entries.enumerated() {
            let entryPath = "\(path).entries[\(index)]"
            let operation: Operation
            switch entry.item {
            case .label:
                continue
            case .step(let step):
                operation = try compile(entry.name.map(step.named) ?? step, path: entryPath, parts: &parts)
            case .timeline(let child):
                let step = AnimationStep.timeline(child)
                operation = try compile(entry.name.map(step.named) ?? step, path: entryPath, parts: &parts)
            case .task(let name, let make):
                let task = make(mainLoop)
                if task.name == nil { task.name = entry.name ?? name ?? entryPath }
                try parts.claim(task.name, at: entryPath)
                parts.leaves.append(task)
                operation = task
            case .stagger(_, let steps):
                var staggered: [Operation] = []
                for (item, (step, offset)) in zip(steps, schedule.slots[index].staggerOffsets).enumerated() {
                    let itemPath = "\(entryPath)[\(item)]"
                    // An unnamed target of a named stagger is named for its place in it: `wave[2]`.
                    let named = step.name == nil ? entry.name.map { step.named("\($0)[\(item)]") } : nil
                    let child = try compile(named ?? step, path: itemPath, parts: &parts)
                    staggered += try gates(child, at: TimelineInstant(base: offset), after: [:], path: itemPath, parts: &parts)
                    staggered.append(child)
                }
                let group = try GroupOperation(mainLoop: mainLoop, operations: staggered, name: entry.name ?? entryPath)
                group.anchor = anchor
                try parts.claim(group.name, at: entryPath)
                parts.groups.append(group)
                operation = group
            }
            children += try gates(operation, at: schedule.starts[index], after: built, path: entryPath, parts: &parts)
            children.append(operation)
            built[index] = operation
        }
        let group = try GroupOperation(mainLoop: mainLoop, operations: children, name: path)
        group.anchor = anchor
        parts.groups.append(group)
        return group
    }

    /// The waits that hold `operation` until `start`, which it now depends
    /// on: a wait until the start's known part, then (after the entries of
    /// unknown end it waits for, from `built`) a wait for its offset.
    private func gates(
        _ operation: Operation, at start: TimelineInstant, after built: [Int: Operation], path: String,
        parts: inout CompiledParts
    ) throws(CadenceError) -> [Operation] {
        var waits: [Operation] = []
        var holds = start.after.compactMap { built[$0] }
        // Named for what they hold: `slide at 0.5`, or `entries[1] at 0.5` when it has no name.
        let held = operation.name ?? path
        if start.base > 0 {
            let wait = TimedTaskOperation.wait(start.base, on: mainLoop, anchor: anchor)
            wait.name = "\(held) at \(CadenceError.describe(start.base))"
            try parts.claim(wait.name, at: path)
            waits.append(wait)
            holds.append(wait)
        }
        if start.offset > 0 {
            let wait = TimedTaskOperation.wait(start.offset, on: mainLoop, anchor: anchor)
            wait.name = "\(held) after +\(CadenceError.describe(start.offset))"
            try parts.claim(wait.name, at: path)
            for hold in holds { wait.addDependency(hold) }
            waits.append(wait)
            holds = [wait]
        }
        for hold in holds { operation.addDependency(hold) }
        parts.gates += waits
        return waits
    }
}

extension AnimationTimeline {
    /// How many animations it plays, nested ones included.
    var animationCount: Int {
        entries.reduce(0) { count, entry in
            switch entry.item {
            case .step(let step): count + step.animationCount
            case .stagger(_, let steps): count + steps.reduce(0) { $0 + $1.animationCount }
            case .timeline(let child): count + child.animationCount
            case .task, .label: count
            }
        }
    }
}

extension AnimationStep {
    /// How many animations it plays, nested ones included.
    var animationCount: Int {
        switch kind {
        case .animation: 1
        case .wait: 0
        case .sequence(let steps), .parallel(let steps): steps.reduce(0) { count, step in count + step.animationCount }
        case .timeline(let timeline): timeline.animationCount
        }
    }
}
