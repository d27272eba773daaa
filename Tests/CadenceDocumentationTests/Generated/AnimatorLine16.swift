// Generated from the documentation by DocumentationSnippetTests: do not edit.
// After changing a page: swift run DocumentationSnippets
import Cadence
import Foundation

/// Docs/Animator.md, from line 16.
@available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *)
func animatorLine16() async throws {
#sourceLocation(file: "Docs/Animator.md", line: 16)



let clock = VirtualClock()
let compositor = Compositor(clock: clock)
let card = Layer()
compositor.rootLayer.addSublayer(card)
let queue = AnimationQueue(mainLoop: compositor.mainLoop)   // one operation at a time, as the main queue

let animator = Animator(layer: card) {
    AnimationStep.basic(.positionX, by: 300, duration: 1, easing: "easeInEaseOut")
    AnimationStep.parallel {
        AnimationStep.basic(.positionY, by: 100, duration: 2, easing: "easeOut")
        AnimationStep.basic(.opacity, to: 0.5, duration: 0.5, delay: 1)
    }
    AnimationStep.wait(0.25)
    AnimationStep.keyframes(.transformRotationZ, values: [0, 0.2, -0.2, 0], duration: 0.4)
    AnimationStep.spring(.transformScale, from: 1, to: 1.5, damping: 12, stiffness: 240)
}
let run = try animator.run(on: queue) { finished in print("finished: \(finished)") }
let total = run.totalDuration!   // 1 + 2 + 0.25 + 0.4 + the spring's settling time; nil if endless
print(String(format: "%.3f s", total))
try clock.advance(to: 2)
print(String(format: "%.3f", run.progress))   // by time: 2 s of the total
try queue.waitUntilAllOperationsAreFinished()
print(run.status)
#sourceLocation()
    try snippetOutput.check(printed: "4.803 s\n0.416\nfinished: true\ncompleted\n", at: "Docs/Animator.md:45")
#sourceLocation(file: "Docs/Animator.md", line: 94)
var timeline = AnimationTimeline()
timeline.add(.basic(.positionX, by: 100, duration: 1))                        // A: 0 to 1
timeline.add(.basic(.positionY, by: 100, duration: 2), at: .end(-0.5))        // B, "-=0.5": 0.5 to 2.5
timeline.add(.basic(.opacity, to: 1, duration: 1), at: .previousStart)        // C, "<": 0.5 to 1.5
timeline.addLabel("outro", at: .at(3))
timeline.add(.basic(.cornerRadius, to: 8, duration: 0.5), at: .label("outro", 0.25))   // D: 3.25 to 3.75
let schedule = try timeline.schedule()
print(schedule.slots.map { $0.start! }, schedule.totalDuration!)

let begun = clock.currentTime
let played = try Animator(layer: card) { AnimationStep.timeline(timeline) }.run(on: queue)
try queue.waitUntilAllOperationsAreFinished()
print(played.status, String(format: "after %.2f s", clock.currentTime - begun))
print(try TimelinePosition(gsap: "outro+=0.25") == .label("outro", 0.25))
#sourceLocation()
    try snippetOutput.check(printed: "[0.0, 0.5, 0.5, 3.0, 3.25] 3.75\ncompleted after 3.75 s\ntrue\n", at: "Docs/Animator.md:111")
#sourceLocation(file: "Docs/Animator.md", line: 145)
var loading = AnimationTimeline()
loading.addTask(named: "fetch") { loop in TimedTaskOperation.wait(0.75, on: loop) }   // its length unknown to the timeline
loading.add(.basic(.opacity, to: 0.5, duration: 0.25), at: .end(0.25))   // 0.25 s after the fetch ends
print(loading.totalDuration() as Any)
do {
    loading.add(.wait(1), at: .previousStart(.percent(50)))
    _ = try loading.schedule()
} catch {
    print(error.field)
}
#sourceLocation()
    try snippetOutput.check(printed: "nil\nentries[2].position\n", at: "Docs/Animator.md:158")
#sourceLocation(file: "Docs/Animator.md", line: 172)
let tiles = (0..<5).map { _ in Layer() }
for tile in tiles { compositor.rootLayer.addSublayer(tile) }
let ripple = Stagger(each: 0.1, from: .center)
print(try ripple.offsets(count: 5))            // rings 0.2 apart: 0.4 spread over 2 rings

var wave = AnimationTimeline(name: "wave")
wave.add(ripple, over: tiles) { tile in .basic(.opacity, from: 0, to: 1, duration: 1, on: tile) }
wave.addLabel("settled")                     // at the end: 0.4 + 1
print(wave.totalDuration()!)
#sourceLocation()
    try snippetOutput.check(printed: "[0.4, 0.2, 0.0, 0.2, 0.4]\n1.4\n", at: "Docs/Animator.md:184")
#sourceLocation(file: "Docs/Animator.md", line: 198)
var scene = AnimationTimeline {
    AnimationStep.basic(.positionX, by: 50, duration: 1)      // 0 to 1
    wave.at(.previousEnd(-0.5))                          // 0.5 to 1.9; wave.settled at 1.9
    AnimationStep.basic(.transformScale, to: 1.2, duration: 0.5).at(.label("wave.settled", -0.25))   // 1.65 to 2.15
}
scene.name = "scene"
let sceneRun = try Animator(layer: card) { AnimationStep.timeline(scene) }.run(on: queue)
print(String(format: "%.2f s", sceneRun.totalDuration!))
try queue.waitUntilAllOperationsAreFinished()
print(sceneRun.status, tiles.map { $0[.opacity] })
#sourceLocation()
    try snippetOutput.check(printed: "2.15 s\ncompleted [1.0, 1.0, 1.0, 1.0, 1.0]\n", at: "Docs/Animator.md:211")
    // Nothing printed that the page does not show.
    try snippetOutput.check(printed: "", at: "Docs/Animator.md:208")
}

private let snippetOutput = SnippetOutput()

private func print(_ items: Any..., separator: String = " ", terminator: String = "\n") {
    snippetOutput.print(items, separator: separator, terminator: terminator)
}
