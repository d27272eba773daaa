import CadenceTesting

extension SVGChart {
    /// Where a lane label at `depth` groups down begins, set left.
    static func labelX(depth: Int) -> Double {
        16 + Layout.indent * Double(depth)
    }

    /// The lanes of `spans` a group's children take, by the group's lane:
    /// from the group's own lane through its last descendant's, and its
    /// direct children's lanes.
    static func groupLanes(_ spans: [OperationSpan]) -> [(group: Int, last: Int, children: [Int])] {
        var result: [(group: Int, last: Int, children: [Int])] = []
        for (lane, span) in spans.enumerated() {
            var last = lane
            var children: [Int] = []
            while last + 1 < spans.count, spans[last + 1].depth > span.depth {
                last += 1
                if spans[last].group == span.name { children.append(last) }
            }
            if !children.isEmpty { result.append((lane, last, children)) }
        }
        return result
    }

    /// Lines from each group's label down to its children's, as in a tree.
    static func drawGroupGuides(_ spans: [OperationSpan], layout: Layout, into svg: inout SVGBuilder) {
        for (group, _, children) in groupLanes(spans) {
            let x = labelX(depth: spans[group].depth) + 3
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
    static func drawGroupExtents(_ spans: [OperationSpan], layout: Layout, into svg: inout SVGBuilder) {
        for (group, last, _) in groupLanes(spans) {
            let span = spans[group]
            guard let started = span.started else { continue }
            let end = min(span.finished ?? layout.end, layout.end)
            let top = layout.laneTop(group) + 2
            svg.element("rect", [
                "class": "group-extent", "x": .number(layout.x(started)), "y": .number(top),
                "width": .number(max(layout.x(end) - layout.x(started), 1)),
                "height": .number(layout.laneTop(last) + layout.laneHeight - 2 - top),
            ], title: "group \(span.name): its children run inside it, from \(ValueTable.format(started)) s to \(ValueTable.format(end)) s")
        }
    }
}
