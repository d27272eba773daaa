extension Transaction {
    /// The key of ``animationDuration`` for ``value(forKey:)``.
    public static let animationDurationKey = "animationDuration"
    /// The key of ``animationTimingFunction`` for ``value(forKey:)``.
    public static let animationTimingFunctionKey = "animationTimingFunction"
    /// The key of ``disableActions`` for ``value(forKey:)``.
    public static let disableActionsKey = "disableActions"
    /// The key of ``completionBlock`` for ``value(forKey:)``.
    public static let completionBlockKey = "completionBlock"

    /// The duration of implicit animations, and of animations added with a
    /// duration of 0 (default 0.25 s).
    ///
    /// A negative or non-finite value is refused and reported to
    /// ``Compositor/errorHandler``; ``setValue(_:forKey:)`` throws instead.
    public var animationDuration: Double {
        get { state.withLock { $0.lookUp(\.animationDuration) } ?? MediaTiming.defaultDuration }
        set {
            guard newValue.isFinite, newValue >= 0 else {
                return setReporting(newValue, forKey: Self.animationDurationKey)
            }
            setInnermost { $0.animationDuration = newValue }
        }
    }

    /// The timing function of implicit animations; nil means
    /// ``TimingFunction/default``. Explicit animations keep their own.
    public var animationTimingFunction: TimingFunction? {
        get { state.withLock { $0.lookUp(\.animationTimingFunction) } }
        set { setInnermost { $0.animationTimingFunction = newValue } }
    }

    /// Whether setting layer properties skips their actions, so nothing animates
    /// implicitly (default `false`).
    public var disableActions: Bool {
        get { state.withLock { $0.lookUp(\.disableActions) } ?? false }
        set { setInnermost { $0.disableActions = newValue } }
    }

    /// The block run when the animations added after it was set are all over
    /// (see ``Transaction``); it belongs to the innermost open transaction.
    public var completionBlock: (@Sendable () -> Void)? {
        get { state.withLock { $0.levels.last?.completionBlock } }
        set { setCompletionBlock(newValue) }
    }

    /// The value set for `key` in the innermost transaction that set it, as
    /// `CATransaction.value(forKey:)`.
    public func value(forKey key: String) -> (any Sendable)? {
        if key == Self.completionBlockKey {
            return completionBlock
        }
        return state.withLock { $0.lookUp(key) }
    }

    /// Sets `value` for `key` in the innermost open transaction (opening the
    /// implicit one if none is), as `CATransaction.setValue(_:forKey:)`. The keys
    /// of the typed properties are checked.
    ///
    /// - Throws: ``CadenceError`` for a value of the wrong type, or a duration
    ///   that is negative or not finite. Nothing changes then.
    public func setValue(_ value: (any Sendable)?, forKey key: String) throws(CadenceError) {
        try Self.check(value, forKey: key)
        if key == Self.completionBlockKey {
            setCompletionBlock(value as? @Sendable () -> Void)
            return
        }
        ensureOpen()
        state.withLock { state in
            state.levels[state.levels.count - 1].setValue(value, forKey: key)
        }
    }

    /// Sets a typed setting of the innermost open transaction (opening the
    /// implicit one if none is): no key to compare, no value to cast.
    private func setInnermost(_ set: (inout Level) -> Void) {
        ensureOpen()
        state.withLock { state in
            set(&state.levels[state.levels.count - 1])
        }
    }

    private func setReporting(_ value: (any Sendable)?, forKey key: String) {
        do {
            try setValue(value, forKey: key)
        } catch {
            Compositor.report(error, from: state.withLock { $0.compositor })
        }
    }

    private static func check(_ value: (any Sendable)?, forKey key: String) throws(CadenceError) {
        guard let value else { return }
        func require(_ matches: Bool, _ type: String) throws(CadenceError) {
            guard matches else {
                throw CadenceError(
                    .typeMismatch, field: key, value: "a value of type \(Swift.type(of: value))",
                    expected: "a value of type \(type)")
            }
        }
        switch key {
        case animationDurationKey:
            guard let seconds = value as? Double else { return try require(false, "Double") }
            try CadenceError.check(seconds, key, in: 0 ... .infinity, expected: "a finite number of seconds ≥ 0")
        case animationTimingFunctionKey:
            try require(value is TimingFunction, "TimingFunction")
        case disableActionsKey:
            try require(value is Bool, "Bool")
        case completionBlockKey:
            try require(value is @Sendable () -> Void, "@Sendable () -> Void")
        default:
            break
        }
    }
}
