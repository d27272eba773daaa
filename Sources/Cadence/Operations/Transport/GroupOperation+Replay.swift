import Foundation

/// How a steered ``GroupOperation`` plays back past children that have
/// finished: it replays their animations under its own clock.
///
/// A child is an operation, and an operation that has finished does not
/// start again. So the first call that plays the group back while a child
/// has finished (``GroupOperation/reverse()``, a negative speed) puts the
/// group in charge of its finished children's animations: each is added
/// again on its layer, held at its start before its span and at its end
/// after it, under a clock the group's playhead gives; every later call
/// re-times them with the children still running, and each child that
/// finishes from then on is replayed the same way. The group then finishes
/// when its playhead comes to rest at an end (and every child has ended):
/// the replays are removed and each replayed child's properties take the
/// values of that end, its start values at the start, its final values at
/// the end. Cancelled meanwhile, they keep what is shown.
///
/// Replaying needs the animations to be independent: every finished child
/// an ``AnimationOperation`` (or a wait or timed task, which shows nothing),
/// and no two animation children animating one property of one layer;
/// otherwise playing back is refused, naming the children, as before.
extension GroupOperation {
    /// Throws for `call` unless every finished child can be replayed:
    /// nothing changes.
    func checkReplayable(_ call: String) throws(CadenceError) {
        guard isExecuting, !isCancelled else { throw notRunning(call) }
        for child in operations where child.isFinished {
            if let animation = child as? AnimationOperation, animation.result == .completed,
                animation.withMutable({ $0.started }) != nil
            {
                continue
            }
            if let task = child as? TimedTaskOperation, task.result == .completed { continue }
            throw CadenceError(
                .invalidState, field: call, value: "a group whose child '\(describe(child))' has finished and cannot be replayed",
                expected: "finished children that are animation operations, waits or timed tasks that completed, to play the group back")
        }
        if operations.contains(where: \.isFinished) { try checkIndependentAnimations(call) }
    }

    /// Puts the group in charge of its finished children's animations, once
    /// a child has finished (``checkReplayable(_:)`` having said it can).
    func beginReplaying() {
        let finished = operations.filter(\.isFinished)
        guard !finished.isEmpty, steering.withLock({ $0.map { !$0.isReplaying } }) == true else { return }
        steering.withLock { $0?.isReplaying = true }
        for child in finished { replay(child) }
        retimeReplays()
    }

    /// Throws unless no two animation children animate one property of one layer.
    private func checkIndependentAnimations(_ call: String) throws(CadenceError) {
        var seen: [(layer: ObjectIdentifier, path: String, child: AnimationOperation)] = []
        for case let child as AnimationOperation in operations {
            let layer = ObjectIdentifier(child.layer)
            for path in Self.animatedPaths(of: child.animation) {
                // One path, or a property and one of its components (position, position.x).
                if let other = seen.first(where: {
                    $0.layer == layer && $0.child !== child
                        && ($0.path == path || $0.path.hasPrefix(path + ".") || path.hasPrefix($0.path + "."))
                }) {
                    throw CadenceError(
                        .invalidState, field: call,
                        value: "children '\(describe(other.child))' and '\(describe(child))' that both animate '\(path)' of one layer",
                        expected: "children animating different properties, to replay them backwards (steer a TimelineOperation to play such a sequence back)")
                }
                seen.append((layer, path, child))
            }
        }
    }

    /// The key paths `animation` animates: a property animation's own, a
    /// group's members', else the properties it names.
    private static func animatedPaths(of animation: any LayerAnimation) -> [String] {
        if let property = animation as? any PropertyAnimation { return [keyPathName(of: property)] }
        if let group = animation as? AnimationGroup { return group.animations.flatMap { animatedPaths(of: $0) } }
        return Array(animation.animatedPropertyNames)
    }

    private static func keyPathName<Animation: PropertyAnimation>(of animation: Animation) -> String {
        animation.keyPath.name
    }

