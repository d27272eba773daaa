/// Options for block-based animations: UIKit's `UIView.AnimationOptions`, every
/// member, with UIKit's names and raw values (those of `UIView.h`), so options
/// written for UIKit compile and mean the same here.
///
/// ```swift
/// compositor.animate(withDuration: 1, options: [.repeat, .curveEaseOut, .allowUserInteraction], on: queue) {
///     card[.opacity] = 0
/// }
/// ```
///
/// Most members are single bits. Three are fields of several bits, and are read
/// with ``curve``, ``transition`` and ``preferredFramesPerSecond``, never with
/// `contains`:
///
/// - the curve, two bits from bit 16: ``curveEaseInOut`` is 0, so it is what
///   options with no curve bits mean;
/// - the transition, three bits from bit 20: 0 is no transition;
/// - the preferred frame rate, three bits from bit 24: 0 is the display's own rate.
///
/// `contains` tests bits: `options.contains(.curveEaseInOut)` is true of any
/// options, and ``preferredFramesPerSecond30`` (7 in its field) contains the
/// bits of ``preferredFramesPerSecond60`` (3). Combining two values of one field
/// gives the value their bits make, as in UIKit: `[.curveEaseIn, .curveEaseOut]`
/// is ``curveLinear``.
public struct AnimationOptions: OptionSet, Hashable, Sendable {
    /// The options' bits, as UIKit's `UIView.AnimationOptions.rawValue`.
    public let rawValue: UInt

    /// Options with the given bits, as UIKit's `UIView.AnimationOptions(rawValue:)`.
    public init(rawValue: UInt) {
        self.rawValue = rawValue
    }

    // MARK: Flags

    /// Nothing to do: Cadence layers have no layout pass, and sublayer changes made in the closure animate anyway.
    public static let layoutSubviews = AnimationOptions(rawValue: 1 << 0)
    /// Nothing to do: Cadence has no touch handling, so there is no interaction to allow or block.
    public static let allowUserInteraction = AnimationOptions(rawValue: 1 << 1)
    /// Each animation starts from what is shown, even mid-flight, rather than from
    /// the model value before the change, and replaces a block animation in
    /// flight on the same property (whose completion then hears `false`); a
    /// nested block inherits it unless ``overrideInheritedOptions`` is set.
    ///
    /// Without it, a change that overlaps a block animation in flight on the
    /// same property plays additively over it, as UIKit does since iOS 8:
    /// the one in flight goes on to its own end, both completions hear
    /// `true`, and neither the value nor its velocity jumps (see
    /// `Docs/Additive.md`).
    public static let beginFromCurrentState = AnimationOptions(rawValue: 1 << 2)
    /// Repeat the animations for ever; the operation runs until cancelled. A
    /// nested block inherits it unless ``overrideInheritedOptions`` is set.
    public static let `repeat` = AnimationOptions(rawValue: 1 << 3)
    /// Play each animation forwards then backwards (with ``repeat``, for ever;
    /// without, once, after which the new value shows). A nested block inherits
    /// it unless ``overrideInheritedOptions`` is set.
    public static let autoreverse = AnimationOptions(rawValue: 1 << 4)
    /// In a nested block, use this block's duration rather than the outer one's.
    public static let overrideInheritedDuration = AnimationOptions(rawValue: 1 << 5)
    /// In a nested block, use this block's curve rather than the outer one's.
    public static let overrideInheritedCurve = AnimationOptions(rawValue: 1 << 6)
    /// In ``Compositor/transition(with:duration:delay:options:on:animations:completion:)``,
    /// the closure's changes animate live beneath the transition instead of
    /// showing at once (UIKit's redrawing rather than a snapshot).
    public static let allowAnimatedContent = AnimationOptions(rawValue: 1 << 7)
    /// Nothing to do: it is for UIKit's `transition(from:to:)`, which Cadence does not have, and layers have no hidden state.
    public static let showHideTransitionViews = AnimationOptions(rawValue: 1 << 8)
    /// In a nested block, inherit none of the outer block's options (repeat,
    /// autoreverse, begin from current state, preferred frame rate) nor its
    /// animation type (a spring); duration and curve follow
    /// ``overrideInheritedDuration`` and ``overrideInheritedCurve``.
    public static let overrideInheritedOptions = AnimationOptions(rawValue: 1 << 9)

    // MARK: The curve field (bits 16 and 17)

    /// Ease in and out: the default curve, the field's zero value.
    public static let curveEaseInOut = AnimationOptions(rawValue: 0 << 16)
    /// Ease in.
    public static let curveEaseIn = AnimationOptions(rawValue: 1 << 16)
    /// Ease out.
    public static let curveEaseOut = AnimationOptions(rawValue: 2 << 16)
    /// Linear.
    public static let curveLinear = AnimationOptions(rawValue: 3 << 16)

    // MARK: The transition field (bits 20 to 22)

