import Cadence
import CadenceTesting
import Foundation
import Testing

/// 1,000 random timelines (random positions, labels, stagger and nesting, all
/// durations known), seeded: every step starts and ends on the virtual clock
/// where a direct computation from the position rules says, `totalDuration`
/// is the latest end, and a timeline whose rules give a start before 0 is
/// refused. Durations and offsets are multiples of 1/8 s and percentages
/// quarters of them; stagger offsets divide by the largest distance (and go
/// through an ease), so they need not be exact in binary: the expected
/// times add them up in the order the clock does, to compare exactly (but for
/// an animation's end, which the compositor computes in layer time).
@Suite struct TimelinePropertyTests {
    /// A position as the test describes it, to build and to compute from.
    enum Position {
        case time(Double)
        case end(TimelineOffset)
        case previousStart(TimelineOffset)
        case previousEnd(TimelineOffset)
        case label(String, TimelineOffset)

        var typed: TimelinePosition {
            switch self {
            case .time(let t): .at(t)
            case .end(let offset): .end(offset)
            case .previousStart(let offset): .previousStart(offset)
            case .previousEnd(let offset): .previousEnd(offset)
            case .label(let name, let offset): .label(name, offset)
            }
        }
    }

    /// A timeline as the test describes it.
    struct Spec {
        var name: String?
        var entries: [(item: Item, position: Position)] = []
    }

    indirect enum Item {
        /// A wait or, if `animated`, an opacity animation on a layer of its own.
        case leaf(duration: Double, animated: Bool)
        case stagger(Stagger, count: Int, duration: Double, animated: Bool)
        case timeline(Spec)
        case label(String)
    }

    /// What the rules say about a timeline: each leaf's span on the clock, in
    /// step order, its labels and its total (from its start).
    struct Expected {
        var spans: [(start: Double, end: Double)] = []
        var labels: [String: Double] = [:]
        var total = 0.0
    }

    struct Refused: Error {}

    // MARK: The direct computation

    /// The offset in seconds, a percentage taken of `reference`.
    static func seconds(_ offset: TimelineOffset, of reference: Double) -> Double {
        switch offset {
        case .seconds(let value): value
        case .percent(let value): value / 100 * reference
        }
    }

    /// GSAP's rules, written out: the end is the latest end so far, the
    /// previous step the last one added that is not a label (0 s long at 0
    /// when there is none), a percentage of the inserted step after the end
    /// or a label, of the previous after `<` or `>`. The spans are on the
    /// clock for a timeline starting at `base`, added up as the clock adds
    /// them: a start after its timeline's, a staggered start after its entry's.
    static func expected(_ spec: Spec, base: Double) throws(Refused) -> Expected {
        var result = Expected()
        var previous = (start: 0.0, duration: 0.0)
        for (item, position) in spec.entries {
            let duration: Double
            switch item {
            case .leaf(let seconds, _): duration = seconds
            case .stagger(let stagger, let count, let seconds, _):
                duration = staggerOffsets(stagger, count: count).map { $0 + seconds }.max() ?? 0
            case .timeline(let child): duration = try expected(child, base: 0).total
            case .label: duration = 0
            }
            let start: Double
            switch position {
            case .time(let t): start = t
            case .end(let offset): start = result.total + seconds(offset, of: duration)
            case .previousStart(let offset): start = previous.start + seconds(offset, of: previous.duration)
            case .previousEnd(let offset):
                start = (previous.start + previous.duration) + seconds(offset, of: previous.duration)
            case .label(let name, let offset):
                guard let label = result.labels[name] else { throw Refused() }
                start = label + seconds(offset, of: duration)
            }
            guard start >= 0 else { throw Refused() }
            if case .label(let name) = item {
                result.labels[name] = start
                continue
            }
            let clockStart = base + start
            switch item {
            case .leaf(let seconds, _):
                result.spans.append((clockStart, clockStart + seconds))
            case .stagger(let stagger, let count, let seconds, _):
                result.spans += staggerOffsets(stagger, count: count).map { (clockStart + $0, clockStart + $0 + seconds) }
            case .timeline(let child):
                let nested = try expected(child, base: clockStart)
                result.spans += nested.spans
                if let name = child.name {
                    for (label, time) in nested.labels { result.labels["\(name).\(label)"] = start + time }
                }
            case .label:
                break
            }
            previous = (start, duration)
            result.total = max(result.total, start + duration)
        }
        return result
    }

    /// GSAP's distribution in one dimension: the spread (`each × (n − 1)` or
    /// `amount`) times each distance from the origin, less the nearest, over
    /// the range of distances; from the edges, the centre's reversed.
    static func staggerOffsets(_ stagger: Stagger, count: Int) -> [Double] {
        let spread = stagger.amount ?? (stagger.each ?? 0) * Double(max(count - 1, 0))
        let origin: Double =
            switch stagger.from {
            case .first: 0
            case .last: Double(count - 1)
            case .center, .edges: Double(count - 1) / 2
            case .index(let index): Double(index)
            case .random: 0  // not drawn by these timelines: see StaggerGridTests
            }
        let distances = (0..<count).map { abs(Double($0) - origin) }
        let nearest = distances.min() ?? 0
        let range = (distances.max() ?? 0) - nearest
        return distances.map { distance in
            var fraction = range > 0 ? (distance - nearest) / range : 0
            if stagger.from == .edges { fraction = 1 - fraction }
            return spread * (stagger.ease?.value(at: fraction) ?? fraction)
        }
    }

    // MARK: Random timelines

