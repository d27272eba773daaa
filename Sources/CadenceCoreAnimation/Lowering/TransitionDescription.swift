/// A `CATransition`'s own properties.
public struct TransitionDescription: Hashable, Sendable {
    /// `type`'s raw value: `"fade"`, `"moveIn"`, `"push"` or `"reveal"`.
    public var type: String
    /// `subtype`'s raw value: `"fromLeft"`, `"fromRight"`, `"fromTop"` or `"fromBottom"`; nil for none.
    public var subtype: String?
    /// `startProgress` (`Float`), in 0…1.
    public var startProgress: Float
    /// `endProgress` (`Float`), in `startProgress`…1.
    public var endProgress: Float

    public init(type: String, subtype: String? = nil, startProgress: Float = 0, endProgress: Float = 1) {
        (self.type, self.subtype, self.startProgress, self.endProgress) = (type, subtype, startProgress, endProgress)
    }
}
