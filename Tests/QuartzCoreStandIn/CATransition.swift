#if !canImport(QuartzCore)
/// An animated change of a layer's content as a whole.
open class CATransition: CAAnimation {
    /// The kind of transition (default `.fade`).
    open var type: CATransitionType = .fade
    /// The side it comes from, for directional kinds.
    open var subtype: CATransitionSubtype?
    /// Where in the transition it starts, in 0…1 (default 0).
    open var startProgress: Float = 0
    /// Where in the transition it ends, in `startProgress`…1 (default 1).
    open var endProgress: Float = 1
}
#endif
