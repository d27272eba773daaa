import CadenceTesting

extension ScenarioResult {
    /// The rows every picture of the run draws (the SVG chart, the HTML
    /// player and the text report): the operations in file order, each group
    /// followed by its children, with the timeline's holds, the layers'
    /// pauses and the scenario's events, up to ``endTime``.
    public var operationRows: OperationRows {
        var trace = self.trace
        // The file's groups, and any the trace knows besides (a retry's attempts, a timeline's holds).
        trace.groups.merge(groups) { _, file in file }
        let pauses = layerEvents.map { OperationRows.LayerEvent(time: $0.time, isPause: $0.kind == .pause, layer: $0.layer, operations: $0.operations) }
        return OperationRows(trace, end: endTime.isFinite ? endTime : .infinity, order: operations, holds: holds, layerEvents: pauses, events: events)
    }
}
