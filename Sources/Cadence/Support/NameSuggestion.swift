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
    /// - Complexity: O(*c* + min(*n*, *m*)) for candidates of *c* characters
    ///   in all, the longest of *m*, and a typed name of *n*: a name more than 3
    ///   characters longer than every candidate is answered nil without being
    ///   read further, a candidate whose length differs by more than the
    ///   allowed distance is passed over, and the distance is computed only
    ///   within that band, so a name of a million characters costs no more
    ///   than the candidates themselves.
    public static func nearest(to name: String, in names: some Sequence<String>) -> String? {
        let candidates = names.map { (name: $0, length: $0.count) }
        guard let longest = candidates.map(\.length).max() else { return nil }
        // At most 3 edits: a typed name longer than the longest candidate by
        // more than that has no candidate near it, however long it is.
        let typed = Array(name.prefix(longest + 4).lowercased())
        guard typed.count <= longest + 3 else { return nil }
        let limit = min(3, max(1, typed.count / 3))
        var best: (name: String, distance: Int)?
        for candidate in candidates where abs(candidate.length - typed.count) <= limit {
            guard let distance = editDistance(typed, Array(candidate.name.lowercased()), limit: limit),
                distance < (best?.distance ?? .max)
            else { continue }
            best = (candidate.name, distance)
        }
        return best?.name
    }

    /// The optimal-string-alignment distance between `a` and `b` when it is at
    /// most `limit`, else nil: only the cells within `limit` of the diagonal
    /// are computed, and the computation stops once a whole row is past it.
    private static func editDistance(_ a: [Character], _ b: [Character], limit: Int) -> Int? {
        let (n, m) = (a.count, b.count)
        guard abs(n - m) <= limit else { return nil }
        if n == 0 || m == 0 { return max(n, m) }
        let far = limit + 1
        var previous2 = [Int](repeating: far, count: m + 1)
        var previous = [Int](repeating: far, count: m + 1)
        var current = [Int](repeating: far, count: m + 1)
        for j in 0...min(m, limit) { previous[j] = j }
        for i in 1...n {
            let low = max(1, i - limit)
            let high = min(m, i + limit)
            current[0] = i <= limit ? i : far
            if low > 1 { current[low - 1] = far }
            var rowMinimum = low == 1 ? current[0] : far
            if low <= high {
                for j in low...high {
                    let cost = a[i - 1] == b[j - 1] ? 0 : 1
                    var value = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
                    if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                        value = min(value, previous2[j - 2] + 1)
                    }
                    current[j] = min(value, far)
                    rowMinimum = min(rowMinimum, current[j])
                }
            }
            if high < m { current[high + 1] = far }
            if rowMinimum > limit { return nil }
            (previous2, previous, current) = (previous, current, previous2)
        }
        return previous[m] <= limit ? previous[m] : nil
    }
}
