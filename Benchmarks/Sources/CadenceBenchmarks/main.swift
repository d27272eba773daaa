// Cadence's benchmarks: each figure a ratio against a baseline measured in the
// same run, with its target. `Benchmarks/run --help`; see Docs/Performance.md.

import Cadence
import Foundation

let usage = """
    usage: CadenceBenchmarks [--quick] [--check] [--json FILE] [--only GROUP,...] [--margin FRACTION]

      --quick         smaller sizes, for a fast sanity run (figures are noisier)
      --check         exit 1 when a figure misses its target by more than the noise margin
      --json FILE     also write the figures as JSON to FILE
      --only GROUPS   run only these groups: chain, bareblocks, reverse, presentation, transport, motion, curves, scaling,
                      fan, compound, retry, cancel, scenario, hostile, memory, trace, clock, jitter
      --margin F      the noise margin for --check (default 0.25: 25 %)

    usage: CadenceBenchmarks --workload chain|blocks|bareblocks|presentation|batch|retry|group|exclusive COUNT

      runs one workload once and prints nothing: what Benchmarks/instructions
      counts the instructions of, under callgrind
    """

struct Options {
    var quick = false
    var check = false
    var jsonPath: String?
    var only: Set<String>?
    var margin = 0.25

    static let groups: Set<String> = [
        "chain", "bareblocks", "reverse", "presentation", "transport", "motion", "curves", "scaling", "fan", "compound", "retry", "cancel", "scenario", "hostile", "memory",
        "trace", "clock", "jitter",
    ]

    func runs(_ group: String) -> Bool { only?.contains(group) ?? true }
}

func parseOptions(_ arguments: [String]) throws -> Options {
    var options = Options()
    var remaining = arguments[...]
    func value(after flag: String) throws -> String {
        guard let next = remaining.popFirst() else { throw BenchmarkError("\(flag) needs a value\n\(usage)") }
        return next
    }
    while let argument = remaining.popFirst() {
        switch argument {
        case "--quick": options.quick = true
        case "--check": options.check = true
        case "--json": options.jsonPath = try value(after: argument)
        case "--only":
            let groups = Set(try value(after: argument).split(separator: ",").map(String.init))
            let unknown = groups.subtracting(Options.groups)
            guard unknown.isEmpty else { throw BenchmarkError("unknown group(s) \(unknown.sorted())\n\(usage)") }
            options.only = groups
        case "--margin":
            guard let margin = Double(try value(after: argument)), margin >= 0 else {
                throw BenchmarkError("--margin needs a number ≥ 0")
            }
            options.margin = margin
        case "--help", "-h":
            print(usage)
            exit(0)
        default: throw BenchmarkError("unknown argument \(argument)\n\(usage)")
        }
    }
    return options
}

func progress(_ text: String) {
    FileHandle.standardError.write(Data("… \(text)\n".utf8))
}

