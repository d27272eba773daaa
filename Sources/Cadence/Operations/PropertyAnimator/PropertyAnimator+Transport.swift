/// The calls of `UIViewAnimating` and `UIViewImplicitlyAnimating`, with
/// UIKit's rules: a call UIKit raises an exception for throws a
/// ``CadenceError`` naming the call and the state (`finishAnimation(at:):
/// expected a stopped animator, got an active animator`), and changes nothing.
extension PropertyAnimator {
    static func refusal(_ call: String, _ value: String, expected: String) -> CadenceError {
        CadenceError(.invalidState, field: call, value: value, expected: expected)
    }

    /// Starts the run, or plays a paused one on (`startAnimation()`): an
    /// inactive animator captures its closures and runs from its start (from
    /// its end when reversed). A running one is left as it is.
    ///
    /// - Throws: ``CadenceError`` on a stopped animator.
    public func startAnimation() throws(CadenceError) {
        try perform { state, now throws(CadenceError) in
            switch state.phase {
            case .stopped:
                throw Self.refusal("startAnimation()", state.stateName, expected: "an inactive or active animator")
            case .inactive:
                activate(&state, at: now)
                try? state.playhead.play(at: now)
                reclock(&state, rebuilding: state.changes)
                return nil
            case .active:
                if state.isRunning(at: now) { return nil }
                return resume(&state, at: now)
            }
        }
    }

    /// Starts the run `delay` seconds from now (`startAnimation(afterDelay:)`):
    /// meanwhile it is active and running, showing where it is (the start
    /// values of an inactive animator). A pause meanwhile cancels the start.
    ///
    /// - Throws: ``CadenceError`` for a delay that is not a finite number ≥ 0,
    ///   or on an animator that is stopped or already running.
    public func startAnimation(afterDelay delay: Double) throws(CadenceError) {
        let call = "startAnimation(afterDelay:)"
        try CadenceError.check(delay, call, in: 0 ... .infinity, expected: "a finite number of seconds ≥ 0")
        try perform { state, now throws(CadenceError) in
            guard state.phase != .stopped, !state.isRunning(at: now) else {
                throw Self.refusal(call, state.runName(at: now), expected: "an inactive or paused animator")
            }
            if state.phase == .inactive {
                activate(&state, at: now)
                state.playhead.pause(at: now)
                reclock(&state, rebuilding: state.changes)
            }
            state.delay = delay
            state.generation &+= 1
            let generation = state.generation
            state.rest?.cancel()
            state.rest = nil
            state.pendingStart = compositor.clock.schedule(at: now + delay, label: "property animator start") {
                [self] in
                compositor.mainLoop.enqueue { [self] in
                    try? perform { state, now in
                        guard state.phase == .active, state.pendingStart != nil, state.generation == generation
                        else { return nil }
                        state.pendingStart = nil
                        return resume(&state, at: now)
                    }
                }
            }
            return nil
        }
    }

    /// Holds the run where it is (`pauseAnimation()`); an inactive animator
    /// captures its closures and is paused at its start. A paused one is
    /// left as it is; a start waiting for its delay is cancelled.
    ///
    /// - Throws: ``CadenceError`` on a stopped animator, or one that is not
    ///   interruptible.
    public func pauseAnimation() throws(CadenceError) {
        try perform { state, now throws(CadenceError) in
            guard state.phase != .stopped else {
                throw Self.refusal("pauseAnimation()", state.stateName, expected: "an inactive or active animator")
            }
            guard state.isInterruptible else {
                throw Self.refusal("pauseAnimation()", "an animator that is not interruptible", expected: "an interruptible animator")
            }
            if state.phase == .inactive {
                activate(&state, at: now)
                state.playhead.pause(at: now)
                reclock(&state, rebuilding: state.changes)
                return nil
            }
            guard state.isRunning(at: now) else { return nil }
            state.pendingStart?.cancel()
            state.pendingStart = nil
            state.playhead.pause(at: now)
            reclock(&state, rebuilding: [])
            return nil
        }
    }

