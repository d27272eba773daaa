import Cadence
import CadenceTesting
import Foundation
import Testing

/// The render store's reads agree with one another and with the general path,
/// bit for bit: over 1,000 random layer trees, each with random animations
/// (basic, spring, keyframe and group; additive, cumulative, repeating,
/// reversing, filling; on whole properties, components and custom
/// properties, several at once) and random layer timing, on the virtual clock,
/// at random instants,
///
/// - the batch read ``Compositor/presentedValues(for:of:at:into:)``,
/// - the single read ``Layer/presentedValue(for:at:)``, and
/// - `presentation(at:)[keyPath]`, the whole presentation built by name,
///
/// give the same bits for every layer and key path; and the batch of whole
/// presentations equals each layer's own. (One exception, by design: a
/// sub-path of `transform`, such as `transform.rotation.z`, is evaluated
/// directly by the typed reads, while the whole presentation writes it into the
/// transform and reads it back, which decomposes the matrix and may round in
/// the last bits, and gives an angle within one turn; there the two agree
/// within 1e-9 as angles.)
@Suite struct FrameReadingPropertyTests {
    @Test func batchSingleAndGeneralReadsAgreeBitForBit() throws {
        var random = SplitMix64(seed: 0x5EED_0022)
        for tree in 0..<1_000 {
            try check(tree: tree, using: &random)
        }
    }

    /// The batch read of a layer outside the compositor's tree gives its model value.
    @Test func aLayerOutsideTheTreeReadsAsItsModel() throws {
        let stage = Stage()
        let outside = Layer(name: "outside")
        outside[.positionX] = 42
        stage.box[.positionX] = 7
        try stage.settle()
        var values: [CGFloat] = [-1]
        // At 1 s the box's implicit animation to 7 (0.25 s) is over.
        stage.compositor.presentedValues(for: .positionX, of: [stage.box, outside], at: 1, into: &values)
        #expect(values == [7, 42])
        var whole: [PropertyValues] = []
        stage.compositor.presentations(of: [outside], into: &whole)
        #expect(whole.map { $0[.positionX] } == [42])
    }

    /// A halfway read of a linear slide from 0 to 100 over 2 s, for three
    /// layers at once, at an instant given and at the clock's own.
    @Test func batchReadAtAnInstantAndNow() throws {
        let stage = Stage()
        let layers = (0..<3).map { Layer(name: "l\($0)") }
        for (index, layer) in layers.enumerated() {
            stage.compositor.rootLayer.addSublayer(layer)
            try layer.add(BasicAnimation(keyPath: .positionX, from: 0, to: 100 * CGFloat(index + 1), duration: 2), forKey: "slide")
        }
        try stage.settle()
        var values: [CGFloat] = []
        stage.compositor.presentedValues(for: .positionX, of: layers, at: 1, into: &values)
        #expect(values == [50, 100, 150])
        try stage.advance(to: 0.5)
        stage.compositor.presentedValues(for: .positionX, of: layers, into: &values)
        #expect(values == [25, 50, 75])
    }

    // MARK: - One random tree

    private static let angle = AnimationKeyPath<Double>("angle")

    private func check(tree: Int, using random: inout SplitMix64) throws {
        let clock = VirtualClock()
        let compositor = Compositor(clock: clock)
        var layers = [compositor.rootLayer]
        for index in 0..<Int.random(in: 1...6, using: &random) {
            let layer = Layer(name: "t\(tree).l\(index)")
            var timing: (speed: Double, offset: Double)?
            if Int.random(in: 0..<4, using: &random) == 0 {
                timing = ([0.5, 2, -1][Int.random(in: 0..<3, using: &random)], Double(Int.random(in: 0...4, using: &random)) / 4)
            }
            layers.randomElement(using: &random)!.addSublayer(layer)
            // Set in the tree, so a refused speed (-1) goes to the compositor's
            // reported errors, not to standard error.
            if let timing {
                layer.speed = timing.speed
                layer.timeOffset = timing.offset
            }
            layers.append(layer)
        }
        for layer in layers.dropFirst() {
            layer[.positionX] = CGFloat(Int.random(in: -50...50, using: &random))
            layer[.opacity] = Float(Int.random(in: 0...4, using: &random)) / 4
            for _ in 0..<Int.random(in: 0...4, using: &random) {
                try layer.add(randomAnimation(using: &random), forKey: nil)
            }
        }
        compositor.transaction.flush()
        try clock.advance(by: 0)
        try clock.advance(by: Double(Int.random(in: 0...8, using: &random)) / 8)
        let readers = layers.dropFirst().map { $0 }
        for _ in 0..<3 {
            let time = clock.currentTime + Double(Int.random(in: -4...24, using: &random)) / 8
            agree(.positionX, readers, compositor, time, tree)
            agree(.positionY, readers, compositor, time, tree)
            agree(.position, readers, compositor, time, tree)
            agree(.opacity, readers, compositor, time, tree)
            agree(.boundsSizeWidth, readers, compositor, time, tree)
            agree(.bounds, readers, compositor, time, tree)
            agree(.backgroundColor, readers, compositor, time, tree)
            agree(.transform, readers, compositor, time, tree)
            agree(.transformRotationZ, readers, compositor, time, tree)
            agree(.shadowOffset, readers, compositor, time, tree)
            agree(Self.angle, readers, compositor, time, tree)
            var whole: [PropertyValues] = []
            compositor.presentations(of: readers, at: time, into: &whole)
            #expect(whole == readers.map { $0.presentation(at: time) }, "tree \(tree) at \(time)")
        }
    }

