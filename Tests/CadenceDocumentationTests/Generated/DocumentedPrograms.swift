// Generated from the documentation by DocumentationSnippetTests: do not edit.
// After changing a page: swift run DocumentationSnippets
import Testing

/// Every program of the README and `Docs/`, run as a user would run it,
/// and checked against what its page says it prints.
@Suite struct DocumentedPrograms {
    @Test("README.md:41") func readmeLine41() async throws {
        guard #available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *) else { return }
        try await CadenceDocumentationTests.readmeLine41()
    }
    @Test("README.md:142") func readmeLine142() async throws {
        guard #available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *) else { return }
        try await CadenceDocumentationTests.readmeLine142()
    }
    @Test("Docs/Animations.md:11") func animationsLine11() async throws {
        guard #available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *) else { return }
        try await CadenceDocumentationTests.animationsLine11()
    }
    @Test("Docs/Animator.md:15") func animatorLine15() async throws {
        guard #available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *) else { return }
        try await CadenceDocumentationTests.animatorLine15()
    }
    @Test("Docs/AsyncAwait.md:11") func asyncAwaitLine11() async throws {
        guard #available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *) else { return }
        try await CadenceDocumentationTests.asyncAwaitLine11()
    }
    @Test("Docs/AsyncAwait.md:94") func asyncAwaitLine94() async throws {
        guard #available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *) else { return }
        try await CadenceDocumentationTests.asyncAwaitLine94()
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
    @Test("Docs/CommandLine.md:442") func commandLineLine442() async throws {
        guard #available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *) else { return }
        try await CadenceDocumentationTests.commandLineLine442()
    }
    @Test("Docs/Jitter.md:210") func jitterLine210() async throws {
        guard #available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *) else { return }
        try await CadenceDocumentationTests.jitterLine210()
    }
    @Test("Docs/Operations.md:25") func operationsLine25() async throws {
        guard #available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *) else { return }
        try await CadenceDocumentationTests.operationsLine25()
    }
    @Test("Docs/Operations.md:147") func operationsLine147() async throws {
        guard #available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *) else { return }
        try await CadenceDocumentationTests.operationsLine147()
    }
    @Test("Docs/Operations.md:185") func operationsLine185() async throws {
        guard #available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *) else { return }
        try await CadenceDocumentationTests.operationsLine185()
    }
    @Test("Docs/Operations.md:269") func operationsLine269() async throws {
        guard #available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *) else { return }
        try await CadenceDocumentationTests.operationsLine269()
    }
    @Test("Docs/Operations.md:346") func operationsLine346() async throws {
        guard #available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *) else { return }
        try await CadenceDocumentationTests.operationsLine346()
    }
    @Test("Docs/Operations.md:524") func operationsLine524() async throws {
        guard #available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *) else { return }
        try await CadenceDocumentationTests.operationsLine524()
    }
    @Test("Docs/Operations.md:630") func operationsLine630() async throws {
        guard #available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *) else { return }
        try await CadenceDocumentationTests.operationsLine630()
    }
    // "Docs/Operations.md:696": compiled, not run (operationsLine696).
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
    @Test("Docs/Testing.md:373") func testingLine373() async throws {
        guard #available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *) else { return }
        try await CadenceDocumentationTests.testingLine373()
    }
    @Test("Docs/Testing.md:455") func testingLine455() async throws {
        guard #available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *) else { return }
        try await CadenceDocumentationTests.testingLine455()
    }
    @Test("Docs/Testing.md:507") func testingLine507() async throws {
        guard #available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *) else { return }
        try await CadenceDocumentationTests.testingLine507()
    }
    @Test("Docs/Testing.md:526") func testingLine526() async throws {
        guard #available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *) else { return }
        try await CadenceDocumentationTests.testingLine526()
    }
    @Test("Docs/Testing.md:570") func testingLine570() async throws {
        guard #available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *) else { return }
        try await CadenceDocumentationTests.testingLine570()
    }
    @Test("Docs/Testing.md:629") func testingLine629() async throws {
        guard #available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *) else { return }
        try await CadenceDocumentationTests.testingLine629()
    }
    @Test("Docs/Testing.md:724") func testingLine724() async throws {
        guard #available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *) else { return }
        try await CadenceDocumentationTests.testingLine724()
    }
    @Test("Docs/Testing.md:755") func testingLine755() async throws {
        guard #available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *) else { return }
        try await CadenceDocumentationTests.testingLine755()
    }
    @Test("Docs/Testing.md:797") func testingLine797() async throws {
        guard #available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *) else { return }
        try await CadenceDocumentationTests.testingLine797()
    }
    @Test("Docs/Testing.md:822") func testingLine822() async throws {
        guard #available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *) else { return }
        try await CadenceDocumentationTests.testingLine822()
    }
    @Test("Docs/Testing.md:850") func testingLine850() async throws {
        guard #available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *) else { return }
        try await CadenceDocumentationTests.testingLine850()
    }
    @Test("Docs/Testing.md:918") func testingLine918() async throws {
        guard #available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *) else { return }
        try await CadenceDocumentationTests.testingLine918()
    }
    @Test("Docs/Testing.md:958") func testingLine958() async throws {
        guard #available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *) else { return }
        try await CadenceDocumentationTests.testingLine958()
    }
    @Test("Docs/Testing.md:997") func testingLine997() async throws {
        guard #available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *) else { return }
        try await CadenceDocumentationTests.testingLine997()
    }
    @Test("Docs/Timing.md:17") func timingLine17() async throws {
        guard #available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *) else { return }
        try await CadenceDocumentationTests.timingLine17()
    }
}
