import Cadence
import Foundation
import Testing

// Layer timing through two and three levels that are not the identity. Each
// level's local time is Core Animation's (Layer+Timing.swift,
// MediaTiming.localTime(fromParent:)):
//
//     t_local = (t_parent − beginTime) · speed + timeOffset
//
// applied from the root down. With one level that is not the identity (as in
// LayerTimingTests) the order of the levels cannot matter; and an animation
// that begins at commit gets its begin time through the same conversion as
// its presentation, so applying the chain in the wrong order (or each level's
// speed and offset in the wrong order) moves both alike and cancels out. So
// these tests use several levels, explicit animation begin times and
// conversions between layers, and every number is worked out by hand below.
// All of them are sums of powers of two, so they are compared exactly.
//
// The three-level tree: root → a → b → c, and b2 beside b under a.
//
//     a:  beginTime 1,   speed 2,    timeOffset 0.5   a  = (T − 1)·2 + 0.5    = 2T − 1.5
//     b:  beginTime 2,   speed 0.25, timeOffset 3     b  = (a − 2)·0.25 + 3   = 0.5T + 2.125
//     c:  beginTime −1,  speed 3,    timeOffset 0     c  = (b + 1)·3          = 1.5T + 9.375
//     b2: beginTime 0.5, speed 4,    timeOffset −1    b2 = (a − 0.5)·4 − 1    = 8T − 9
//
// At T = 5: a = 8.5, b = 0.25·6.5 + 3 = 4.625, c = 3·5.625 = 16.875, b2 = 4·8 − 1 = 31.
// The chain applied bottom up instead (c's timing first) gives
// c' = 3·(5 + 1) = 18, then (18 − 2)·0.25 + 3 = 7, then (7 − 1)·2 + 0.5 = 12.5.

/// The stage with root → a → b → c and b2 beside b, timed as above, committed.
private struct NestedTree {
    let stage = Stage()
    let a = Layer(name: "a")
    let b = Layer(name: "b")
    let c = Layer(name: "c")
    let b2 = Layer(name: "b2")

    init() throws {
        try a.setTiming(beginTime: 1, speed: 2, timeOffset: 0.5)
        try b.setTiming(beginTime: 2, speed: 0.25, timeOffset: 3)
        try c.setTiming(beginTime: -1, speed: 3)
        try b2.setTiming(beginTime: 0.5, speed: 4, timeOffset: -1)
        stage.compositor.rootLayer.addSublayer(a)
        a.addSublayer(b)
        b.addSublayer(c)
        a.addSublayer(b2)
        stage.compositor.transaction.flush()
    }
}

@Suite struct NestedLayerTimingTests {
    /// The worked example: parent beginTime 1, speed 2; child speed 0.5,
    /// timeOffset 3. At 5: parent local (5 − 1)·2 = 8, child local
    /// (8 − 0)·0.5 + 3 = 7. Back up: parent (7 − 3)/0.5 = 8, root 8/2 + 1 = 5.
    /// (Child first would give (5·0.5 + 3 − 1)·2 = 9.)
    @Test func twoLevelsConvertBothWays() throws {
        let stage = Stage()
        let parent = Layer(name: "parent"), child = Layer(name: "child")
        try parent.setTiming(beginTime: 1, speed: 2)
        try child.setTiming(speed: 0.5, timeOffset: 3)
        stage.compositor.rootLayer.addSublayer(parent)
        parent.addSublayer(child)
        stage.compositor.transaction.flush()
        #expect(child.convertTime(5, from: nil) == 7)
        #expect(child.convertTime(7, to: nil) == 5)
        #expect(stage.compositor.rootLayer.convertTime(7, from: child) == 5)
        #expect(parent.convertTime(7, from: child) == 8)
        #expect(child.convertTime(8, from: parent) == 7)
        #expect(parent.convertTime(8, to: child) == 7)
    }