    /// Replays `child`, which has finished, under the group's clock.
    func replay(_ child: Operation) {
        guard let animation = child as? AnimationOperation, let host = animation.layer.host,
            let started = animation.withMutable({ $0.started }),
            let span = steering.withLock({ $0?.spans[ObjectIdentifier(child)] })
        else { return }
        var copy = started.played
        copy.delegate = nil
        copy.isRemovedOnCompletion = false
        copy.fillMode = .both
        let key = "cadence.group-replay.\(ObjectIdentifier(self).hashValue).\(ObjectIdentifier(child).hashValue)"
        let replay = GroupReplay(
            layer: animation.layer, key: key, span: span, origin: started.origin, repetition: started.repetition,
            passDuration: started.passDuration, startValues: started.startValues, finalValues: started.finalValues,
            names: started.animatedNames)
        host.beginTransaction(disablingActions: true, completion: nil)
        defer { host.commitTransaction() }
        do {
            try animation.layer.addResolved(copy, forKey: key)
        } catch {
            return
        }
        steering.withLock { $0?.replays[ObjectIdentifier(child)] = replay }
        retimeReplay(replay)
    }

    /// Puts every replay under the group's clock as it stands, and wakes the
    /// group where its playhead comes to rest.
    func retimeReplays() {
        guard let steered = steering.withLock({ $0 }), steered.isReplaying else { return }
        for replay in steered.replays.values { retimeReplay(replay) }
        steering.withLock { $0?.restWake?.cancel() }
        guard let loop = mainLoop else { return }
        // Held at an end (finished, or sought past it): at rest now.
        let rest = steered.playhead.state(at: loop.clock.currentTime) == .finished ? loop.clock.currentTime : steered.playhead.restInstant
        guard let rest else { return }
        let work = loop.clock.schedule(at: rest, label: "group '\(describe(self))': rest") { [weak self, loop] in
            // Come to rest, the group finishes once every child has ended.
            loop.enqueue { [weak self] in self?.finishIfDone() }
        }
        steering.withLock { $0?.restWake = work }
    }

    /// The replay under the group's clock now: the group's run time less the
    /// child's offset (filling both ways, the replay shows its start before
    /// the child's span and its end after it).
    private func retimeReplay(_ replay: GroupReplay) {
        guard let now = mainLoop?.clock.currentTime, let playhead = steering.withLock({ $0?.playhead }),
            let clock = playhead.clock(origin: 0, at: now)
        else { return }
        let local = RunClock(
            origin: replay.origin, anchorInstant: replay.layer.localTime(fromHostTime: clock.anchorInstant),
            anchorTime: clock.anchorTime - replay.span.offset, speed: clock.speed,
            lower: clock.lower - replay.span.offset, upper: clock.upper - replay.span.offset,
            restsAtAnEnd: false, repetition: replay.repetition, passDuration: replay.passDuration)
        guard let host = replay.layer.host else { return }
        host.beginTransaction(disablingActions: true, completion: nil)
        try? replay.layer.setRunClock(local, forAnimationKey: replay.key)
        host.commitTransaction()
    }

    /// Whether the group, replaying, must wait for its playhead to rest
    /// before it finishes (cancelled, it does not).
    func isHeldByReplay(at now: Double) -> Bool {
        guard !isCancelled, let steered = steering.withLock({ $0 }), steered.isReplaying else { return false }
        return steered.playhead.state(at: now) != .finished
    }

    /// Removes the replays, each replayed child's properties taking the
    /// values of the end the group rests at (what is shown, if cancelled).
    func endReplays() {
        guard let steered = steering.withLock({ $0 }), steered.isReplaying else { return }
        steered.restWake?.cancel()
        let reversed = steered.playhead.isReversed
        // Earliest first, so that a later child's values are set last.
        let ordered = steered.replays.values.sorted { $0.span.offset < $1.span.offset }
        for replay in reversed ? ordered.reversed() : ordered {
            guard let host = replay.layer.host else { continue }
            host.beginTransaction(disablingActions: true, completion: nil)
            let values = isCancelled ? replay.layer.presentation() : reversed ? replay.startValues : replay.finalValues
            if let values { replay.layer.setModelValues(from: values, names: replay.names) }
            replay.layer.removeAnimation(forKey: replay.key)
            host.commitTransaction()
        }
        steering.withLock { $0?.replays = [:] }
    }
}

/// A finished child's animation, added again under the group's clock.
struct GroupReplay: Sendable {
    let layer: any HostedLayer
    let key: String
    let span: GroupSpan
    let origin: Double
    let repetition: Repetition
    let passDuration: Double
    let startValues: PropertyValues
    let finalValues: PropertyValues?
    let names: Set<String>
}
