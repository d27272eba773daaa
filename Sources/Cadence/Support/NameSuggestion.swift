/// Finds the name someone probably meant when they named something that is
/// not there: the nearest known name by edit distance, if it is near enough.
///
/// Cadence suggests names this way in its errors (an unknown key path or
/// timing-function name), and so can code built on it, such as a test
/// fixture's checks or a scenario reader, so a typo is answered alike everywhere.
public enum NameSuggestion {
    /// The name in `names` nearest to `name`, when one is close enough to be a
    /// likely typo.
    ///
    /// Distance is the optimal-string-alignment edit distance (insertions,
    /// deletions, substitutions and swaps of neighbours each cost 1), ignoring
    /// case. A name is suggested when it is at most a third of the typed name's
    /// length away (at least 1, at most 3 edits); ties go to the earlier name.
    ///
    /// ```swift
    /// NameSuggestion.nearest(to: "rigth", in: ["right", "down"])  // "right"
    /// NameSuggestion.nearest(to: "up", in: ["right", "down"])     // nil
    /// ```
    ///
    /// - Complexity: O(n · m) for each name, n and m being the lengths compared.
    public static func nearest(to name: String, in names: some Sequence<String>) -> String? {
        let typed = Array(name.lowercased())
        let limit = min(3, max(1, typed.count / 3))
        var best: (name: String, distance: Int)?
        for candidate in names {
            let distance = editDistance(typed, Array(candidate.lowercased()))
            if distance <= limit, distance < (best?.distance ?? .max) {
                best = (candidate, distance)
            }
        }
        return best?.name
    }

    /// The optimal-string-alignment distance between `a` and `b`.
    private static func editDistance(_ a: [Character], _ b: [Character]) -> Int {
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var previous2 = [Int](repeating: 0, count: b.count + 1)
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    current[j] = min(current[j], previous2[j - 2] + 1)
                }
            }
            (previous2, previous, current) = (previous, current, previous2)
        }
        return previous[b.count]
    }
}
