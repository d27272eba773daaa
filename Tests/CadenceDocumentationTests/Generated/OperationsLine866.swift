// Generated from the documentation by DocumentationSnippetTests: do not edit.
// After changing a page: swift run DocumentationSnippets
import Cadence

/// Docs/Operations.md, from line 866.
@available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *)
func operationsLine866() async throws {
#sourceLocation(file: "Docs/Operations.md", line: 866)


let clock = VirtualClock()
let compositor = Compositor(clock: clock)
let loop = compositor.mainLoop
let queue = AnimationQueue(mainLoop: loop)

// The text arrives 1.5 s after fetch starts, handed over by clock work as a
// network callback would be.
let fetch = ResultOperation<Void, String>(on: loop, completingLater: { _, complete in
    _ = clock.schedule(at: clock.currentTime + 1.5) { complete(.success("3 5 8")) }
})
let parse = ResultOperation(input: fetch, on: loop) { (text: String) in
    text.split(separator: " ").compactMap { Int($0) }
}
let total = ResultOperation<Int, String>(on: loop) { "total \($0)" }
total.injectInput(from: parse) { $0.reduce(0, +) }
try queue.addOperations([fetch, parse, total])
print(parse.output as Any)             // nil: it has not run yet

let waiter = Task { try await total.output() }
try queue.waitUntilAllOperationsAreFinished()
print(clock.currentTime, parse.output!, try await waiter.value)
#sourceLocation()
    try snippetOutput.check(printed: "nil\n1.5 [3, 5, 8] total 16\n", at: "Docs/Operations.md:892")
#sourceLocation(file: "Docs/Operations.md", line: 911)
let slow = ResultOperation<Void, String>(on: loop, completingLater: { _, _ in })
slow.name = "slow"
let count = ResultOperation(input: slow, on: loop) { $0.count }
try queue.addOperations([slow, count])
try clock.advance(by: 0.5)
slow.cancel()
try queue.waitUntilAllOperationsAreFinished()
if case .failed(let error) = count.result { print(error) }
print(count.output as Any)
#sourceLocation()
    try snippetOutput.check(printed: "input: expected a dependency that completed with an output, got 'slow' was cancelled\nnil\n", at: "Docs/Operations.md:923")
    // Nothing printed that the page does not show.
    try snippetOutput.check(printed: "", at: "Docs/Operations.md:920")
}

private let snippetOutput = SnippetOutput()

private func print(_ items: Any..., separator: String = " ", terminator: String = "\n") {
    snippetOutput.print(items, separator: separator, terminator: terminator)
}
