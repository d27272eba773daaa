#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#endif
import Dispatch

/// The platform's monotonic time source, and sleeping until an instant of it:
/// what ``HostClock`` and ``FrameTicker`` read, and (hence `package`) what
/// the jitter harness measures with.
///
/// On Apple platforms this is `CLOCK_UPTIME_RAW`, the clock behind
/// `mach_absolute_time` and so behind `CACurrentMediaTime()`; on Linux
/// `CLOCK_MONOTONIC`, as cyclictest reads by default. Neither jumps when the
/// wall clock is set. Integer nanoseconds keep a lateness exact where seconds
/// in a `Double` would round it at large uptimes.
package enum MonotonicTime {
    /// Nanoseconds since an unspecified start (boot, usually).
    package static func nanoseconds() -> Int64 {
        #if canImport(Darwin)
        return Int64(clamping: clock_gettime_nsec_np(CLOCK_UPTIME_RAW))
        #elseif canImport(Glibc)
        var spec = timespec()
        clock_gettime(CLOCK_MONOTONIC, &spec)
        return Int64(spec.tv_sec) &* 1_000_000_000 &+ Int64(spec.tv_nsec)
        #else
        return Int64(clamping: DispatchTime.now().uptimeNanoseconds)
        #endif
    }

    /// Seconds since the same start.
    package static func now() -> Double {
        Double(nanoseconds()) * 1e-9
    }

    /// Blocks the calling thread until ``now()`` reaches `deadline` (at once if it has).
    package static func sleep(until deadline: Double) {
        // A deadline that is not a number, or beyond what nanoseconds in an
        // Int64 hold (~292 years of uptime), is a caller's bug; return rather than trap.
        guard deadline.isFinite, deadline < 9e9 else { return }
        sleep(untilNanoseconds: Int64((deadline * 1e9).rounded(.up)))
    }

    /// Blocks the calling thread until ``nanoseconds()`` reaches `deadline`, or
    /// returns at once if it has. An interrupted sleep (`EINTR`) is resumed.
    package static func sleep(untilNanoseconds deadline: Int64) {
        #if canImport(Darwin)
        // Round the deadline *up* to a whole tick, so a wake-up at or after it
        // reads as at or after `deadline` in nanoseconds: conversion never makes
        // a wake-up look early.
        let (numer, denom) = Self.timebase
        let (product, overflow) = UInt64(clamping: deadline).multipliedReportingOverflow(by: denom)
        if !overflow, numer > 0 {
            let ticks = product / numer + (product % numer == 0 ? 0 : 1)
            while mach_wait_until(ticks) == KERN_ABORTED, nanoseconds() < deadline {}
            return
        }
        // A deadline too far ahead for tick arithmetic: sleep the remaining interval.
        var remaining = deadline - nanoseconds()
        while remaining > 0 {
            var spec = timespec(tv_sec: Int(remaining / 1_000_000_000), tv_nsec: Int(remaining % 1_000_000_000))
            _ = nanosleep(&spec, nil)
            remaining = deadline - nanoseconds()
        }
        #elseif canImport(Glibc)
        // An absolute deadline: no drift from the time spent computing it.
        guard deadline > 0 else { return }
        var spec = timespec(tv_sec: Int(deadline / 1_000_000_000), tv_nsec: Int(deadline % 1_000_000_000))
        while clock_nanosleep(CLOCK_MONOTONIC, TIMER_ABSTIME, &spec, nil) == EINTR {}
        #else
        // Elsewhere, Dispatch's uptime clock (the one nanoseconds() reads there).
        guard deadline > nanoseconds() else { return }
        _ = DispatchSemaphore(value: 0).wait(timeout: DispatchTime(uptimeNanoseconds: UInt64(deadline)))
        #endif
    }

    #if canImport(Darwin)
    /// Nanoseconds per `mach_absolute_time` tick, as `numer / denom`
    /// (1/1 on Intel Macs, 125/3 on Apple silicon).
    private static let timebase: (numer: UInt64, denom: UInt64) = {
        var info = mach_timebase_info_data_t()
        mach_timebase_info(&info)
        return (UInt64(info.numer), UInt64(info.denom))
    }()
    #endif
}
