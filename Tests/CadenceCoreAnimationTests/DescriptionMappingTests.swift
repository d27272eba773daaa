#if canImport(QuartzCore)
import QuartzCore
#else
import QuartzCoreStandIn
#endif
@testable import CadenceCoreAnimation
import Foundation
import Testing

/// The host turns a description into a `CAAnimation` field by field: each
/// kind, built by hand here with every field off its default, comes out as
/// the right class with every field set. Runs against the real QuartzCore
/// on Apple platforms too.
@Suite struct DescriptionMappingTests {
    /// A timing with every field off Core Animation's default (the repeat
    /// fields are exclusive: a repeat count here, a duration in the group).
    static let timing: MediaTimingDescription = {
        var timing = MediaTimingDescription()
        (timing.beginTime, timing.duration, timing.speed, timing.timeOffset) = (2, 1.5, 0.5, 0.25)
        (timing.repeatCount, timing.autoreverses, timing.fillMode) = (2.5, true, "both")
        return timing
    }()

    static func controlPoints(_ function: CAMediaTimingFunction?) -> [Float] {
        guard let function else { return [] }
        var points: [Float] = []
        for index in 1...2 {
            var point: [Float] = [0, 0]
            function.getControlPoint(at: index, values: &point)
            points += point
        }
        return points
    }

    static func expectTiming(_ animation: CAAnimation, _ timing: MediaTimingDescription) {
        #expect(animation.beginTime == timing.beginTime)
        #expect(animation.duration == timing.duration)
        #expect(animation.speed == timing.speed)
        #expect(animation.timeOffset == timing.timeOffset)
        #expect(animation.repeatCount == timing.repeatCount)
        #expect(animation.repeatDuration == timing.repeatDuration)
        #expect(animation.autoreverses == timing.autoreverses)
        #expect(animation.fillMode == CAMediaTimingFillMode(rawValue: timing.fillMode))
    }

    static func number(_ value: Any?) -> Double? { (value as? NSNumber)?.doubleValue }

    @Test func basic() throws {
        var description = CoreAnimationDescription(kind: .basic)
        description.timing = Self.timing
        description.timingFunction = TimingFunctionDescription(controlPoints: 0.25, 0.1, 0.25, 1)
        description.isRemovedOnCompletion = false
        (description.keyPath, description.isAdditive, description.isCumulative) = ("position.x", true, true)
        (description.fromValue, description.toValue) = (.number(0), .number(300))
        let animation = try #require(try CoreAnimationLayer.animation(description) as? CABasicAnimation)
        #expect(!(animation is CASpringAnimation))
        Self.expectTiming(animation, Self.timing)
        #expect(Self.controlPoints(animation.timingFunction) == [0.25, 0.1, 0.25, 1])
        #expect(!animation.isRemovedOnCompletion)
        #expect(animation.keyPath == "position.x")
        #expect(animation.isAdditive && animation.isCumulative)
        #expect(Self.number(animation.fromValue) == 0)
        #expect(Self.number(animation.toValue) == 300)
        #expect(animation.byValue == nil)
    }

    /// Each kind of value goes in as Core Animation holds it, and reads back
    /// as the same description value.
    @Test func values() throws {
        let transform = TransformFields(
            m11: 1, m12: 2, m13: 3, m14: 4, m21: 5, m22: 6, m23: 7, m24: 8,
            m31: 9, m32: 10, m33: 11, m34: 12, m41: 13, m42: 14, m43: 15, m44: 16)
        let values: [CoreAnimationValue] = [
            .number(0.5), .point(CGPoint(x: 1, y: 2)), .size(CGSize(width: 3, height: 4)),
            .rect(CGRect(x: 5, y: 6, width: 7, height: 8)), .transform(transform),
            .color(ColorComponents(red: 0.25, green: 0.5, blue: 0.75, alpha: 1)),
        ]
        for value in values {
            let object = CoreAnimationLayer.object(value)
            if case .color = value {
                let color = try #require(object as? CGColor)
                #expect(CoreAnimationLayer.value(color) == value)
            } else {
                #expect(CoreAnimationLayer.value(object) == value)
            }
        }
        #expect(CoreAnimationLayer.object(.number(0.5)) is NSNumber)
        #expect(CoreAnimationLayer.object(.point(CGPoint(x: 1, y: 2))) as? CGPoint == CGPoint(x: 1, y: 2))
        let caTransform = try #require(CoreAnimationLayer.object(.transform(transform)) as? CATransform3D)
        #expect([caTransform.m11, caTransform.m23, caTransform.m34, caTransform.m44] == [1, 7, 12, 16])
        #expect(CoreAnimationLayer.value("not a value") == nil)
    }

    @Test func spring() throws {
        var description = CoreAnimationDescription(kind: .spring)
        (description.keyPath, description.toValue, description.byValue) = ("opacity", .number(0.5), .number(0.25))
        description.spring = SpringDescription(mass: 2, stiffness: 300, damping: 20, initialVelocity: 1.5)
        description.timing.duration = 0.75
        let animation = try #require(try CoreAnimationLayer.animation(description) as? CASpringAnimation)
        #expect([animation.mass, animation.stiffness, animation.damping, animation.initialVelocity] == [2, 300, 20, 1.5])
        #expect(animation.keyPath == "opacity")
        #expect(animation.fromValue == nil)
        #expect(Self.number(animation.toValue) == 0.5)
        #expect(Self.number(animation.byValue) == 0.25)
        #expect(animation.duration == 0.75)
        #expect(!animation.allowsOverdamping)
    }

