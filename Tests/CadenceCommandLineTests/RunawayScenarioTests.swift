import Cadence
@testable import CadenceCommandLine
import CadenceTesting
import Foundation
import Testing

/// Small valid files that once ran away: a long virtual span played with a
/// player, retries at one instant, many animations cancelled on one layer.
/// Each is played beside a plain file of the same size, in the same test;
/// its work is bounded by counts (frames, a page's bytes, attempts, events).
/// Their time against the plain file's is held to a target in `Benchmarks/`
/// (the `hostile` and `cancel` groups), never in a unit test, whose time
/// depends on what else the machine runs.
@Suite(.serialized) struct RunawayScenarioTests {
    static func read(_ json: String) throws -> Scenario {
        try ScenarioReader.read(Data(json.utf8), name: "runaway")
    }

    /// One fade of `duration` (written as the file writes it) on one layer, with `--html`.
    static func fade(_ duration: String) -> String {
        #"{"format":"cadence-scenario/1","layers":[{"id":"a"}],"operations":[{"id":"o","layer":"a","#
            + #""animation":{"type":"basic","keyPath":"opacity","to":0,"duration":\#(duration)}}]}"#
    }

    /// A 10⁶ s fade against a 1.0e0 s one (the same 167 bytes): 60 × 10⁶
    /// frames at 60 Hz are thinned to 1,832 (60 / 2¹⁵ Hz, one every 546 s),
    /// and the page is under the documented 3.2 MB for one layer and says so.
    /// The plain file keeps every frame: 61 at 60 Hz.
    @Test func aLongSpanWithAPlayerIsThinned() throws {
        let long = Self.fade("1000000"), plain = Self.fade("1.0e000")
        #expect(long.utf8.count == plain.utf8.count)
        var longPage = "", plainPage = ""
        var longRecording: FrameRecording?, plainRecording: FrameRecording?
        plainRecording = try ScenarioRunner.run(Self.read(plain), picture: false, player: true).frameRecording
        plainPage = PlayerPage(try #require(plainRecording), title: "plain").html
        longRecording = try ScenarioRunner.run(Self.read(long), picture: false, player: true).frameRecording
        longPage = PlayerPage(try #require(longRecording), title: "long").html
        #expect(plainRecording?.frames.count == 61)
        #expect(plainRecording?.thinnedFromRate == nil)
        #expect(!plainPage.contains("Frames thinned"))
        #expect(longRecording?.frames.count == 1_832)
        #expect(longRecording?.rate == 60.0 / 32_768)
        #expect(longRecording?.thinnedFromRate == 60)
        #expect(longPage.contains("Frames thinned: recorded at 60 Hz, kept one every 546.133333 s"))
        #expect(longPage.utf8.count < 3_200_000)
    }

    /// `triangle` played until 100,000 s with a player: under 3,600 frames and
    /// the documented size.
    @Test func triangleUntilAHundredThousandSeconds() throws {
        let triangle = try Self.read(BuiltInScenarioList.json("triangle") ?? "")
        var page = ""
        var recording: FrameRecording?
        recording = try ScenarioRunner.run(triangle, until: 100_000, picture: false, player: true).frameRecording
        page = PlayerPage(try #require(recording), title: "triangle").html
        // 6,000,001 frames at 60 Hz; at 60 / 2¹¹ Hz, 2,929.6… → frames 0 … 2,929.
        #expect(recording?.frames.count == 2_930)
        #expect(page.contains("Frames thinned"))
        #expect(page.utf8.count < 3_200_000)
    }

    /// A retry of 10⁹ attempts whose timeout (1e-300 s) the clock cannot
    /// tell from t = 1, after a 1 s wait, against the same file with a
    /// timeout of 1e-000 (the same size): one attempt, failed at t = 1 with
    /// the error naming it, not attempts without end at one instant.
    @Test func retriesAtOneInstantStop() throws {
        func file(_ timeout: String) -> String {
            #"{"format":"cadence-scenario/1","operations":[{"id":"w","animation":{"type":"wait","duration":1}},"#
                + #"{"id":"r","dependsOn":["w"],"retry":{"maxAttempts":1000000000,"attemptTimeout":\#(timeout)},"#
                + #""animation":{"type":"task","duration":0.5}}]}"#
        }
        let (runaway, plain) = (file("1e-300"), file("1e-000"))
        #expect(runaway.utf8.count == plain.utf8.count)
        var runawayResult: ScenarioResult?, plainResult: ScenarioResult?
        plainResult = try ScenarioRunner.run(Self.read(plain), picture: false)
        runawayResult = try ScenarioRunner.run(Self.read(runaway), picture: false)
        #expect(plainResult?.operations == ["w", "r", "r attempt 1"])
        #expect(plainResult?.endTime == 1.5)
        #expect(runawayResult?.operations == ["w", "r", "r attempt 1"])
        #expect(runawayResult?.endTime == 1)
        let failure = runawayResult?.trace.events.last { $0.operation == "r" }?.message
        #expect(failure == "timeout: expected a timeout the clock can tell from its start, more than 1.1102230246251565e-16 s "
            + "at t = 1, got 1e-300 s on 'r attempt 1', starting at t = 1")
    }

    /// A group of 8,000 animations of 10 s on one layer, stopped by its timeout
    /// at 1.5 s, against the same group with a timeout of 995 s (the same
    /// size), which lets every animation complete at 10 s: each is cancelled
    /// once. (Cancelling them all once took 8 times as long as completing
    /// them, growing with the square of their number; the `cancel` group of
    /// `Benchmarks/` holds it to 1.5 times.)
    @Test func massCancellationOnOneLayerIsLinear() throws {
        func file(_ timeout: String) -> String {
            let children = (0..<8_000).map { index in
                #"{"id":"c\#(index)","layer":"a","animation":{"type":"basic","keyPath":"opacity","to":0,"duration":10}}"#
            }
            return #"{"format":"cadence-scenario/1","layers":[{"id":"a"}],"operations":[{"id":"g","timeout":\#(timeout),"#
                + #""children":[\#(children.joined(separator: ","))]}]}"#
        }
        let (cancelled, plain) = (try Self.read(file("1.5")), try Self.read(file("995")))
        let plainResult = try ScenarioRunner.run(plain, picture: false)
        let cancelledResult = try ScenarioRunner.run(cancelled, picture: false)
        #expect(plainResult.endTime == 10)
        #expect(cancelledResult.endTime == 1.5)
        let cancels = cancelledResult.trace.events.count { $0.kind == .cancel }
        #expect(cancels == 8_001)   // the group and each child
        let finishes = cancelledResult.trace.events.count { $0.kind == .finish }
        #expect(finishes == 8_001)
    }

    /// A retry whose attempts end as they start is stopped after the most
    /// attempts one instant may take (3 here; 1,000,000 in a run), with an
    /// error naming the retry, the instant and the attempt.
    @Test func attemptsAtOneInstantAreBounded() throws {
        let scenario = try Self.read(#"""
            {"format":"cadence-scenario/1","operations":[{"id":"r","retry":{"maxAttempts":1000},
             "animation":{"type":"task","failsOnAttempts":[1,2,3,4,5,6,7,8,9,10]}}]}
            """#)
        let fixture = TestFixture()
        let operations = ScenarioOperations(scenario.operations, layers: [:], fixture: fixture, attemptsPerInstant: 3)
        try fixture.queue.addOperations(operations.topLevel)
        try fixture.runUntilIdle()
        let retry = try #require(operations.byID["r"] as? RetryOperation)
        #expect(retry.attemptCount == 3)
        #expect(retry.result == .failed(CadenceError(
            .invalidState, field: "retry", value: "4 attempts of 'r' at t = 0 (attempt 4)",
            expected: "at most 3 attempts of one retry at one instant")))
    }
}
