import Cadence
import Testing

@testable import CadenceJitter

@Suite struct WorkloadTests {
    @Test func theIdealValueIsPiecewiseLinearAndHoldsAtTheEnds() throws {
        let workload = try Workload(stepDurations: [1, 0.5], distance: 10)
        #expect(workload.value(at: -1) == 0)
        #expect(workload.value(at: 0.25) == 2.5)
        #expect(workload.value(at: 1) == 10)
        #expect(workload.value(at: 1.25) == 15)
        #expect(workload.value(at: 9) == 20)
        #expect(workload.idealEnds == [1, 1.5])
        #expect(workload.totalDuration == 1.5)
    }

    @Test func cyclingRepeatsThePatternUntilItLastsLongEnough() throws {
        let workload = try Workload.cycling([0.5, 0.25], toLast: 1.1)
        #expect(workload.stepDurations == [0.5, 0.25, 0.5])
    }

    @Test func badStepsAreTypedErrorsNamingTheField() {
        #expect(throws: CadenceError.self) { try Workload(stepDurations: []) }
        do {
            _ = try Workload(stepDurations: [0.5, -1])
            Issue.record("a negative step was accepted")
        } catch {
            #expect(error.field == "stepDurations[1]")
            #expect(error.value == "-1")
        }
        #expect(throws: CadenceError.self) { try Workload.cycling(toLast: .infinity) }
    }

    @Test func theConfigurationRefusesWhatItCannotRun() {
        var configuration = JitterConfiguration()
        configuration.framesPerSecond = 0
        #expect(throws: CadenceError.self) { try configuration.validate() }
        configuration = JitterConfiguration()
        configuration.strategies = []
        #expect(throws: CadenceError.self) { try configuration.validate() }
        configuration = JitterConfiguration()
        configuration.runs = 0
        #expect(throws: CadenceError.self) { try configuration.validate() }
        configuration = JitterConfiguration()
        configuration.loads = [.busyThreads(count: 0)]
        do {
            try configuration.validate()
            Issue.record("zero busy threads were accepted")
        } catch {
            #expect(error.field == "loads[0].busy threads")
        }
    }

    @Test func thePeriodIsAWholeNumberOfNanoseconds() {
        var configuration = JitterConfiguration()
        configuration.framesPerSecond = 60
        #expect(configuration.period == 0.016_666_667)
    }
}
