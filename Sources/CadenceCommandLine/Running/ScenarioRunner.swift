import Cadence
import Foundation
import CadenceTesting

/// Plays a ``Scenario`` on a `TestFixture`'s virtual clock.
///
/// At one instant work runs in the format's order: animation completions
/// falling due (by due time, then commit order), then the events at that
/// instant in file order, then the queue until it is idle; samples at that
/// instant are taken last. Events and the queue's first pass reach that order
/// by entering the main loop behind what is already due at their instant.
public enum ScenarioRunner {
    /// The most instants a run may take before it is stopped as endless.
    public static let stepLimit = 1_000_000

    /// Plays `scenario` to its end: `until` if it has one, else the instant no
    /// work is left. `until` overrides the scenario's own end.
    ///
    /// With `picture` (the default) the sampled columns are also read once a
    /// frame for ``ScenarioResult/pictureSamples``, which only ``SVGChart``
    /// draws: that costs the frames of the run times the columns, so without
    /// a picture to draw pass `false`, and the run costs the samples times the
    /// columns.
    ///
    /// - Throws: ``ScenarioRunError``: ``ScenarioRunError/refused(_:)`` for a
    ///   scenario ``problems(in:)`` refuses (nothing runs);
    ///   ``ScenarioRunError/limitExceeded(_:)`` when the run takes more than
    ///   100,000 samples or passes ``stepLimit`` instants of work (with or
    ///   without an end: an attempt timeout of 1e-12 s until 10 s would take
    ///   10¹³);
    ///   ``ScenarioRunError/cannotEnd(time:unfinished:)`` when, without an end,
    ///   no work is left but operations have not finished.
    public static func run(
        _ scenario: Scenario, until override: Double? = nil, picture: Bool = true, player: Bool = false
    ) throws(ScenarioRunError) -> ScenarioResult {
        let problems = problems(in: scenario)
        guard problems.isEmpty else { throw .refused(ScenarioError(problems: problems)) }
        do {
            return try play(scenario, until: override, picture: picture, player: player)
        } catch let error as ScenarioRunError {
            throw error
        } catch let error as FixtureError {
            throw .limitExceeded(error)
        } catch {
            throw .limitExceeded(FixtureError(.limitExceeded, "\(error)", expected: "", actual: "", hint: ""))
        }
    }

    /// What makes a valid scenario impossible to play, one line per problem in
    /// ``ScenarioError``'s form (`PATH: expected WHAT, got VALUE`): a `stall`
    /// that would end past the largest finite time (1.8e308 s), counting the
    /// stalls before it, since a stall that starts during another begins when
    /// that one ends. Empty for a scenario that can be played. `cadence check`
    /// and `cadence run` refuse such a file with exit status 2.
    public static func problems(in scenario: Scenario) -> [String] {
        let stalls = scenario.events.enumerated().compactMap { index, event -> (index: Int, at: Double, seconds: Double)? in
            guard case .stall(let seconds) = event.action else { return nil }
            return (index, event.at, seconds)
        }.sorted { ($0.at, $0.index) < ($1.at, $1.index) }
        var busyUntil = -Double.infinity
        var problems: [(Int, String)] = []
        for stall in stalls {
            let start = max(busyUntil, stall.at)
            let end = start + stall.seconds
            if !end.isFinite {
                problems.append((stall.index,
                    "events[\(stall.index)].stall: expected a stall that ends at a finite time (by 1.8e308 s), got "
                        + "\(JSONOutput.numberText(stall.seconds)) from t = \(JSONOutput.numberText(start))"))
                continue
            }
            busyUntil = end
        }
        return problems.sorted { $0.0 < $1.0 }.map(\.1)
    }

