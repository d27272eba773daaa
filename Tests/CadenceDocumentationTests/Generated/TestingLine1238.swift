// Generated from the documentation by DocumentationSnippetTests: do not edit.
// After changing a page: swift run DocumentationSnippets
import Cadence
import CadenceTesting

#sourceLocation(file: "Docs/Testing.md", line: 1238)



@available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
@FixtureActor final class CardPresenter {
    private(set) var steps: [String] = []

    func present(_ card: Layer, on fixture: TestFixture) async throws {
        steps.append("slide in @\(fixture.now)")
        try await fixture.queue.run(AnimationOperation(layer: card, animation: BasicAnimation(keyPath: .positionX, to: 100, duration: 0.25)))
        steps.append("hold @\(fixture.now)")
        try await fixture.clock.sleep(for: .seconds(1))
        steps.append("fade out @\(fixture.now)")
        try await fixture.queue.run(AnimationOperation(layer: card, animation: BasicAnimation(keyPath: .opacity, to: 0, duration: 0.5)))
        steps.append("done @\(fixture.now)")
    }
}
#sourceLocation()

/// Docs/Testing.md, from line 1238.
@available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *)
func testingLine1238() async throws {
#sourceLocation(file: "Docs/Testing.md", line: 1263)
guard #available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *) else { return }
let fixture = TestFixture()
try fixture.bindFixtureActor()
defer { fixture.unbindFixtureActor() }
let card = fixture.addLayer(named: "card")
let presenter = CardPresenter()
fixture.task { try await presenter.present(card, on: fixture) }
try fixture.runUntilIdle()
let steps = try fixture.run { await presenter.steps }
print(steps)
#sourceLocation()
    try snippetOutput.check(printed: "[\"slide in @0.0\", \"hold @0.25\", \"fade out @1.25\", \"done @1.75\"]\n", at: "Docs/Testing.md:1276")
    // Nothing printed that the page does not show.
    try snippetOutput.check(printed: "", at: "Docs/Testing.md:1273")
}

private let snippetOutput = SnippetOutput()

private func print(_ items: Any..., separator: String = " ", terminator: String = "\n") {
    snippetOutput.print(items, separator: separator, terminator: terminator)
}