    /// Stops the run where it is (`stopAnimation(_:)`): the animations leave
    /// their layers and each property keeps the value shown. With
    /// `withoutFinishing` true the animator is inactive at once and no
    /// completion runs; with false it is stopped, and
    /// ``finishAnimation(at:)`` must follow.
    ///
    /// - Throws: ``CadenceError`` on an animator that is not active, or not
    ///   interruptible.
    public func stopAnimation(_ withoutFinishing: Bool) throws(CadenceError) {
        try perform { state, now throws(CadenceError) in
            guard state.phase == .active else {
                throw Self.refusal("stopAnimation(_:)", state.stateName, expected: "an active animator")
            }
            guard state.isInterruptible else {
                throw Self.refusal("stopAnimation(_:)", "an animator that is not interruptible", expected: "an interruptible animator")
            }
            setModels(of: state.changes, to: .current)
            removeAnimations(of: state.changes)
            state.pendingStart?.cancel()
            state.pendingStart = nil
            state.rest?.cancel()
            state.rest = nil
            state.playhead.pause(at: now)
            if withoutFinishing {
                state.phase = .inactive
                state.changes = []
                state.completions = []
                state.playhead.cancel()
            } else {
                state.phase = .stopped
            }
            return nil
        }
    }

    /// Finishes a stopped animator (`finishAnimation(at:)`): the properties
    /// take their end values, their start values, or keep what they show
    /// (`.current`); the animator is inactive, and its completions run now
    /// with `finalPosition`.
    ///
    /// - Throws: ``CadenceError`` on an animator that is not stopped.
    public func finishAnimation(at finalPosition: AnimatingPosition) throws(CadenceError) {
        try perform { state, _ throws(CadenceError) in
            guard state.phase == .stopped else {
                throw Self.refusal("finishAnimation(at:)", state.stateName, expected: "a stopped animator")
            }
            if finalPosition != .current { setModels(of: state.changes, to: finalPosition) }
            return complete(&state, at: finalPosition)
        }
    }

    /// Plays a paused animator on (`continueAnimation(withTimingParameters:durationFactor:)`),
    /// the way it heads, so that what is left takes `durationFactor` times
    /// the animator's ``duration``: a 2 s animator paused half way and
    /// continued with factor 1 ends 2 s later. With no parameters it keeps
    /// its curve and plays the rest of it at the speed that takes; with
    /// parameters, its animations start again from what is shown, with the
    /// new curve or spring (a spring starts with the velocity the
    /// parameters give: a paused run has none of its own).
    ///
    /// - Throws: ``CadenceError`` on an animator that is not active and
    ///   paused, or for a factor that is not a finite number > 0.
    public func continueAnimation(
        withTimingParameters parameters: (any TimingCurveProvider)?, durationFactor: Double
    ) throws(CadenceError) {
        let call = "continueAnimation(withTimingParameters:durationFactor:)"
        try perform { state, now throws(CadenceError) in
            guard state.phase == .active, !state.isRunning(at: now) else {
                throw Self.refusal(call, state.runName(at: now), expected: "a paused animator")
            }
            try CadenceError.check(
                durationFactor, "durationFactor", in: .leastNonzeroMagnitude ... .infinity,
                expected: "a finite number > 0")
            if let parameters {
                state.timingParameters = parameters
                state.curve = AnimatorCurve(parameters)
            }
            let backwards = state.playhead.isReversed
            let fraction = state.fraction(at: now)
            guard backwards ? fraction > 0 : fraction < 1 else { return arrive(&state, at: now) }
            let length = durationFactor * duration
            if parameters != nil || state.segment.isScrub || !state.segment.reachesEnd(backwards: backwards) {
                rebase(&state, backwards: backwards, lasting: length, at: now)
                return nil
            }
            let time = state.playhead.currentTime(at: now) ?? 0
            let runLeft = backwards ? time : state.segment.duration - time
            try? state.playhead.setSpeed((backwards ? -runLeft : runLeft) / length, at: now)
            try? state.playhead.play(at: now)
            reclock(&state, rebuilding: [])
            return nil
        }
    }

    /// Captures `animations` into the run (`addAnimations(_:)`): added while
    /// inactive, they run when it starts; added while active, at once, for
    /// the time left.
    ///
    /// - Throws: ``CadenceError`` on a stopped animator.
    public func addAnimations(_ animations: @escaping @Sendable () -> Void) throws(CadenceError) {
        try add(animations, delayFactor: 0, call: "addAnimations(_:)")
    }

    /// Captures `animations` to begin `delayFactor` (0 ... 1) of the time
    /// left from now, and end with the run (`addAnimations(_:delayFactor:)`):
    /// on a 2 s animator not yet started, 0.5 begins them at 1 s.
    ///
    /// - Throws: ``CadenceError`` for a factor outside 0 ... 1, or on a
    ///   stopped animator.
    public func addAnimations(_ animations: @escaping @Sendable () -> Void, delayFactor: Double) throws(CadenceError) {
        try add(animations, delayFactor: delayFactor, call: "addAnimations(_:delayFactor:)")
    }

