import Foundation

/// A new, empty directory of its own under the system's temporary
/// directory, removed with everything in it when the value goes away.
final class TemporaryDirectory {
    let path: String

    init() throws {
        path = (NSTemporaryDirectory() as NSString).appendingPathComponent("cadence-tests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: false)
    }

    deinit {
        try? FileManager.default.removeItem(atPath: path)
    }

    /// The path of `name` in the directory.
    func file(_ name: String) -> String { (path as NSString).appendingPathComponent(name) }

    /// Writes `data` to `name` in the directory and returns its path.
    @discardableResult
    func write(_ data: Data, to name: String) throws -> String {
        let path = file(name)
        try data.write(to: URL(fileURLWithPath: path))
        return path
    }
}
