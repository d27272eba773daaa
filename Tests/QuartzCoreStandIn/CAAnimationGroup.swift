#if !canImport(QuartzCore)
/// Animations played together in the group's time; each is clipped to the
/// group's duration.
open class CAAnimationGroup: CAAnimation {
    /// The animations.
    open var animations: [CAAnimation]?
}
#endif
