#if canImport(QuartzCore)
import QuartzCore
#else
import QuartzCoreStandIn
#endif
import Foundation
import Testing

/// Holds the QuartzCore the host uses to Apple's declarations, written here
/// from Apple's documentation: each `let` below states a symbol's exact Swift
/// type, so a stand-in that differs (a `Double` for a `Float`, `[Double]` for
/// `[NSNumber]`, a missing label) fails to compile. The same file compiles
/// against the real QuartzCore on Apple platforms.
@Suite struct QuartzCoreDeclarationTests {
    /// The symbols the declarations below check, as `Type.member(labels:)`
    /// (or a free function's or type's name).
    static let declared: [String] = [
        // CALayer
        "CALayer", "CALayer.init()", "CALayer.init(layer:)", "CALayer.add(_:forKey:)",
        "CALayer.removeAnimation(forKey:)", "CALayer.removeAllAnimations()", "CALayer.animationKeys()",
        "CALayer.presentation()", "CALayer.model()", "CALayer.value(forKeyPath:)", "CALayer.setValue(_:forKeyPath:)",
        "CALayer.convertTime(_:from:)", "CALayer.convertTime(_:to:)", "CALayer.addSublayer(_:)",
        "CALayer.position", "CALayer.bounds", "CALayer.anchorPoint", "CALayer.opacity", "CALayer.transform",
        "CALayer.cornerRadius", "CALayer.backgroundColor", "CALayer.borderColor", "CALayer.shadowColor",
        // CAMediaTiming, on animations and layers
        "CAMediaTiming", "CAMediaTiming.beginTime", "CAMediaTiming.duration", "CAMediaTiming.speed",
        "CAMediaTiming.timeOffset", "CAMediaTiming.repeatCount", "CAMediaTiming.repeatDuration",
        "CAMediaTiming.autoreverses", "CAMediaTiming.fillMode",
        // CAAnimation and its subclasses
        "CAAnimation", "CAAnimation.timingFunction", "CAAnimation.delegate", "CAAnimation.isRemovedOnCompletion",
        "CAAnimationDelegate", "CAAnimationDelegate.animationDidStart(_:)",
        "CAAnimationDelegate.animationDidStop(_:finished:)",
        "CAPropertyAnimation", "CAPropertyAnimation.init(keyPath:)", "CAPropertyAnimation.keyPath",
        "CAPropertyAnimation.isAdditive", "CAPropertyAnimation.isCumulative",
        "CABasicAnimation", "CABasicAnimation.fromValue", "CABasicAnimation.toValue", "CABasicAnimation.byValue",
        "CASpringAnimation", "CASpringAnimation.mass", "CASpringAnimation.stiffness", "CASpringAnimation.damping",
        "CASpringAnimation.initialVelocity", "CASpringAnimation.allowsOverdamping",
        "CAKeyframeAnimation", "CAKeyframeAnimation.values", "CAKeyframeAnimation.keyTimes",
        "CAKeyframeAnimation.timingFunctions", "CAKeyframeAnimation.calculationMode",
        "CAKeyframeAnimation.tensionValues", "CAKeyframeAnimation.continuityValues", "CAKeyframeAnimation.biasValues",
        "CAAnimationGroup", "CAAnimationGroup.animations",
        "CATransition", "CATransition.type", "CATransition.subtype", "CATransition.startProgress",
        "CATransition.endProgress",
        // Timing functions and the typed enums
        "CAMediaTimingFunction", "CAMediaTimingFunction.init(controlPoints:_:_:_:)",
        "CAMediaTimingFunction.init(name:)", "CAMediaTimingFunction.getControlPoint(at:values:)",
        "CAMediaTimingFunctionName", "CAMediaTimingFillMode", "CAMediaTimingFillMode.init(rawValue:)",
        "CAAnimationCalculationMode", "CAAnimationCalculationMode.init(rawValue:)",
        "CATransitionType", "CATransitionType.init(rawValue:)",
        "CATransitionSubtype", "CATransitionSubtype.init(rawValue:)",
        // CATransaction
        "CATransaction", "CATransaction.begin()", "CATransaction.commit()", "CATransaction.flush()",
        "CATransaction.animationDuration()", "CATransaction.setAnimationDuration(_:)",
        "CATransaction.animationTimingFunction()", "CATransaction.setAnimationTimingFunction(_:)",
        "CATransaction.disableActions()", "CATransaction.setDisableActions(_:)",
        "CATransaction.completionBlock()", "CATransaction.setCompletionBlock(_:)",
        // Functions, CATransform3D, CGColor
        "CACurrentMediaTime()", "CFTimeInterval",
        "CATransform3D", "CATransform3D.init(m11:m12:m13:m14:m21:m22:m23:m24:m31:m32:m33:m34:m41:m42:m43:m44:)",
        "CATransform3D.m11", "CATransform3D.m12", "CATransform3D.m13", "CATransform3D.m14",
        "CATransform3D.m21", "CATransform3D.m22", "CATransform3D.m23", "CATransform3D.m24",
        "CATransform3D.m31", "CATransform3D.m32", "CATransform3D.m33", "CATransform3D.m34",
        "CATransform3D.m41", "CATransform3D.m42", "CATransform3D.m43", "CATransform3D.m44",
        "CATransform3DIdentity", "CATransform3DMakeRotation(_:_:_:_:)",
        "CGColor", "CGColor.init(srgbRed:green:blue:alpha:)", "CGColor.components",
    ]

