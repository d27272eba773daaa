import Foundation

extension ResultOperation {
    /// An operation on `mainLoop` that depends on `dependency` and runs
    /// `body` on its output (see ``injectInput(from:)``).
    public convenience init<Dependency: OutputProducing>(
        input dependency: Dependency, on mainLoop: MainLoop,
        _ body: @escaping @Sendable (Input) throws(CadenceError) -> Output
    ) where Dependency.Output == Input {
        self.init(on: mainLoop, body)
        injectInput(from: dependency)
    }

    /// Takes the operation's input from `dependency`'s output, and adds
    /// `dependency` as a dependency; returns the operation.
    ///
    /// The output is read when the operation starts. If the dependency was
    /// cancelled, failed or completed without an output, the operation fails
    /// at its start with a ``CadenceError`` in the field `input` naming it:
    /// `input: expected a dependency that completed with an output, got 'fetch'
    /// was cancelled`. (With ``DependencyPolicy/cancelIfDependencyCancelledOrFailed``
    /// it is cancelled instead, and never reads anything.)
    ///
    /// Inject before the operation starts; injecting again takes the input
    /// from the new dependency (the earlier one stays a dependency). An
    /// operation cannot take its own output: adding it to an
    /// ``AnimationQueue`` then throws, naming it.
    @discardableResult
    public func injectInput<Dependency: OutputProducing>(from dependency: Dependency) -> Self
    where Dependency.Output == Input {
        injectInput(from: dependency) { $0 }
    }

    /// Takes the operation's input from `dependency`'s output passed through
    /// `transform`, on the main loop when the operation starts, and adds
    /// `dependency` as a dependency; returns the operation.
    ///
    /// What `transform` throws fails the operation, located in the field
    /// `input`. Otherwise as ``injectInput(from:)``.
    @discardableResult
    public func injectInput<Dependency: OutputProducing>(
        from dependency: Dependency, transform: @escaping @Sendable (Dependency.Output) throws(CadenceError) -> Input
    ) -> Self {
        guard dependency !== self else {
            state.withLock { state in
                if state.configurationError == nil {
                    state.configurationError = CadenceError(
                        .invalidState, field: "input", value: "\(describe(self))'s own output",
                        expected: "the output of another operation")
                }
            }
            return self
        }
        // Held weakly: the dependencies hold it until this operation starts,
        // and a chain of outputs must not hold itself together.
        let weakly = WeakOutput(dependency)
        setInputSource { () -> Result<Input, CadenceError> in
            switch weakly.outputAsInput() {
            case .success(let output):
                do throws(CadenceError) {
                    return .success(try transform(output))
                } catch {
                    return .failure(error.inside("input"))
                }
            case .failure(let error):
                return .failure(error)
            }
        }
        addDependency(dependency)
        return self
    }
}

/// A dependency whose output is an input, held weakly.
private struct WeakOutput<Dependency: OutputProducing>: @unchecked Sendable {
    private weak var dependency: Dependency?
    /// Its name when it was injected, for when it is gone.
    private let name: String

    init(_ dependency: Dependency) {
        self.dependency = dependency
        name = describe(dependency)
    }

    /// Its output, or why there is none (see ``OutputProducing``).
    func outputAsInput() -> Result<Dependency.Output, CadenceError> {
        guard let dependency else {
            return .failure(
                CadenceError(
                    .invalidState, field: "input", value: "'\(name)' was released before this operation started",
                    expected: "a dependency that completed with an output"))
        }
        return dependency.outputAsInput()
    }
}
