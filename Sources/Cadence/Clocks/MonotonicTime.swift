#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#endif
import Dispatch

/// The platform's monotonic time source, and sleeping until an instant of it.
///
/// On Apple platforms this is `CLOCK_UPTIME_RAW`, the clock behind
/// `mach_absolute_time` and so behind `CACurrentMediaTime()`; on Linux
/// `CLOCK_MONOTONIC`. Neither jumps when the wall clock is set.
enum MonotonicTime {
    /// Seconds since an unspecified start (boot, usually).
    static func now() -> Double {
        #if canImport(Darwin)
        return Double(clock_gettime_nsec_np(CLOCK_UPTIME_RAW)) * 1e-9
        #elseif canImport(Glibc)
        var spec = timespec()
        clock_gettime(CLOCK_MONOTONIC, &spec)
        return Double(spec.tv_sec) + Double(spec.tv_nsec) * 1e-9
        #else
        return Double(DispatchTime.now().uptimeNanoseconds) * 1e-9
        #endif
    }

    /// Blocks the calling thread until ``now()`` reaches `deadline` (at once if it has).
    static func sleep(until deadline: Double) {
        // A deadline that is not a number, or beyond what `timespec` holds, is a
        // caller's bug; return rather than trap.
        guard deadline.isFinite, deadline < 1e15 else { return }
        #if canImport(Glibc)
        // An absolute deadline: no drift from the time spent computing it.
        let whole = deadline.rounded(.down)
        var spec = timespec(tv_sec: Int(whole), tv_nsec: Int((deadline - whole) * 1e9))
        while clock_nanosleep(CLOCK_MONOTONIC, TIMER_ABSTIME, &spec, nil) == EINTR {}
        #else
        // Darwin has no absolute `clock_nanosleep`; sleep the remaining interval.
        let remaining = deadline - now()
        guard remaining > 0 else { return }
        let whole = remaining.rounded(.down)
        var spec = timespec(tv_sec: Int(whole), tv_nsec: Int((remaining - whole) * 1e9))
        var left = timespec()
        while nanosleep(&spec, &left) == -1, errno == EINTR {
            spec = left
        }
        #endif
    }
}
