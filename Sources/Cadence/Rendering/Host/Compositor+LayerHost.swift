/// The simulated compositor is a host: its ``Transaction`` and clock.
extension Compositor: LayerHost {
    public var currentMediaTime: Double { clock.currentTime }

    public var animationDuration: Double { transaction.animationDuration }

    public func beginTransaction(disablingActions: Bool, completion: (@Sendable () -> Void)?) {
        transaction.begin()
        if disablingActions { transaction.disableActions = true }
        if let completion { transaction.completionBlock = completion }
    }

    public func setTransactionAnimation(duration: Double, timingFunction: TimingFunction?) throws(CadenceError) {
        try CadenceError.check(duration, "duration", in: 0 ... .infinity, expected: "a finite number of seconds ≥ 0")
        transaction.animationDuration = duration
        transaction.animationTimingFunction = timingFunction
    }

    public func commitTransaction() {
        // Only an unbalanced commit throws; begin and commit come in pairs here.
        try? transaction.commit()
    }
}