    /// A random timeline of up to 6 entries, nesting up to `depth` more levels.
    static func randomSpec(_ random: inout SplitMix64, depth: Int, name: String?) -> Spec {
        var spec = Spec(name: name)
        var labels: [String] = []
        for index in 0..<random.nextInt(in: 1...6) {
            let item: Item
            switch random.nextInt(in: 0...9) {
            case 0...4:
                item = .leaf(duration: eighths(&random, 1...16), animated: random.nextInt(in: 0...1) == 0)
            case 5, 6:
                let count = random.nextInt(in: 1...5)
                let from: Stagger.Origin =
                    switch random.nextInt(in: 0...4) {
                    case 0: .first
                    case 1: .last
                    case 2: .center
                    case 3: .edges
                    default: .index(random.nextInt(in: 0...(count - 1)))
                    }
                let spread = eighths(&random, 0...8)
                let ease: TimingFunction? = random.nextInt(in: 0...3) == 0 ? .easeIn : nil
                let stagger =
                    random.nextInt(in: 0...1) == 0
                    ? Stagger(each: spread, from: from, ease: ease) : Stagger(amount: spread, from: from, ease: ease)
                item = .stagger(stagger, count: count, duration: eighths(&random, 1...8), animated: random.nextInt(in: 0...1) == 0)
            case 7 where depth > 0:
                let child = randomSpec(&random, depth: depth - 1, name: "c\(index)")
                item = .timeline(child)
            default:
                item = .label("l\(index)")
            }
            let position = randomPosition(&random, labels: labels)
            spec.entries.append((item, position))
            switch item {
            case .label(let name): labels.append(name)
            case .timeline(let child): labels += labelNames(child).map { "\(child.name!).\($0)" }
            default: break
            }
        }
        return spec
    }

    static func labelNames(_ spec: Spec) -> [String] {
        spec.entries.flatMap { entry -> [String] in
            switch entry.item {
            case .label(let name): [name]
            case .timeline(let child): labelNames(child).map { "\(child.name!).\($0)" }
            default: []
            }
        }
    }

    /// A random position: mostly forwards, sometimes overlapping, now and
    /// then before 0 (to be refused).
    static func randomPosition(_ random: inout SplitMix64, labels: [String]) -> Position {
        let offset: TimelineOffset =
            random.nextInt(in: 0...3) == 0
            ? .percent(Double(random.nextInt(in: -2...4)) * 25) : .seconds(eighths(&random, -6...10))
        switch random.nextInt(in: 0...5) {
        case 0: return .time(eighths(&random, 0...16))
        case 1: return .end(offset)
        case 2: return .previousStart(offset)
        case 3: return .previousEnd(offset)
        case 4 where !labels.isEmpty: return .label(labels[random.nextInt(in: 0...(labels.count - 1))], offset)
        default: return .end(.zero)
        }
    }

    static func eighths(_ random: inout SplitMix64, _ range: ClosedRange<Int>) -> Double {
        Double(random.nextInt(in: range)) / 8
    }

    /// `spec` as a timeline, making a layer on `stage` for each animation.
    static func build(_ spec: Spec, on stage: QueueStage) -> AnimationTimeline {
        func step(duration: Double, animated: Bool) -> AnimationStep {
            guard animated else { return .wait(duration) }
            let layer = addLayers(1, to: stage)[0]
            return .basic(.opacity, from: 0, to: 1, duration: duration, on: layer)
        }
        var timeline = AnimationTimeline(name: spec.name)
        for (item, position) in spec.entries {
            switch item {
            case .leaf(let duration, let animated):
                timeline.add(step(duration: duration, animated: animated), at: position.typed)
            case .stagger(let stagger, let count, let duration, let animated):
                timeline.add(stagger, over: 0..<count, at: position.typed) { _ in step(duration: duration, animated: animated) }
            case .timeline(let child):
                timeline.add(build(child, on: stage), at: position.typed)
            case .label(let name):
                timeline.addLabel(name, at: position.typed)
            }
        }
        return timeline
    }

    // MARK: The property

    @Test func randomTimelinesPlayWhereTheRulesSay() throws {
        var random = SplitMix64(seed: 21)
        var (played, refused) = (0, 0)
        for trial in 0..<1_000 {
            let spec = Self.randomSpec(&random, depth: 2, name: nil)
            let q = QueueStage(maxConcurrent: 1)
            let timeline = Self.build(spec, on: q)
            let start = q.clock.currentTime
            guard let expected = try? Self.expected(spec, base: start) else {
                refused += 1
                #expect(throws: CadenceError.self, "trial \(trial)") { try timeline.schedule() }
                continue
            }
            played += 1
            #expect(try timeline.schedule().totalDuration == expected.total, "trial \(trial)")
            let run = try Animator(layer: q.box) { AnimationStep.timeline(timeline) }.run(on: q.queue)
            #expect(run.totalDuration == expected.total, "trial \(trial)")
            let spans = SpanRecorder(run, clock: q.clock)
            try q.queue.waitUntilAllOperationsAreFinished()
            let actual = spans.spans
            #expect(actual.count == expected.spans.count, "trial \(trial)")
            for (index, (span, want)) in zip(actual, expected.spans).enumerated() {
                #expect(span.start == want.start, "trial \(trial), leaf \(index)")
                if spans.operations[index] is AnimationOperation, let end = span.end {
                    // The compositor plays an animation in layer time: its end goes
                    // there and back, which may round a start that is not exact in
                    // binary (a stagger's) by an ulp or two.
                    #expect(abs(end - want.end) <= 4 * want.end.ulp, "trial \(trial), leaf \(index)")
                } else {
                    #expect(span.end == want.end, "trial \(trial), leaf \(index)")
                }
            }
            #expect(q.clock.currentTime == start + expected.total, "trial \(trial)")
            #expect(run.status == .completed, "trial \(trial)")
        }
        // Enough of each: the seed gives both many played and some refused.
        #expect(played > 600)
        #expect(refused > 20)
    }
}