    private static func play(
        _ scenario: Scenario, until override: Double?, picture drawn: Bool, player: Bool
    ) throws -> ScenarioResult {
        let fixture = TestFixture(maxConcurrentOperationCount: scenario.maxConcurrentOperations)
        let layers = buildLayers(scenario.layers, in: fixture)
        if player {
            try fixture.recordFrames(
                columns: frameColumns(scenario.sample.columns, layers: layers, velocities: scenario.sample.velocities))
        }
        let operations = ScenarioOperations(scenario.operations, layers: layers, fixture: fixture)
        let layerEvents = LockedBox<[ScenarioResult.LayerEvent]>([])
        let ranEvents = LockedBox<[OperationRows.Event]>([])
        let retargets = LockedBox<[ScenarioResult.Retarget]>([])
        let animating = operationsAnimating(scenario)
        for event in scenario.events {
            atInstant(event.at, on: fixture) {
                let refusal = perform(event.action, layers: layers, operations: operations, fixture: fixture, retargets: retargets)
                let ran = OperationRows.Event(time: fixture.now, text: describe(event.action) + (refusal.map { ", refused: \($0)" } ?? ""))
                ranEvents.withLock { $0.append(ran) }
                let paused: (ScenarioResult.LayerEvent.Kind, String)? = switch event.action {
                case .pause(let id): (.pause, id)
                case .resume(let id): (.resume, id)
                default: nil
                }
                if let (kind, id) = paused {
                    let record = ScenarioResult.LayerEvent(time: fixture.now, kind: kind, layer: id, operations: animating[id] ?? [])
                    layerEvents.withLock { $0.append(record) }
                }
            }
        }
        // Given to the queue before the clock moves, held until the events
        // at 0 have run: the trace has them from the start, an event at 0
        // finds them in the queue (a `cancel` or `cancelAll` at 0 is traced
        // and takes effect), and nothing is asked or started before the events.
        fixture.queue.isSuspended = true
        try? fixture.queue.addOperations(operations.topLevel)
        atInstant(0, on: fixture) { fixture.queue.isSuspended = false }

        let end = override ?? scenario.until
        var samples: [ScenarioResult.Sample] = []
        func takeSample() throws(FixtureError) {
            guard samples.count < SampleSpec.maximumCount else {
                throw FixtureError(
                    .limitExceeded,
                    "the scenario sampled \(SampleSpec.maximumCount) instants by t = \(ValueTable.format(fixture.now))",
                    expected: "at most \(SampleSpec.maximumCount) samples",
                    actual: "another sample due at t = \(ValueTable.format(fixture.now))",
                    hint: "sample less often (a larger every), or bound the series with to")
            }
            var byLayer: [String: PropertyValues] = [:]
            let values = scenario.sample.columns.map { column in
                let presented = byLayer[column.layer] ?? layers[column.layer]?.presentation() ?? PropertyValues()
                byLayer[column.layer] = presented
                return column.read(presented)
            }
            let velocities = scenario.sample.velocities
                ? scenario.sample.columns.map { column in
                    layers[column.layer].map { column.velocity($0, fixture.now) } ?? []
                }
                : []
            samples.append(ScenarioResult.Sample(time: fixture.now, values: values, velocities: velocities))
        }

        // The clock moves from one piece of due work to the next, so that the
        // picture reads the values in between (without moving the clock) and
        // either side of each; the work runs as one advance would run it.
        var picture = PictureSampler(
            columns: drawn ? scenario.sample.columns : [], layers: layers, velocities: scenario.sample.velocities)
        // With an end, the instants are counted here (without, by the loop below).
        var instants = 0
        func advance(to target: Double) throws(FixtureError) {
            guard target >= fixture.now else { return try fixture.advance(to: target) }
            while true {
                let due = [fixture.clock.nextDeadline, fixture.mainLoop.busyUntil].compactMap { $0 }.min()
                let stop = min(max(due ?? target, fixture.now), target)
                if end != nil, due.map({ $0 <= target }) ?? false {
                    instants += 1
                    guard instants <= stepLimit else { throw endless(at: fixture.now, hint: "an earlier `until`") }
                }
                picture.sample(upTo: stop, now: fixture.now)
                try fixture.advance(to: stop)
                picture.settle(at: fixture.now)
                if stop >= target { return }
            }
        }

        if let end {
            for instant in scenario.sample.instants(endingAt: end) where instant <= end {
                try advance(to: instant)
                try takeSample()
            }
            try advance(to: end)
        } else {
            // The run ends when no work is left; explicit sample instants, and a
            // series with an explicit `to`, may carry it further.
            var pending = scenario.sample.times.sorted()
            var seriesIndex = 0.0
            var steps = 0
            while true {
                let work = [fixture.clock.nextDeadline, fixture.mainLoop.busyUntil].compactMap { $0 }.min()
                let series = nextInSeries(scenario.sample, index: seriesIndex)
                let seriesDue = series.map { time in
                    work.map { time <= $0 } ?? (scenario.sample.to != nil || time <= fixture.now)
                } ?? false
                let explicitDue = pending.first.map { time in work.map { time <= $0 } ?? true } ?? false
                if explicitDue || seriesDue {
                    let next = [explicitDue ? pending.first : nil, seriesDue ? series : nil].compactMap { $0 }.min()!
                    try advance(to: max(next, fixture.now))
                    try takeSample()
                    if pending.first == next { pending.removeFirst() }
                    if series == next { seriesIndex += 1 }
                    continue
                }
                guard let work else {
                    try checkFinished(fixture, scenario: scenario, operations: operations)
                    break
                }
                steps += 1
                guard steps <= stepLimit else { throw endless(at: fixture.now, hint: "an `until`") }
                try advance(to: work)
            }
        }
        let tree = operations.tree(of: scenario.operations)
        var finalPositions: [String: AnimatingPosition] = [:]
        for name in Set(fixture.trace.events(.transport).compactMap(\.operation)) {
            finalPositions[name] = switch operations.byID[name] {
            case let operation as AnimationOperation: operation.finalPosition
            case let group as GroupOperation: group.finalPosition
            default: nil
            }
        }
        return ScenarioResult(
            name: scenario.name, endTime: fixture.now, trace: fixture.trace,
            columns: scenario.sample.columns.map(\.name), samples: samples,
            operations: tree.ids, pictureSamples: picture.samples,
            layerEvents: layerEvents.withLock { $0 }, groups: tree.groups, made: tree.made,
            frameRecording: player ? fixture.frameRecording : nil, events: ranEvents.withLock { $0 },
            holds: operations.holds, finalPositions: finalPositions, retargets: retargets.withLock { $0 },
            velocities: scenario.sample.velocities)
    }

