/// How an animator puts its changes on layers and steers them: capturing
/// closures, re-basing the run, re-clocking every animation, and waking when
/// the run comes to rest.
extension PropertyAnimator {
    /// What a call leaves to do once the state is stored: completions to call.
    struct Completion {
        let blocks: [@Sendable (AnimatingPosition) -> Void]
        let position: AnimatingPosition
    }

    /// Runs `body` on a copy of the state inside one transaction, stores the
    /// copy, then calls the completions it returns. A refusal thrown by
    /// `body` before it changes anything leaves everything as it was.
    func perform(
        _ body: (inout AnimatorState, Double) throws(CadenceError) -> Completion?
    ) throws(CadenceError) {
        var state = box.withLock { $0 }
        let transaction = compositor.transaction
        transaction.begin()
        let completion: Completion?
        do {
            completion = try body(&state, compositor.currentTime)
        } catch {
            try? transaction.commit()
            throw error
        }
        try? transaction.commit()
        box.withLock { $0 = state }
        if let completion {
            for block in completion.blocks { block(completion.position) }
        }
    }

    /// Runs `blocks` in a transaction whose changes are recorded rather than
    /// animated (the block-animation capture), each change beginning at its
    /// block's fraction of the run.
    func capture(_ blocks: [(animations: @Sendable () -> Void, begin: Double)]) -> [CapturedChange] {
        let recorder = ChangeRecorder()
        var style = ImplicitAnimationStyle()
        style.recorder = recorder
        let transaction = compositor.transaction
        transaction.begin()
        try? transaction.setValue(style, forKey: ImplicitAnimationStyle.key)
        transaction.disableActions = false
        for block in blocks {
            recorder.setBeginFraction(block.begin)
            block.animations()
        }
        try? transaction.commit()
        return recorder.recorded
    }

    /// Makes an inactive animator active: a fresh run over the whole of it,
    /// keeping its direction, with the closures added so far captured.
    func activate(_ state: inout AnimatorState, at now: Double) {
        state.phase = .active
        state.segment = RunSegment(span: .whole, duration: duration, curve: state.curve)
        let speed = state.playhead.speed
        state.playhead = Playhead(checkedDuration: duration)
        try? state.playhead.setSpeed(speed, at: now)
        let blocks = state.blocks
        state.blocks = []
        state.changes = capture(blocks.map { ($0.animations, $0.delayFactor) })
    }

    /// Plays a paused animator on, the way it heads: re-based when its
    /// animations are a scrub's straight lines or stop short of that end.
    func resume(_ state: inout AnimatorState, at now: Double) -> Completion? {
        let backwards = state.playhead.isReversed
        let fraction = state.fraction(at: now)
        let left = backwards ? fraction : 1 - fraction
        guard left > 0 else { return arrive(&state, at: now) }
        if state.segment.isScrub || !state.segment.reachesEnd(backwards: backwards) {
            rebase(&state, backwards: backwards, lasting: left * duration, at: now)
        } else {
            try? state.playhead.play(at: now)
            reclock(&state, rebuilding: [])
        }
        return nil
    }

    /// New animations for every change from what is shown now to the end the
    /// run heads for, lasting `length`, with the animator's curve.
    func rebase(_ state: inout AnimatorState, backwards: Bool, lasting length: Double, at now: Double) {
        let fraction = state.fraction(at: now)
        state.segment = RunSegment(
            span: backwards ? .back(from: fraction) : .rest(from: fraction), duration: length, curve: state.curve)
        state.playhead = Playhead(checkedDuration: length)
        if backwards { try? state.playhead.setSpeed(-1, at: now) }
        try? state.playhead.play(at: now)
        reclock(&state, rebuilding: state.changes)
    }

    /// At the end the run heads for: paused there with
    /// ``pausesOnCompletion``, finished otherwise.
    func arrive(_ state: inout AnimatorState, at now: Double) -> Completion? {
        if state.pausesOnCompletion {
            state.playhead.pause(at: now)
            reclock(&state, rebuilding: [])
            return nil
        }
        return complete(&state, at: state.playhead.isReversed ? .start : .end)
    }

