import Cadence
import Testing

/// The property tests' one rule for a call made twice, on a steered run and
/// on the `Playhead` that mirrors it: when the mirror takes the call, the run
/// must take it too; when the mirror refuses it, the run must refuse it too,
/// and the mirror stays as it was. `context` names the seed, call and instant.
func steerBoth(
    _ mirror: inout Playhead, _ context: String,
    run steer: () throws -> Void, mirror model: (inout Playhead) throws -> Void
) {
    let before = mirror
    do {
        try model(&mirror)
        do { try steer() } catch { Issue.record("\(context) refused: \(error)") }
    } catch {
        #expect(throws: CadenceError.self, "\(context)") { try steer() }
        mirror = before
    }
}