    /// The same two levels: the child's local time is T + 2 (speeds 2 and 0.5
    /// cancel; (T − 1)·2·0.5 + 3). A 4 s slide 0 → 100 beginning at 5 in the
    /// child's time starts at T = 3 and completes at T = 7; at T = 4 it is 1 s
    /// in: 25. (Child first, local T + 4, would show 75.)
    @Test func twoLevelsExplicitBegin() throws {
        let stage = Stage()
        let parent = Layer(name: "parent"), child = Layer(name: "child")
        try parent.setTiming(beginTime: 1, speed: 2)
        try child.setTiming(speed: 0.5, timeOffset: 3)
        stage.compositor.rootLayer.addSublayer(parent)
        parent.addSublayer(child)
        stage.compositor.transaction.flush()
        let log = EventLog()
        var slide = BasicAnimation(keyPath: .positionX, from: 0, to: 100, duration: 4)
        slide.beginTime = 5
        slide.delegate = DelegateLog("slide", log: log, clock: stage.clock)
        try child.add(slide, forKey: "slide")
        try stage.settle()
        #expect(child.presentedValue(for: .positionX, at: 2.5) == 0, "not begun: the model")
        #expect(child.presentedValue(for: .positionX, at: 4) == 25)
        #expect(child.presentation(at: 6)[.positionX] == 75)
        #expect(stage.compositor.nextDueTime == 3)
        try stage.advance(to: 8)
        #expect(log.entries == ["slide start @3", "slide stop finished @7"])
    }

    /// Three levels, down and up, at T = 5 (see the top of the file).
    @Test func threeLevelsConvertBothWays() throws {
        let tree = try NestedTree()
        #expect(tree.a.convertTime(5, from: nil) == 8.5)
        #expect(tree.b.convertTime(5, from: nil) == 4.625)
        #expect(tree.c.convertTime(5, from: nil) == 16.875)
        #expect(tree.c.convertTime(16.875, to: nil) == 5)
        #expect(tree.b.convertTime(4.625, to: nil) == 5)
        #expect(tree.stage.compositor.rootLayer.convertTime(16.875, from: tree.c) == 5)
    }

    /// Between layers, both ways, at the instant T = 5 of every layer:
    /// nested (b and c, a and c), siblings (b and b2) and cousins (c and b2).
    @Test func convertBetweenLayers() throws {
        let tree = try NestedTree()
        let (a, b, c, b2) = (tree.a, tree.b, tree.c, tree.b2)
        // Nested.
        #expect(c.convertTime(4.625, from: b) == 16.875)
        #expect(b.convertTime(16.875, from: c) == 4.625)
        #expect(b.convertTime(4.625, to: c) == 16.875)
        #expect(c.convertTime(16.875, to: b) == 4.625)
        #expect(a.convertTime(16.875, from: c) == 8.5)
        #expect(c.convertTime(8.5, from: a) == 16.875)
        // Siblings: b's 4.625 is T = 5, which is b2's 31, and back.
        #expect(b2.convertTime(4.625, from: b) == 31)
        #expect(b.convertTime(31, from: b2) == 4.625)
        #expect(b.convertTime(4.625, to: b2) == 31)
        #expect(b2.convertTime(31, to: b) == 4.625)
        // Cousins.
        #expect(c.convertTime(31, from: b2) == 16.875)
        #expect(b2.convertTime(16.875, from: c) == 31)
    }

    /// A 3 s slide 0 → 100 on c, beginning at 13.125 in c's time. c's time is
    /// 1.5T + 9.375, so it starts when 1.5T = 3.75, T = 2.5, and completes when
    /// c = 16.125, T = 4.5. At T = 2 (c = 12.375) it has not begun; at T = 3
    /// (c = 13.875) it is 0.75 s in, 25; at T = 4 (c = 15.375), 2.25 s in, 75.
    /// (Bottom up, c' = 3(T + 1) → 0.75T + 3.25 → 1.5T + 5: it would not start
    /// until T = 8.125 / 1.5 ≈ 5.4, and show 0 at T = 3.)
    @Test func explicitBeginThreeLevelsDown() throws {
        let tree = try NestedTree()
        let log = EventLog()
        var slide = BasicAnimation(keyPath: .positionX, from: 0, to: 100, duration: 3)
        slide.beginTime = 13.125
        slide.delegate = DelegateLog("slide", log: log, clock: tree.stage.clock)
        try tree.c.add(slide, forKey: "slide")
        try tree.stage.settle()
        #expect(tree.c.presentedValue(for: .positionX, at: 2) == 0)
        #expect(tree.c.presentedValue(for: .positionX, at: 3) == 25)
        #expect(tree.c.presentedValue(for: .positionX, at: 4) == 75)
        #expect(tree.c.presentation(at: 4)[.positionX] == 75)
        #expect(tree.stage.compositor.nextDueTime == 2.5)
        try tree.stage.advance(to: 6)
        #expect(log.entries == ["slide start @2.5", "slide stop finished @4.5"])
    }

