/// Cadence's own layer is a hosted layer; its host is its ``Compositor``.
extension Layer: HostedLayer {
    public var host: (any LayerHost)? { compositor }

    public func addResolved(_ animation: any LayerAnimation, forKey key: String) throws(CadenceError) {
        addResolved(animation, forKey: key, beginIsExplicit: true)
    }

    public func localTime(fromHostTime time: Double) -> Double { convertTime(time, from: nil) }

    public func hostTime(fromLocalTime time: Double) -> Double { convertTime(time, to: nil) }

    public func setRunClock(_ clock: RunClock?, forAnimationKey key: String) throws(CadenceError) {
        let recordID = try runClockRecord(forKey: key)
        // Nothing of the layer's own state changes: the transaction carries
        // the clock alone, and the commit copies no model or timing for it.
        guard let transaction = compositor?.transaction else { return }
        transaction.ensureOpen()
        transaction.recordClock(clock, ofRecord: recordID, on: self)
    }
}