    /// Ends the run at `position`: the animations leave their layers and
    /// the animator is inactive; returns the completions to call.
    func complete(_ state: inout AnimatorState, at position: AnimatingPosition) -> Completion {
        state.rest?.cancel()
        state.rest = nil
        state.pendingStart?.cancel()
        state.pendingStart = nil
        removeAnimations(of: state.changes)
        state.phase = .inactive
        state.changes = []
        state.playhead.cancel()
        let blocks = state.completions
        state.completions = []
        return Completion(blocks: blocks, position: position)
    }

    func removeAnimations(of changes: [CapturedChange]) {
        let transaction = compositor.transaction
        transaction.begin()
        transaction.disableActions = true
        for change in changes { change.layer.removeAnimation(forKey: change.key) }
        try? transaction.commit()
    }

    /// Sets the model of every change to `position`: the start values
    /// latest first (so a property changed twice ends at its first start),
    /// the others in order.
    func setModels(of changes: [CapturedChange], to position: AnimatingPosition) {
        let transaction = compositor.transaction
        transaction.begin()
        transaction.disableActions = true
        for change in position == .start ? changes.reversed() : changes { change.setModel(position) }
        try? transaction.commit()
    }

    /// In one transaction: adds the animations of `rebuilt` for the present
    /// segment, puts every change's animation under the playhead's clock, and
    /// sets the models to where the run heads; then schedules the wake-up at
    /// the instant it comes to rest.
    func reclock(_ state: inout AnimatorState, rebuilding rebuilt: [CapturedChange]) {
        let now = compositor.currentTime
        let transaction = compositor.transaction
        transaction.begin()
        transaction.disableActions = true
        for change in rebuilt {
            if let animation = change.animation(state.segment.shape(beginningAt: change.beginFraction)) {
                do {
                    try change.layer.addResolved(animation, forKey: change.key)
                } catch {
                    Compositor.report(error, from: compositor)
                }
            } else {
                change.layer.removeAnimation(forKey: change.key)
            }
        }
        if let clock = state.playhead.clock(origin: 0, at: now) {
            for change in state.changes {
                let layerClock = Self.clock(clock, on: change.layer, at: now, restsAtAnEnd: !state.pausesOnCompletion)
                // A change with nothing left to animate has no animation to steer.
                try? change.layer.setRunClock(layerClock, forAnimationKey: change.key)
            }
        }
        try? transaction.commit()
        setModels(of: state.changes, to: state.playhead.isReversed ? .start : .end)
        scheduleRest(&state, at: now)
    }

    /// `clock`, read in the compositor's time, as `layer` reads it in its own.
    static func clock(_ clock: RunClock, on layer: Layer, at now: Double, restsAtAnEnd: Bool) -> RunClock {
        let rate = layer.localTime(fromHostTime: now + 1) - layer.localTime(fromHostTime: now)
        let speed = rate.isFinite && rate > 0 && abs(rate - 1) > 1e-12 ? clock.speed / rate : clock.speed
        return RunClock(
            origin: clock.origin, anchorInstant: layer.localTime(fromHostTime: clock.anchorInstant),
            anchorTime: clock.anchorTime, speed: speed, lower: clock.lower, upper: clock.upper,
            restsAtAnEnd: restsAtAnEnd && clock.restsAtAnEnd)
    }

    /// Schedules the main-loop job that ends (or pauses) the run at the
    /// instant it comes to rest, replacing any scheduled before.
    func scheduleRest(_ state: inout AnimatorState, at now: Double) {
        state.rest?.cancel()
        state.rest = nil
        guard state.phase == .active, state.pendingStart == nil, let instant = state.playhead.restInstant,
            instant.isFinite
        else { return }
        state.generation &+= 1
        let generation = state.generation
        state.rest = compositor.clock.schedule(at: max(instant, now), label: "property animator comes to rest") {
            [self] in
            compositor.mainLoop.enqueue { [self] in
                try? perform { state, now in
                    guard state.phase == .active, state.generation == generation,
                        state.playhead.state(at: now) == .finished
                    else { return nil }
                    state.rest = nil
                    return arrive(&state, at: now)
                }
            }
        }
    }
}
