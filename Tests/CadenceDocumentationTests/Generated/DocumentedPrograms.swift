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
    @Test("Docs/ApplePlatforms.md:122") func applePlatformsLine122() async throws {
        guard #available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *) else { return }
        try await CadenceDocumentationTests.applePlatformsLine122()
    }
    @Test("Docs/ApplePlatforms.md:194") func applePlatformsLine194() async throws {
        guard #available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *) else { return }
        try await CadenceDocumentationTests.applePlatformsLine194()
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
    @Test("Docs/BlockAnimations.md:225") func blockAnimationsLine225() async throws {
        guard #available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *) else { return }
        try await CadenceDocumentationTests.blockAnimationsLine225()
    }
    @Test("Docs/Clocks.md:15") func clocksLine15() async throws {
        guard #available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *) else { return }
        try await CadenceDocumentationTests.clocksLine15()
    }
    @Test("Docs/CommandLine.md:517") func commandLineLine517() async throws {
        guard #available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *) else { return }
        try await CadenceDocumentationTests.commandLineLine517()
    }
    @Test("Docs/Jitter.md:210") func jitterLine210() async throws {
        guard #available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *) else { return }
        try await CadenceDocumentationTests.jitterLine210()
    }
    @Test("Docs/Operations.md:27") func operationsLine27() async throws {
        guard #available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *) else { return }
        try await CadenceDocumentationTests.operationsLine27()
    }
    @Test("Docs/Operations.md:182") func operationsLine182() async throws {
        guard #available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *) else { return }
        try await CadenceDocumentationTests.operationsLine182()
    }
    @Test("Docs/Operations.md:220") func operationsLine220() async throws {
        guard #available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *) else { return }
        try await CadenceDocumentationTests.operationsLine220()
    }
    @Test("Docs/Operations.md:322") func operationsLine322() async throws {
        guard #available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *) else { return }
        try await CadenceDocumentationTests.operationsLine322()
    }
    @Test("Docs/Operations.md:452") func operationsLine452() async throws {
        guard #available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *) else { return }
        try await CadenceDocumentationTests.operationsLine452()
    }
    @Test("Docs/Operations.md:559") func operationsLine559() async throws {
        guard #available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *) else { return }
        try await CadenceDocumentationTests.operationsLine559()
    }
    @Test("Docs/Operations.md:781") func operationsLine781() async throws {
        guard #available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *) else { return }
        try await CadenceDocumentationTests.operationsLine781()
    }
    @Test("Docs/Operations.md:862") func operationsLine862() async throws {
        guard #available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *) else { return }
        try await CadenceDocumentationTests.operationsLine862()
    }
    @Test("Docs/Operations.md:1023") func operationsLine1023() async throws {
        guard #available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *) else { return }
        try await CadenceDocumentationTests.operationsLine1023()
    }
    @Test("Docs/Operations.md:1129") func operationsLine1129() async throws {
        guard #available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *) else { return }
        try await CadenceDocumentationTests.operationsLine1129()
    }
    // "Docs/Operations.md:1195": compiled, not run (operationsLine1195).
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
    @Test("Docs/Testing.md:503") func testingLine503() async throws {
        guard #available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *) else { return }
        try await CadenceDocumentationTests.testingLine503()
    }
    @Test("Docs/Testing.md:558") func testingLine558() async throws {
        guard #available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *) else { return }
        try await CadenceDocumentationTests.testingLine558()
    }
    @Test("Docs/Testing.md:577") func testingLine577() async throws {
        guard #available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *) else { return }
        try await CadenceDocumentationTests.testingLine577()
    }
    @Test("Docs/Testing.md:630") func testingLine630() async throws {
        guard #available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *) else { return }
        try await CadenceDocumentationTests.testingLine630()
    }
    @Test("Docs/Testing.md:691") func testingLine691() async throws {
        guard #available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *) else { return }
        try await CadenceDocumentationTests.testingLine691()
    }
    @Test("Docs/Testing.md:750") func testingLine750() async throws {
        guard #available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *) else { return }
        try await CadenceDocumentationTests.testingLine750()
    }
    @Test("Docs/Testing.md:845") func testingLine845() async throws {
        guard #available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *) else { return }
        try await CadenceDocumentationTests.testingLine845()
    }
    @Test("Docs/Testing.md:876") func testingLine876() async throws {
        guard #available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *) else { return }
        try await CadenceDocumentationTests.testingLine876()
    }
    @Test("Docs/Testing.md:918") func testingLine918() async throws {
        guard #available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *) else { return }
        try await CadenceDocumentationTests.testingLine918()
    }
    @Test("Docs/Testing.md:943") func testingLine943() async throws {
        guard #available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *) else { return }
        try await CadenceDocumentationTests.testingLine943()
    }
    @Test("Docs/Testing.md:971") func testingLine971() async throws {
        guard #available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *) else { return }
        try await CadenceDocumentationTests.testingLine971()
    }
    @Test("Docs/Testing.md:1039") func testingLine1039() async throws {
        guard #available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *) else { return }
        try await CadenceDocumentationTests.testingLine1039()
    }
    @Test("Docs/Testing.md:1079") func testingLine1079() async throws {
        guard #available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *) else { return }
        try await CadenceDocumentationTests.testingLine1079()
    }
    @Test("Docs/Testing.md:1118") func testingLine1118() async throws {
        guard #available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *) else { return }
        try await CadenceDocumentationTests.testingLine1118()
    }
    @Test("Docs/Timing.md:17") func timingLine17() async throws {
        guard #available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *) else { return }
        try await CadenceDocumentationTests.timingLine17()
    }
    @Test("Docs/Transport.md:24") func transportLine24() async throws {
        guard #available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *) else { return }
        try await CadenceDocumentationTests.transportLine24()
    }
}