    /// What an event does, in a few words, for the pictures' time axis.
    private static func describe(_ action: EventSpec.Action) -> String {
        switch action {
        case .cancel(let id, let propagate, let reason):
            "cancel \(id)" + (propagate ? " and its dependents" : "") + (reason.map { ": \($0)" } ?? "")
        case .cancelAll: "cancel every operation"
        case .set(let layer, let setting, let animated): "set \(layer).\(setting.keyPath)" + (animated ? ", animated" : "")
        case .stall(let seconds): "stall \(ValueTable.format(seconds)) s"
        case .pause(let layer): "pause \(layer)"
        case .resume(let layer): "resume \(layer)"
        case .transport(let id, let call):
            switch call {
            case .playTo(let time): "play \(id) to \(ValueTable.format(time)) s"
            case .seek(to: let time): "seek \(id) to \(ValueTable.format(time)) s"
            case .seekProgress(let progress): "seek \(id) to progress \(ValueTable.format(progress))"
            case .setSpeed(let speed): "speed \(id) \(ValueTable.format(speed))"
            case .continueAnimation(let factor): "continue \(id), the rest in \(ValueTable.format(factor)) × its duration"
            default: "\(call.name) \(id)"
            }
        case .retarget(let id, let spec):
            "retarget \(id) to \(spec.target.map(ValueTable.format).joined(separator: ", "))"
        }
    }

    /// The error of a run that passed ``stepLimit`` instants at `time`.
    private static func endless(at time: Double, hint: String) -> FixtureError {
        FixtureError(
            .limitExceeded, "the scenario passed \(stepLimit) instants at t = \(ValueTable.format(time))",
            expected: "a scenario that ends", actual: "work still due",
            hint: "give the scenario \(hint), or cancel what repeats forever")
    }

