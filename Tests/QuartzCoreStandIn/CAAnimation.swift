#if !canImport(QuartzCore)
import Foundation

/// The base of Core Animation's animations: media timing, a timing function,
/// a delegate and whether it is removed when it completes.
///
/// Adding one to a layer copies it: changing it afterwards changes nothing.
open class CAAnimation: NSObject, CAMediaTiming {
    open var beginTime: CFTimeInterval = 0
    open var duration: CFTimeInterval = 0
    open var speed: Float = 1
    open var timeOffset: CFTimeInterval = 0
    open var repeatCount: Float = 0
    open var repeatDuration: CFTimeInterval = 0
    open var autoreverses = false
    open var fillMode: CAMediaTimingFillMode = .removed

    /// How progress is paced; nil is linear.
    open var timingFunction: CAMediaTimingFunction?
    /// Told when the animation starts and stops; held strongly.
    open var delegate: (any CAAnimationDelegate)?
    /// Whether the layer removes the animation once it completes (default true).
    open var isRemovedOnCompletion = true

    public override init() {
        super.init()
    }
}
#endif
