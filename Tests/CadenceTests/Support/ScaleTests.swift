import Foundation

/// How long the scale tests' chains are: a million operations when
/// `CADENCE_SCALE_TESTS=1` (`.ci/run` sets it), else 100,000, which a laptop
/// runs in seconds and which still overflows the stack wherever a chain is
/// released by recursion (that began at about 35,000 links).
enum ScaleTests {
    static let chainLength = ProcessInfo.processInfo.environment["CADENCE_SCALE_TESTS"] == "1" ? 1_000_000 : 100_000
}
