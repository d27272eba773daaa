import Cadence
import CadenceTesting

extension ScenarioReader {
    /// A `retarget` event: the spring animation operation it names and the
    /// value of the spring's type in `to`; nil with the problem noted.
    /// `animations` holds each animation operation's animation, by id.
    func retarget(
        _ object: JSONObject, at path: String, operations: Set<String>, kinds: [String: String],
        animations: [String: any LayerAnimation]
    ) -> EventSpec.Action? {
        let field = FieldReader.join(path, "retarget")
        let what = "a spring animation operation's id (a string)"
        let id = operationID(object["retarget"]!, at: field, in: operations, what)
        let target = fields.required(object, "to", at: path, "the value to send the spring to")
        guard let id, let target else { return nil }
        if let kind = kinds[id] {
            fields.fail(field, "expected a spring animation operation, got \(EchoedText.quoted(id)) (\(kind))")
            return nil
        }
        // An operation whose animation was refused has its problems noted already.
        guard let animation = animations[id] else { return nil }
        guard let spring = animation as? any RetargetableSpring, !spring.isAdditive else {
            let kind = (animation as? any RetargetableSpring) != nil ? "an additive spring" : Self.kindName(of: animation)
            fields.fail(field, "expected a spring animation operation that is not additive, got \(EchoedText.quoted(id)) (\(kind))")
            return nil
        }
        return spring.retargetSpec(target, at: FieldReader.join(path, "to"), fields: fields).map { .retarget(id, $0) }
    }

    /// Each animation operation's animation, by id.
    static func animationsByID(_ specs: [OperationSpec]) -> [String: any LayerAnimation] {
        var animations: [String: any LayerAnimation] = [:]
        for spec in specs.flatMap(\.allOperations) where spec.retry == nil {
            if case .animation(let animation) = spec.work { animations[spec.id] = animation }
        }
        return animations
    }

    /// What an animation is, in the file's words: `a basic animation`, `a decay`.
    static func kindName(of animation: any LayerAnimation) -> String {
        let name = String(describing: type(of: animation)).prefix { $0 != "<" }
        let names = [
            "BasicAnimation": "a basic animation", "KeyframeAnimation": "a keyframe animation",
            "DecayAnimation": "a decay", "AnimationGroup": "an animation group",
        ]
        return names[String(name)] ?? "a \(name)"
    }
}

/// A spring animation, opened for its value type: how a `retarget` event
/// reads its `to` and makes the call.
protocol RetargetableSpring {
    var isAdditive: Bool { get }
    func retargetSpec(_ json: JSONValue, at path: String, fields: FieldReader) -> RetargetSpec?
}

extension SpringAnimation: RetargetableSpring {
    func retargetSpec(_ json: JSONValue, at path: String, fields: FieldReader) -> RetargetSpec? {
        guard let target = fields.value(Value.self, json, at: path) else { return nil }
        let keyPath = self.keyPath
        return RetargetSpec(
            keyPath: keyPath.name, target: scenarioNumbers(target),
            apply: { fixture, operation throws(CadenceError) in try fixture.retarget(operation, to: target) },
            read: { layer in
                (scenarioNumbers(layer.presentation()[keyPath]), scenarioNumbers(layer.presentedVelocity(for: keyPath)))
            })
    }
}