func runBenchmarks(_ options: Options) throws -> Report {
    var report = Report(margin: options.margin)
    let quick = options.quick

    // 1. Chain overhead.
    var chainPerOperation: (count: Int, nanoseconds: Double)?
    // The 1M Cadence chain runs once, in the memory probe's child; scaling uses its time.
    var probes: [String: Memory.Probe] = [:]
    func probe(_ kind: String, _ count: Int) throws -> Memory.Probe? {
        if let known = probes["\(kind) \(count)"] { return known }
        let measured = try Memory.measure(kind: kind, count: count)
        probes["\(kind) \(count)"] = measured
        return measured
    }
    if options.runs("chain") {
        let count = quick ? 10_000 : 100_000
        progress("chain: \(count) operations, Cadence, Foundation, Dispatch")
        // Seconds per run at 100k: warm up on a tenth, then three runs (one bare).
        _ = try Chains.cadence(count / 10)
        let cadence = try median(repetitions: 3, warmUp: false) { try Chains.cadence(count) }
        let bare = try median(repetitions: 1, warmUp: false) { try Chains.cadenceBare(count) }
        let blocks = try median(repetitions: 3) { try Chains.fixtureBlocks(count) }
        let foundation = median(repetitions: 3) { Chains.foundation(count) }
        let dispatch = median(repetitions: 3) { Chains.dispatch(count) }
        chainPerOperation = (count, cadence)
        report.figures.append(Figure(
            group: "chain", name: "\(count) AnimationOperations (fixture) / BlockOperations", value: cadence / foundation,
            unit: "×", target: .atMost(1.0),
            detail: "Cadence \(perItem(cadence, count))/op, Foundation \(perItem(foundation, count))/op"))
        report.figures.append(Figure(
            group: "chain", name: "\(count) AnimationOperations (bare queue) / BlockOperations", value: bare / foundation,
            unit: "×", target: .none,
            detail: "Cadence without the fixture's recorder \(perItem(bare, count))/op"))
        report.figures.append(Figure(
            group: "chain", name: "\(count) empty BlockOperations (fixture) / BlockOperations", value: blocks / foundation,
            unit: "×", target: .none,
            detail: "no animation: the fixture's floor, \(perItem(blocks, count))/op"))
        report.figures.append(Figure(
            group: "chain", name: "floor: DispatchQueue.async / BlockOperations", value: dispatch / foundation,
            unit: "×", target: .none, detail: "Dispatch \(perItem(dispatch, count))/block"))
    }

    // 1b. The queue against Foundation's on the same work: empty blocks, chained, no fixture.
    if options.runs("bareblocks") {
        let count = quick ? 10_000 : 100_000
        progress("bareblocks: \(count) chained empty BlockOperations, bare AnimationQueue, then Foundation")
        // Under a second per run at 100k: warm up on a tenth, as the chain does.
        _ = try Chains.bareBlocks(count / 10)
        let bare = try median(repetitions: 3, warmUp: false) { try Chains.bareBlocks(count) }
        let foundation = median(repetitions: 3) { Chains.foundation(count) }
        report.figures.append(Figure(
            group: "bareblocks", name: "\(count) empty BlockOperations, bare AnimationQueue / OperationQueue",
            value: bare / foundation, unit: "×", target: .atMost(0.5),
            detail: "Cadence \(perItem(bare, count))/op, Foundation \(perItem(foundation, count))/op"))
    }

    // 2. Graphs Foundation handles badly.
    if options.runs("reverse") {
        let count = quick ? 2_000 : 8_000
        for (label, width) in [("serial", 1), ("unlimited", AnimationQueue.unlimited)] {
            progress("reverse: \(count) operations added last first, \(label)")
            let cadence = try median(repetitions: 3) { try Chains.cadenceReversed(count, maxConcurrent: width) }
            // Quadratic: seconds per run, so one run and no warm-up.
            let foundation = median(repetitions: 1, warmUp: false) {
                Chains.foundation(count, reversed: true, maxConcurrent: width)
            }
            // Foundation's time is quadratic, Cadence's linear: the ratio grows with the
            // size, so the target holds at 8,000 only and --quick reports without one.
            report.figures.append(Figure(
                group: "reverse",
                name: "\(count)-chain added reversed, \(label): Foundation / Cadence\(quick ? " (target at 8000)" : "")",
                value: foundation / cadence, unit: "×", target: quick ? .none : .atLeast(20),
                detail: "Cadence \(milliseconds(cadence)), Foundation \(milliseconds(foundation))"))
        }
    }

    // 3. Presentation.
    if options.runs("presentation") {
        let count = 10_000
        progress("presentation: \(count) animated layers")
        let (typed, batch, whole, bare, locks) = try Presentation.layers(count, repetitions: 7)
        report.figures.append(Figure(
            group: "presentation", name: "\(count) layers presented at one instant", value: typed / 1e6,
            unit: "ms", target: .atMost(1), detail: "\(perItem(typed, count))/layer, presentedValue(for:)"))
        report.figures.append(Figure(
            group: "presentation", name: "presentation / bare easeInEaseOut loop", value: typed / bare,
            unit: "×", target: .atMost(3), detail: "bare loop \(perItem(bare, count))/evaluation"))
        report.figures.append(Figure(
            group: "presentation", name: "floor: the three locks of a typed read, \(count) layers", value: locks / 1e6,
            unit: "ms", target: .none, detail: "\(perItem(locks, count))/layer: compositor, clock, render lock"))
        report.figures.append(Figure(
            group: "presentation", name: "\(count) layers through the batch read", value: batch / 1e6,
            unit: "ms", target: .atMost(0.5), detail: "\(perItem(batch, count))/layer, presentedValues(for:of:into:)"))
        report.figures.append(Figure(
            group: "presentation", name: "\(count) layers, every value: presentation()", value: whole / 1e6,
            unit: "ms", target: .none, detail: "\(perItem(whole, count))/layer"))
    }

    // 3a. Momentum: additive retargeting and retargeted springs, presented.
    if options.runs("motion") {
        let count = 10_000
        progress("motion: \(count) layers with two additive animations each")
        let (typed, batch) = try Additive.presenting(count, repetitions: 11)
        report.figures.append(Figure(
            group: "motion", name: "\(count) layers, two additive animations each / one animation each", value: typed.ratio,
            unit: "×", target: .atMost(1.5),
            detail: "\(perItem(typed.additive, count))/layer against \(perItem(typed.single, count)), presentedValue(for:)"))
        report.figures.append(Figure(
            group: "motion", name: "the same through the batch read", value: batch.ratio, unit: "×", target: .none,
            detail: "\(perItem(batch.additive, count))/layer against \(perItem(batch.single, count)), presentedValues(for:of:into:)"))
        let perAnimation = try Additive.batchReadPerAnimation(count, repetitions: 51)
        let further = (perAnimation[2] - perAnimation[0]) / 2
        report.figures.append(Figure(
            group: "motion", name: "the batch read, each further additive animation, warm", value: further / Double(count),
            unit: "ns", target: .none,
            detail: "1, 2, 3 additive: \(perAnimation.map { perItem($0, count) }.joined(separator: ", "))/layer;"
                + " two over one no less than \(format(1 + further / perAnimation[0]))×"))
        progress("motion: \(count) springs, retargeted keeping their velocity")
        let plain = try Motion.presentingSprings(count, retargeted: false, repetitions: 7)
        let retargeted = try Motion.presentingSprings(count, retargeted: true, repetitions: 7)
        report.figures.append(Figure(
            group: "motion", name: "\(count) retargeted springs presented / \(count) springs", value: retargeted / plain,
            unit: "×", target: .atMost(1.5), detail: "\(perItem(retargeted, count))/layer against \(perItem(plain, count))"))
    }

    // 3b. Steering running operations.
    if options.runs("transport") {
        let count = quick ? 2_000 : 10_000
        progress("transport: \(count) running operations, steered")
        let playing = try Transport.presenting(count, .playing, repetitions: 7)
        for steering in Transport.Steering.allCases where steering != .playing {
            let steered = try Transport.presenting(count, steering, repetitions: 7)
            report.figures.append(Figure(
                group: "transport", name: "\(count) runs presented, \(steering.rawValue) / playing", value: steered / playing,
                unit: "×", target: .atMost(1.2), detail: "\(perItem(steered, count))/layer against \(perItem(playing, count))"))
        }
        let near = try Transport.seeking(count, travelled: 5.1, repetitions: 7)
        let far = try Transport.seeking(count, travelled: 9.9, repetitions: 7)
        report.figures.append(Figure(
            group: "transport", name: "a seek of each of \(count) runs / presenting them once", value: near.seek / near.frame,
            unit: "×", target: .atMost(60),
            detail: "\(perItem(near.seek, count))/run, one transaction; a frame \(perItem(near.frame, count))/layer"))
        report.figures.append(Figure(
            group: "transport", name: "a seek after 9.9 s of travel / after 5.1 s", value: far.seek / near.seek,
            unit: "×", target: .atMost(1.5), detail: "\(milliseconds(far.seek)) against \(milliseconds(near.seek))"))
        let timeline = try TimelineTransport.seeking(count, repetitions: 7)
        report.figures.append(Figure(
            group: "transport", name: "a seek of a \(count)-entry timeline / presenting its layers once",
            value: timeline.seek / timeline.frame, unit: "×", target: .atMost(2),
            detail: "\(milliseconds(timeline.seek)) against \(milliseconds(timeline.frame))"))
        report.figures.append(Figure(
            group: "transport", name: "a timeline's seek after 495 s more of travel / before",
            value: timeline.farSeek / timeline.seek, unit: "×", target: .atMost(1.5),
            detail: "\(milliseconds(timeline.farSeek)) against \(milliseconds(timeline.seek))"))
        let few = try Transport.speedChange(among: 100, repetitions: 7)
        let many = try Transport.speedChange(among: count, repetitions: 7)
        report.figures.append(Figure(
            group: "transport", name: "a speed change among \(count) runs / among 100", value: many / few,
            unit: "×", target: .atMost(1.5), detail: "\(Int(many)) ns against \(Int(few)) ns"))
    }

    // 4. Timing functions and springs.
    if options.runs("curves") {
        let count = quick ? 200_000 : 500_000
        progress("curves: \(count) evaluations each")
        let baseline = median(repetitions: 5) { Presentation.polynomial(count: count) }
        for curve in Presentation.curves {
            let nanoseconds = median(repetitions: 5) { Presentation.evaluate(curve, count: count) }
            report.figures.append(Figure(
                group: "curves", name: "\(curve.name ?? "curve") / x·x·(3−2x)", value: nanoseconds / baseline,
                unit: "×", target: .none, detail: "\(perItem(nanoseconds, count))/evaluation"))
        }
        let spring = DampedSpring(mass: 1, stiffness: 100, damping: 10)
        let springNanoseconds = median(repetitions: 5) { Presentation.evaluate(spring, count: count) }
        report.figures.append(Figure(
            group: "curves", name: "DampedSpring(1, 100, 10) / x·x·(3−2x)", value: springNanoseconds / baseline,
            unit: "×", target: .none,
            detail: "\(perItem(springNanoseconds, count))/evaluation; baseline \(perItem(baseline, count))"))
    }

    // 5. Scaling: time per operation as the chain grows.
    if options.runs("scaling") {
        var sizes = [10_000, 100_000]
        if !quick { sizes.append(1_000_000) }
        var perOperation: [(Int, Double)] = []
        for size in sizes {
            progress("scaling: a chain of \(size)")
            let nanoseconds: Double
            if let known = chainPerOperation, known.count == size {
                nanoseconds = known.nanoseconds
            } else if size >= 1_000_000, let child = try probe("cadence", size),
                let built = child["built"], let ran = child["ran"]
            {
                nanoseconds = built + ran
            } else if size >= 1_000_000 {
                nanoseconds = try median(repetitions: 1, warmUp: false) { try Chains.cadence(size) }
            } else if size >= 100_000 {
                // Seconds per run; the smaller chain warmed up. --quick runs it once.
                nanoseconds = try median(repetitions: quick ? 1 : 3, warmUp: false) { try Chains.cadence(size) }
            } else {
                nanoseconds = try median(repetitions: 5) { try Chains.cadence(size) }
            }
            perOperation.append((size, nanoseconds / Double(size)))
        }
        let (smallest, base) = perOperation[0]
        for (size, each) in perOperation.dropFirst() {
            report.figures.append(Figure(
                group: "scaling", name: "per operation, chain of \(size) / of \(smallest)", value: each / base,
                unit: "×", target: .atMost(1.3),
                detail: "\(format(each / 1000)) µs/op vs \(format(base / 1000)) µs/op"))
        }
    }

    // 5b. A wide fan-out/fan-in graph: time per edge.
    if options.runs("fan") {
        let width = quick ? 1_000 : 2_000
        progress("fan: a fan of \(width) (source, \(width) in parallel, sink)")
        let cadence = try median(repetitions: 3) { try Graphs.cadenceFan(width) }
        let foundation = median(repetitions: 3) { Graphs.foundationFan(width) }
        report.figures.append(Figure(
            group: "fan", name: "fan-out/fan-in of \(width), unlimited: Cadence / Foundation", value: cadence / foundation,
            unit: "×", target: .none,
            detail: "Cadence \(perItem(cadence, 2 * width))/edge, Foundation \(perItem(foundation, 2 * width))/edge"))
    }

    // 5c. Compound operations: a wide group against Foundation, and exclusivity; each linear.
    if options.runs("compound") {
        report.figures += try compoundFigures(quick: quick)
    }

    // 5e. Cancellation: many animations on one layer cancelled, against the same completed.
    if options.runs("cancel") {
        let (small, large) = quick ? (2_000, 10_000) : (5_000, 25_000)
        progress("cancel: a group of \(large) animations on one layer, cancelled, then completed; and of \(small), cancelled")
        let cancelled = try median(repetitions: quick ? 1 : 3) { try Cancellation.group(large, cancelling: true) }
        let completed = try median(repetitions: quick ? 1 : 3) { try Cancellation.group(large, cancelling: false) }
        let smallCancelled = try median(repetitions: 3) { try Cancellation.group(small, cancelling: true) }
        report.figures.append(Figure(
            group: "cancel", name: "\(large) animations on one layer: cancelled / completed", value: cancelled / completed,
            unit: "×", target: .atMost(1.5),
            detail: "cancelled \(perItem(cancelled, large))/animation, completed \(perItem(completed, large))/animation"))
        report.figures.append(Figure(
            group: "cancel", name: "per animation cancelled, \(large) on one layer / \(small)",
            value: (cancelled / Double(large)) / (smallCancelled / Double(small)), unit: "×", target: .atMost(1.3),
            detail: "\(perItem(cancelled, large)) vs \(perItem(smallCancelled, small))/animation"))
    }

    // 5d. Retries: time per attempt, and whether it stays flat as the attempts grow.
    if options.runs("retry") {
        let (small, large) = quick ? (1_000, 10_000) : (10_000, 100_000)
        progress("retry: one retry of \(small), then of \(large) attempts failing at once; a chain of \(large) failing operations")
        let smallRetry = try median(repetitions: 5) { try Retries.retry(small) }
        let largeRetry = try median(repetitions: quick ? 1 : 3) { try Retries.retry(large) }
        let chain = try median(repetitions: quick ? 1 : 3) { try Retries.chain(large) }
        let (each, base) = (largeRetry / Double(large), smallRetry / Double(small))
        report.figures.append(Figure(
            group: "retry", name: "\(large) retry attempts / a chain of \(large) failing operations", value: largeRetry / chain,
            unit: "×", target: .none,
            detail: "retry \(perItem(largeRetry, large))/attempt, chain \(perItem(chain, large))/operation"))
        report.figures.append(Figure(
            group: "retry", name: "per attempt, \(large) attempts / \(small)", value: each / base,
            unit: "×", target: .atMost(1.3),
            detail: "\(perItem(largeRetry, large)) vs \(perItem(smallRetry, small))/attempt"))
    }

    // 5f. Scenario files: a stagger's step and a retry's attempt through the
    // whole command path, against plain operations of the same number.
    if options.runs("scenario") {
        let count = quick ? 2_000 : 10_000
        progress("scenario: a stagger over \(count) layers and \(count) animations; a retry of \(count) attempts and \(count) chained failing tasks")
        let stagger = try median(repetitions: quick ? 1 : 3) { try ScenarioCost.play(ScenarioCost.stagger(count)) }
        let animations = try median(repetitions: quick ? 1 : 3) { try ScenarioCost.play(ScenarioCost.animations(count)) }
        let retry = try median(repetitions: quick ? 1 : 3) { try ScenarioCost.play(ScenarioCost.retry(count)) }
        let chain = try median(repetitions: quick ? 1 : 3) { try ScenarioCost.play(ScenarioCost.failingChain(count)) }
        report.figures.append(Figure(
            group: "scenario", name: "a stagger step / an animation operation, \(count) each, read to report",
            value: stagger / animations, unit: "×", target: .atMost(2.5),
            detail: "step \(perItem(stagger, count)), animation \(perItem(animations, count)); a step is an operation and the wait that holds it"))
        report.figures.append(Figure(
            group: "scenario", name: "a retry attempt / a chained failing task, \(count) each, read to report",
            value: retry / chain, unit: "×", target: .atMost(1.5),
            detail: "attempt \(perItem(retry, count)), task \(perItem(chain, count))"))
    }

    // 5c. Scenario files that once took time out of proportion to their size.
    if options.runs("hostile") {
        let size = quick ? 200_000 : 1_000_000
        progress("hostile: adversarial files of \(size) bytes, crowds on one layer, files that ran away")
        let (valid, adversaries) = HostileFiles.adversaries(size: size)
        let baseline = HostileFiles.reading(valid)
        let worst = adversaries.map { ($0.name, HostileFiles.reading($0.document)) }.max { $0.1 < $1.1 }!
        report.figures.append(Figure(
            group: "hostile", name: "the slowest adversarial refusal / a valid file, \(size) bytes", value: worst.1 / baseline,
            unit: "×", target: .atMost(5), detail: "\(worst.0): \(milliseconds(worst.1)) against \(milliseconds(baseline))"))
        let count = quick ? 1_000 : 4_000
        for crowd in HostileFiles.crowds {
            let (oneLayer, spread) = try HostileFiles.crowd(crowd.animation, count: count)
            report.figures.append(Figure(
                group: "hostile", name: "\(count) \(crowd.name) animations on one layer / on \(count) layers",
                value: oneLayer / spread, unit: "×", target: .atMost(2),
                detail: "\(milliseconds(oneLayer)) against \(milliseconds(spread))"))
        }
        for runaway in try HostileFiles.runaways() {
            report.figures.append(Figure(
                group: "hostile", name: runaway.name, value: runaway.runaway / runaway.plain, unit: "×", target: .atMost(50),
                detail: "\(milliseconds(runaway.runaway)) against \(milliseconds(runaway.plain))"))
        }
    }

    // 6. Memory.
    if options.runs("memory") {
        let count = quick ? 100_000 : 1_000_000
        progress("memory: \(count) queued operations, one child process each")
        if let cadence = try probe("cadence", count), let cadenceBytes = cadence["bytes"],
            let foundation = try probe("foundation", count), let foundationBytes = foundation["bytes"]
        {
            let released = cadence["released"].map { "; the chain ran, then was released in \(milliseconds($0))" } ?? ""
            report.figures.append(Figure(
                group: "memory", name: "bytes per queued operation, \(count): Cadence / Foundation",
                value: cadenceBytes / foundationBytes, unit: "×", target: .atMost(1.0),
                detail: "Cadence \(Int(cadenceBytes) / count) B/op, Foundation \(Int(foundationBytes) / count) B/op\(released)"))
            if let base = try probe("operations", count), let baseBytes = base["bytes"] {
                report.figures.append(Figure(
                    group: "memory", name: "chained BlockOperations, not queued, \(count) / Foundation queued",
                    value: baseBytes / foundationBytes, unit: "×", target: .none,
                    detail: "Foundation's Operation object alone, which every AnimationOperation is: \(Int(baseBytes) / count) B/op"))
            }
        } else {
            report.figures.append(Figure(
                group: "memory", name: "bytes per queued operation (unavailable on this platform)", value: 0,
                unit: "×", target: .none, detail: "resident size is read from /proc/self/statm, Linux only"))
        }
    }

    // 6b. The trace: bytes per event, and a bounded trace against the unbounded one.
    if options.runs("trace") {
        progress("trace: 100000 operations with every event kept, then the last \(TraceCost.kept), one child process each")
        report.figures += try TraceCost.figures(quick: quick)
    }

    // 7. Virtual-clock throughput.
    if options.runs("clock") {
        let count = quick ? 100_000 : 1_000_000
        progress("clock: \(count) events")
        let nanoseconds = try median(repetitions: 3) { try Throughput.virtualClock(count) }
        report.figures.append(Figure(
            group: "clock", name: "VirtualClock events per second", value: Double(count) / nanoseconds * 1e3,
            unit: "M/s", target: .none, detail: "\(perItem(nanoseconds, count))/event, scheduling included"))
        let fixture = try median(repetitions: 3) { try Throughput.fixture(count / 10) }
        report.figures.append(Figure(
            group: "clock", name: "TestFixture main-loop events per second", value: Double(count / 10) / fixture * 1e3,
            unit: "M/s", target: .none, detail: "\(perItem(fixture, count / 10))/event: a clock event and a main-loop job"))
    }

    // 9. The jitter floor: the harness's bare ticker beside cyclictest, one after the other.
    if options.runs("jitter") {
        let seconds = quick ? 3 : 10
        progress("jitter: \(seconds) s of the bare ticker at 60 Hz, then \(seconds) s of cyclictest")
        let bare = try JitterFloor.bareTicker(seconds: Double(seconds))
        let (cyclic, note) = JitterFloor.cyclictest(seconds: seconds)
        let bareDetail = "bare ticker p50 \(format(bare.p50)) µs, p99 \(format(bare.p99)) µs, max \(format(bare.max)) µs"
        if let cyclic {
            for (name, ours, theirs) in [("p50", bare.p50, cyclic.p50), ("p99", bare.p99, cyclic.p99)] {
                // cyclictest histograms whole µs; a floor under 1 µs is compared with 1 µs.
                report.figures.append(Figure(
                    group: "jitter", name: "60 Hz wake-up lateness \(name): bare ticker / cyclictest",
                    value: ours / max(theirs, 1), unit: "×", target: .atMost(2),
                    detail: "\(bareDetail); cyclictest p50 \(format(cyclic.p50)) µs, p99 \(format(cyclic.p99)) µs, max \(format(cyclic.max)) µs"))
            }
        } else {
            report.figures.append(Figure(
                group: "jitter", name: "60 Hz wake-up lateness p99, bare ticker (cyclictest: \(note))", value: bare.p99,
                unit: "µs", target: .none, detail: bareDetail))
        }
    }
    return report
}

do {
    let arguments = Array(CommandLine.arguments.dropFirst())
    if arguments.first == "--memory-probe", arguments.count == 3, let count = Int(arguments[2]) {
        try Memory.probe(kind: arguments[1], count: count)
        exit(0)
    }
    if arguments.first == "--workload", arguments.count == 3, let count = Int(arguments[2]) {
        try Workload.run(arguments[1], count: count)
        exit(0)
    }
    let options = try parseOptions(arguments)
    let report = try runBenchmarks(options)
    print(report.table())
    if let path = options.jsonPath {
        try report.json(mode: options.quick ? "quick" : "full").write(to: URL(fileURLWithPath: path))
    }
    if options.check {
        let failures = report.failures
        if !failures.isEmpty {
            print("\n--check: \(failures.count) figure(s) miss their target by more than \(Int(options.margin * 100)) %:")
            for figure in failures { print("  \(figure.group): \(figure.name): \(format(figure.value)) \(figure.unit)") }
            exit(1)
        }
        print("\n--check: every figure within its target and the \(Int(options.margin * 100)) % noise margin")
    }
} catch {
    FileHandle.standardError.write(Data("error: \(error)\n".utf8))
    exit(2)
}
