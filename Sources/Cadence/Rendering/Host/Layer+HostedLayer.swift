/// Cadence's own layer is a hosted layer; its host is its ``Compositor``.
extension Layer: HostedLayer {
    public var host: (any LayerHost)? { compositor }

    public func addResolved(_ animation: any LayerAnimation, forKey key: String) throws(CadenceError) {
        addResolved(animation, forKey: key, beginIsExplicit: true)
    }

    public func localTime(fromHostTime time: Double) -> Double { convertTime(time, from: nil) }

    public func hostTime(fromLocalTime time: Double) -> Double { convertTime(time, to: nil) }
}
