/// Seconds as the whole nanoseconds every jitter figure is kept and written in.
package enum Nanoseconds {
    /// `seconds` as whole nanoseconds, rounded to the nearest; 0 when it is
    /// not finite or beyond what an `Int64` holds (about 292 years).
    package static func of(_ seconds: Double) -> Int64 {
        let scaled = (seconds * 1e9).rounded()
        guard scaled.isFinite, abs(scaled) < 9e18 else { return 0 }
        return Int64(scaled)
    }
}
