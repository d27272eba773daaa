import Cadence

/// Converts Cadence animations to descriptions of the Core Animation objects
/// that would play them.
///
/// Lowering is exact wherever Core Animation's types allow: the only rounding
/// is to `Float` where Core Animation's field is a `Float` (`speed`,
/// `repeatCount`, timing-function control points, transition progress).
/// What Core Animation cannot express is refused with a ``Cadence/CadenceError``
/// that names the field, never approximated.
public enum CoreAnimationLowering {
    /// The description of the Core Animation object that plays `animation`.
    ///
    /// - Throws: ``Cadence/CadenceError`` naming the field Core Animation
    ///   cannot hold.
    public static func lower(_ animation: any LayerAnimation) throws(CadenceError) -> CoreAnimationDescription {
        throw CadenceError(.invalidValue, field: "animation", value: "\(type(of: animation))", expected: "not yet lowered")
    }
}
