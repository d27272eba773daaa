#if !canImport(QuartzCore)
/// A time interval in seconds: CoreFoundation's `CFTimeInterval`, which
/// QuartzCore re-exports on Apple platforms and Foundation lacks on Linux.
public typealias CFTimeInterval = Double
#endif
