/// A `CAMediaTimingFunction` as its two control points, in `Float` as Core
/// Animation stores them; the curve's ends are fixed at (0, 0) and (1, 1).
public struct TimingFunctionDescription: Hashable, Sendable {
    /// The first control point.
    public var c1x: Float, c1y: Float
    /// The second control point.
    public var c2x: Float, c2y: Float

    /// The curve through `(c1x, c1y)` and `(c2x, c2y)`:
    /// `CAMediaTimingFunction(controlPoints:_:_:_:)`.
    public init(controlPoints c1x: Float, _ c1y: Float, _ c2x: Float, _ c2y: Float) {
        (self.c1x, self.c1y, self.c2x, self.c2y) = (c1x, c1y, c2x, c2y)
    }
}
