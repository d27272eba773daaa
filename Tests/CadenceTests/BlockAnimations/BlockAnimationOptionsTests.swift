import Cadence
import Foundation
import Testing

/// `AnimationOptions` is UIKit's `UIView.AnimationOptions`: every member, with
/// UIKit's raw values, and its three multi-bit fields decoded as fields.
@Suite struct BlockAnimationOptionsTests {
    /// UIKit's raw values, written out as the numbers `UIView.h`'s shifts make
    /// (1 << 16 is 65536, 1 << 20 is 1048576, 1 << 24 is 16777216), not
    /// computed from Cadence's constants.
    static let uikitRawValues: [(AnimationOptions, UInt, String)] = [
        (.layoutSubviews, 1, "layoutSubviews"),
        (.allowUserInteraction, 2, "allowUserInteraction"),
        (.beginFromCurrentState, 4, "beginFromCurrentState"),
        (.repeat, 8, "repeat"),
        (.autoreverse, 16, "autoreverse"),
        (.overrideInheritedDuration, 32, "overrideInheritedDuration"),
        (.overrideInheritedCurve, 64, "overrideInheritedCurve"),
        (.allowAnimatedContent, 128, "allowAnimatedContent"),
        (.showHideTransitionViews, 256, "showHideTransitionViews"),
        (.overrideInheritedOptions, 512, "overrideInheritedOptions"),
        (.curveEaseInOut, 0, "curveEaseInOut"),
        (.curveEaseIn, 65536, "curveEaseIn"),
        (.curveEaseOut, 131_072, "curveEaseOut"),
        (.curveLinear, 196_608, "curveLinear"),
        (.transitionFlipFromLeft, 1_048_576, "transitionFlipFromLeft"),
        (.transitionFlipFromRight, 2_097_152, "transitionFlipFromRight"),
        (.transitionCurlUp, 3_145_728, "transitionCurlUp"),
        (.transitionCurlDown, 4_194_304, "transitionCurlDown"),
        (.transitionCrossDissolve, 5_242_880, "transitionCrossDissolve"),
        (.transitionFlipFromTop, 6_291_456, "transitionFlipFromTop"),
        (.transitionFlipFromBottom, 7_340_032, "transitionFlipFromBottom"),
        (.preferredFramesPerSecondDefault, 0, "preferredFramesPerSecondDefault"),
        (.preferredFramesPerSecond60, 50_331_648, "preferredFramesPerSecond60"),
        (.preferredFramesPerSecond30, 117_440_512, "preferredFramesPerSecond30"),
    ]

    /// Every member has UIKit's raw value.
    @Test(arguments: uikitRawValues)
    func rawValueIsUIKits(option: AnimationOptions, uikit: UInt, name: String) {
        #expect(option.rawValue == uikit, "\(name)")
        #expect(AnimationOptions(rawValue: uikit) == option, "\(name)")
    }

    /// All 24 of UIKit's members are here, and the single-bit ones are distinct bits.
    @Test func everyMemberIsListed() {
        #expect(Self.uikitRawValues.count == 24)
        let flags = Self.uikitRawValues.map(\.1).filter { $0 != 0 && $0 < 65536 }
        #expect(flags.count == 10)
        #expect(flags.reduce(0, |) == 1023)
    }

    /// The options UIKit code writes most compile as written, and combine bit by bit.
    @Test func uikitOptionsCompile() {
        let options: AnimationOptions = [.repeat, .curveEaseOut, .allowUserInteraction]
        #expect(options.rawValue == 131_082)  // 8 + 131072 + 2
        #expect(options.curve == .easeOut)
        #expect(options.transition == .none)
        #expect(options.preferredFramesPerSecond == nil)
    }

    // MARK: The curve field

    /// Options and the curve they name.
    static let curves: [(AnimationOptions, AnimationOptions.Curve)] = [
        ([], .easeInOut), (.curveEaseInOut, .easeInOut),
        (.curveEaseIn, .easeIn), (.curveEaseOut, .easeOut), (.curveLinear, .linear),
        ([.repeat, .autoreverse, .transitionFlipFromBottom, .preferredFramesPerSecond30], .easeInOut),
        ([.curveEaseIn, .transitionCrossDissolve, .preferredFramesPerSecond60, .overrideInheritedOptions], .easeIn),
        (AnimationOptions(rawValue: 1 << 18), .easeInOut),  // the bit above the field
    ]

