import Cadence
import Foundation
import CadenceTesting
@testable import CadenceCommandLine

/// Results to write out: one made by hand, so every expected output can be
/// worked out on paper, and real scenarios played by ``ScenarioRunner``.
enum SampleResults {
    /// `demo`, ending at 4 s:
    ///
    /// - `right` runs from 0 to 1 and completes (an animation of `box.position`);
    /// - `down` waits until 1, runs, and is cancelled at 2.5;
    /// - `fade` is cancelled at 0.5 while it waits;
    /// - `load` waits until 2.5, runs, and fails at 3 with a message in quotes;
    /// - `spin` waits until 3 and is still running at the end;
    /// - the main loop stalls from 1.5 for 0.5 s; a mark at 3.5 holds a tab.
    ///
    /// Three columns sampled at 0, 0.5, 1, 2 and 4: a scalar, a point, and a
    /// scalar with floating-point noise (`0.1 + 0.2`), a tiny value and `-0`.
    static let demo: ScenarioResult = {
        let events: [TraceEvent] = [
            .init(time: 0, kind: .enqueue, operation: "right"),
            .init(time: 0, kind: .enqueue, operation: "down"),
            .init(time: 0, kind: .enqueue, operation: "fade"),
            .init(time: 0, kind: .enqueue, operation: "load"),
            .init(time: 0, kind: .enqueue, operation: "spin"),
            .init(time: 0, kind: .ready, operation: "right"),
            .init(time: 0, kind: .start, operation: "right"),
            .init(time: 0, kind: .commit, message: "1 added, 0 removed"),
            .init(time: 0, kind: .animationAdded, layer: "box", key: "position"),
            .init(time: 0.5, kind: .cancel, operation: "fade"),
            .init(time: 0.5, kind: .finish, operation: "fade", result: "cancelled"),
            .init(time: 1, kind: .animationCompleted, layer: "box", key: "position"),
            .init(time: 1, kind: .finish, operation: "right", result: "completed"),
            .init(time: 1, kind: .ready, operation: "down"),
            .init(time: 1, kind: .start, operation: "down"),
            .init(time: 1.5, kind: .stall, duration: 0.5),
            .init(time: 2.5, kind: .cancel, operation: "down"),
            .init(time: 2.5, kind: .finish, operation: "down", result: "cancelled"),
            .init(time: 2.5, kind: .start, operation: "load"),
            .init(time: 3, kind: .finish, operation: "load", result: "failed", message: "timed out after \"3\" s"),
            .init(time: 3, kind: .start, operation: "spin"),
            .init(time: 3.5, kind: .mark, message: "tab\there"),
        ]
        let trace = Trace(events: events.enumerated().map { offset, event in
            var event = event
            event.sequence = offset + 1
            return event
        })
        return ScenarioResult(
            name: "demo", endTime: 4, trace: trace,
            columns: ["box.position.x", "box.position", "box.opacity"],
            samples: [
                .init(time: 0, values: [[0], [0, 10], [1]]),
                .init(time: 0.5, values: [[50], [50, 10], [0.75]]),
                .init(time: 1, values: [[100], [100, 10], [0.5]]),
                .init(time: 2, values: [[100], [100, 12.5], [0.1 + 0.2]]),
                .init(time: 4, values: [[100], [100, -0.0], [1e-7]]),
            ],
            operations: ["right", "down", "fade", "load", "spin"])
    }()

    /// `triangle.json`, played here: three chained 1 s moves of `box.position`,
    /// sampled every 0.5 s to 3. With `extras`, also a 0.5 s wait after them, a
    /// 0.2 s stall of the main loop at 1.9 (which holds `down`'s completion
    /// back to 2.1), and a second column, `box.position.x`.
    static func triangle(extras: Bool = false) throws -> ScenarioResult {
        func move(_ from: CGPoint, _ to: CGPoint) -> OperationSpec.Work {
            .animation(BasicAnimation(keyPath: .position, from: from, to: to, duration: 1))
        }
        func operation(_ id: String, after dependencies: [String], _ work: OperationSpec.Work) -> OperationSpec {
            OperationSpec(
                id: id, layer: "box", dependsOn: dependencies, priority: .normal, updatesModel: true,
                onCancel: .current, anchor: .completion, work: work)
        }
        let position = PropertySetting(keyPath: "position") { layer in
            try? layer.setValue(CGPoint(x: 100, y: 100), for: .position)
        }
        var columns: [SampleSpec.Column] = [
            .init(name: "box.position", layer: "box") { values in
                let point = values[.position]
                return [Double(point.x), Double(point.y)]
            },
        ]
        var operations = [
            operation("right", after: [], move(CGPoint(x: 100, y: 100), CGPoint(x: 300, y: 100))),
            operation("down", after: ["right"], move(CGPoint(x: 300, y: 100), CGPoint(x: 300, y: 300))),
            operation("back", after: ["down"], move(CGPoint(x: 300, y: 300), CGPoint(x: 100, y: 100))),
        ]
        var events: [EventSpec] = []
        if extras {
            operations.append(operation("rest", after: ["back"], .wait(0.5)))
            events.append(EventSpec(at: 1.9, action: .stall(0.2)))
            columns.append(.init(name: "box.position.x", layer: "box") { [Double($0[.positionX])] })
        }
        let scenario = Scenario(
            name: "triangle", summary: nil, until: nil, maxConcurrentOperations: 1,
            layers: [LayerSpec(id: "box", properties: [position], customKeys: [], sublayers: [])],
            operations: operations, events: events,
            sample: SampleSpec(columns: columns, every: 0.5, to: 3))
        return try ScenarioRunner.run(scenario)
    }
}
