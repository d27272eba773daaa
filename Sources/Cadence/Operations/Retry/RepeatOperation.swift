import Foundation

/// Runs an operation made by a factory again and again, while a predicate
/// over the last attempt holds, up to a number of attempts, waiting between
/// them as a ``WaitStrategy`` says: ProcedureKit's `RepeatProcedure`, for
/// polling. ``RetryOperation`` is the repeat that goes on while attempts fail.
///
/// ```swift
/// // Poll every 2 s, at most 30 times, until a check completes with what it waited for.
/// let poll = try RepeatOperation(mainLoop: loop, maxAttempts: 30, wait: .constant(2), while: { _ in !status.isReady }) { attempt in
///     StatusCheck(status)                     // any Operation, made when the attempt is due
/// }
/// try queue.addOperation(poll)
/// ```
///
/// It is a ``GroupOperation``: on its queue it takes one slot, and its
/// attempts and waits are children on its ``GroupOperation/childQueue``, one
/// after another:
///
/// - **Attempt 1** is made by the factory when the repeat starts.
/// - When an attempt ends, the predicate is asked about it (an ``Attempt``:
///   its number, its operation and its result). If it holds and fewer than
///   ``maxAttempts`` have been made, the next wait starts at once, a
///   ``TimedTaskOperation/wait(_:on:anchor:)`` of the strategy's next value
///   on the main loop's clock (so its length is exact under virtual time),
///   and when it ends the factory makes the next attempt, which starts then.
///   A wait of 0 adds no child: the next attempt is made at once.
/// - Attempts anchored to the ``Anchor/schedule`` follow one another as in a
///   sequence, without drifting behind a late main loop: each wait takes the
///   ``TimedOperation/anchor`` of the attempt before it and then depends on
///   it, and such an attempt depends on the wait (with no wait, the attempt)
///   before it. Whether an attempt follows a failed one is the repeat's
///   decision, not a dependency policy's: its children run under
///   ``DependencyPolicy/runAnyway``.
/// - The repeat ends as its **last attempt** did: ``OperationResult/completed``,
///   or ``OperationResult/failed(_:)`` with that attempt's error
///   (``GroupOperation/toleratesChildFailures`` makes that a completion).
///   ``attemptErrors`` lists the error of every attempt that failed.
///
/// Attempts and waits take their names from the repeat's: `poll attempt 1`,
/// `poll wait 2` (the wait before attempt 2), `poll attempt 2`; an attempt
/// the factory named keeps its name. Observe ``GroupOperation/childQueue``, or
/// trace it, to see each one start and finish at its instant.
///
/// - **Cancelling** the repeat cancels the attempt or the wait under way, and
///   no attempt follows; it ends ``OperationResult/cancelled``. A
///   ``TimedOperation/timeout`` on the repeat bounds all of its attempts and
///   waits together, and stops them in the same way.
/// - **An attempt cancelled on its own** (not by the repeat) cancels the
///   repeat: nothing that cancelled the work asked for it to run again.
///   A wait cancelled on its own only ends early: the next attempt is made
///   at once.
/// - **An attempt whose ``TimedOperation/timeout`` the clock cannot tell
///   from its start** (1e-300 s at t = 1) fails at its start with a
///   ``CadenceError`` naming it, and ends the repeat with that error: every
///   later attempt would start no earlier, and fail the same way.
/// - **A factory that throws** ends the repeat, failed with that error, and
///   so does an operation the factory made that ``GroupOperation/addChild(_:)``
///   refuses (one already in a queue, or finished). The attempt is not counted.
///
/// The predicate and the factory run on the main loop, with no lock held.
/// With ``WaitStrategy/immediate`` and attempts that end as they start, every
/// attempt runs at one instant of the clock, one main-loop job after another
/// (100,000 take about 0.35 s in a release build): ``maxAttempts`` is the
/// only bound then.
public class RepeatOperation: GroupOperation, @unchecked Sendable {
    /// Makes the operation of attempt `attempt` (counted from 1), when it is due.
    public typealias Factory = @Sendable (_ attempt: Int) throws(CadenceError) -> Operation

