import CadenceTesting

extension SVGChart {
    /// Where a lane label at `depth` groups down begins, set left.
    static func labelX(depth: Int) -> Double {
        16 + Layout.indent * Double(depth)
    }

    /// The lanes of `rows` a group's children take, by the group's lane:
    /// from the group's own lane through its last descendant's, and its
    /// direct children's lanes.
    static func groupLanes(_ rows: [OperationRows.Row]) -> [(group: Int, last: Int, children: [Int])] {
        var result: [(group: Int, last: Int, children: [Int])] = []
        for (lane, row) in rows.enumerated() {
            var last = lane
            var children: [Int] = []
            while last + 1 < rows.count, rows[last + 1].depth > row.depth {
                last += 1
                if rows[last].group == row.name { children.append(last) }
            }
            if !children.isEmpty { result.append((lane, last, children)) }
        }
        return result
    }

    /// Lines from each group's label down to its children's, as in a tree.
    static func drawGroupGuides(_ rows: [OperationRows.Row], layout: Layout, into svg: inout SVGBuilder) {
        for (group, _, children) in groupLanes(rows) {
            let x = labelX(depth: rows[group].depth) + 3
            let middles = children.map { layout.laneTop($0) + layout.laneHeight / 2 }
            let points = [(x, layout.laneTop(group) + 20)] + [(x, middles[middles.count - 1])]
            svg.element("line", ["class": "group-guide", "x1": .number(points[0].0), "y1": .number(points[0].1),
                                 "x2": .number(points[1].0), "y2": .number(points[1].1)])
            for middle in middles {
                svg.element("line", ["class": "group-guide", "x1": .number(x), "y1": .number(middle),
                                     "x2": .number(x + Layout.indent - 4), "y2": .number(middle)])
            }
        }
    }

    /// Behind the bars, each group's run as a box around its own lane and its
    /// children's: the children run inside it.
    static func drawGroupExtents(_ rows: [OperationRows.Row], layout: Layout, into svg: inout SVGBuilder) {
        for (group, last, _) in groupLanes(rows) {
            let row = rows[group]
            guard let started = row.started else { continue }
            let end = min(row.finished ?? layout.end, layout.end)
            let top = layout.laneTop(group) + 2
            svg.element("rect", [
                "class": "group-extent", "x": .number(layout.x(started)), "y": .number(top),
                "width": .number(max(layout.x(end) - layout.x(started), 1)),
                "height": .number(layout.laneTop(last) + layout.laneHeight - 2 - top),
            ], title: "group \(row.name): its children run inside it, from \(ValueTable.format(started)) s to \(ValueTable.format(end)) s")
        }
    }
}
