// Generated from the documentation by DocumentationSnippetTests: do not edit.
// After changing a page: swift run DocumentationSnippets
import Testing

/// Every program of the README and `Docs/`, run as a user would run it,
/// and checked against what its page says it prints.
@Suite struct DocumentedPrograms {
    @Test("README.md:42") func readmeLine42() async throws {
        guard #available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *) else { return }
        try await CadenceDocumentationTests.readmeLine42()
    }
    @Test("README.md:143") func readmeLine143() async throws {
        guard #available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *) else { return }
        try await CadenceDocumentationTests.readmeLine143()
    }
    @Test("Docs/Animations.md:11") func animationsLine11() async throws {
        guard #available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *) else { return }
        try await CadenceDocumentationTests.animationsLine11()
    }
    @Test("Docs/Animator.md:16") func animatorLine16() async throws {
        guard #available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *) else { return }
        try await CadenceDocumentationTests.animatorLine16()
    }
    @Test("Docs/Animator.md:227") func animatorLine227() async throws {
        guard #available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *) else { return }
        try await CadenceDocumentationTests.animatorLine227()
    }
    @Test("Docs/AsyncAwait.md:11") func asyncAwaitLine11() async throws {
        guard #available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *) else { return }
        try await CadenceDocumentationTests.asyncAwaitLine11()
    }
    @Test("Docs/AsyncAwait.md:100") func asyncAwaitLine100() async throws {
        guard #available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *) else { return }
        try await CadenceDocumentationTests.asyncAwaitLine100()
    }
    @Test("Docs/BlockAnimations.md:11") func blockAnimationsLine11() async throws {
        guard #available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *) else { return }
        try await CadenceDocumentationTests.blockAnimationsLine11()
    }
    @Test("Docs/BlockAnimations.md:183") func blockAnimationsLine183() async throws {
        guard #available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *) else { return }
        try await CadenceDocumentationTests.blockAnimationsLine183()
    }
    @Test("Docs/Clocks.md:15") func clocksLine15() async throws {
        guard #available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *) else { return }
        try await CadenceDocumentationTests.clocksLine15()
    }
    @Test("Docs/CommandLine.md:453") func commandLineLine453() async throws {
        guard #available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *) else { return }
        try await CadenceDocumentationTests.commandLineLine453()
    }
    @Test("Docs/Jitter.md:210") func jitterLine210() async throws {
        guard #available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *) else { return }
        try await CadenceDocumentationTests.jitterLine210()
    }
    @Test("Docs/Operations.md:27") func operationsLine27() async throws {
        guard #available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *) else { return }
        try await CadenceDocumentationTests.operationsLine27()
    }
    @Test("Docs/Operations.md:149") func operationsLine149() async throws {
        guard #available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *) else { return }
        try await CadenceDocumentationTests.operationsLine149()
    }
    @Test("Docs/Operations.md:187") func operationsLine187() async throws {
        guard #available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *) else { return }
        try await CadenceDocumentationTests.operationsLine187()
    }
    @Test("Docs/Operations.md:271") func operationsLine271() async throws {
        guard #available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *) else { return }
        try await CadenceDocumentationTests.operationsLine271()
    }
    @Test("Docs/Operations.md:348") func operationsLine348() async throws {
        guard #available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *) else { return }
        try await CadenceDocumentationTests.operationsLine348()
    }
    @Test("Docs/Operations.md:455") func operationsLine455() async throws {
        guard #available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *) else { return }
        try await CadenceDocumentationTests.operationsLine455()
    }
    @Test("Docs/Operations.md:667") func operationsLine667() async throws {
        guard #available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *) else { return }
        try await CadenceDocumentationTests.operationsLine667()
    }
    @Test("Docs/Operations.md:748") func operationsLine748() async throws {
        guard #available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *) else { return }
        try await CadenceDocumentationTests.operationsLine748()
    }
    @Test("Docs/Operations.md:901") func operationsLine901() async throws {
        guard #available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *) else { return }
        try await CadenceDocumentationTests.operationsLine901()
    }
    @Test("Docs/Operations.md:1007") func operationsLine1007() async throws {
        guard #available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *) else { return }
        try await CadenceDocumentationTests.operationsLine1007()
    }
    // "Docs/Operations.md:1073": compiled, not run (operationsLine1073).
    @Test("Docs/Rendering.md:23") func renderingLine23() async throws {
        guard #available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *) else { return }
        try await CadenceDocumentationTests.renderingLine23()
    }
    @Test("Docs/Testing.md:116") func testingLine116() async throws {
        guard #available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *) else { return }
        try await CadenceDocumentationTests.testingLine116()
    }
    @Test("Docs/Testing.md:255") func testingLine255() async throws {
        guard #available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *) else { return }
        try await CadenceDocumentationTests.testingLine255()
    }
    @Test("Docs/Testing.md:292") func testingLine292() async throws {
        guard #available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *) else { return }
        try await CadenceDocumentationTests.testingLine292()
    }
    @Test("Docs/Testing.md:320") func testingLine320() async throws {
        guard #available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *) else { return }
        try await CadenceDocumentationTests.testingLine320()
    }
    @Test("Docs/Testing.md:374") func testingLine374() async throws {
        guard #available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *) else { return }
        try await CadenceDocumentationTests.testingLine374()
    }
    @Test("Docs/Testing.md:425") func testingLine425() async throws {
        guard #available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *) else { return }
        try await CadenceDocumentationTests.testingLine425()
    }
    @Test("Docs/Testing.md:498") func testingLine498() async throws {
        guard #available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *) else { return }
        try await CadenceDocumentationTests.testingLine498()
    }
    @Test("Docs/Testing.md:550") func testingLine550() async throws {
        guard #available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *) else { return }
        try await CadenceDocumentationTests.testingLine550()
    }
    @Test("Docs/Testing.md:569") func testingLine569() async throws {
        guard #available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *) else { return }
        try await CadenceDocumentationTests.testingLine569()
    }
    @Test("Docs/Testing.md:613") func testingLine613() async throws {
        guard #available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *) else { return }
        try await CadenceDocumentationTests.testingLine613()
    }
    @Test("Docs/Testing.md:672") func testingLine672() async throws {
        guard #available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *) else { return }
        try await CadenceDocumentationTests.testingLine672()
    }
    @Test("Docs/Testing.md:767") func testingLine767() async throws {
        guard #available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *) else { return }
        try await CadenceDocumentationTests.testingLine767()
    }
    @Test("Docs/Testing.md:798") func testingLine798() async throws {
        guard #available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *) else { return }
        try await CadenceDocumentationTests.testingLine798()
    }
    @Test("Docs/Testing.md:840") func testingLine840() async throws {
        guard #available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *) else { return }
        try await CadenceDocumentationTests.testingLine840()
    }
    @Test("Docs/Testing.md:865") func testingLine865() async throws {
        guard #available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *) else { return }
        try await CadenceDocumentationTests.testingLine865()
    }
    @Test("Docs/Testing.md:893") func testingLine893() async throws {
        guard #available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *) else { return }
        try await CadenceDocumentationTests.testingLine893()
    }
    @Test("Docs/Testing.md:961") func testingLine961() async throws {
        guard #available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *) else { return }
        try await CadenceDocumentationTests.testingLine961()
    }
    @Test("Docs/Testing.md:1001") func testingLine1001() async throws {
        guard #available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *) else { return }
        try await CadenceDocumentationTests.testingLine1001()
    }
    @Test("Docs/Testing.md:1040") func testingLine1040() async throws {
        guard #available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *) else { return }
        try await CadenceDocumentationTests.testingLine1040()
    }
    @Test("Docs/Timing.md:17") func timingLine17() async throws {
        guard #available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *) else { return }
        try await CadenceDocumentationTests.timingLine17()
    }
}
