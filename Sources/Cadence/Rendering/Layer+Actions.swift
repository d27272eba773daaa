extension Layer {
    /// The action for `key`, searched as Core Animation searches: the
    /// ``delegate``, then ``actions``, then the default (``LayerAction/defaultAnimation``
    /// for standard properties and ``implicitlyAnimatedKeys``). A
    /// ``LayerAction/none`` found on the way ends the search with no action.
    ///
    /// - Returns: The action, or nil for none.
    public func action(forKey key: String) -> LayerAction? {
        let (delegate, listed, custom) = state.withLock { ($0.delegate, $0.actions[key], $0.implicitlyAnimatedKeys) }
        if let found = delegate?.action(for: self, forKey: key) ?? listed {
            return found.isNone ? nil : found
        }
        return Self.defaultAction(forKey: key, customKeys: custom)
    }

    /// The default action: an animation for every standard key path and for the
    /// opted-in custom keys, none otherwise.
    static func defaultAction(forKey key: String, customKeys: Set<String>) -> LayerAction? {
        if customKeys.contains(key) || AnimationKeyPaths.standard(named: key) != nil {
            return .defaultAnimation
        }
        return nil
    }

    /// Runs `action` for `key` after the value changed; `presented` is what was
    /// shown before. `makeDefault` builds the default animation (nil for none).
    func run(
        _ action: LayerAction, forKey key: String, presented: PropertyValues,
        makeDefault: () -> (any LayerAnimation)?
    ) {
        let animation: (any LayerAnimation)?
        switch action.kind {
        case .none:
            return
        case .run(let body):
            body(self, key)
            return
        case .defaultAnimation:
            animation = makeDefault()
        case .animation(let given):
            // A spring that takes over keeps the velocity shown (SwiftUI's rule).
            animation = (given as? any VelocityInheriting)?.inheritingVelocity(from: self) ?? given
        }
        guard let animation else { return }
        do {
            try add(animation, forKey: key, presented: presented)
        } catch {
            report(error)
        }
    }
}
