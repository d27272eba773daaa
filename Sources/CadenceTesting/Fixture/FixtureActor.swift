import Cadence

/// A global actor whose code runs on a ``TestFixture``'s main loop, between the
/// loop's other jobs: the test-side stand-in for the actor your sequencing code
/// is isolated to.
///
/// Bind it to a fixture with ``TestFixture/bindFixtureActor()``; from then on,
/// every job of the actor is a job of that fixture's main loop, run when the
/// fixture advances. Combined with ``TestFixture/task(_:)``, which keeps a whole
/// task on the loop, code isolated to it is resumed by `advance`
/// deterministically:
///
/// ```swift
/// @FixtureActor final class Greeter {
///     var said: [String] = []
///     func greet(on clock: VirtualClock) async throws {
///         said.append("hello")
///         try await clock.sleep(for: .seconds(1))
///         said.append("world")
///     }
/// }
///
/// let fixture = TestFixture()
/// try fixture.bindFixtureActor()
/// let greeter = await Greeter()
/// fixture.task { try await greeter.greet(on: fixture.clock) }
/// try fixture.advance(by: 0)      // said == ["hello"]
/// try fixture.advance(by: 1)      // said == ["hello", "world"]
/// ```
///
/// The actor is one per process, so it is bound to one fixture at a time:
/// tests that use it must not run in parallel (in Swift Testing, put them in
/// a `.serialized` suite). Unbound, its jobs run on a main loop of its own on
/// a host clock, in real time.
@available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
@globalActor public actor FixtureActor {
    /// The actor's one instance.
    public static let shared = FixtureActor()

    /// The executor that forwards to the bound fixture's main loop.
    public nonisolated var unownedExecutor: UnownedSerialExecutor {
        FixtureActorExecutor.shared.asUnownedSerialExecutor()
    }
}

/// Runs ``FixtureActor``'s jobs on the main loop of the fixture it is bound to.
@available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
final class FixtureActorExecutor: SerialExecutor {
    static let shared = FixtureActorExecutor()

    private struct Binding {
        weak var fixture: TestFixture?
    }

    private let binding = LockedBox(Binding())
    /// Where jobs go while no fixture is bound: real time, as a plain actor.
    private let unboundLoop = MainLoop(clock: HostClock())

    /// The loop jobs go to now.
    var mainLoop: MainLoop {
        binding.withLock { $0.fixture?.mainLoop } ?? unboundLoop
    }

    /// Binds the actor to `fixture`, unless another live fixture holds it.
    func bind(to fixture: TestFixture) -> TestFixture? {
        binding.withLock { binding in
            if let holder = binding.fixture, holder !== fixture { return holder }
            binding.fixture = fixture
            return nil
        }
    }

    func unbind(from fixture: TestFixture) {
        binding.withLock { binding in
            if binding.fixture === fixture { binding.fixture = nil }
        }
    }

    func enqueue(_ job: consuming ExecutorJob) {
        let job = UnownedJob(job)
        mainLoop.enqueue { job.runSynchronously(on: self.asUnownedSerialExecutor()) }
    }

    func asUnownedSerialExecutor() -> UnownedSerialExecutor {
        UnownedSerialExecutor(ordinary: self)
    }

    func checkIsolated() {
        precondition(mainLoop.isRunningJob, "FixtureActor: not on the bound fixture's main loop")
    }
}
