// Generated from the documentation by DocumentationSnippetTests: do not edit.
// After changing a page: swift run DocumentationSnippets
import Cadence
import Foundation

/// Docs/Animations.md, from line 11.
@available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *)
func animationsLine11() async throws {
#sourceLocation(file: "Docs/Animations.md", line: 11)



var values = PropertyValues()            // a layer's values; unset ones are CALayer's defaults
print(values[.opacity])                  // a Float, as CALayer.opacity
print(values[.anchorPoint].x, values[.anchorPoint].y)
values[.position] = CGPoint(x: 10, y: 20)
values[.positionX] = 15                  // a sub-path writes its component
print(values[.position].x, values[.position].y)
values[.transformRotationZ] = .pi / 4    // through the transform's decomposition

let angle = AnimationKeyPath<Double>("angle")   // a custom property, starting at 0
print(values[angle])
let path = try AnimationKeyPaths.named("transform.scale.x")
print(path.name, path.valueType)
#sourceLocation()
    try snippetOutput.check(printed: "1.0\n0.5 0.5\n15.0 20.0\n0.0\ntransform.scale.x CGFloat\n", at: "Docs/Animations.md:29")
#sourceLocation(file: "Docs/Animations.md", line: 46)
#sourceLocation()
    do {
#sourceLocation(file: "Docs/Animations.md", line: 46)
_ = try AnimationKeyPaths.named("conerRadius")   // throws:
#sourceLocation()
        throw SnippetFailure(description: "Docs/Animations.md:46: the line did not throw")
    } catch let failure as SnippetFailure {
        throw failure
    } catch {
        try snippetOutput.check(error: error, "keyPath: expected a standard key path, got 'conerRadius' (did you mean 'cornerRadius'?)", at: "Docs/Animations.md:50")
    }
#sourceLocation(file: "Docs/Animations.md", line: 73)
// Basic: Core Animation's from/to/by rules; open ends follow the value beneath.
let fade = BasicAnimation(keyPath: .opacity, to: 0, duration: 1)
print(fade.value(at: 0.25, beneath: 1)!)  // nil when the animation does not apply

// Keyframes: linear, discrete, paced, cubic (Kochanek–Bartels), cubicPaced.
var shake = KeyframeAnimation(keyPath: .positionX, values: [0, 10, -10, 0], duration: 0.4)
shake.keyTimes = [0, 0.25, 0.75, 1]
print(shake.value(at: 0.2, beneath: 0)!)  // half way from 10 to −10

// Spring: lasts its settling duration unless given a duration.
let pop = SpringAnimation(keyPath: .transformScale, from: 1, to: 1.5)
print(pop.resolvedTiming.duration == pop.settlingDuration)

// Group: children on the group's clipped, eased time.
var ripple = AnimationGroup(animations: [
    BasicAnimation(keyPath: .opacity, from: 1, to: 0),
    BasicAnimation(keyPath: .boundsSizeWidth, from: 0, to: 192),
], duration: 1.5)
ripple.repeatCount = .infinity
var shown = PropertyValues()
ripple.apply(at: 0.75, to: &shown)        // half way through the first pass
print(shown[.opacity], shown[.boundsSizeWidth])

// Transition: a progress the rendering layer presents.
let push = TransitionAnimation(type: .push, subtype: .fromRight)
print(push.transitionProgress(at: 0.125)!)   // half way: with no duration it lasts 0.25 s
#sourceLocation()
    try snippetOutput.check(printed: "0.75\n0.0\ntrue\n0.5 96.0\n0.5\n", at: "Docs/Animations.md:102")
#sourceLocation(file: "Docs/Animations.md", line: 119)
ripple.animations.append(BasicAnimation(keyPath: .cornerRadius, to: 8, duration: -1))
#sourceLocation()
    do {
#sourceLocation(file: "Docs/Animations.md", line: 120)
try ripple.validate()                     // throws:
#sourceLocation()
        throw SnippetFailure(description: "Docs/Animations.md:120: the line did not throw")
    } catch let failure as SnippetFailure {
        throw failure
    } catch {
        try snippetOutput.check(error: error, "animations[2].duration: expected a finite number ≥ 0, got -1", at: "Docs/Animations.md:124")
    }
    // Nothing printed that the page does not show.
    try snippetOutput.check(printed: "", at: "Docs/Animations.md:121")
}

private let snippetOutput = SnippetOutput()

private func print(_ items: Any..., separator: String = " ", terminator: String = "\n") {
    snippetOutput.print(items, separator: separator, terminator: terminator)
}