    /// The player's table: each sampled column, one per component
    /// (`box.position.x`, `box.position.y` for a `box.position` column),
    /// the components followed by their velocities (`box.position.x velocity`) with
    /// `velocities`, in the order of ``ScenarioResult/series``.
    private static func frameColumns(_ columns: [SampleSpec.Column], layers: [String: Layer], velocities: Bool) -> [FrameColumn] {
        func names(_ column: String, count: Int) -> [String] {
            count == 1 ? [column] : ComponentNames.names(column: column, count: count).map { "\(column).\($0)" }
        }
        return columns.flatMap { column -> [FrameColumn] in
            guard let layer = layers[column.layer] else { return [] }
            let count = column.read(PropertyValues()).count
            let values = names(column.name, count: count).enumerated().map { index, name in
                FrameColumn(name: name, layer: layer) { column.read($0)[index] }
            }
            guard velocities else { return values }
            return values + names(column.name, count: count).enumerated().map { index, name in
                FrameColumn(name: SampleSpec.Column.velocityName(of: name), layer: layer, readingAt: { time in
                    let numbers = column.velocity(layer, time)
                    return index < numbers.count ? numbers[index] : .nan
                })
            }
        }
    }

    /// Without an end and with no work left: throws
    /// ``ScenarioRunError/cannotEnd(time:unfinished:)`` if any operation has
    /// not finished, since nothing more can happen to it. Every operation
    /// counts: the file's, at any depth, and those the run made (a retry's
    /// attempts and waits, a timeline's waits), as the trace saw them added.
    private static func checkFinished(
        _ fixture: TestFixture, scenario: Scenario, operations: ScenarioOperations
    ) throws(ScenarioRunError) {
        var unfinished = scenario.allOperations.compactMap { spec -> ScenarioRunError.UnfinishedOperation? in
            guard let operation = operations.byID[spec.id], !operation.isFinished else { return nil }
            let waitingFor = spec.dependsOn.filter { operations.byID[$0].map { !$0.isFinished } ?? false }
            return ScenarioRunError.UnfinishedOperation(
                id: spec.id, isRunning: operation.isExecuting, waitingFor: operation.isExecuting ? [] : waitingFor,
                waitingForCondition: operation.pendingCondition?.name)
        }
        let listed = Set(unfinished.map(\.id))
        var finished: Set<String> = []
        var added: [String] = []
        for event in fixture.trace.events {
            guard let name = event.operation else { continue }
            if event.kind == .enqueue { added.append(name) }
            if event.kind == .finish { finished.insert(name) }
        }
        for name in added where !finished.contains(name) && !listed.contains(name) && operations.byID[name] == nil {
            unfinished.append(ScenarioRunError.UnfinishedOperation(id: name, isRunning: false, waitingFor: []))
        }
        guard !unfinished.isEmpty else { return }
        throw .cannotEnd(time: fixture.now, unfinished: unfinished)
    }

    /// For each layer id, the operations animating it or a layer beneath it, in
    /// file order, with the groups around them: each operation is listed
    /// under its layer and that layer's ancestors, so the cost is the
    /// operations times the depth of the layer tree and of the groups.
    private static func operationsAnimating(_ scenario: Scenario) -> [String: [String]] {
        var parent: [String: String] = [:]
        var animating: [String: [String]] = [:]
        func visit(_ spec: LayerSpec, under parentID: String?) {
            parent[spec.id] = parentID
            animating[spec.id] = []
            for sublayer in spec.sublayers { visit(sublayer, under: spec.id) }
        }
        for spec in scenario.layers { visit(spec, under: nil) }
        var listed: [String: Set<String>] = [:]
        func visit(_ operation: OperationSpec, in groups: [String]) {
            var layer = operation.layer
            while let id = layer, animating[id] != nil {
                for name in groups + [operation.id] where listed[id, default: []].insert(name).inserted {
                    animating[id]?.append(name)
                }
                layer = parent[id]
            }
            for child in operation.children { visit(child, in: groups + [operation.id]) }
        }
        for operation in scenario.operations { visit(operation, in: []) }
        return animating
    }

    /// The series' instant number `index`, if the series has one (its end is
    /// checked against the run's end by the caller).
    private static func nextInSeries(_ sample: SampleSpec, index: Double) -> Double? {
        guard let every = sample.every, every > 0 else { return nil }
        let time = sample.from + index * every
        if let to = sample.to, time > to + 1e-9 * max(1, abs(to)) { return nil }
        return time
    }