    /// An overdamped spring (damping ratio 40 / (2·√100) = 2 > 1) asks
    /// Core Animation to allow overdamping, which it has from iOS 17 and macOS 14.
    @Test func overdampedSpring() throws {
        var description = CoreAnimationDescription(kind: .spring)
        (description.keyPath, description.toValue) = ("opacity", .number(0))
        description.spring = SpringDescription(damping: 40, allowsOverdamping: true)
        let animation = try #require(try CoreAnimationLayer.animation(description) as? CASpringAnimation)
        #expect(animation.damping == 40)
        #expect(animation.allowsOverdamping)
    }

    @Test func keyframe() throws {
        var description = CoreAnimationDescription(kind: .keyframe)
        description.keyPath = "transform.rotation.z"
        description.values = [.number(0), .number(1), .number(2)]
        description.keyTimes = [0, 0.25, 0.5, 1]
        description.calculationMode = "discrete"
        description.timingFunctions = [
            TimingFunctionDescription(controlPoints: 0.5, 0, 1, 1), TimingFunctionDescription(controlPoints: 0, 0, 0.5, 1),
        ]
        (description.tensionValues, description.continuityValues) = ([0.5, 0, -0.5], [0.25, 0, 0])
        description.biasValues = [0, 1, -1]
        description.timing = Self.timing
        let animation = try #require(try CoreAnimationLayer.animation(description) as? CAKeyframeAnimation)
        #expect(animation.keyPath == "transform.rotation.z")
        #expect(animation.values?.map(Self.number) == [0, 1, 2])
        #expect(animation.keyTimes == [0, 0.25, 0.5, 1].map { NSNumber(value: $0) })
        #expect(animation.calculationMode == .discrete)
        #expect(animation.timingFunctions?.map(Self.controlPoints) == [[0.5, 0, 1, 1], [0, 0, 0.5, 1]])
        #expect(animation.tensionValues?.map(\.doubleValue) == [0.5, 0, -0.5])
        #expect(animation.continuityValues?.map(\.doubleValue) == [0.25, 0, 0])
        #expect(animation.biasValues?.map(\.doubleValue) == [0, 1, -1])
        Self.expectTiming(animation, Self.timing)
        // Left nil, each stays at Core Animation's default.
        let bare = try #require(try CoreAnimationLayer.animation(CoreAnimationDescription(kind: .keyframe)) as? CAKeyframeAnimation)
        #expect(bare.calculationMode == .linear && bare.keyTimes == nil && bare.values == nil && bare.timingFunctions == nil)
    }

    @Test func group() throws {
        var child = CoreAnimationDescription(kind: .basic)
        (child.keyPath, child.toValue, child.timing.duration) = ("position", .point(CGPoint(x: 10, y: 20)), 0.5)
        var keyframe = CoreAnimationDescription(kind: .keyframe)
        (keyframe.keyPath, keyframe.values) = ("opacity", [.number(1), .number(0)])
        var description = CoreAnimationDescription(kind: .group)
        description.animations = [child, keyframe]
        description.timing.duration = 2
        description.timing.repeatDuration = 5
        description.timingFunction = TimingFunctionDescription(controlPoints: 0.5, 0, 0.5, 1)
        let group = try #require(try CoreAnimationLayer.animation(description) as? CAAnimationGroup)
        #expect(group.duration == 2 && group.repeatDuration == 5 && group.repeatCount == 0)
        #expect(Self.controlPoints(group.timingFunction) == [0.5, 0, 0.5, 1])
        let children = try #require(group.animations)
        #expect(children.count == 2)
        let first = try #require(children.first as? CABasicAnimation)
        #expect(first.keyPath == "position" && first.duration == 0.5)
        #expect(first.toValue as? CGPoint == CGPoint(x: 10, y: 20))
        let second = try #require(children.last as? CAKeyframeAnimation)
        #expect(second.keyPath == "opacity" && second.values?.map(Self.number) == [1, 0])
    }

    @Test func transition() throws {
        var description = CoreAnimationDescription(kind: .transition)
        description.transition = TransitionDescription(type: "push", subtype: "fromLeft", startProgress: 0.25, endProgress: 0.75)
        description.timing.duration = 0.5
        let transition = try #require(try CoreAnimationLayer.animation(description) as? CATransition)
        #expect(transition.type == .push && transition.subtype == .fromLeft)
        #expect(transition.startProgress == 0.25 && transition.endProgress == 0.75)
        #expect(transition.duration == 0.5)
        description.transition = TransitionDescription(type: "fade")
        let fade = try #require(try CoreAnimationLayer.animation(description) as? CATransition)
        #expect(fade.type == .fade && fade.subtype == nil)
    }

    /// Repeating forever is the largest `Float`, passed through as it is.
    @Test func repeatsForever() throws {
        var description = CoreAnimationDescription(kind: .basic)
        description.timing.repeatCount = .greatestFiniteMagnitude
        #expect(try CoreAnimationLayer.animation(description).repeatCount == .greatestFiniteMagnitude)
    }
}