    /// An attempt that ended, as the predicate of a ``RepeatOperation`` sees it.
    /// (Unchecked: Foundation's `Operation` is thread-safe, but not every
    /// platform's SDK marks it `Sendable`.)
    public struct Attempt: @unchecked Sendable {
        /// Which attempt it was, counted from 1.
        public let number: Int
        /// The operation the factory made for it.
        public let operation: Operation
        /// How it ended: a plain Foundation operation that was not cancelled
        /// counts as ``OperationResult/completed``.
        public let result: OperationResult

        /// Attempt `number`, its `operation`, ended with `result`: what a
        /// predicate is given (make one to test a predicate alone).
        public init(number: Int, operation: Operation, result: OperationResult) {
            self.number = number
            self.operation = operation
            self.result = result
        }
    }

    struct Progress {
        var attempts: [Operation] = []
        var errors: [CadenceError] = []
        var waits: WaitStrategy.Waits
        /// The wait before the next attempt, while it runs.
        var pendingWait: Operation?
        /// How it ends, once no attempt follows.
        var outcome: OperationResult?
    }

    /// How many attempts it makes at most.
    public let maxAttempts: Int
    /// How long it waits between attempts.
    public let waitStrategy: WaitStrategy
    private let loop: MainLoop
    private let factory: Factory
    private let shouldRepeat: @Sendable (Attempt) -> Bool
    private let attemptState: LockedBox<Progress>

    /// A repeat on `mainLoop` of operations made by `factory`, while
    /// `shouldRepeat` holds for the last attempt, at most `maxAttempts` in
    /// all, waiting between attempts as `wait` says (not at all by default).
    ///
    /// - Throws: ``CadenceError`` when `maxAttempts` is below 1.
    public init(
        mainLoop: MainLoop, maxAttempts: Int, wait: WaitStrategy = .immediate, name: String? = nil,
        while shouldRepeat: @escaping @Sendable (Attempt) -> Bool, attempt factory: @escaping Factory
    ) throws(CadenceError) {
        guard maxAttempts >= 1 else {
            throw CadenceError(
                .invalidValue, field: "maxAttempts", value: "\(maxAttempts)", expected: "a whole number of attempts ≥ 1")
        }
        self.maxAttempts = maxAttempts
        waitStrategy = wait
        loop = mainLoop
        self.factory = factory
        self.shouldRepeat = shouldRepeat
        attemptState = LockedBox(Progress(waits: wait.waits))
        super.init(mainLoop: mainLoop, name: name)
    }

    /// How many attempts it has made so far.
    public var attemptCount: Int { attemptState.withLock { $0.attempts.count } }

    /// The latest attempt made: the one running, or during a wait the one
    /// that ended before it; nil before the first.
    public var currentAttempt: Operation? { attemptState.withLock { $0.attempts.last } }

    /// Every attempt made so far, in order (its start time is the attempt's
    /// ``TimedOperation/startTime`` for a Cadence operation).
    public var attempts: [Operation] { attemptState.withLock { $0.attempts } }

    /// The error of every attempt that failed, in order.
    public var attemptErrors: [CadenceError] { attemptState.withLock { $0.errors } }

    // MARK: Running

    override func begin(at start: Double) throws(CadenceError) -> Double? {
        makeAttempt(1, after: nil)
        let end = try super.begin(at: start)
        // The repeat decides whether an attempt follows a failed one, not a
        // dependency policy: an attempt or a wait anchored to the schedule
        // depends on what it follows.
        childQueue.dependencyPolicy = .runAnyway
        return end
    }

    override func childDidFinish(_ child: Operation) {
        enum Ended { case attempt(Int), wait(before: Int), other }
        let ended = attemptState.withLock { progress -> Ended in
            if child === progress.pendingWait {
                progress.pendingWait = nil
                return .wait(before: progress.attempts.count + 1)
            }
            return child === progress.attempts.last ? .attempt(progress.attempts.count) : .other
        }
        switch ended {
        case .other:
            return
        case .wait(let next):
            if !isStopping { makeAttempt(next, after: child) }
        case .attempt(let number):
            attemptEnded(Attempt(number: number, operation: child, result: Self.result(of: child)))
        }
    }

