#if canImport(QuartzCore)
import QuartzCore
#else
import QuartzCoreStandIn
#endif
