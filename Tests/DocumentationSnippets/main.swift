// Writes Tests/CadenceDocumentationTests/Generated/ from the README's and
// Docs/' Swift snippets: `swift run DocumentationSnippets`. Run it after
// changing a page; DocumentationSnippetTests fails until you do.
import Foundation

do {
    let files = try DocumentationPages.files()
    let folder = DocumentationPages.generated
    let manager = FileManager.default
    try manager.createDirectory(at: folder, withIntermediateDirectories: true)
    for stale in try manager.contentsOfDirectory(atPath: folder.path) where !files.contains(where: { $0.name == stale }) {
        try manager.removeItem(at: folder.appendingPathComponent(stale))
    }
    for file in files {
        try Data(file.text.utf8).write(to: folder.appendingPathComponent(file.name))
    }
    print("wrote \(files.count) files to \(folder.path)")
} catch {
    FileHandle.standardError.write(Data("error: \(error)\n".utf8))
    exit(1)
}
