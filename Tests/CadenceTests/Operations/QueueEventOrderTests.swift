import Cadence
import Foundation
import Testing

/// The queue's events about one operation come in its life's order:
/// enqueued, ready, started, finished.
@Suite struct QueueEventOrderTests {
    /// A chain of three block operations, each finishing as its block returns:
    /// each is said ready before it starts, and after the one before it
    /// finished. Before, the second and third were said ready only at the
    /// queue's next pass, after they had finished.
    @Test func aSynchronousChainIsReadyBeforeItStarts() throws {
        let stage = Stage()
        let queue = AnimationQueue(mainLoop: stage.compositor.mainLoop)
        let log = EventLog()
        queue.addObserver { event in
            switch event {
            case .enqueued(let operation): log.append("enqueued \(operation.name!)")
            case .ready(let operation): log.append("ready \(operation.name!)")
            case .started(let operation): log.append("started \(operation.name!)")
            case .finished(let operation): log.append("finished \(operation.name!)")
            case .failed(let operation, _): log.append("failed \(operation.name!)")
            }
        }
        let chain = ["a", "b", "c"].map { name in
            let operation = BlockOperation {}
            operation.name = name
            return operation
        }
        chain[1].addDependency(chain[0])
        chain[2].addDependency(chain[1])
        try queue.addOperations(chain)
        try stage.settle()
        #expect(log.entries == [
            "enqueued a", "enqueued b", "enqueued c",
            "ready a", "started a", "finished a",
            "ready b", "started b", "finished b",
            "ready c", "started c", "finished c",
        ])
    }
}
