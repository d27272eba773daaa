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
        #expect(lines.count == 6)
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