    /// Decides what follows `attempt`: another attempt, after a wait or at
    /// once, or the end.
    private func attemptEnded(_ attempt: Attempt) {
        if case .failed(let error) = attempt.result {
            attemptState.withLock { $0.errors.append(error) }
        }
        guard !isStopping else { return }
        if attempt.result == .cancelled {
            cancel()
            return
        }
        guard attempt.number < maxAttempts, !Self.failedForEveryLaterAttempt(attempt), shouldRepeat(attempt) else {
            end(attempt.result)
            return
        }
        let next = attempt.number + 1
        let seconds = attemptState.withLock { $0.waits.next() } ?? 0
        guard seconds > 0 else {
            makeAttempt(next, after: attempt.operation)
            return
        }
        // Anchored as the attempt it follows: after an attempt anchored to the
        // schedule, the wait counts from the attempt's scheduled end, so a
        // repeat of such attempts never drifts behind a late main loop.
        let anchor = (attempt.operation as? TimedOperation)?.anchor ?? .completion
        let wait = TimedTaskOperation.wait(seconds, on: loop, anchor: anchor)
        wait.name = childName("wait", next)
        if anchor == .schedule { wait.addDependency(attempt.operation) }
        attemptState.withLock { $0.pendingWait = wait }
        do {
            try addChild(wait)
        } catch {
            attemptState.withLock { $0.pendingWait = nil }
            end(.failed(error))
        }
    }

    /// Makes attempt `number` with the factory and adds it; a factory that
    /// throws, or an operation the group refuses, ends the repeat failed. An
    /// attempt anchored to the schedule depends on the wait or the attempt it
    /// follows, finished already, so that it begins where that one was
    /// scheduled to end. (Only then: a dependency costs a fifth of an
    /// attempt, in Foundation's `addDependency` and the queue's unlinking.)
    private func makeAttempt(_ number: Int, after previous: Operation?) {
        let operation: Operation
        do {
            operation = try factory(number)
        } catch {
            end(.failed(error))
            return
        }
        if operation.name == nil { operation.name = childName("attempt", number) }
        if let previous, (operation as? TimedOperation)?.anchor == .schedule, !operation.dependencies.contains(previous) {
            operation.addDependency(previous)
        }
        // Recorded before it can start (and finish): a child starts in a later pass.
        attemptState.withLock { $0.attempts.append(operation) }
        do {
            try addChild(operation)
        } catch {
            attemptState.withLock { _ = $0.attempts.popLast() }
            end(.failed(error))
        }
    }

    /// Ends with `result` once every child has ended (now, unless the group
    /// still has children of its own).
    private func end(_ result: OperationResult) {
        attemptState.withLock { progress in
            if progress.outcome == nil { progress.outcome = result }
        }
    }

    override func result(childErrors: [CadenceError], toleratesFailures: Bool) -> OperationResult {
        let outcome = attemptState.withLock { $0.outcome } ?? .completed
        if case .failed = outcome, toleratesFailures { return .completed }
        return outcome
    }

    /// Cancelled or timed out: no attempt follows.
    private var isStopping: Bool {
        isCancelled || state.withLock { $0.hasTimedOut }
    }

    private func childName(_ kind: String, _ number: Int) -> String {
        name.map { "\($0) \(kind) \(number)" } ?? "\(kind) \(number)"
    }

    /// Whether `attempt` failed as every later one would: its timeout too
    /// small for the clock to tell its deadline from its start. A later
    /// attempt starts at the same instant or later, where the clock's
    /// resolution is no finer, so it would time out at its start too, and an
    /// immediate wait would repeat that at one instant until ``maxAttempts``.
    private static func failedForEveryLaterAttempt(_ attempt: Attempt) -> Bool {
        guard case .failed(let error) = attempt.result else { return false }
        // A running operation fails with `timeout` as an invalid value only so
        // (a timeout that is not > 0 is refused when it is added, and ends the repeat then).
        return error.code == .invalidValue && error.field == "timeout"
    }

    /// How `operation` ended: a plain Foundation operation completes unless cancelled.
    private static func result(of operation: Operation) -> OperationResult {
        (operation as? TimedOperation)?.result ?? (operation.isCancelled ? .cancelled : .completed)
    }
}
