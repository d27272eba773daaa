import Foundation

/// Turns a step tree into a dependency graph of operations.
struct StepCompiler: Sendable {
    let layer: Layer?
    let mainLoop: MainLoop
    let anchor: Anchor
    let policy: CancellationPolicy

    /// The operations for `step`, in the order built.
    func compile(_ step: AnimationStep) throws(CadenceError) -> [Operation] {
        var operations: [Operation] = []
        _ = try compile(step, after: [], path: "steps", into: &operations)
        return operations
    }

    /// Compiles `step` to run after `dependencies`; returns the operations the
    /// next step must wait for.
    private func compile(
        _ step: AnimationStep, after dependencies: [Operation], path: String, into operations: inout [Operation]
    ) throws(CadenceError) -> [Operation] {
        switch step.kind {
        case .sequence(let steps):
            var last = dependencies
            for (index, child) in steps.enumerated() {
                last = try compile(child, after: last, path: "\(path)[\(index)]", into: &operations)
            }
            return last
        case .parallel(let steps):
            var ends: [Operation] = []
            for (index, child) in steps.enumerated() {
                ends += try compile(child, after: dependencies, path: "\(path)[\(index)]", into: &operations)
            }
            return steps.isEmpty ? dependencies : ends
        case .wait(let seconds):
            let wait = TimedTaskOperation.wait(seconds, on: mainLoop, anchor: anchor)
            return [add(wait, after: dependencies, into: &operations)]
        case .animation(let animation, let stepLayer, let delay, let easing):
            guard let target = stepLayer ?? layer else {
                throw CadenceError(
                    .invalidState, field: path, value: "an animation with no layer",
                    expected: "a layer, given to the Animator or to the step")
            }
            var playing = animation
            if let easing {
                do {
                    playing.timingFunction = try TimingFunction(named: easing)
                } catch {
                    throw error.inside(path)
                }
            }
            if delay != 0 {
                playing.beginTime += delay
                if playing.fillMode == .removed { playing.fillMode = .backwards }
            }
            let operation = AnimationOperation(
                layer: target, animation: playing, cancellationPolicy: policy, anchor: anchor)
            return [add(operation, after: dependencies, into: &operations)]
        }
    }

    private func add(_ operation: Operation, after dependencies: [Operation], into operations: inout [Operation]) -> Operation {
        for dependency in dependencies {
            operation.addDependency(dependency)
        }
        operations.append(operation)
        return operation
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

    func next(after previous: [Operation]) throws(CadenceError) -> [Operation] {
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
        case .animation(let animation, let layer, let delay, _):
            guard var forward = played.popFirst() else { return step }
            forward.beginTime = animation.beginTime
            return AnimationStep(kind: .animation(ReversedAnimation(inner: forward), layer: layer, delay: delay, easing: nil))
        }
    }
}