    @Test func layer() {
        let _: () -> CALayer = CALayer.init
        let _: (Any) -> CALayer = CALayer.init(layer:)
        let _: (CALayer) -> (CAAnimation, String?) -> Void = CALayer.add(_:forKey:)
        let _: (CALayer) -> (String) -> Void = CALayer.removeAnimation(forKey:)
        let _: (CALayer) -> () -> Void = CALayer.removeAllAnimations
        let _: (CALayer) -> () -> [String]? = CALayer.animationKeys
        let _: (CALayer) -> () -> CALayer? = CALayer.presentation
        let _: (CALayer) -> () -> CALayer = CALayer.model
        let _: (CALayer) -> (String) -> Any? = CALayer.value(forKeyPath:)
        let _: (CALayer) -> (Any?, String) -> Void = CALayer.setValue(_:forKeyPath:)
        let _: (CALayer) -> (CFTimeInterval, CALayer?) -> CFTimeInterval = CALayer.convertTime(_:from:)
        let _: (CALayer) -> (CFTimeInterval, CALayer?) -> CFTimeInterval = CALayer.convertTime(_:to:)
        let _: (CALayer) -> (CALayer) -> Void = CALayer.addSublayer(_:)
        let _: ReferenceWritableKeyPath<CALayer, CGPoint> = \CALayer.position
        let _: ReferenceWritableKeyPath<CALayer, CGRect> = \CALayer.bounds
        let _: ReferenceWritableKeyPath<CALayer, CGPoint> = \CALayer.anchorPoint
        let _: ReferenceWritableKeyPath<CALayer, Float> = \CALayer.opacity
        let _: ReferenceWritableKeyPath<CALayer, CATransform3D> = \CALayer.transform
        let _: ReferenceWritableKeyPath<CALayer, CGFloat> = \CALayer.cornerRadius
        let _: ReferenceWritableKeyPath<CALayer, CGColor?> = \CALayer.backgroundColor
        let _: ReferenceWritableKeyPath<CALayer, CGColor?> = \CALayer.borderColor
        let _: ReferenceWritableKeyPath<CALayer, CGColor?> = \CALayer.shadowColor
        let _: any CAMediaTiming = CALayer()
    }

    /// Every `CAMediaTiming` requirement, with its type, on a generic timing object.
    func mediaTiming<Timing: CAMediaTiming>(_: Timing.Type) {
        let _: ReferenceWritableKeyPath<Timing, CFTimeInterval> = \Timing.beginTime
        let _: ReferenceWritableKeyPath<Timing, CFTimeInterval> = \Timing.duration
        let _: ReferenceWritableKeyPath<Timing, Float> = \Timing.speed
        let _: ReferenceWritableKeyPath<Timing, CFTimeInterval> = \Timing.timeOffset
        let _: ReferenceWritableKeyPath<Timing, Float> = \Timing.repeatCount
        let _: ReferenceWritableKeyPath<Timing, CFTimeInterval> = \Timing.repeatDuration
        let _: ReferenceWritableKeyPath<Timing, Bool> = \Timing.autoreverses
        let _: ReferenceWritableKeyPath<Timing, CAMediaTimingFillMode> = \Timing.fillMode
    }

