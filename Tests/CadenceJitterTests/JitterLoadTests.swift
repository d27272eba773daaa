import Cadence
import Testing

@testable import CadenceJitter

@Suite struct JitterLoadTests {
    @Test func theCommandLineFormsReadBackAsTheLoadsTheyName() throws {
        #expect(try JitterLoad.parse("none", processorCount: 2) == nil)
        #expect(
            try JitterLoad.parse("periodic:40/300", processorCount: 2)
                == .periodicStalls(length: 0.04, period: 0.3, phase: .swept))
        #expect(
            try JitterLoad.parse("periodic:25/100:random", processorCount: 2)
                == .periodicStalls(length: 0.025, period: 0.1, phase: .random))
        #expect(try JitterLoad.parse("random:20/3", processorCount: 2) == .randomStalls(meanLength: 0.02, perSecond: 3))
        #expect(try JitterLoad.parse("burst:50x0.5/250", processorCount: 2) == .bursts(jobs: 50, jobLength: 0.0005, period: 0.25))
        #expect(try JitterLoad.parse("busy:others", processorCount: 4) == .busyThreads(count: 3))
        #expect(try JitterLoad.parse("busy:all", processorCount: 4) == .busyThreads(count: 4))
        #expect(try JitterLoad.parse("busy:others", processorCount: 1) == .busyThreads(count: 1))
        #expect(try JitterLoad.parse("busy:3", processorCount: 4) == .busyThreads(count: 3))
    }

    @Test func aLoadPrintsAsItIsWritten() throws {
        for text in ["periodic:40/300", "periodic:25/100:aligned", "random:20/3", "burst:50x0.5/250", "busy:2"] {
            let load = try #require(try JitterLoad.parse(text, processorCount: 2))
            #expect(load.description == text)
        }
    }

    @Test func aBadLoadIsATypedErrorNamingIt() {
        let cases: [(String, String)] = [
            ("periodic:300/40", "stall period"),
            ("periodic:40", "two numbers"),
            ("periodic:40/300:sideways", "aligned, swept or random"),
            ("random:20/0", "stalls per second"),
            ("burst:x1/10", "whole number of jobs"),
            ("busy:many", "busy:others"),
            ("stalls", "periodic:MS/MS"),
            ("periodic:nan/300", "a number where 'nan' is"),
        ]
        for (text, mention) in cases {
            do {
                _ = try JitterLoad.parse(text, processorCount: 2)
                Issue.record("'\(text)' was accepted")
            } catch {
                #expect(error.description.contains(text), "\(error)")
                #expect(error.description.contains(mention), "\(error)")
            }
        }
    }

    @Test func aPeriodicPlanStartsInTheSecondPeriodOneStallAPeriod() {
        let plan = LoadPlan(loads: [.periodicStalls(length: 0.05, period: 0.25, phase: .aligned)], duration: 1.1, seed: 1)
        #expect(plan.jobs == [0.25, 0.5, 0.75, 1.0].map { LoadPlan.Job(time: $0, length: 0.05) })
        #expect(abs(plan.blockedTime - 0.2) < 1e-12)
        #expect(plan.busyThreads == 0)
    }

    /// Swept: period k's stall is at frac(k · 0.618…) of the room left by the stall.
    @Test func aSweptPlanMovesThroughThePeriodByTheGoldenRatio() {
        let plan = LoadPlan(loads: [.periodicStalls(length: 0.1, period: 1, phase: .swept)], duration: 3, seed: 1)
        let golden = (5.0.squareRoot() - 1) / 2
        let expected = (1...2).map { k in Double(k) + (Double(k) * golden).truncatingRemainder(dividingBy: 1) * 0.9 }
        #expect(plan.jobs.count == 2)
        for (job, time) in zip(plan.jobs, expected) {
            #expect(abs(job.time - time) < 1e-12)
        }
    }

    @Test func aSeedRepeatsARandomPlanAndAnotherSeedChangesIt() {
        let loads: [JitterLoad] = [.randomStalls(meanLength: 0.02, perSecond: 5), .periodicStalls(length: 0.01, period: 0.1, phase: .random)]
        let first = LoadPlan(loads: loads, duration: 10, seed: 42)
        #expect(first == LoadPlan(loads: loads, duration: 10, seed: 42))
        #expect(first != LoadPlan(loads: loads, duration: 10, seed: 43))
        #expect(first.jobs.map(\.time) == first.jobs.map(\.time).sorted())
        // Every random stall is at most ten times the mean.
        #expect(first.jobs.allSatisfy { $0.length <= 0.2 })
    }

    /// Poisson arrivals at 5 per second over 400 s: about 2000, within 5 sigma (√2000 ≈ 45).
    @Test func randomStallsArriveAtTheirRateOnAverage() {
        let plan = LoadPlan(loads: [.randomStalls(meanLength: 0.01, perSecond: 5)], duration: 400, seed: 7)
        #expect(abs(plan.jobs.count - 2000) < 225)
        let meanLength = plan.blockedTime / Double(plan.jobs.count)
        #expect(abs(meanLength - 0.01) < 0.001)
    }

    @Test func aBurstPutsItsJobsOnTheQueueTogether() {
        let plan = LoadPlan(loads: [.bursts(jobs: 3, jobLength: 0.001, period: 0.5), .busyThreads(count: 2)], duration: 1.2, seed: 1)
        #expect(plan.jobs.count == 6)
        #expect(Set(plan.jobs[0..<3].map(\.time)).count == 1)
        #expect(plan.busyThreads == 2)
    }
}
