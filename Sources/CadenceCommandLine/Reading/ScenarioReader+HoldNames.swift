extension ScenarioReader {
    /// Refuses an id that the wait holding a timeline step until its start
    /// takes: a step `B` at 0.5 s is held by `B at 0.5`, a nested timeline
    /// `intro` at 1 s by `intro at 1`, the step of a stagger `cards` on
    /// layer `c2` at 0.2 s by `cards.c2 at 0.2`. These waits are operations
    /// of the run, in its trace, its result and its pictures, so no
    /// operation of the file may share a name with one.
    func checkHoldNames() {
        guard !holdNames.isEmpty else { return }
        for operation in declaredOperations {
            guard let held = holdNames[operation.id] else { continue }
            fields.fail(
                FieldReader.join(operation.path, "id"),
                "\(EchoedText.quoted(operation.id)) is the name of the wait that holds \(EchoedText.quoted(held.id)) "
                    + "until its start (\(held.path)); expected another id")
        }
    }
}
