#if !canImport(QuartzCore)
import Cadence

/// The current media time in seconds: here the clock of the compositor bound
/// as ``QuartzCoreStandInWorld/current``.
public func CACurrentMediaTime() -> CFTimeInterval {
    QuartzCoreStandInWorld.bound("CACurrentMediaTime()").compositor.currentTime
}
#endif