    /// No curve bits is ease in and out; each value names its curve; the flags
    /// and the other fields beside it do not change it.
    @Test(arguments: curves)
    func curveField(options: AnimationOptions, expected: AnimationOptions.Curve) {
        #expect(options.curve == expected)
    }

    /// The field is two bits: ease in and ease out together make 3, linear,
    /// as in UIKit; and `contains(.curveEaseInOut)` is true of anything, which
    /// is why the field is read with `curve`.
    @Test func curveFieldCombines() {
        #expect(AnimationOptions([.curveEaseIn, .curveEaseOut]).curve == .linear)
        #expect(AnimationOptions.curveLinear.contains(.curveEaseInOut))
        #expect(AnimationOptions.curveLinear.contains(.curveEaseIn))
        #expect(AnimationOptions.curveLinear.curve == .linear)
    }

    /// Each curve is Core Animation's curve of the same name.
    @Test func curvesAreCoreAnimations() {
        #expect(AnimationOptions.Curve.allCases.map(\.rawValue) == [0, 1, 2, 3])
        #expect(AnimationOptions.Curve.easeInOut.timingFunction == .easeInEaseOut)
        #expect(AnimationOptions.Curve.easeIn.timingFunction == .easeIn)
        #expect(AnimationOptions.Curve.easeOut.timingFunction == .easeOut)
        #expect(AnimationOptions.Curve.linear.timingFunction == .linear)
    }

    /// A block with other bits set and no curve bits eases in and out.
    @Test func defaultCurveWithOtherBits() throws {
        let q = QueueStage(maxConcurrent: AnimationQueue.unlimited)
        let box = q.box
        let options: AnimationOptions = [.repeat, .allowUserInteraction, .transitionCrossDissolve, .preferredFramesPerSecond30]
        q.stage.compositor.animate(withDuration: 1, options: options, on: q.queue) { box[.positionX] = 100 }
        try q.clock.advance(by: 0)
        #expect(box.animation(forKey: "position.x")?.timingFunction == .easeInEaseOut)
    }

    // MARK: The transition field

    /// Each of the field's eight values decodes to its transition, whatever
    /// else is set; 7 (flip from bottom) contains the bits of 1, 2 and 3 but is
    /// none of them.
    @Test(arguments: 0...7)
    func transitionField(value: UInt) {
        let options = AnimationOptions(rawValue: value << 20)
        let expected: [AnimationOptions.Transition] = [
            .none, .flipFromLeft, .flipFromRight, .curlUp, .curlDown, .crossDissolve, .flipFromTop, .flipFromBottom,
        ]
        #expect(options.transition == expected[Int(value)])
        #expect(options.union([.curveLinear, .repeat, .preferredFramesPerSecond30]).transition == expected[Int(value)])
        #expect(options.curve == .easeInOut)
        #expect(options.preferredFramesPerSecond == nil)
    }

    /// Bits read as flags would say flip from bottom is also flip from left; the
    /// field says it is flip from bottom.
    @Test func transitionFieldIsNotFlags() {
        #expect(AnimationOptions.transitionFlipFromBottom.contains(.transitionFlipFromLeft))
        #expect(AnimationOptions.transitionFlipFromBottom.transition == .flipFromBottom)
        #expect(AnimationOptions([.transitionFlipFromLeft, .transitionFlipFromRight]).transition == .curlUp)
    }

    /// Only the cross-dissolve has a ``TransitionAnimation`` type: a fade.
    @Test func transitionTypes() {
        for transition in AnimationOptions.Transition.allCases {
            #expect(transition.transitionType == (transition == .crossDissolve ? .fade : nil), "\(transition)")
        }
    }

    // MARK: The preferred-frame-rate field

