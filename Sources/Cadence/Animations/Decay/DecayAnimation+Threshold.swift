extension DecayAnimation {
    /// The speed below which a decay of `keyPath` stops, in its units per
    /// second: POP's thresholds (its `threshold` × 5), chosen by the key
    /// path's name.
    ///
    /// | Key path | Threshold |
    /// | --- | --- |
    /// | `opacity`, `shadowOpacity` (any name ending in `opacity`) | 0.05 per second |
    /// | `transform.scale`, `.scale.x` … (and `sublayerTransform`'s) | 0.025 per second |
    /// | `transform.rotation`, `.rotation.z` … (and `sublayerTransform`'s) | 0.05 rad/s |
    /// | anything else: positions, sizes, custom properties | 5 units (points) per second |
    public static func defaultThreshold(for keyPath: AnimationKeyPath<Value>) -> Double {
        let name = keyPath.name
        if name.lowercased().hasSuffix("opacity") { return 0.05 }
        let transformed =
            name.hasPrefix("transform.") ? name.dropFirst("transform.".count)
            : name.hasPrefix("sublayerTransform.") ? name.dropFirst("sublayerTransform.".count) : nil
        if let transformed {
            if transformed == "scale" || transformed.hasPrefix("scale.") { return 0.025 }
            if transformed == "rotation" || transformed.hasPrefix("rotation.") { return 0.05 }
        }
        return 5
    }
}
