/// Names for the numbers of a sampled compound value, for chart legends and
/// counter tracks.
enum ComponentNames {
    /// The names of `count` components of `column` (`LAYERID.KEYPATH`), guessed
    /// from the key path's last part as the scenario format encodes values:
    ///
    /// | count | key path ends with | names |
    /// |---|---|---|
    /// | 1 | anything | `value` |
    /// | 2 | `size` (any case) | `width`, `height` |
    /// | 2 | anything else (a point) | `x`, `y` |
    /// | 4 | `color` (any case) | `red`, `green`, `blue`, `alpha` |
    /// | 4 | anything else (a rect) | `x`, `y`, `width`, `height` |
    /// | 16 | anything (a transform, row-major) | `m11` … `m44` |
    /// | other | anything | `[0]`, `[1]`, … |
    static func names(column: String, count: Int) -> [String] {
        let last = (column.split(separator: ".").last.map(String.init) ?? column).lowercased()
        switch count {
        case 1: return ["value"]
        case 2: return last.hasSuffix("size") ? ["width", "height"] : ["x", "y"]
        case 4: return last.hasSuffix("color") ? ["red", "green", "blue", "alpha"] : ["x", "y", "width", "height"]
        case 16: return (1...4).flatMap { row in (1...4).map { "m\(row)\($0)" } }
        default: return (0..<count).map { "[\($0)]" }
        }
    }
}