    private func add(_ animations: @escaping @Sendable () -> Void, delayFactor: Double, call: String) throws(CadenceError) {
        try CadenceError.check(delayFactor, "delayFactor", in: 0 ... 1, expected: "a number in 0 ... 1")
        try perform { state, now throws(CadenceError) in
            switch state.phase {
            case .stopped:
                throw Self.refusal(call, state.stateName, expected: "an inactive or active animator")
            case .inactive:
                state.blocks.append(PendingBlock(animations: animations, delayFactor: delayFactor))
            case .active:
                let fraction = state.fraction(at: now)
                let added = capture([(animations, fraction + delayFactor * (1 - fraction))])
                state.changes += added
                reclock(&state, rebuilding: added)
            }
            return nil
        }
    }

    /// Adds a completion, called with the position the run ends at: `.end`,
    /// `.start` when it played back to its start, or the position given to
    /// ``finishAnimation(at:)`` (`addCompletion(_:)`). Not called when
    /// ``stopAnimation(_:)`` is given true, nor while
    /// ``pausesOnCompletion`` holds it at an end.
    public func addCompletion(_ completion: @escaping @Sendable (AnimatingPosition) -> Void) {
        box.withLock { $0.completions.append(completion) }
    }

    /// Sets ``isReversed``, throwing where the setter reports.
    ///
    /// - Throws: ``CadenceError`` on a stopped animator, or a running one that
    ///   is not interruptible.
    public func setReversed(_ reversed: Bool) throws(CadenceError) {
        try perform { state, now throws(CadenceError) in
            guard state.phase != .stopped else {
                throw Self.refusal("isReversed", state.stateName, expected: "an inactive or active animator")
            }
            let running = state.isRunning(at: now) && state.pendingStart == nil
            guard state.isInterruptible || !running else {
                throw Self.refusal("isReversed", "a running animator that is not interruptible", expected: "an interruptible animator")
            }
            guard reversed != state.playhead.isReversed else { return nil }
            try? state.playhead.setSpeed(-state.playhead.speed, at: now)
            guard state.phase == .active else { return nil }
            if running { return resume(&state, at: now) }
            reclock(&state, rebuilding: [])
            return nil
        }
    }

    /// Sets ``fractionComplete``, throwing where the setter reports.
    ///
    /// - Throws: ``CadenceError`` for a fraction outside 0 ... 1, or on an
    ///   animator that is stopped or not interruptible.
    public func setFractionComplete(_ fraction: Double) throws(CadenceError) {
        try CadenceError.check(fraction, "fractionComplete", in: 0 ... 1, expected: "a number in 0 ... 1")
        try perform { state, now throws(CadenceError) in
            guard state.phase != .stopped else {
                throw Self.refusal("fractionComplete", state.stateName, expected: "an inactive or active animator")
            }
            guard state.isInterruptible else {
                throw Self.refusal("fractionComplete", "an animator that is not interruptible", expected: "an interruptible animator")
            }
            if state.isRunning(at: now) { return nil }
            let wasInactive = state.phase == .inactive
            if wasInactive { activate(&state, at: now) }
            let reshaped = wasInactive || state.segment.span != .whole || state.segment.isScrub != state.scrubsLinearly
            let speed = state.playhead.speed
            state.segment = RunSegment(
                span: .whole, duration: duration, curve: state.scrubsLinearly ? .linear : state.curve,
                isScrub: state.scrubsLinearly)
            state.playhead = Playhead(checkedDuration: duration)
            try? state.playhead.setSpeed(speed, at: now)
            try? state.playhead.seek(to: fraction * duration, at: now)
            reclock(&state, rebuilding: reshaped ? state.changes : [])
            return nil
        }
    }

    /// Sets ``isInterruptible``, throwing where the setter reports.
    ///
    /// - Throws: ``CadenceError`` on an animator that is not inactive.
    public func setInterruptible(_ interruptible: Bool) throws(CadenceError) {
        try perform { state, _ throws(CadenceError) in
            guard state.phase == .inactive else {
                throw Self.refusal("isInterruptible", state.stateName, expected: "an inactive animator")
            }
            state.isInterruptible = interruptible
            return nil
        }
    }
}
