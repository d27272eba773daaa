import Cadence
import Foundation

/// ``JitterStrategy/nestedCompletion``: each step's animation added in an
/// explicit `Transaction` whose completion block adds the next, the
/// `UIView.animate` pyramid written with Core Animation's own tools. Each
/// step begins when its block runs, so a late completion delays the rest.
enum NestedCompletionDriver {
    static func start(in world: JitterWorld, workload: Workload, recorder: RunRecorder) {
        world.onMain(after: 0, label: "start the nested chain") {
            play(0, in: world, workload: workload, recorder: recorder)
        }
        LayerTreeFrames.start(in: world, recorder: recorder)
    }

    private static func play(_ index: Int, in world: JitterWorld, workload: Workload, recorder: RunRecorder) {
        guard index < workload.stepDurations.count else { return }
        let (clock, transaction, layer) = (world.clock, world.compositor.transaction, world.layer)
        let duration = workload.stepDurations[index]
        let end = clock.currentTime + duration
        let to = CGFloat(workload.startValue(ofStep: index + 1))
        transaction.begin()
        transaction.disableActions = true
        transaction.completionBlock = {
            let now = clock.currentTime
            recorder.callback(due: end, time: now, isPeriodic: false)
            recorder.step(index, scheduledEnd: end, time: now)
            play(index + 1, in: world, workload: workload, recorder: recorder)
        }
        try? layer.setValue(to, for: .positionX)
        try? layer.add(
            BasicAnimation(
                keyPath: .positionX, from: CGFloat(workload.startValue(ofStep: index)), to: to, duration: duration))
        try? transaction.commit()
    }
}
