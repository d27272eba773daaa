#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#endif
import Dispatch

/// The monotonic clock Cadence's `HostClock` reads, in integer nanoseconds, and
/// sleeping until an absolute instant of it.
///
/// On Apple platforms this is `CLOCK_UPTIME_RAW` (`mach_absolute_time`, the
/// clock behind `CACurrentMediaTime()`); on Linux `CLOCK_MONOTONIC`, as
/// cyclictest reads by default. Integer nanoseconds keep a lateness exact where
/// `HostClock`'s `Double` seconds would round it at large uptimes.
enum MonotonicNanoseconds {
    /// Nanoseconds since an unspecified start (boot, usually).
    static func now() -> Int64 {
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

    /// Blocks the calling thread until ``now()`` reaches `deadline`, or returns
    /// at once if it has. An interrupted sleep (`EINTR`) is resumed.
    static func sleep(until deadline: Int64) {
        #if canImport(Darwin)
        // Round the deadline *up* to a whole tick, so a wake-up at or after it
        // reads as at or after `deadline` in nanoseconds: conversion never makes
        // a wake-up look early.
        let (numer, denom) = Self.timebase
        let (product, overflow) = UInt64(clamping: deadline).multipliedReportingOverflow(by: denom)
        if !overflow, numer > 0 {
            let ticks = product / numer + (product % numer == 0 ? 0 : 1)
            while mach_wait_until(ticks) == KERN_ABORTED, now() < deadline {}
            return
        }
        // A deadline too far ahead for tick arithmetic: sleep the remaining interval.
        var remaining = deadline - now()
        while remaining > 0 {
            var spec = timespec(tv_sec: Int(remaining / 1_000_000_000), tv_nsec: Int(remaining % 1_000_000_000))
            _ = nanosleep(&spec, nil)
            remaining = deadline - now()
        }
        #elseif canImport(Glibc)
        // An absolute deadline: no drift from the time spent computing it.
        guard deadline > 0 else { return }
        var spec = timespec(tv_sec: Int(deadline / 1_000_000_000), tv_nsec: Int(deadline % 1_000_000_000))
        while clock_nanosleep(CLOCK_MONOTONIC, TIMER_ABSTIME, &spec, nil) == EINTR {}
        #else
        // Elsewhere, Dispatch's uptime clock (the one now() reads there).
        guard deadline > now() else { return }
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
