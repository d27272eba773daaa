#if !canImport(QuartzCore)
/// An animation of one layer property, named by its key path.
open class CAPropertyAnimation: CAAnimation {
    /// The key path animated, such as `"position.x"`.
    open var keyPath: String?
    /// Whether the value is added to the value beneath.
    open var isAdditive = false
    /// Whether each repetition builds on the previous one's end value.
    open var isCumulative = false

    /// An animation of `path`.
    public convenience init(keyPath path: String?) {
        self.init()
        keyPath = path
    }
}
#endif
