import Foundation

/// A headless Chromium that opens a page and prints its DOM after the page's
/// scripts ran (`--dump-dom`): what `PlayerBrowserTests` reads the HTML
/// player's drawn values from, without a screenshot.
struct HeadlessChromium: Sendable {
    /// The browser's executable.
    let executable: String

    /// How long one page may take before the browser is stopped.
    static let timeout = 90.0

    /// `chromium` on the `PATH`, else `chromium-browser`; nil if neither is there.
    static func find() -> HeadlessChromium? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/local/bin:/usr/bin:/bin"
        for name in ["chromium", "chromium-browser"] {
            for folder in path.split(separator: ":") where !folder.isEmpty {
                let candidate = (String(folder) as NSString).appendingPathComponent(name)
                if FileManager.default.isExecutableFile(atPath: candidate) { return HeadlessChromium(executable: candidate) }
            }
        }
        return nil
    }

    /// The DOM of `url` once its scripts ran. `scratch` names the files beside
    /// it: `scratch.dom` (the output), `scratch.log` (the browser's messages) and
    /// `scratch-profile/` (a profile of its own, so browsers can run at once).
    func dumpDOM(_ url: String, scratch: String) async throws -> String {
        let output = scratch + ".dom", log = scratch + ".log"
        for file in [output, log] where !FileManager.default.createFile(atPath: file, contents: nil) {
            throw BrowserError("cannot create \(file)")
        }
        let outputHandle = try FileHandle(forWritingTo: URL(fileURLWithPath: output))
        let logHandle = try FileHandle(forWritingTo: URL(fileURLWithPath: log))
        defer {
            try? outputHandle.close()
            try? logHandle.close()
        }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = [
            "--headless", "--no-sandbox", "--disable-gpu", "--virtual-time-budget=2000",
            "--user-data-dir=\(scratch)-profile", "--no-first-run", "--dump-dom", url,
        ]
        process.standardOutput = outputHandle
        process.standardError = logHandle
        process.standardInput = FileHandle.nullDevice
        let status: Int32 = try await withCheckedThrowingContinuation { continuation in
            process.terminationHandler = { continuation.resume(returning: $0.terminationStatus) }
            do {
                try process.run()
            } catch {
                process.terminationHandler = nil
                continuation.resume(throwing: error)
                return
            }
            let running = RunningProcess(process)
            DispatchQueue.global().asyncAfter(deadline: .now() + Self.timeout) { running.stop() }
        }
        let dom = String(decoding: try Data(contentsOf: URL(fileURLWithPath: output)), as: UTF8.self)
        guard status == 0, !dom.isEmpty else {
            let messages = (try? String(contentsOfFile: log, encoding: .utf8)) ?? ""
            throw BrowserError(
                "\(executable) --dump-dom '\(url)' exited with status \(status) after \(dom.utf8.count) bytes"
                    + " (stopped after \(Int(Self.timeout)) s if it took longer):\n\(messages.suffix(2000))")
        }
        return dom
    }
}

/// A browser process the timeout may stop from another thread.
private final class RunningProcess: @unchecked Sendable {
    private let process: Process

    init(_ process: Process) { self.process = process }

    func stop() {
        if process.isRunning { process.terminate() }
    }
}

/// Why the browser gave no page.
struct BrowserError: Error, CustomStringConvertible {
    let description: String

    init(_ description: String) { self.description = description }
}

/// What the HTML player wrote into its DOM after drawing a frame: the
/// attributes of `<html>` and of each `[data-layer]` element.
struct DrawnPage {
    /// `<html>`'s attributes (`data-time`, `data-frame`, `data-playing`, …).
    let root: [String: String]
    /// Each layer element's attributes, by its `data-layer` name, in page order.
    let layers: [(name: String, attributes: [String: String])]

    init(dom: String) {
        root = Self.openingTags(in: dom, element: "html").first ?? [:]
        layers = Self.openingTags(in: dom, element: "div").compactMap { attributes in
            guard let name = attributes["data-layer"] else { return nil }
            return (name, attributes)
        }
    }

    /// The attributes of every opening tag of `element` in `html`.
    static func openingTags(in html: String, element: String) -> [[String: String]] {
        var tags: [[String: String]] = []
        var rest = html[...]
        let opening = "<\(element)"
        while let start = rest.range(of: opening) {
            rest = rest[start.upperBound...]
            guard let next = rest.first, next == " " || next == ">" || next == "\n" else { continue }
            guard let end = rest.firstIndex(of: ">") else { break }
            tags.append(attributes(in: rest[..<end]))
            rest = rest[end...]
        }
        return tags
    }

    /// `name="value"` pairs, with the serializer's entities decoded.
    private static func attributes(in tag: Substring) -> [String: String] {
        var attributes: [String: String] = [:]
        var rest = tag
        while let equals = rest.range(of: "=\"") {
            let name = rest[..<equals.lowerBound].split(whereSeparator: { $0 == " " || $0 == "\n" }).last.map(String.init) ?? ""
            let valueStart = equals.upperBound
            guard let close = rest[valueStart...].firstIndex(of: "\"") else { break }
            attributes[name] = unescape(String(rest[valueStart..<close]))
            rest = rest[rest.index(after: close)...]
        }
        return attributes
    }

    private static func unescape(_ text: String) -> String {
        text.replacingOccurrences(of: "&quot;", with: "\"").replacingOccurrences(of: "&lt;", with: "<")
            .replacingOccurrences(of: "&gt;", with: ">").replacingOccurrences(of: "&nbsp;", with: "\u{A0}")
            .replacingOccurrences(of: "&amp;", with: "&")
    }
}