    /// Runs `body` as a main-loop job at `time`, behind the work already due then.
    ///
    /// Scheduled before the run, the first hop comes before all other clock
    /// work at `time`; the second, scheduled then, comes after the work
    /// scheduled earlier for `time` (the compositor's wake-up that delivers the
    /// completions due now), so the event joins the loop behind them. A stall
    /// that ends at `time` gives the loop its turn after both (see `MainLoop`),
    /// so the event also runs behind the completions the stall held back and
    /// before the queue pass any of them causes.
    private static func atInstant(_ time: Double, on fixture: TestFixture, _ body: @escaping @Sendable () -> Void) {
        let clock = fixture.clock
        let loop = fixture.mainLoop
        clock.schedule(at: time, label: "a scenario event") {
            clock.schedule(at: time, label: "a scenario event") { loop.enqueue(body) }
        }
    }

    private static func buildLayers(_ specs: [LayerSpec], in fixture: TestFixture) -> [String: Layer] {
        var layers: [String: Layer] = [:]
        func build(_ spec: LayerSpec, under parent: Layer) {
            let layer = Layer(name: spec.id)
            layer.implicitlyAnimatedKeys = Set(spec.customKeys)
            fixture.transaction.begin()
            fixture.transaction.disableActions = true
            for property in spec.properties { property.apply(layer) }
            try? layer.setTiming(beginTime: spec.beginTime, speed: spec.speed, timeOffset: spec.timeOffset)
            parent.addSublayer(layer)
            try? fixture.transaction.commit()
            layers[spec.id] = layer
            for sublayer in spec.sublayers { build(sublayer, under: layer) }
        }
        for spec in specs { build(spec, under: fixture.rootLayer) }
        fixture.transaction.flush()
        return layers
    }

    /// The error a cancel event's `reason` cancels with:
    /// `cancel: expected the work to go on, got 'REASON'`.
    static func cancellation(_ reason: String) -> CadenceError {
        CadenceError(.invalidState, field: "cancel", value: EchoedText.quoted(reason), expected: "the work to go on")
    }

    /// Does what `action` says; a transport call or retarget the operation
    /// refuses does not stop the run: the fixture traces it, and its message
    /// is returned. Each retarget is added to `retargets`.
    @discardableResult
    private static func perform(
        _ action: EventSpec.Action, layers: [String: Layer], operations: ScenarioOperations, fixture: TestFixture,
        retargets: LockedBox<[ScenarioResult.Retarget]>
    ) -> String? {
        switch action {
        case .cancel(let id, let propagate, let reason):
            if let operation = operations.byID[id], let queue = operations.queues[id] {
                queue.cancel(operation, with: reason.map(Self.cancellation), propagatingToDependents: propagate)
            }
        case .cancelAll:
            fixture.queue.cancelAllOperations()
        case .set(let id, let setting, let animated):
            guard let layer = layers[id] else { return nil }
            fixture.transaction.begin()
            fixture.transaction.disableActions = !animated
            setting.apply(layer)
            try? fixture.transaction.commit()
        case .stall(let seconds):
            try? fixture.stall(for: seconds)
        case .pause(let id):
            layers[id]?.pause()
        case .resume(let id):
            layers[id]?.resume()
        case .transport(let id, let call):
            // The reader admits only the ids of animation operations, groups and timelines.
            do {
                if let operation = operations.byID[id] as? AnimationOperation {
                    try fixture.steer(operation, call)
                } else if let group = operations.byID[id] as? GroupOperation {
                    try fixture.steer(group, call)
                }
            } catch {
                return "\(error)"
            }
        case .retarget(let id, let spec):
            // The reader admits only spring animation operations' ids.
            guard let operation = operations.byID[id] as? AnimationOperation, let layer = operation.layer as? Layer
            else { return nil }
            let (value, velocity) = spec.read(layer)
            var refusal: String?
            do {
                try spec.apply(fixture, operation)
            } catch {
                refusal = "\(error)"
            }
            let record = ScenarioResult.Retarget(
                time: fixture.now, operation: id, keyPath: spec.keyPath, target: spec.target, value: value,
                velocity: velocity, refusal: refusal)
            retargets.withLock { $0.append(record) }
            return refusal
        }
        return nil
    }
}