    /// 0 is the display's rate (nil), 3 is 60, 7 is 30; the values UIKit does
    /// not define are the display's rate too.
    @Test(arguments: [(0, nil), (1, nil), (2, nil), (3, 60), (4, nil), (5, nil), (6, nil), (7, 30)] as [(UInt, Double?)])
    func framesPerSecondField(value: UInt, expected: Double?) {
        let options = AnimationOptions(rawValue: value << 24)
        #expect(options.preferredFramesPerSecond == expected)
        #expect(options.union([.curveEaseOut, .transitionCurlDown, .autoreverse]).preferredFramesPerSecond == expected)
        #expect(options.curve == .easeInOut)
        #expect(options.transition == .none)
    }

    /// 30's bits contain 60's; the field tells them apart.
    @Test func framesPerSecondFieldIsNotFlags() {
        #expect(AnimationOptions.preferredFramesPerSecond30.contains(.preferredFramesPerSecond60))
        #expect(AnimationOptions.preferredFramesPerSecond30.preferredFramesPerSecond == 30)
        #expect(AnimationOptions([.preferredFramesPerSecond60, .preferredFramesPerSecond30]).preferredFramesPerSecond == 30)
        #expect(AnimationOptions.preferredFramesPerSecondDefault.preferredFramesPerSecond == nil)
    }

    // MARK: Playing UIKit's options

    /// `[.repeat, .curveEaseOut, .allowUserInteraction]` plays an ease-out
    /// change for ever: each 1 s iteration shows the same values, ahead of
    /// linear halfway; the operation runs until cancelled, and its completion
    /// then hears `false`.
    @Test func repeatEaseOutAllowingInteractionPlays() throws {
        let q = QueueStage(maxConcurrent: AnimationQueue.unlimited)
        let log = EventLog()
        let (box, clock) = (q.box, q.clock)
        let operation = q.stage.compositor.animate(
            withDuration: 1, options: [.repeat, .curveEaseOut, .allowUserInteraction], on: q.queue,
            animations: { box[.positionX] = 100 },
            completion: { finished in log.append("\(finished) @\(CadenceTestTime.format(clock.currentTime))") })
        try clock.advance(by: 0)
        let animation = try #require(box.animation(forKey: "position.x"))
        #expect(animation.timingFunction == .easeOut)
        #expect(animation.repeatCount == .infinity)
        #expect(!animation.autoreverses)

        let halfway = 100 * TimingFunction.easeOut.value(at: 0.5)
        #expect(halfway > 50)
        try clock.advance(to: 0.5)
        #expect(abs(Double(box.presentation()[.positionX]) - halfway) < 1e-9)
        #expect(abs(Double(box.presentation(at: 3.5)[.positionX]) - halfway) < 1e-9)
        #expect(abs(Double(box.presentation(at: 7.25)[.positionX]) - 100 * TimingFunction.easeOut.value(at: 0.25)) < 1e-9)

        try clock.advance(to: 10.5)
        #expect(operation.isExecuting)
        #expect(log.entries.isEmpty)
        #expect(abs(Double(box.presentation()[.positionX]) - halfway) < 1e-9)
        operation.cancel()
        try clock.advance(by: 0)
        #expect(log.entries == ["false @10.5"])
        #expect(box.animationKeys().isEmpty)
    }

    /// The options with nothing to do in Cadence (layout, interaction, hidden
    /// transition views; animated content outside a transition) change
    /// nothing: the block plays exactly as without them.
    @Test func optionsWithNothingToDoChangeNothing() throws {
        func play(_ options: AnimationOptions) throws -> [Double] {
            let q = QueueStage()
            let box = q.box
            q.stage.compositor.animate(withDuration: 1, options: options, on: q.queue) {
                box[.positionX] = 100
                box[.opacity] = 0
            }
            try q.clock.advance(to: 0.25)
            return [0.25, 0.5, 0.75, 1.5].flatMap { time in
                [Double(box.presentation(at: time)[.positionX]), Double(box.presentation(at: time)[.opacity])]
            }
        }
        let plain = try play(.curveEaseIn)
        let withAll = try play([
            .curveEaseIn, .layoutSubviews, .allowUserInteraction, .showHideTransitionViews, .allowAnimatedContent,
        ])
        #expect(withAll == plain)
        #expect(plain[0] > 0 && plain[0] < 100)
    }
}