    /// The middle level b paused by hand at T = 3 (speed 0, timeOffset its
    /// local time then, 0.5·3 + 2.125 = 3.625): c is held at 3·(3.625 + 1) =
    /// 13.875, the slide at 25, and no completion is due. Resumed by hand at
    /// T = 10 with b's own speed back: speed 0.25, beginTime a(10) = 18.5,
    /// timeOffset 3.625, so b = (a − 18.5)·0.25 + 3.625 = 0.5T − 1.375 and
    /// c = 3·(b + 1) = 1.5T − 1.125 (13.875 at T = 10: no jump). The slide ends
    /// when c = 16.125: T = 11.5, 7 s (the pause) after 4.5; at T = 11,
    /// c = 15.375: 75.
    @Test func middleLevelPausedByHand() throws {
        let tree = try NestedTree()
        let log = EventLog()
        var slide = BasicAnimation(keyPath: .positionX, from: 0, to: 100, duration: 3)
        slide.beginTime = 13.125
        slide.delegate = DelegateLog("slide", log: log, clock: tree.stage.clock)
        try tree.c.add(slide, forKey: "slide")
        try tree.stage.advance(to: 3)
        let b = tree.b
        try tree.stage.onMain { try? b.setTiming(speed: 0, timeOffset: 3.625) }
        #expect(tree.c.convertTime(3, from: nil) == 13.875)
        #expect(tree.c.convertTime(9, from: nil) == 13.875)
        for time in [3.0, 4.5, 9] {
            #expect(tree.c.presentedValue(for: .positionX, at: time) == 25, "paused, at \(time)")
        }
        #expect(tree.stage.compositor.nextDueTime == nil)
        try tree.stage.advance(to: 10)
        #expect(tree.c.presentedValue(for: .positionX) == 25)
        try tree.stage.onMain { try? b.setTiming(beginTime: 18.5, speed: 0.25) }
        #expect(tree.c.convertTime(11, from: nil) == 15.375)
        #expect(tree.c.presentedValue(for: .positionX, at: 11) == 75)
        #expect(tree.stage.compositor.nextDueTime == 11.5)
        try tree.stage.advance(to: 12)
        #expect(log.entries == ["slide start @2.5", "slide stop finished @11.5"])
    }

    /// `pause()` and `resume()` on the middle level. Paused at T = 3, b's
    /// timeOffset is its local time then, 3.625, as above. Resumed at T = 10 by
    /// Core Animation's recipe: speed 1, timeOffset 0, and beginTime the parent
    /// time a(10) = 18.5 less the paused 3.625: 14.875. Then b = a − 14.875 and
    /// c = 3·(2T − 1.5 − 14.875 + 1) = 6T − 46.125: 13.875 at T = 10 (no jump),
    /// 15.375 (75) at T = 10.25, and 16.125 (the end) at T = 10.375.
    @Test func middleLevelPauseAndResume() throws {
        let tree = try NestedTree()
        let log = EventLog()
        var slide = BasicAnimation(keyPath: .positionX, from: 0, to: 100, duration: 3)
        slide.beginTime = 13.125
        slide.delegate = DelegateLog("slide", log: log, clock: tree.stage.clock)
        try tree.c.add(slide, forKey: "slide")
        try tree.stage.advance(to: 3)
        let b = tree.b
        try tree.stage.onMain { b.pause() }
        #expect(b.speed == 0)
        #expect(b.timeOffset == 3.625)
        #expect(tree.c.presentedValue(for: .positionX, at: 7) == 25)
        try tree.stage.advance(to: 10)
        try tree.stage.onMain { b.resume() }
        #expect(b.speed == 1)
        #expect(b.timeOffset == 0)
        #expect(b.beginTime == 14.875)
        #expect(tree.c.presentedValue(for: .positionX, at: 10) == 25)
        #expect(tree.c.presentedValue(for: .positionX, at: 10.25) == 75)
        #expect(tree.stage.compositor.nextDueTime == 10.375)
        try tree.stage.advance(to: 11)
        #expect(log.entries == ["slide start @2.5", "slide stop finished @10.375"])
    }
}
