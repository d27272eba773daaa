import Cadence
import Foundation
import Testing
@testable import CadenceJitter

/// The running host's description: sane fields (generous bounds only, since
/// machines differ), the report lines, and the preemption model read from
/// version strings.
@Suite struct HostEnvironmentTests {
    @Test func currentFieldsAreSane() {
        let environment = HostEnvironment.current()
        #expect(!environment.kernel.isEmpty)
        #expect(!environment.preemptionModel.isEmpty)
        #expect(!environment.swiftVersion.isEmpty)
        #expect(environment.swiftVersion.hasPrefix("6."))
        #expect(environment.processorCount >= 1)
        #expect(environment.clockReadCostNanoseconds > 0)
        #expect(environment.clockReadCostNanoseconds < 10_000)
        #if os(Linux)
        #expect(environment.kernel.hasPrefix("Linux "))
        #expect((environment.timerSlackNanoseconds ?? -1) >= 0)
        #elseif canImport(Darwin)
        #expect(environment.preemptionModel == "XNU")
        #expect(environment.timerSlackNanoseconds == nil)
        #endif
    }

    @Test func linesDescribeEveryField() {
        let environment = HostEnvironment.current()
        let lines = environment.lines
        // Six fields, the build and, where it can be read, the load average.
        #expect(lines.count == 6 + 1 + (environment.loadAverage == nil ? 0 : 1))
        #expect(lines.contains("kernel: \(environment.kernel)"))
        #expect(lines.allSatisfy { $0.contains(": ") })
    }

    @Test func linesOfAGivenEnvironment() {
        let environment = HostEnvironment(
            kernel: "Linux 6.1.0 #1 SMP PREEMPT_DYNAMIC", preemptionModel: "PREEMPT_DYNAMIC (full)",
            timerSlackNanoseconds: 50_000, swiftVersion: "6.1", processorCount: 8, clockReadCostNanoseconds: 19.437)
        #expect(
            environment.lines == [
                "kernel: Linux 6.1.0 #1 SMP PREEMPT_DYNAMIC", "preemption: PREEMPT_DYNAMIC (full)",
                "timer slack: 50000 ns", "swift: 6.1", "processors: 8", "clock read: 19.4 ns",
            ])
        var darwin = environment
        darwin.timerSlackNanoseconds = nil
        darwin.clockReadCostNanoseconds = 812.4
        #expect(darwin.lines[2] == "timer slack: none")
        #expect(darwin.lines[5] == "clock read: 812 ns")
    }

    @Test func codableRoundTrip() throws {
        let environment = HostEnvironment.current()
        let decoded = try JSONDecoder().decode(HostEnvironment.self, from: JSONEncoder().encode(environment))
        #expect(decoded == environment)
    }

    @Test(arguments: [
        ("#1 SMP PREEMPT_DYNAMIC Debian 6.1.76-1 (2024-02-01)", nil, "PREEMPT_DYNAMIC"),
        ("#1 SMP PREEMPT_DYNAMIC Debian 6.1.76-1 (2024-02-01)", "full", "PREEMPT_DYNAMIC (full)"),
        ("#1 SMP PREEMPT_RT Debian 6.1.76-1", nil, "PREEMPT_RT"),
        ("#1 SMP PREEMPT RT Tue Jan 1 2019", nil, "PREEMPT_RT"),
        ("#1 SMP PREEMPT Tue Jan 1 2019", nil, "PREEMPT"),
        ("#1 SMP Tue Jan 1 2019", nil, "unknown"),
        ("#1 SMP Tue Jan 1 2019", "voluntary", "voluntary"),
    ] as [(String, String?, String)])
    func preemptionModelFromVersion(version: String, dynamic: String?, model: String) {
        #expect(HostEnvironment.preemptionModel(kernelVersion: version, dynamic: dynamic) == model)
    }

    @Test func currentModelOfADynamicKernel() {
        #expect(HostEnvironment.currentDynamicModel("none voluntary (full) lazy\n") == "full")
        #expect(HostEnvironment.currentDynamicModel("(none) voluntary full\n") == "none")
        #expect(HostEnvironment.currentDynamicModel("none voluntary full\n") == nil)
    }
}

/// The header's build and load lines, for a given environment.
@Suite struct HostEnvironmentBuildAndLoadTests {
    static let given = HostEnvironment(
        kernel: "Linux 6.1.0", preemptionModel: "PREEMPT_DYNAMIC", timerSlackNanoseconds: 50_000, swiftVersion: "6.1",
        processorCount: 2, clockReadCostNanoseconds: 30)

    @Test func aReleaseBuildAndItsLoad() {
        var environment = Self.given
        environment.build = .release
        environment.loadAverage = [1.324, 0.5, 0.25]
        #expect(environment.lines.suffix(2) == ["build: release", "load average: 1.32, 0.50, 0.25 (1, 5, 15 min)"])
    }

    @Test func aDebugBuildWarns() {
        var environment = Self.given
        environment.build = .debug
        let line = environment.lines.last ?? ""
        #expect(line.hasPrefix("build: debug (warning: "))
        #expect(line.contains("swift build -c release"))
    }

    /// Unknown build and load add no line.
    @Test func unknownFieldsAddNoLine() {
        #expect(Self.given.lines.count == 6)
    }

    /// The build the tests were compiled in; the load average, where it is
    /// read, is three non-negative numbers.
    @Test func theRunningHost() {
        #if DEBUG
        #expect(HostEnvironment.compiledBuild == .debug)
        #else
        #expect(HostEnvironment.compiledBuild == .release)
        #endif
        if let load = HostEnvironment.current().loadAverage {
            #expect(load.count == 3 && load.allSatisfy { $0 >= 0 })
        }
    }
}
