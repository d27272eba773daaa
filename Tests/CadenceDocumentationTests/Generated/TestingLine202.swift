// Generated from the documentation by DocumentationSnippetTests: do not edit.
// After changing a page: swift run DocumentationSnippets
import Testing

#sourceLocation(file: "Docs/Testing.md", line: 202)


func expectFixture(_ check: () throws -> Void, sourceLocation: SourceLocation = #_sourceLocation) {
    do {
        try check()
    } catch {
        Issue.record("\(error)", sourceLocation: sourceLocation)
    }
}
#sourceLocation()

