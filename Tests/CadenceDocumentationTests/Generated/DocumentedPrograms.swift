// Generated from the documentation by DocumentationSnippetTests: do not edit.
// After changing a page: swift run DocumentationSnippets
import Testing

/// Every program of the README and `Docs/`, run as a user would run it,
/// and checked against what its page says it prints.
@Suite struct DocumentedPrograms {
    @Test("README.md:47") func readmeLine47() async throws {
        guard #available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *) else { return }
        try await CadenceDocumentationTests.readmeLine47()
    }
    @Test("README.md:148") func readmeLine148() async throws {
        guard #available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *) else { return }
        try await CadenceDocumentationTests.readmeLine148()
    }
    @Test("Docs/Animations.md:11") func animationsLine11() async throws {
        guard #available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *) else { return }
        try await CadenceDocumentationTests.animationsLine11()
    }
    @Test("Docs/Animator.md:16") func animatorLine16() async throws {
        guard #available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *) else { return }
        try await CadenceDocumentationTests.animatorLine16()
    }
    @Test("Docs/Animator.md:228") func animatorLine228() async throws {
        guard #available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *) else { return }
        try await CadenceDocumentationTests.animatorLine228()
    }
    @Test("Docs/Animator.md:270") func animatorLine270() async throws {
        guard #available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *) else { return }
        try await CadenceDocumentationTests.animatorLine270()
    }
    @Test("Docs/ApplePlatforms.md:124") func applePlatformsLine124() async throws {
        guard #available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *) else { return }
        try await CadenceDocumentationTests.applePlatformsLine124()
    }
    @Test("Docs/ApplePlatforms.md:196") func applePlatformsLine196() async throws {
        guard #available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *) else { return }
        try await CadenceDocumentationTests.applePlatformsLine196()
    }
    // "Docs/ApplePlatforms.md:233": compiled, not run (applePlatformsLine233).
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
    @Test("Docs/CommandLine.md:553") func commandLineLine553() async throws {
        guard #available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *) else { return }
        try await CadenceDocumentationTests.commandLineLine553()
    }
    @Test("Docs/Jitter.md:262") func jitterLine262() async throws {
        guard #available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *) else { return }
        try await CadenceDocumentationTests.jitterLine262()
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
    @Test("Docs/Testing.md:119") func testingLine119() async throws {
        guard #available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *) else { return }
        try await CadenceDocumentationTests.testingLine119()
    }
    @Test("Docs/Testing.md:258") func testingLine258() async throws {
        guard #available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *) else { return }
        try await CadenceDocumentationTests.testingLine258()
    }
    @Test("Docs/Testing.md:295") func testingLine295() async throws {
        guard #available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *) else { return }
        try await CadenceDocumentationTests.testingLine295()
    }
    @Test("Docs/Testing.md:323") func testingLine323() async throws {
        guard #available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *) else { return }
        try await CadenceDocumentationTests.testingLine323()
    }
    @Test("Docs/Testing.md:377") func testingLine377() async throws {
        guard #available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *) else { return }
        try await CadenceDocumentationTests.testingLine377()
    }
    @Test("Docs/Testing.md:428") func testingLine428() async throws {
        guard #available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *) else { return }
        try await CadenceDocumentationTests.testingLine428()
    }
    @Test("Docs/Testing.md:506") func testingLine506() async throws {
        guard #available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *) else { return }
        try await CadenceDocumentationTests.testingLine506()
    }
    @Test("Docs/Testing.md:561") func testingLine561() async throws {
        guard #available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *) else { return }
        try await CadenceDocumentationTests.testingLine561()
    }
    @Test("Docs/Testing.md:580") func testingLine580() async throws {
        guard #available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *) else { return }
        try await CadenceDocumentationTests.testingLine580()
    }
    @Test("Docs/Testing.md:643") func testingLine643() async throws {
        guard #available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *) else { return }
        try await CadenceDocumentationTests.testingLine643()
    }
    @Test("Docs/Testing.md:704") func testingLine704() async throws {
        guard #available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *) else { return }
        try await CadenceDocumentationTests.testingLine704()
    }
    @Test("Docs/Testing.md:763") func testingLine763() async throws {
        guard #available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *) else { return }
        try await CadenceDocumentationTests.testingLine763()
    }
    @Test("Docs/Testing.md:858") func testingLine858() async throws {
        guard #available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *) else { return }
        try await CadenceDocumentationTests.testingLine858()
    }
    @Test("Docs/Testing.md:890") func testingLine890() async throws {
        guard #available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *) else { return }
        try await CadenceDocumentationTests.testingLine890()
    }
    @Test("Docs/Testing.md:932") func testingLine932() async throws {
        guard #available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *) else { return }
        try await CadenceDocumentationTests.testingLine932()
    }
    @Test("Docs/Testing.md:957") func testingLine957() async throws {
        guard #available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *) else { return }
        try await CadenceDocumentationTests.testingLine957()
    }
    @Test("Docs/Testing.md:985") func testingLine985() async throws {
        guard #available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *) else { return }
        try await CadenceDocumentationTests.testingLine985()
    }
    @Test("Docs/Testing.md:1053") func testingLine1053() async throws {
        guard #available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *) else { return }
        try await CadenceDocumentationTests.testingLine1053()
    }
    @Test("Docs/Testing.md:1093") func testingLine1093() async throws {
        guard #available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *) else { return }
        try await CadenceDocumentationTests.testingLine1093()
    }
    @Test("Docs/Testing.md:1132") func testingLine1132() async throws {
        guard #available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *) else { return }
        try await CadenceDocumentationTests.testingLine1132()
    }
    @Test("Docs/TimelineTransport.md:27") func timelineTransportLine27() async throws {
        guard #available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *) else { return }
        try await CadenceDocumentationTests.timelineTransportLine27()
    }
    @Test("Docs/Timing.md:17") func timingLine17() async throws {
        guard #available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *) else { return }
        try await CadenceDocumentationTests.timingLine17()
    }
    @Test("Docs/Transport.md:25") func transportLine25() async throws {
        guard #available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *) else { return }
        try await CadenceDocumentationTests.transportLine25()
    }
    @Test("Docs/Transport.md:70") func transportLine70() async throws {
        guard #available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *) else { return }
        try await CadenceDocumentationTests.transportLine70()
    }
}
