// Generated from the documentation by DocumentationSnippetTests: do not edit.
// After changing a page: swift run DocumentationSnippets
import Cadence
import Foundation

/// Docs/Decay.md, from line 28.
@available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *)
func decayLine28() async throws {
#sourceLocation(file: "Docs/Decay.md", line: 28)



let flick = DecayAnimation(keyPath: .positionX, from: 0, velocity: 1000)
print(flick.threshold, flick.decelerationRate.rawValue)
print(String(format: "%.6f s, resting at %.3f", flick.settlingDuration, Double(flick.restingValue)))
let x = Double(flick.value(at: 0.5, beneath: 0)!)
let v = Double(flick.velocity(at: 0.5, beneath: 0)!)
print(String(format: "x(0.5) = %.6f, v(0.5) = %.6f", x, v))
#sourceLocation()
    try snippetOutput.check(printed: "5.0 0.998\n2.646509 s, resting at 496.505\nx(0.5) = 315.611884, v(0.5) = 367.511255\n", at: "Docs/Decay.md:40")
#sourceLocation(file: "Docs/Decay.md", line: 69)
let fling = DecayAnimation(keyPath: .position, from: CGPoint(x: 10, y: 20), velocity: CGPoint(x: 600, y: 800))
print(String(format: "%.6f s, resting at (%.3f, %.3f)", fling.settlingDuration,
             Double(fling.restingValue.x), Double(fling.restingValue.y)))
#sourceLocation()
    try snippetOutput.check(printed: "2.646509 s, resting at (307.903, 417.204)\n", at: "Docs/Decay.md:75")
#sourceLocation(file: "Docs/Decay.md", line: 89)
let fast = DecayAnimation(keyPath: .positionX, from: 0, velocity: 1000, decelerationRate: .fast)
print(String(format: "%.6f s, resting at %.3f", fast.settlingDuration, Double(fast.restingValue)))
#sourceLocation()
    try snippetOutput.check(printed: "0.527178 s, resting at 98.505\n", at: "Docs/Decay.md:94")
#sourceLocation(file: "Docs/Decay.md", line: 109)
let projections: [Double] = [
    DecayAnimation<Double>.project(initialVelocity: 1000),
    DecayAnimation<Double>.project(initialVelocity: 1000, decelerationRate: .fast),
    DecayAnimation<Double>.project(initialVelocity: 2000),
    DecelerationRate.fast.project(initialVelocity: -1500.0),
]
print(projections.map { String(format: "%.1f", $0) })
#sourceLocation()
    try snippetOutput.check(printed: "[\"499.0\", \"99.0\", \"998.0\", \"-148.5\"]\n", at: "Docs/Decay.md:119")
#sourceLocation(file: "Docs/Decay.md", line: 137)
print(DecayAnimation.defaultThreshold(for: .opacity),
      DecayAnimation.defaultThreshold(for: .transformScale),
      DecayAnimation.defaultThreshold(for: .transformRotationZ))
#sourceLocation()
    try snippetOutput.check(printed: "0.05 0.025 0.05\n", at: "Docs/Decay.md:143")
#sourceLocation(file: "Docs/Decay.md", line: 156)
let slide = BasicAnimation(keyPath: .positionX, from: 0, to: 200, duration: 1)
let coast = try DecayAnimation(continuing: slide, at: 0.5, beneath: 0)
print(String(format: "from %.1f at %.1f pt/s, resting at %.3f",
             Double(coast.fromValue), Double(coast.initialVelocity), Double(coast.restingValue)))
#sourceLocation()
    try snippetOutput.check(printed: "from 100.0 at 200.0 pt/s, resting at 197.305\n", at: "Docs/Decay.md:163")
#sourceLocation(file: "Docs/Decay.md", line: 187)
let drawer = try DecayAnimation(keyPath: .positionY, from: 0, velocity: 1000, maximum: 300, boundary: .stop)
print(String(format: "stops at %.6f s on %.0f", drawer.settlingDuration, Double(drawer.restingValue)))

let bounce = try DecayAnimation(keyPath: .positionY, from: 0, velocity: 1000, maximum: 300, boundary: .spring())
print(String(format: "reaches 300 at %.6f s at %.3f pt/s, settles at %.6f s",
             bounce.boundCrossingTime!, Double(bounce.velocity(at: bounce.boundCrossingTime!, beneath: 0)!),
             bounce.settlingDuration))
#sourceLocation()
    try snippetOutput.check(printed: "stops at 0.459191 s on 300\nreaches 300 at 0.459191 s at 398.798 pt/s, settles at 1.136705 s\n", at: "Docs/Decay.md:197")
#sourceLocation(file: "Docs/Decay.md", line: 233)
let page = try DecayAnimation(keyPath: .positionX, from: 0, velocity: 1000) { projected in
    (projected / 320).rounded() * 320        // 496.505 → 640, the nearest page of 320 pt
}
print(String(format: "rate %.6f, %.6f s, resting at %.0f",
             page.decelerationRate.rawValue, page.settlingDuration, Double(page.restingValue)))
#sourceLocation()
    try snippetOutput.check(printed: "rate 0.998448, 3.410611 s, resting at 640\n", at: "Docs/Decay.md:241")
#sourceLocation(file: "Docs/Decay.md", line: 263)
#sourceLocation()
    do {
#sourceLocation(file: "Docs/Decay.md", line: 263)
_ = try DecayAnimation(keyPath: .positionX, from: 400, velocity: 1000, minimum: 0, maximum: 300, boundary: .stop)   // throws:
#sourceLocation()
        throw SnippetFailure(description: "Docs/Decay.md:263: the line did not throw")
    } catch let failure as SnippetFailure {
        throw failure
    } catch {
        try snippetOutput.check(error: error, "fromValue: expected a start within the bounds, 0 ... 300, got 400", at: "Docs/Decay.md:267")
    }
    // Nothing printed that the page does not show.
    try snippetOutput.check(printed: "", at: "Docs/Decay.md:264")
}

private let snippetOutput = SnippetOutput()

private func print(_ items: Any..., separator: String = " ", terminator: String = "\n") {
    snippetOutput.print(items, separator: separator, terminator: terminator)
}
