/// Keeps a refusal's length and cost linear in the file: of each kind of
/// problem that a file can repeat by the thousand (unknown and duplicate ids,
/// unknown key paths and timeline labels, cycles, dependencies across a group's edge,
/// unknown and duplicate categories), the first ``shown`` are written out, with
/// their suggestions, and the rest only counted, in one line after them:
/// `… and 9,990 more unknown operation ids`.
final class ProblemLimits {
    /// How many problems of one kind are written out.
    static let shown = 10

    /// A kind of problem, named as the closing line counts it.
    enum Kind: String {
        case unknownLayer = "unknown layer ids"
        case unknownOperation = "unknown operation ids"
        case unknownKeyPath = "unknown key paths"
        case unknownLabel = "unknown timeline labels"
        case duplicateLayer = "duplicate layer ids"
        case duplicateOperation = "duplicate operation ids"
        case cycle = "dependency cycles"
        case crossedGroup = "dependencies across a group's edge"
        case unknownCategory = "unknown categories"
        case duplicateCategory = "duplicate categories"
    }

    private var counts: [Kind: Int] = [:]
    /// Where each kind's closing line goes: after its last problem written out.
    private var closingLines: [Kind: Int] = [:]

    /// Counts a problem of `kind`; true when it is to be written out, as
    /// problem number `written` (counting from 0) of the whole list.
    func admit(_ kind: Kind, written: Int) -> Bool {
        let count = counts[kind, default: 0] + 1
        counts[kind] = count
        guard count <= Self.shown else { return false }
        closingLines[kind] = written + 1
        return true
    }

    /// `problems` with a closing line after the last one written out of each
    /// kind that had more.
    func closing(_ problems: [String]) -> [String] {
        var problems = problems
        let lines = closingLines.compactMap { kind, index -> (index: Int, line: String)? in
            let more = counts[kind, default: 0] - Self.shown
            guard more > 0 else { return nil }
            return (index, "… and \(EchoedText.count(more)) more \(kind.rawValue)")
        }
        for (index, line) in lines.sorted(by: { $0.index > $1.index }) {
            problems.insert(line, at: min(index, problems.count))
        }
        return problems
    }
}