    /// A flip about the vertical axis, left side forward: refused by ``Compositor/transition(with:duration:delay:options:on:animations:completion:)``, since ``TransitionAnimation`` has no flip.
    public static let transitionFlipFromLeft = AnimationOptions(rawValue: 1 << 20)
    /// A flip about the vertical axis, right side forward: refused by ``Compositor/transition(with:duration:delay:options:on:animations:completion:)``, since ``TransitionAnimation`` has no flip.
    public static let transitionFlipFromRight = AnimationOptions(rawValue: 2 << 20)
    /// A page curling up from the bottom: refused by ``Compositor/transition(with:duration:delay:options:on:animations:completion:)``, since ``TransitionAnimation`` has no page curl.
    public static let transitionCurlUp = AnimationOptions(rawValue: 3 << 20)
    /// A page curling down from the top: refused by ``Compositor/transition(with:duration:delay:options:on:animations:completion:)``, since ``TransitionAnimation`` has no page curl.
    public static let transitionCurlDown = AnimationOptions(rawValue: 4 << 20)
    /// A cross-dissolve: ``Compositor/transition(with:duration:delay:options:on:animations:completion:)``
    /// plays a ``TransitionAnimation`` of type ``TransitionAnimation/TransitionType/fade``.
    public static let transitionCrossDissolve = AnimationOptions(rawValue: 5 << 20)
    /// A flip about the horizontal axis, top forward: refused by ``Compositor/transition(with:duration:delay:options:on:animations:completion:)``, since ``TransitionAnimation`` has no flip.
    public static let transitionFlipFromTop = AnimationOptions(rawValue: 6 << 20)
    /// A flip about the horizontal axis, bottom forward: refused by ``Compositor/transition(with:duration:delay:options:on:animations:completion:)``, since ``TransitionAnimation`` has no flip.
    public static let transitionFlipFromBottom = AnimationOptions(rawValue: 7 << 20)

    // MARK: The preferred frame rate field (bits 24 to 26)

    /// The display's own rate: the field's zero value, and the default.
    public static let preferredFramesPerSecondDefault = AnimationOptions(rawValue: 0 << 24)
    /// Ask for 60 frames per second while the animations run (see
    /// ``Compositor/preferredFramesPerSecond``, which a ``FrameTicker`` can follow).
    public static let preferredFramesPerSecond60 = AnimationOptions(rawValue: 3 << 24)
    /// Ask for 30 frames per second while the animations run (see
    /// ``Compositor/preferredFramesPerSecond``, which a ``FrameTicker`` can follow).
    public static let preferredFramesPerSecond30 = AnimationOptions(rawValue: 7 << 24)

    // MARK: Decoding the fields

    /// A timing curve, as UIKit's `UIView.AnimationCurve`: the value of the
    /// options' curve field.
    public enum Curve: UInt, CaseIterable, Hashable, Sendable {
        /// Ease in and out (0): the default.
        case easeInOut = 0
        /// Ease in (1).
        case easeIn = 1
        /// Ease out (2).
        case easeOut = 2
        /// Linear (3).
        case linear = 3

        /// The Core Animation curve it names.
        public var timingFunction: TimingFunction {
            switch self {
            case .easeInOut: .easeInEaseOut
            case .easeIn: .easeIn
            case .easeOut: .easeOut
            case .linear: .linear
            }
        }
    }

    /// A view transition, as UIKit's transition options: the value of the
    /// options' transition field.
    public enum Transition: UInt, CaseIterable, Hashable, Sendable {
        /// No transition (0): the default.
        case none = 0
        /// ``AnimationOptions/transitionFlipFromLeft`` (1).
        case flipFromLeft = 1
        /// ``AnimationOptions/transitionFlipFromRight`` (2).
        case flipFromRight = 2
        /// ``AnimationOptions/transitionCurlUp`` (3).
        case curlUp = 3
        /// ``AnimationOptions/transitionCurlDown`` (4).
        case curlDown = 4
        /// ``AnimationOptions/transitionCrossDissolve`` (5).
        case crossDissolve = 5
        /// ``AnimationOptions/transitionFlipFromTop`` (6).
        case flipFromTop = 6
        /// ``AnimationOptions/transitionFlipFromBottom`` (7).
        case flipFromBottom = 7

        /// The ``TransitionAnimation`` type that plays it: ``TransitionAnimation/TransitionType/fade``
        /// for a cross-dissolve; nil for none, and for flips and page curls,
        /// which ``TransitionAnimation`` cannot show.
        public var transitionType: TransitionAnimation.TransitionType? {
            self == .crossDissolve ? .fade : nil
        }

        /// The option's name: `transitionFlipFromLeft` for ``flipFromLeft``.
        var optionName: String {
            let name = "\(self)"
            return "transition" + name.prefix(1).uppercased() + name.dropFirst()
        }
    }

    static let curveShift: UInt = 16
    static let transitionShift: UInt = 20
    static let framesPerSecondShift: UInt = 24

    /// The curve field, bits 16 and 17; no curve bits is ``Curve/easeInOut``.
    public var curve: Curve {
        Curve(rawValue: (rawValue >> Self.curveShift) & 0b11) ?? .easeInOut
    }

    /// The transition field, bits 20 to 22; no transition bits is ``Transition/none``.
    public var transition: Transition {
        Transition(rawValue: (rawValue >> Self.transitionShift) & 0b111) ?? Transition.none
    }

    /// The frame rate the preferred-frame-rate field asks for, from bits 24 to
    /// 26: 60 for ``preferredFramesPerSecond60`` (3), 30 for
    /// ``preferredFramesPerSecond30`` (7), and nil, the display's own rate, for
    /// ``preferredFramesPerSecondDefault`` (0) and the values UIKit does not
    /// define.
    public var preferredFramesPerSecond: Double? {
        switch (rawValue >> Self.framesPerSecondShift) & 0b111 {
        case 3: 60
        case 7: 30
        default: nil
        }
    }

    /// The timing function the curve field names.
    var timingFunction: TimingFunction { curve.timingFunction }
}
