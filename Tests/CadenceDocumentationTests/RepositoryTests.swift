import DocumentationSnippets
import Foundation
import Testing

/// What a new user meets first: the README's two commands, a licence, and
/// links that lead somewhere inside the repository.
@Suite struct RepositoryTests {
    static let root = DocumentationPages.root

    @Test func readmeOpensWithTheTwoCommands() throws {
        let readme = try DocumentationPages.text(of: "README.md")
        let block = readme.components(separatedBy: "```sh\n").dropFirst().first?.components(separatedBy: "```").first
        let commands = block?.split(separator: "\n").map { $0.split(separator: "#")[0].trimmingCharacters(in: " ") }
        #expect(commands == ["swift run cadence demo", "swift test"])
    }

    /// Apache 2.0 with the Runtime Library Exception, named in the README.
    @Test func theLicenceIsThereAndNamed() throws {
        let licence = try DocumentationPages.text(of: "LICENSE.txt")
        #expect(licence.contains("Apache License\n                           Version 2.0, January 2004"))
        #expect(licence.contains("## Runtime Library Exception to the Apache 2.0 License: ##"))
        #expect(try DocumentationPages.text(of: "README.md").contains("[`LICENSE.txt`](LICENSE.txt)"))
    }

    /// Every relative link of the README and `Docs/` names a file of the
    /// repository: none leads outside it, none is broken.
    @Test func relativeLinksResolveInsideTheRepository() throws {
        let top = Self.root.standardizedFileURL.path
        for page in DocumentationPages.pages() {
            let folder = Self.root.appendingPathComponent(page).deletingLastPathComponent()
            for target in Self.links(in: try DocumentationPages.text(of: page)) where !target.contains("://") {
                let path = String(target.split(separator: "#", omittingEmptySubsequences: false)[0])
                guard !path.isEmpty else { continue }  // a link within the page
                let resolved = folder.appendingPathComponent(path).standardizedFileURL.path
                #expect(resolved.hasPrefix(top + "/"), "\(page): \(target) leads outside the repository")
                #expect(FileManager.default.fileExists(atPath: resolved), "\(page): \(target) does not exist")
            }
        }
    }

    /// The targets of `[text](target)` links, outside code blocks.
    static func links(in markdown: String) -> [String] {
        var targets: [String] = []
        var inCode = false
        for line in markdown.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasPrefix("```") { inCode.toggle() }
            guard !inCode else { continue }
            var rest = line[...]
            while let open = rest.range(of: "](") {
                rest = rest[open.upperBound...]
                guard let close = rest.firstIndex(of: ")") else { break }
                targets.append(String(rest[..<close]))
                rest = rest[close...]
            }
        }
        return targets
    }

    @Test func linksAreFoundOutsideCode() {
        let page = "See [a](A.md) and [b](../B.md#part).\n```swift\nlet x = [1](2)\n```\n[c](#here)"
        #expect(Self.links(in: page) == ["A.md", "../B.md#part", "#here"])
    }
}