    private func agree<Value>(
        _ keyPath: AnimationKeyPath<Value>, _ layers: [Layer], _ compositor: Compositor, _ time: Double, _ tree: Int
    ) {
        var batch: [Value] = []
        compositor.presentedValues(for: keyPath, of: layers, at: time, into: &batch)
        for (layer, fromBatch) in zip(layers, batch) {
            let single = layer.presentedValue(for: keyPath, at: time)
            let general = layer.presentation(at: time)[keyPath]
            let agreesWithGeneral =
                keyPath.name.hasPrefix("transform.")
                ? Self.sameAngle(Double("\(single)")!, Double("\(general)")!) : sameBits(single, general)
            #expect(
                sameBits(fromBatch, single) && agreesWithGeneral,
                "tree \(tree), \(layer), \(keyPath) at \(time): batch \(fromBatch), single \(single), general \(general)")
        }
    }

    /// Equal angles within 1e-9 rad, a whole number of turns apart: the
    /// transform holds a rotation, not how many turns it took to reach it.
    private static func sameAngle(_ first: Double, _ second: Double) -> Bool {
        let turns = ((first - second) / (2 * .pi)).rounded()
        return abs(first - second - turns * 2 * .pi) <= 1e-9
    }

    private func sameBits<Value>(_ first: Value, _ second: Value) -> Bool {
        withUnsafeBytes(of: first) { a in withUnsafeBytes(of: second) { b in a.elementsEqual(b) } }
    }

    // MARK: - Random animations

    private func randomAnimation(using random: inout SplitMix64) throws -> any LayerAnimation {
        switch Int.random(in: 0..<10, using: &random) {
        case 0, 1: return basic(.positionX, { CGFloat(Int.random(in: -100...100, using: &$0)) }, using: &random)
        case 2: return basic(.position, { CGPoint(x: Int.random(in: -9...9, using: &$0), y: Int.random(in: -9...9, using: &$0)) }, using: &random)
        case 3: return basic(.opacity, { Float(Int.random(in: 0...8, using: &$0)) / 8 }, using: &random)
        case 4: return basic(.boundsSizeWidth, { CGFloat(Int.random(in: 0...64, using: &$0)) }, using: &random)
        case 5:
            return basic(
                .backgroundColor, { RGBAColor(red: CGFloat(Int.random(in: 0...4, using: &$0)) / 4, green: 0.5, blue: 0) },
                using: &random)
        case 6: return basic(.transformRotationZ, { CGFloat(Int.random(in: -4...4, using: &$0)) / 2 }, using: &random)
        case 7:
            var spring = SpringAnimation(
                keyPath: .positionY, from: 0, to: CGFloat(Int.random(in: 1...200, using: &random)),
                spring: DampedSpring(mass: 1, stiffness: Double(Int.random(in: 50...300, using: &random)), damping: 10))
            spring.isAdditive = Bool.random(using: &random)
            spring.fillMode = Bool.random(using: &random) ? .forwards : .removed
            return spring
        case 8:
            var keyframes = KeyframeAnimation(
                keyPath: .positionX, values: [0, 80, 20, CGFloat(Int.random(in: 0...99, using: &random))],
                calculationMode: [.linear, .discrete, .paced, .cubic][Int.random(in: 0..<4, using: &random)],
                duration: Double(Int.random(in: 1...8, using: &random)) / 4)
            keyframes.isCumulative = Bool.random(using: &random)
            keyframes.repeatCount = Double(Int.random(in: 0...2, using: &random))
            return keyframes
        default:
            if Bool.random(using: &random) {
                return basic(Self.angle, { Double(Int.random(in: -8...8, using: &$0)) }, using: &random)
            }
            return AnimationGroup(
                animations: [
                    basic(.positionX, { CGFloat(Int.random(in: -9...9, using: &$0)) }, using: &random),
                    basic(.opacity, { Float(Int.random(in: 0...4, using: &$0)) / 4 }, using: &random),
                ], duration: Double(Int.random(in: 1...8, using: &random)) / 4)
        }
    }

    /// A basic animation with two or one of from, to and by, and random media timing.
    private func basic<Value>(
        _ keyPath: AnimationKeyPath<Value>, _ value: (inout SplitMix64) -> Value, using random: inout SplitMix64
    ) -> BasicAnimation<Value> {
        let given = [(true, true, false), (true, false, true), (false, true, true), (true, false, false),
                     (false, true, false), (false, false, true)][Int.random(in: 0..<6, using: &random)]
        var animation = BasicAnimation(
            keyPath: keyPath, from: given.0 ? value(&random) : nil, to: given.1 ? value(&random) : nil,
            by: given.2 ? value(&random) : nil, duration: Double(Int.random(in: 1...8, using: &random)) / 4,
            timingFunction: [nil, .easeInEaseOut, .easeOutBack, .default][Int.random(in: 0..<4, using: &random)])
        animation.beginTime = Double(Int.random(in: 0...3, using: &random)) / 4
        animation.isAdditive = Int.random(in: 0..<4, using: &random) == 0
        animation.isCumulative = Int.random(in: 0..<4, using: &random) == 0
        animation.repeatCount = Double(Int.random(in: 0...3, using: &random)) / 2
        animation.autoreverses = Bool.random(using: &random)
        animation.fillMode = [.removed, .forwards, .backwards, .both][Int.random(in: 0..<4, using: &random)]
        animation.isRemovedOnCompletion = Int.random(in: 0..<3, using: &random) != 0
        return animation
    }
}
