#if !canImport(QuartzCore)
/// An animation between two values of one property; at most two of
/// `fromValue`, `toValue` and `byValue` are set.
open class CABasicAnimation: CAPropertyAnimation {
    /// The value it starts from.
    open var fromValue: Any?
    /// The value it ends at.
    open var toValue: Any?
    /// The change it makes, relative to the other endpoint.
    open var byValue: Any?
}
#endif
