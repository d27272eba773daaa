extension Compositor {
    /// An animation as a compositor reports it.
    public struct AnimationSummary: Sendable {
        /// The layer it is on (nil once the layer is gone).
        public let layer: Layer?
        /// That layer's ``Layer/name`` when the event happened.
        public let layerName: String?
        /// The key it was added under; nil when it was added without one, or
        /// under a key Cadence made up (those begin with `cadence.`, and their
        /// numbers differ from run to run).
        public let key: String?
        /// The key path it animates, if it animates one (a group does not).
        public let keyPath: String?
    }

    /// What a compositor tells its observers, on the thread the change happens
    /// on (the main loop, for anything Cadence does itself).
    public enum Event: Sendable {
        /// A transaction committed, adding and removing these animations.
        case committed(added: [AnimationSummary], removed: [AnimationSummary])
        /// An animation began its active time (just before its delegate hears).
        case animationDidStart(AnimationSummary)
        /// An animation stopped: it completed (`finished`), or was removed or
        /// replaced first (just before its delegate hears).
        case animationDidStop(AnimationSummary, finished: Bool)
    }

    /// An animation that has not stopped yet, as ``activeAnimations`` lists it.
    public struct ActiveAnimation: Sendable {
        /// What it is.
        public let summary: AnimationSummary
        /// When it completes, in the clock's time; nil when it never does (an
        /// infinite repeat, a paused layer).
        public let endTime: Double?
    }

    /// Calls `observer` with each ``Event``: how a trace recorder or a test
    /// learns what the render server did, without changing what it does.
    public func addObserver(_ observer: @escaping @Sendable (Event) -> Void) {
        observers.withLock { $0.append(observer) }
    }

    /// The committed animations that have not stopped, in order of commit.
    public var activeAnimations: [ActiveAnimation] {
        let found = render.withLock { $0.tree.unstoppedAnimations() }
        return found.map { item in
            ActiveAnimation(summary: Self.summary(of: item.record, on: item.layer), endTime: item.endTime)
        }
    }

    static func summary(of record: AnimationRecord, on layer: Layer?) -> AnimationSummary {
        AnimationSummary(
            layer: layer, layerName: layer?.name, key: record.isKeyed && !record.key.hasPrefix("cadence.") ? record.key : nil,
            keyPath: record.keyPathName)
    }

    func notify(_ event: @autoclosure () -> Event) {
        let current = observers.withLock { $0 }
        guard !current.isEmpty else { return }
        let event = event()
        for observer in current { observer(event) }
    }
}

extension RenderTree {
    /// The animations not yet stopped, with their layers and end times, in
    /// order of commit.
    func unstoppedAnimations() -> [(record: AnimationRecord, layer: Layer?, endTime: Double?)] {
        var found: [(sequence: UInt64, record: AnimationRecord, layer: Layer?, endTime: Double?)] = []
        for rendered in layers.values {
            for committed in rendered.liveAnimations where !committed.hasStopped {
                let end = committed.endDue.isFinite ? committed.endDue : nil
                found.append((committed.sequence, committed.record, rendered.layer, end))
            }
        }
        return found.sorted { $0.sequence < $1.sequence }.map { ($0.record, $0.layer, $0.endTime) }
    }
}
