import CadenceTesting
import Foundation

/// Seeded random scenario files that mix what a scenario can do at once:
/// animations, waits and scripted tasks; groups (nested, in sequence, of a
/// chosen width), timelines (with groups and staggers on a grid or in a
/// seeded order among their entries), retries; dependencies, conditions and exclusive
/// categories; timeouts; and events that cancel (at 0 too), cancel all,
/// pause and resume layers, and stall the main loop.
///
/// Every file it writes can end by itself: nothing repeats for ever, every
/// pause is resumed, and there is no `until`. `check` may still refuse one
/// (categories held crosswise), which the invariants allow.
struct RandomScenario {
    private var random: SplitMix64
    private var count = 0
    /// Every operation id written, with its timeout and whether it has conditions.
    private(set) var operations: [(id: String, timeout: Double?, hasConditions: Bool)] = []
    /// The stalls written: when each is asked for, and for how long.
    private(set) var stalls: [(at: Double, seconds: Double)] = []
    static let layers = ["l0", "l1", "l2"]
    static let categories = ["c0", "c1", "c2"]

    init(seed: UInt64) {
        random = SplitMix64(seed: seed)
    }

    /// The scenario's JSON text.
    mutating func json() -> String {
        let width = ["1", "2", "\"unlimited\""][random.nextInt(in: 0..<3)]
        let top = (0..<random.nextInt(in: 1...5)).map { _ in operation(depth: 0, held: []) }
        let ops = linked(top)
        var events: [String] = []
        for _ in 0..<random.nextInt(in: 0...4) { events.append(event()) }
        let layers = Self.layers.map { #"{"id": "\#($0)", "properties": {"position": [0, 0]}}"# }
        return #"""
            {"format": "cadence-scenario/1", "maxConcurrentOperations": \#(width),
             "categories": ["c0", "c1", "c2"], "layers": [\#(layers.joined(separator: ", "))],
             "operations": [\#(ops.joined(separator: ", "))], "events": [\#(events.joined(separator: ", "))]}
            """#
    }

    /// One operation's fields (without `dependsOn`, added by ``linked(_:)``)
    /// and its id.
    private typealias Written = (id: String, fields: String)

    /// `written` as JSON objects, each depending on some of those before it.
    private mutating func linked(_ written: [Written]) -> [String] {
        written.enumerated().map { index, item in
            var fields = item.fields
            if index > 0, random.nextInt(in: 0..<3) == 0 {
                let earlier = written[random.nextInt(in: 0..<index)].id
                fields += #", "dependsOn": ["\#(earlier)"]"#
            }
            return "{\(fields)}"
        }
    }

    private mutating func seconds(_ range: ClosedRange<Int>) -> Double {
        Double(random.nextInt(in: range)) / 4
    }

    private mutating func operation(depth: Int, held: Set<String>) -> Written {
        count += 1
        let id = "o\(count)"
        var fields = #""id": "\#(id)""#
        var timeout: Double?
        if random.nextInt(in: 0..<3) == 0 {
            timeout = seconds(1...8)
            fields += #", "timeout": \#(timeout!)"#
        }
        var conditions: [String] = []
        var categories: Set<String> = []
        switch random.nextInt(in: 0..<6) {
        case 0: conditions.append(#"{"type": "noFailedDependencies"}"#)
        case 1: conditions.append(#"{"type": "silent", "condition": {"type": "noFailedDependencies", "ignoringCancellations": true}}"#)
        case 2: conditions.append(#"{"type": "not", "condition": {"type": "noFailedDependencies"}}"#)
        case 3:
            let free = Self.categories.filter { !held.contains($0) }
            if let category = free.randomElement(using: &random) {
                categories.insert(category)
                conditions.append(#"{"type": "exclusive", "category": "\#(category)"}"#)
            }
        default: break
        }
        if !conditions.isEmpty { fields += #", "conditions": [\#(conditions.joined(separator: ", "))]"# }
        operations.append((id, timeout, !conditions.isEmpty))
        let kinds = depth >= 2 ? 4 : 6
        switch random.nextInt(in: 0..<kinds) {
        case 0:
            fields += #", "animation": {"type": "wait", "duration": \#(seconds(0...6))}"#
        case 1, 2:
            fields += #", "layer": "\#(Self.layers.randomElement(using: &random)!)", "animation": \#(animation())"#
        case 3:
            fields += retryOrTask(id)
        case 4:
            let children = (0..<random.nextInt(in: 0...3)).map { _ in operation(depth: depth + 1, held: held.union(categories)) }
            let shape = ["", #", "sequence": true"#, #", "maxConcurrentOperations": 1"#][random.nextInt(in: 0..<3)]
            fields += #"\#(shape), "children": [\#(linked(children).joined(separator: ", "))]"#
        default:
            fields += #", "timeline": [\#(timeline().joined(separator: ", "))]"#
        }
        return (id, fields)
    }

    private mutating func animation() -> String {
        let keyPath = ["position.x", "position.y", "opacity"][random.nextInt(in: 0..<3)]
        return #"{"type": "basic", "keyPath": "\#(keyPath)", "to": \#(random.nextInt(in: 0...100)), "duration": \#(seconds(0...6))}"#
    }

    /// A scripted task, retried or not, whose attempts may fail or time out.
    private mutating func retryOrTask(_ id: String) -> String {
        let fails = (1...3).filter { _ in random.nextBool() }.map(String.init).joined(separator: ", ")
        var fields = #", "animation": {"type": "task", "duration": \#(seconds(0...4)), "failsOnAttempts": [\#(fails)]}"#
        if random.nextBool() {
            let attemptTimeout: Double? = random.nextBool() ? seconds(1...3) : nil
            let timeoutField = attemptTimeout.map { #", "attemptTimeout": \#($0)"# } ?? ""
            fields += #", "retry": {"maxAttempts": \#(random.nextInt(in: 1...3)), "wait": {"type": "constant", "seconds": \#(seconds(0...2))}\#(timeoutField)}"#
            for attempt in 1...3 { operations.append(("\(id) attempt \(attempt)", attemptTimeout, false)) }
        }
        return fields
    }

    /// Two to four steps at GSAP positions that never start before 0.
    private mutating func timeline() -> [String] {
        (0..<random.nextInt(in: 2...4)).map { index in
            count += 1
            let id = "s\(count)"
            operations.append((id, nil, false))
            let positions = ["", #", "position": \#(seconds(0...6))"#, #", "position": "<""#, #", "position": ">0.25""#, #", "position": "+=0.5""#]
            let position = index == 0 ? "" : positions[random.nextInt(in: 0..<positions.count)]
            switch random.nextInt(in: 0..<6) {
            case 0:
                // A group entry: two steps together, or in turn.
                let children = (0..<2).map { _ -> String in
                    count += 1
                    operations.append(("s\(count)", nil, false))
                    return #"{"id": "s\#(count)", "animation": {"type": "wait", "duration": \#(seconds(0...4))}}"#
                }
                let sequence = random.nextBool() ? #", "sequence": true"# : ""
                return #"{"id": "\#(id)"\#(position)\#(sequence), "children": [\#(children.joined(separator: ", "))]}"#
            case 1:
                // A stagger over two layers, on a grid or in a seeded order.
                for layer in Self.layers.prefix(2) { operations.append(("\(id).\(layer)", nil, false)) }
                let from = random.nextBool() ? #", "from": "random", "seed": \#(random.nextInt(in: 0...99))"# : #", "grid": [1, 2], "axis": "x""#
                return #"{"id": "\#(id)"\#(position), "stagger": {"each": \#(seconds(0...2))\#(from)}, "layers": ["l0", "l1"], "animation": \#(animation())}"#
            default:
                let work = random.nextBool()
                    ? #""layer": "\#(Self.layers.randomElement(using: &random)!)", "animation": \#(animation())"#
                    : #""animation": {"type": "wait", "duration": \#(seconds(0...4))}"#
                return #"{"id": "\#(id)"\#(position), \#(work)}"#
            }
        }
    }

    private mutating func event() -> String {
        let at = seconds(0...12)
        switch random.nextInt(in: 0..<10) {
        case 0...3:
            let target = operations.isEmpty ? "o1" : operations.filter { !$0.id.contains(" ") }.randomElement(using: &random)!.id
            return #"{"at": \#(at), "cancel": "\#(target)", "propagate": \#(random.nextBool())}"#
        case 4:
            return #"{"at": \#(at), "cancelAll": true}"#
        case 5, 6:
            let seconds = seconds(1...3)
            stalls.append((at, seconds))
            return #"{"at": \#(at), "stall": \#(seconds)}"#
        default:
            let layer = Self.layers.randomElement(using: &random)!
            return #"{"at": \#(at), "pause": "\#(layer)"}, {"at": \#(at + seconds(1...4)), "resume": "\#(layer)"}"#
        }
    }
}