    @Test func animations() {
        mediaTiming(CAAnimation.self)
        mediaTiming(CALayer.self)
        let _: ReferenceWritableKeyPath<CAAnimation, CAMediaTimingFunction?> = \CAAnimation.timingFunction
        let _: ReferenceWritableKeyPath<CAAnimation, (any CAAnimationDelegate)?> = \CAAnimation.delegate
        let _: ReferenceWritableKeyPath<CAAnimation, Bool> = \CAAnimation.isRemovedOnCompletion
        let _: (String?) -> CAPropertyAnimation = CAPropertyAnimation.init(keyPath:)
        let _: ReferenceWritableKeyPath<CAPropertyAnimation, String?> = \CAPropertyAnimation.keyPath
        let _: ReferenceWritableKeyPath<CAPropertyAnimation, Bool> = \CAPropertyAnimation.isAdditive
        let _: ReferenceWritableKeyPath<CAPropertyAnimation, Bool> = \CAPropertyAnimation.isCumulative
        let _: ReferenceWritableKeyPath<CABasicAnimation, Any?> = \CABasicAnimation.fromValue
        let _: ReferenceWritableKeyPath<CABasicAnimation, Any?> = \CABasicAnimation.toValue
        let _: ReferenceWritableKeyPath<CABasicAnimation, Any?> = \CABasicAnimation.byValue
        let _: CABasicAnimation = CASpringAnimation()
        let _: ReferenceWritableKeyPath<CASpringAnimation, CGFloat> = \CASpringAnimation.mass
        let _: ReferenceWritableKeyPath<CASpringAnimation, CGFloat> = \CASpringAnimation.stiffness
        let _: ReferenceWritableKeyPath<CASpringAnimation, CGFloat> = \CASpringAnimation.damping
        let _: ReferenceWritableKeyPath<CASpringAnimation, CGFloat> = \CASpringAnimation.initialVelocity
        if #available(iOS 17, macOS 14, tvOS 17, *) {
            let _: ReferenceWritableKeyPath<CASpringAnimation, Bool> = \CASpringAnimation.allowsOverdamping
        }
        let _: CAPropertyAnimation = CAKeyframeAnimation()
        let _: ReferenceWritableKeyPath<CAKeyframeAnimation, [Any]?> = \CAKeyframeAnimation.values
        let _: ReferenceWritableKeyPath<CAKeyframeAnimation, [NSNumber]?> = \CAKeyframeAnimation.keyTimes
        let _: ReferenceWritableKeyPath<CAKeyframeAnimation, [CAMediaTimingFunction]?> =
            \CAKeyframeAnimation.timingFunctions
        let _: ReferenceWritableKeyPath<CAKeyframeAnimation, CAAnimationCalculationMode> =
            \CAKeyframeAnimation.calculationMode
        let _: ReferenceWritableKeyPath<CAKeyframeAnimation, [NSNumber]?> = \CAKeyframeAnimation.tensionValues
        let _: ReferenceWritableKeyPath<CAKeyframeAnimation, [NSNumber]?> = \CAKeyframeAnimation.continuityValues
        let _: ReferenceWritableKeyPath<CAKeyframeAnimation, [NSNumber]?> = \CAKeyframeAnimation.biasValues
        let _: CAAnimation = CAAnimationGroup()
        let _: ReferenceWritableKeyPath<CAAnimationGroup, [CAAnimation]?> = \CAAnimationGroup.animations
        let _: CAAnimation = CATransition()
        let _: ReferenceWritableKeyPath<CATransition, CATransitionType> = \CATransition.type
        let _: ReferenceWritableKeyPath<CATransition, CATransitionSubtype?> = \CATransition.subtype
        let _: ReferenceWritableKeyPath<CATransition, Float> = \CATransition.startProgress
        let _: ReferenceWritableKeyPath<CATransition, Float> = \CATransition.endProgress
        let delegate: any CAAnimationDelegate = Delegate()
        delegate.animationDidStart(CAAnimation())
        delegate.animationDidStop(CAAnimation(), finished: true)
    }

    /// A delegate as an app writes one: both methods, with Apple's signatures.
    private final class Delegate: NSObject, CAAnimationDelegate {
        func animationDidStart(_ anim: CAAnimation) {}
        func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {}
    }

    @Test func timingFunctionsAndTypedEnums() {
        let _: (Float, Float, Float, Float) -> CAMediaTimingFunction = CAMediaTimingFunction.init(controlPoints:_:_:_:)
        let _: (CAMediaTimingFunctionName) -> CAMediaTimingFunction = CAMediaTimingFunction.init(name:)
        let _: (CAMediaTimingFunction) -> (Int, UnsafeMutablePointer<Float>) -> Void =
            CAMediaTimingFunction.getControlPoint(at:values:)
        let _: [CAMediaTimingFunctionName] = [.linear, .easeIn, .easeOut, .easeInEaseOut, .default]
        let _: (String) -> CAMediaTimingFillMode = CAMediaTimingFillMode.init(rawValue:)
        let _: [CAMediaTimingFillMode] = [.removed, .forwards, .backwards, .both]
        let _: (String) -> CAAnimationCalculationMode = CAAnimationCalculationMode.init(rawValue:)
        let _: [CAAnimationCalculationMode] = [.linear, .discrete, .paced, .cubic, .cubicPaced]
        let _: (String) -> CATransitionType = CATransitionType.init(rawValue:)
        let _: [CATransitionType] = [.fade, .moveIn, .push, .reveal]
        let _: (String) -> CATransitionSubtype = CATransitionSubtype.init(rawValue:)
        let _: [CATransitionSubtype] = [.fromLeft, .fromRight, .fromTop, .fromBottom]
        func isSendable<Value: Sendable & Hashable>(_: Value.Type) {}
        isSendable(CAMediaTimingFunctionName.self)
        isSendable(CAMediaTimingFillMode.self)
        isSendable(CAAnimationCalculationMode.self)
        isSendable(CATransitionType.self)
        isSendable(CATransitionSubtype.self)
        let _: KeyPath<CAMediaTimingFillMode, String> = \CAMediaTimingFillMode.rawValue
    }

    @Test func transactionAndFunctions() {
        let _: () -> Void = CATransaction.begin
        let _: () -> Void = CATransaction.commit
        let _: () -> Void = CATransaction.flush
        let _: () -> CFTimeInterval = CATransaction.animationDuration
        let _: (CFTimeInterval) -> Void = CATransaction.setAnimationDuration(_:)
        let _: () -> CAMediaTimingFunction? = CATransaction.animationTimingFunction
        let _: (CAMediaTimingFunction?) -> Void = CATransaction.setAnimationTimingFunction(_:)
        let _: () -> Bool = CATransaction.disableActions
        let _: (Bool) -> Void = CATransaction.setDisableActions(_:)
        let _: () -> (() -> Void)? = CATransaction.completionBlock
        let _: ((() -> Void)?) -> Void = CATransaction.setCompletionBlock(_:)
        let _: () -> CFTimeInterval = CACurrentMediaTime
        let _: CFTimeInterval.Type = Double.self
        let _: (
            CGFloat, CGFloat, CGFloat, CGFloat, CGFloat, CGFloat, CGFloat, CGFloat,
            CGFloat, CGFloat, CGFloat, CGFloat, CGFloat, CGFloat, CGFloat, CGFloat
        ) -> CATransform3D = CATransform3D.init(m11:m12:m13:m14:m21:m22:m23:m24:m31:m32:m33:m34:m41:m42:m43:m44:)
        let _: [WritableKeyPath<CATransform3D, CGFloat>] = [
            \.m11, \.m12, \.m13, \.m14, \.m21, \.m22, \.m23, \.m24,
            \.m31, \.m32, \.m33, \.m34, \.m41, \.m42, \.m43, \.m44,
        ]
        let _: CATransform3D = CATransform3DIdentity
        let _: (CGFloat, CGFloat, CGFloat, CGFloat) -> CATransform3D = CATransform3DMakeRotation
        let _: (CGFloat, CGFloat, CGFloat, CGFloat) -> CGColor = CGColor.init(srgbRed:green:blue:alpha:)
        let _: KeyPath<CGColor, [CGFloat]?> = \CGColor.components
    }

    /// Names in the host that are not QuartzCore's: Cadence's and the
    /// descriptions' members, enum cases, Foundation and the standard library.
    static let notQuartzCore: Set<String> = [
        // CoreAnimationDescription, its parts and CoreAnimationValue
        "kind", "basic", "spring", "keyframe", "group", "transition", "timing", "c1x", "c1y", "c2x", "c2y",
        "number", "point", "size", "rect", "color", "red", "green", "blue", "alpha",
        "lower", "propertyValues", "coreAnimationValue",
        // Cadence and the host's own
        "mainLoop", "layer", "animation", "object", "main", "function", "check", "timingFunctionDescription",
        "enqueue", "unsupported", "invalidState", "unknownName",
        // Steering: the run clock, the copies and the held completions
        "steeredCopy", "restInstant", "restsAtAnEnd", "anchorInstant", "added", "generation", "copyDidComplete",
        "openCompletion", "completion", "hold", "release", "end", "withLock",
        // Rebasing for additive retargeting: Cadence's animations and key paths
        "additiveRebased", "animatedPropertyNames", "keyPathName", "order", "name", "key", "replace",
        // The runs every wrapper of one layer shares, through a table holding them weakly
        "shared", "runs", "table", "object",
        // The main actor and the main thread
        "isMainThread", "assumeIsolated",
        // Foundation and the standard library
        "CGPoint", "CGSize", "CGRect", "doubleValue", "count", "map", "flatMap", "sorted", "hasSuffix", "infinity",
        "append", "last", "popLast", "removeValue", "filter", "first", "prefix", "contains", "leastNonzeroMagnitude",
    ]

    /// Every QuartzCore type, function and member the host names is in
    /// ``declared``, so the declarations above check it: a call added to the
    /// host without a declaration here fails this test.
    @Test func hostUsesOnlyDeclaredSymbols() throws {
        let host = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("../../Sources/CadenceCoreAnimation/QuartzCore/QuartzCoreHost.swift")
        let source = try String(contentsOf: host, encoding: .utf8)
        let code = source.split(separator: "\n").filter { !$0.trimmingCharacters(in: .whitespaces).hasPrefix("//") }
            .joined(separator: "\n")
        let known = Set(Self.declared.flatMap { symbol in
            symbol.split(separator: ".").map { String($0.prefix { $0 != "(" }) }
        })
        let typeNames = try Regex("\\b(CA|CG|CF)[A-Za-z0-9]*")
        let memberNames = try Regex("\\.([a-z][A-Za-z0-9]*)")
        var undeclared: Set<String> = []
        for match in code.matches(of: typeNames) {
            let name = String(code[match.range])
            if !known.contains(name), !Self.notQuartzCore.contains(name) { undeclared.insert(name) }
        }
        for match in code.matches(of: memberNames) {
            let name = String(code[match.range].dropFirst())
            if !known.contains(name), !Self.notQuartzCore.contains(name) { undeclared.insert(name) }
        }
        #expect(undeclared.isEmpty, "QuartzCore symbols the host uses but no declaration checks: \(undeclared.sorted())")
        // The library compiles it against QuartzCore; where QuartzCore is
        // missing, the test targets compile it against the stand-in.
        let library = "canImport(QuartzCore) && !QUARTZCORE_STAND_IN"
        let copy = "!canImport(QuartzCore) && QUARTZCORE_STAND_IN"
        #expect(source.hasPrefix(
            "#if \(library)\nimport QuartzCore\n#elseif \(copy)\nimport CadenceCoreAnimation\nimport QuartzCoreStandIn\n#endif\n"))
        let conditionals = code.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }.filter { $0.hasPrefix("#") }
        #expect(conditionals == [
            "#if \(library)", "#elseif \(copy)", "#endif", "#if (\(library)) || (\(copy))",
            // Only Apple's main thread is the main actor's for certain.
            "#if canImport(QuartzCore)", "#endif",
            "#endif",
        ], "nothing else may be conditional")
    }
}
