import Cadence
import Foundation

/// A stage with an animation queue on its main loop, and a log of the queue's
/// starts and finishes with their times.
struct QueueStage {
    let stage = Stage()
    let queue: AnimationQueue
    let log = EventLog()

    init(maxConcurrent: Int = 1) {
        queue = AnimationQueue(mainLoop: stage.compositor.mainLoop)
        queue.maxConcurrentOperationCount = maxConcurrent
        let (log, clock) = (log, stage.clock)
        queue.addObserver { event in
            let time = CadenceTestTime.format(clock.currentTime)
            switch event {
            case .enqueued, .ready: break
            case .failed(let operation, let error): log.append("fail \(operation.name ?? "?") (\(error)) @\(time)")
            case .started(let operation): log.append("start \(operation.name ?? "?") @\(time)")
            case .finished(let operation):
                let how = (operation as? TimedOperation)?.result.map(describeResult) ?? "finished"
                log.append("finish \(operation.name ?? "?") \(how) @\(time)")
            }
        }
    }

    var box: Layer { stage.box }
    var clock: VirtualClock { stage.clock }

    /// A wait of `seconds` named `name`, on the stage's main loop.
    func wait(_ name: String, _ seconds: Double) -> TimedTaskOperation {
        let operation = TimedTaskOperation.wait(seconds, on: stage.compositor.mainLoop)
        operation.name = name
        return operation
    }

    /// A wait of `seconds` named `name` that asks for each of `categories`
    /// (``MutuallyExclusive``) before it runs.
    func wait(_ name: String, _ seconds: Double, exclusive categories: String...) -> TimedTaskOperation {
        let operation = wait(name, seconds)
        for category in categories { operation.addCondition(MutuallyExclusive(category: category)) }
        return operation
    }

    /// An operation named `name` animating the box.
    func operation(
        _ name: String, _ animation: some LayerAnimation, after dependencies: [Operation] = [],
        anchor: Anchor = .completion
    ) -> AnimationOperation {
        let operation = AnimationOperation(layer: box, animation: animation, anchor: anchor)
        operation.name = name
        for dependency in dependencies {
            operation.addDependency(dependency)
        }
        return operation
    }
}

func describeResult(_ result: OperationResult) -> String {
    switch result {
    case .completed: "completed"
    case .cancelled: "cancelled"
    case .failed(let error): "failed (\(error))"
    }
}
