import Cadence
import Foundation

/// ``JitterStrategy/cadenceCompletion`` and ``JitterStrategy/cadenceSchedule``:
/// one `AnimationOperation` per step, chained with `addDependency`
/// on an `AnimationQueue`, anchored as given. What is shown is the
/// layer tree's presentation at each frame's target time, computed off the
/// queue as Core Animation's render server does.
enum OperationChainDriver {
    static func start(in world: JitterWorld, workload: Workload, recorder: RunRecorder, anchor: Anchor) {
        let clock = world.clock
        world.onMain(after: 0, label: "start the operation chain") {
            let queue = AnimationQueue(mainLoop: world.mainLoop, name: "jitter")
            world.keep(queue)
            var operations: [AnimationOperation] = []
            for (index, duration) in workload.stepDurations.enumerated() {
                let animation = BasicAnimation(
                    keyPath: .positionX, from: CGFloat(workload.startValue(ofStep: index)),
                    to: CGFloat(workload.startValue(ofStep: index + 1)), duration: duration)
                let operation = AnimationOperation(layer: world.layer, animation: animation, anchor: anchor)
                operation.addObserver { [unowned operation] event in
                    guard case .didFinish = event else { return }
                    let now = clock.currentTime
                    let end = operation.scheduledEndTime ?? now
                    recorder.callback(due: end, time: now, isPeriodic: false)
                    recorder.step(index, scheduledEnd: end, time: now)
                }
                if let previous = operations.last { operation.addDependency(previous) }
                operations.append(operation)
            }
            try? queue.addOperations(operations)
        }
        LayerTreeFrames.start(in: world, recorder: recorder)
    }
}
