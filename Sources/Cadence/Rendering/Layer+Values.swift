extension Layer {
    /// The model value at `keyPath`, or its default when unset.
    ///
    /// Setting it is ``setValue(_:for:)`` for code that does not need the error:
    /// a refused value (NaN, a custom property holding another type, or a key
    /// path with a standard name and another type, such as
    /// `AnimationKeyPath<CGPoint>("opacity")`) leaves the model unchanged and is
    /// reported to ``Compositor/errorHandler``.
    public subscript<Value>(keyPath: AnimationKeyPath<Value>) -> Value {
        get { state.withLock { $0.model[keyPath] } }
        set {
            do {
                try setValue(newValue, for: keyPath)
            } catch {
                report(error)
            }
        }
    }

    /// Sets the model value at `keyPath`, inside the current transaction.
    ///
    /// In a compositor's tree with actions enabled, the property's action runs
    /// after the value changes (see ``action(forKey:)``): by default a basic
    /// animation from the presented value to `value`, with the transaction's
    /// duration and timing function, under the key path's name, so that it
    /// replaces one in flight and the shown value never jumps. Inside a block
    /// animation (``Compositor/animate(withDuration:delay:options:on:animations:completion:)``),
    /// a change that interrupts a block animation in flight on the same key
    /// path plays additively over it instead, as UIKit does since iOS 8
    /// (see ``AnimationOptions/beginFromCurrentState``).
    ///
    /// - Throws: ``CadenceError`` for a non-finite value, a custom property
    ///   that holds another type (it keeps the type of its first value), or a
    ///   key path with a standard property's name and another type
    ///   (`opacity: expected a value of type Float (the standard property's type),
    ///   got a value of type CGPoint`). Nothing changes then.
    public func setValue<Value>(_ value: Value, for keyPath: AnimationKeyPath<Value>) throws(CadenceError) {
        try state.withLock { (state) throws(CadenceError) in try state.model.checkSettable(value, for: keyPath) }
        let transaction = willChange()
        var action: LayerAction?
        var presented = PropertyValues()
        if let transaction, !transaction.disableActions {
            action = self.action(forKey: keyPath.name)
            if action != nil {
                presented = presentation()
            }
        }
        let old = state.withLock { state in
            defer { state.model[keyPath] = value }
            return state.model[keyPath]
        }
        guard let action, let transaction else { return }
        run(action, forKey: keyPath.name, presented: presented) {
            let style = transaction.value(forKey: ImplicitAnimationStyle.key) as? ImplicitAnimationStyle
            if let recorder = style?.recorder {
                recorder.record(keyPath, of: self, from: old, to: value)
                return nil
            }
            let duration = transaction.animationDuration
            guard duration > 0 else { return nil }
            let timingFunction = transaction.animationTimingFunction ?? .default
            guard let style else {
                return BasicAnimation(
                    keyPath: keyPath, from: presented[keyPath], to: value, duration: duration,
                    timingFunction: timingFunction)
            }
            let delayedBegin = { [self] in convertTime((compositor?.currentTime ?? 0) + style.delay, from: nil) }
            if style.retargetAdditively(
                keyPath, of: self, from: old, to: value, duration: duration, timingFunction: timingFunction,
                delayedBegin: delayedBegin)
            {
                return nil
            }
            return style.animation(
                keyPath, from: style.fromPresented ? presented[keyPath] : old, to: value, duration: duration,
                timingFunction: timingFunction, delayedBegin: delayedBegin)
        }
    }

    /// The model value at `keyPath`, checking that a custom property holds its type.
    ///
    /// - Throws: ``CadenceError`` with code ``CadenceError/Code/typeMismatch``.
    public func value<Value>(for keyPath: AnimationKeyPath<Value>) throws(CadenceError) -> Value {
        try state.withLock { (state) throws(CadenceError) in try state.model.value(for: keyPath) }
    }

    /// The values shown now: the model with the layer's committed animations
    /// applied at its compositor's current time.
    ///
    /// A layer outside any compositor's tree, or not yet committed to it, shows
    /// its model values.
    public func presentation() -> PropertyValues {
        guard let compositor else { return modelValues }
        return presentation(at: compositor.currentTime)
    }

    /// The values shown at `time` (the compositor's time), from what is committed
    /// now: for tests and for sampling a timeline.
    public func presentation(at time: Double) -> PropertyValues {
        compositor?.renderedPresentation(of: self, at: time) ?? modelValues
    }

    /// The value shown now at `keyPath`: `presentation()[keyPath]`, without
    /// building the layer's other values.
    ///
    /// Reading one property of many layers each frame, this is the fast way:
    /// for an animation of exactly `keyPath` it evaluates the animation on the
    /// typed value, with nothing allocated.
    ///
    /// ```swift
    /// let x = box.presentedValue(for: .positionX)   // 150, halfway through the slide
    /// ```
    public func presentedValue<Value>(for keyPath: AnimationKeyPath<Value>) -> Value {
        guard let compositor else { return self[keyPath] }
        return presentedValue(for: keyPath, at: compositor.currentTime, in: compositor)
    }

    /// The value shown at `keyPath` at `time` (the compositor's time), from what
    /// is committed now: `presentation(at: time)[keyPath]`, computed alone.
    public func presentedValue<Value>(for keyPath: AnimationKeyPath<Value>, at time: Double) -> Value {
        guard let compositor else { return self[keyPath] }
        return presentedValue(for: keyPath, at: time, in: compositor)
    }

    private func presentedValue<Value>(for keyPath: AnimationKeyPath<Value>, at time: Double, in compositor: Compositor) -> Value {
        var value = keyPath.defaultValue
        guard compositor.present(self, at: keyPath, time: time, into: &value) else { return self[keyPath] }
        return value
    }
}

extension Layer {
    /// Copies the named properties' values from `values` into the model, inside
    /// the current transaction, without actions: how an operation sets the model
    /// to an animation's final value. A name `values` leaves unset goes back to
    /// its default.
    public func setModelValues(from values: PropertyValues, names: Set<String>) {
        willChange()
        state.withLock { state in
            for name in names.sorted() {
                if let value = values.storedValue(named: name) {
                    state.model.setStoredValue(value, named: name)
                } else {
                    state.model.removeValue(named: name)
                }
            }
        }
    }
}
