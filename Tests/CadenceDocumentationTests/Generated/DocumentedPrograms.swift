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
    @Test("Docs/CommandLine.md:482") func commandLineLine482() async throws {
        guard #available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *) else { return }
        try await CadenceDocumentationTests.commandLineLine482()
    }
    @Test("Docs/Jitter.md:210") func jitterLine210() async throws {
        guard #available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *) else { return }
        try await CadenceDocumentationTests.jitterLine210()
    }
    @Test("Docs/Operations.md:27") func operationsLine27() async throws {
        guard #available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *) else { return }
        try await CadenceDocumentationTests.operationsLine27()
    }
    @Test("Docs/Operations.md:175") func operationsLine175() async throws {
        guard #available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *) else { return }
        try await CadenceDocumentationTests.operationsLine175()
    }
    @Test("Docs/Operations.md:213") func operationsLine213() async throws {
        guard #available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *) else { return }
        try await CadenceDocumentationTests.operationsLine213()
    }
    @Test("Docs/Operations.md:315") func operationsLine315() async throws {
        guard #available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *) else { return }
        try await CadenceDocumentationTests.operationsLine315()
    }
    @Test("Docs/Operations.md:445") func operationsLine445() async throws {
        guard #available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *) else { return }
        try await CadenceDocumentationTests.operationsLine445()
    }
    @Test("Docs/Operations.md:552") func operationsLine552() async throws {
        guard #available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *) else { return }
        try await CadenceDocumentationTests.operationsLine552()
    }
    @Test("Docs/Operations.md:764") func operationsLine764() async throws {
        guard #available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *) else { return }
        try await CadenceDocumentationTests.operationsLine764()
    }
    @Test("Docs/Operations.md:845") func operationsLine845() async throws {
        guard #available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *) else { return }
        try await CadenceDocumentationTests.operationsLine845()
    }
    @Test("Docs/Operations.md:1003") func operationsLine1003() async throws {
        guard #available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *) else { return }
        try await CadenceDocumentationTests.operationsLine1003()
    }
    @Test("Docs/Operations.md:1109") func operationsLine1109() async throws {
        guard #available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *) else { return }
        try await CadenceDocumentationTests.operationsLine1109()
    }
    // "Docs/Operations.md:1175": compiled, not run (operationsLine1175).
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
    @Test("Docs/Testing.md:553") func testingLine553() async throws {
        guard #available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *) else { return }
        try await CadenceDocumentationTests.testingLine553()
    }
    @Test("Docs/Testing.md:572") func testingLine572() async throws {
        guard #available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *) else { return }
        try await CadenceDocumentationTests.testingLine572()
    }
    @Test("Docs/Testing.md:618") func testingLine618() async throws {
        guard #available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *) else { return }
        try await CadenceDocumentationTests.testingLine618()
    }
    @Test("Docs/Testing.md:679") func testingLine679() async throws {
        guard #available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *) else { return }
        try await CadenceDocumentationTests.testingLine679()
    }
    @Test("Docs/Testing.md:738") func testingLine738() async throws {
        guard #available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *) else { return }
        try await CadenceDocumentationTests.testingLine738()
    }
    @Test("Docs/Testing.md:833") func testingLine833() async throws {
        guard #available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *) else { return }
        try await CadenceDocumentationTests.testingLine833()
    }
    @Test("Docs/Testing.md:864") func testingLine864() async throws {
        guard #available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *) else { return }
        try await CadenceDocumentationTests.testingLine864()
    }
    @Test("Docs/Testing.md:906") func testingLine906() async throws {
        guard #available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *) else { return }
        try await CadenceDocumentationTests.testingLine906()
    }
    @Test("Docs/Testing.md:931") func testingLine931() async throws {
        guard #available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *) else { return }
        try await CadenceDocumentationTests.testingLine931()
    }
    @Test("Docs/Testing.md:959") func testingLine959() async throws {
        guard #available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *) else { return }
        try await CadenceDocumentationTests.testingLine959()
    }
    @Test("Docs/Testing.md:1027") func testingLine1027() async throws {
        guard #available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *) else { return }
        try await CadenceDocumentationTests.testingLine1027()
    }
    @Test("Docs/Testing.md:1067") func testingLine1067() async throws {
        guard #available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *) else { return }
        try await CadenceDocumentationTests.testingLine1067()
    }
    @Test("Docs/Testing.md:1106") func testingLine1106() async throws {
        guard #available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *) else { return }
        try await CadenceDocumentationTests.testingLine1106()
    }
    @Test("Docs/Timing.md:17") func timingLine17() async throws {
        guard #available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *) else { return }
        try await CadenceDocumentationTests.timingLine17()
    }
}
