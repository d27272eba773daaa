import Foundation

/// The operations built for a step tree: one root to add to the queue, the
/// groups in it, the leaves (animations, waits and a timeline's tasks) in step
/// order, and the waits that hold a timeline's entries until their start.
struct CompiledSteps {
    let root: Operation
    var leaves: [Operation] = []
    var groups: [GroupOperation] = []
    var gates: [Operation] = []

    /// Every operation built: the leaves, the groups, then the gates.
    var all: [Operation] { leaves + groups + gates }
}

/// The operations a compilation has built so far, but the root.
struct CompiledParts {
    var leaves: [Operation] = []
    var groups: [GroupOperation] = []
    var gates: [Operation] = []
    /// Where each name given so far was given: a name means one operation.
    var names: [String: String] = [:]

    /// Notes that the operation built at `path` is named `name`.
    ///
    /// - Throws: ``CadenceError`` (``CadenceError/Code/conflictingFields``)
    ///   when another operation of the run has that name already.
    mutating func claim(_ name: String?, at path: String) throws(CadenceError) {
        guard let name else { return }
        if let first = names[name] {
            throw CadenceError(
                .conflictingFields, field: "\(path).name", value: "\"\(name)\"",
                expected: "a name of its own (\(first) is named \"\(name)\"; a trace tells operations apart by name)")
        }
        names[name] = path
    }
}

/// Turns a step tree into operations: a sequence or a parallel becomes a
/// ``GroupOperation`` (one at a time, or all together), an animation an
/// ``AnimationOperation``, a wait a ``TimedTaskOperation``. A group takes one
/// slot on its queue, so its children play as the steps say on any queue.
struct StepCompiler: Sendable {
    let layer: (any HostedLayer)?
    let mainLoop: MainLoop
    let anchor: Anchor
    let policy: CancellationPolicy

    /// The operations for `step`.
    func compile(_ step: AnimationStep) throws(CadenceError) -> CompiledSteps {
        var parts = CompiledParts()
        let root = try compile(step, path: "steps", parts: &parts)
        return CompiledSteps(root: root, leaves: parts.leaves, groups: parts.groups, gates: parts.gates)
    }

    /// The operation for `step`, with the leaves, groups and gates it holds
    /// added to `parts`.
    func compile(_ step: AnimationStep, path: String, parts: inout CompiledParts) throws(CadenceError) -> Operation {
        let operation = try compileUnnamed(step, path: path, parts: &parts)
        if let name = step.name { operation.name = name }
        try parts.claim(operation.name, at: path)
        return operation
    }

    /// The operation for `step`, before its own name is given.
    private func compileUnnamed(_ step: AnimationStep, path: String, parts: inout CompiledParts) throws(CadenceError) -> Operation {
        switch step.kind {
        case .timeline(let timeline):
            return try compile(timeline, path: path, parts: &parts)
        case .sequence(let steps), .parallel(let steps):
            var children: [Operation] = []
            for (index, child) in steps.enumerated() {
                children.append(try compile(child, path: "\(path)[\(index)]", parts: &parts))
            }
            let group: GroupOperation
            if case .sequence = step.kind {
                group = try GroupOperation.sequence(children, on: mainLoop, name: path)
            } else {
                group = try GroupOperation(mainLoop: mainLoop, operations: children, name: path)
            }
            group.anchor = anchor
            parts.groups.append(group)
            return group
        case .wait(let seconds):
            let wait = TimedTaskOperation.wait(seconds, on: mainLoop, anchor: anchor)
            parts.leaves.append(wait)
            return wait
        case .animation(let animation, let stepLayer, let delay, let easing):
            guard let target = stepLayer ?? layer else { throw Self.noLayerError(at: path) }
            var playing = try Self.eased(animation, easing, path: path)
            if delay != 0 {
                playing.beginTime += delay
                if playing.fillMode == .removed { playing.fillMode = .backwards }
            }
            let operation = AnimationOperation(
                layer: target, animation: playing, cancellationPolicy: policy, anchor: anchor,
                completionCriteria: step.completionCriteria)
            parts.leaves.append(operation)
            return operation
        }
    }
}

extension StepCompiler {
    /// `animation` with the timing function `easing` names, if any.
    ///
    /// - Throws: ``CadenceError`` for an unknown name, inside `path`.
    static func eased(_ animation: any LayerAnimation, _ easing: String?, path: String) throws(CadenceError) -> any LayerAnimation {
        var playing = animation
        guard let easing else { return playing }
        do {
            playing.timingFunction = try TimingFunction(named: easing)
        } catch {
            throw error.inside(path)
        }
        return playing
    }

    /// The error for an animation step with no layer, at `path`.
    static func noLayerError(at path: String) -> CadenceError {
        CadenceError(
            .invalidState, field: path, value: "an animation with no layer",
            expected: "a layer, given to the Animator or to the step")
    }
}

/// The passes of an animator run forever: the steps again, or with autoreverse
/// alternately backwards, built from what the forward pass actually played.
final class PassPlan: Sendable {
    let root: AnimationStep
    let compiler: StepCompiler
    let autoreverses: Bool
    private let forward = LockedBox(true)

    init(root: AnimationStep, compiler: StepCompiler, autoreverses: Bool) {
        self.root = root
        self.compiler = compiler
        self.autoreverses = autoreverses
    }

    func next(after previous: [Operation]) throws(CadenceError) -> CompiledSteps {
        guard autoreverses else { return try compiler.compile(root) }
        let wasForward = forward.withLock { value in
            defer { value.toggle() }
            return value
        }
        guard wasForward else { return try compiler.compile(root) }
        var played = previous.compactMap { ($0 as? AnimationOperation)?.playedAnimation }[...]
        return try compiler.compile(Self.reversed(root, played: &played))
    }

    /// `step` backwards: sequences in reverse order, each animation as it was
    /// played (endpoints resolved), reversed in time.
    static func reversed(_ step: AnimationStep, played: inout ArraySlice<any LayerAnimation>) -> AnimationStep {
        switch step.kind {
        case .sequence(let steps):
            let children = steps.map { reversed($0, played: &played) }
            return .sequence(Array(children.reversed()))
        case .parallel(let steps):
            return .parallel(steps.map { reversed($0, played: &played) })
        case .wait:
            return step
        case .timeline(let timeline):
            // A timeline plays forwards on every pass: its animations are skipped.
            played = played.dropFirst(timeline.animationCount)
            return step
        case .animation(let animation, let layer, let delay, _):
            guard var forward = played.popFirst() else { return step }
            forward.beginTime = animation.beginTime
            return AnimationStep(kind: .animation(ReversedAnimation(inner: forward), layer: layer, delay: delay, easing: nil))
                .completing(when: step.completionCriteria)
        }
    }
}
