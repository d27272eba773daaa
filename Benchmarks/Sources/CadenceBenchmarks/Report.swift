import Foundation

/// The table for people and the JSON for tools.
struct Report {
    var figures: [Figure] = []
    let margin: Double

    func verdict(_ figure: Figure) -> String {
        switch figure.target {
        case .none: return "info"
        default:
            if figure.target.isMet(by: figure.value) { return "PASS" }
            return figure.target.isMissedBeyond(margin, by: figure.value) ? "MISS" : "MISS (within noise)"
        }
    }

    var failures: [Figure] {
        figures.filter { $0.target.isMissedBeyond(margin, by: $0.value) }
    }

    func table() -> String {
        let header = ["benchmark", "figure", "target", "verdict", "measured"]
        let rows = figures.map { figure in
            ["\(figure.group): \(figure.name)", "\(format(figure.value)) \(figure.unit)",
             figure.target.text == "—" ? "—" : "\(figure.target.text) \(figure.unit)", verdict(figure), figure.detail]
        }
        var widths = header.map(\.count)
        for row in rows {
            for (index, cell) in row.enumerated() { widths[index] = max(widths[index], cell.count) }
        }
        func line(_ cells: [String]) -> String {
            cells.enumerated().map { index, cell in
                index == cells.count - 1 ? cell : cell.padding(toLength: widths[index], withPad: " ", startingAt: 0)
            }.joined(separator: "  ")
        }
        var lines = [line(header), line(widths.map { String(repeating: "-", count: $0) })]
        lines += rows.map(line)
        return lines.joined(separator: "\n")
    }

    func json(mode: String) throws -> Data {
        var entries: [[String: Any]] = []
        for figure in figures {
            var entry: [String: Any] = [
                "group": figure.group, "name": figure.name, "value": figure.value, "unit": figure.unit,
                "verdict": verdict(figure), "detail": figure.detail,
            ]
            switch figure.target {
            case .none: break
            case .atMost(let limit): entry["target"] = ["atMost": limit]
            case .atLeast(let limit): entry["target"] = ["atLeast": limit]
            }
            entries.append(entry)
        }
        let document: [String: Any] = [
            "schemaVersion": 1, "mode": mode, "noiseMargin": margin,
            "date": ISO8601DateFormatter().string(from: Date()),
            "processors": ProcessInfo.processInfo.activeProcessorCount,
            "figures": entries,
        ]
        return try JSONSerialization.data(withJSONObject: document, options: [.prettyPrinted, .sortedKeys])
    }
}
