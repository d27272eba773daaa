/// How long a ``RetryOperation`` or a ``RepeatOperation`` waits between one
/// attempt's end and the next attempt: ProcedureKit's `WaitStrategy`, with a
/// seeded generator where it draws at random, and optional jitter.
///
/// ```swift
/// let backOff = try WaitStrategy.exponential(unit: 0.5, cap: 4)
/// print(Array(backOff.waits.prefix(5)))          // [0.5, 1.0, 2.0, 4.0, 4.0]
/// let spread = try backOff.jittered(byFraction: 0.1, seed: 7)
/// print(spread.wait(beforeAttempt: 2))           // 0.5, give or take 10 %
/// ```
///
/// The *k*-th wait comes before attempt *k* + 1 (there is none before the
/// first attempt), and it is the strategy's *k*-th value: the first wait is
/// the first value. (ProcedureKit's iterators skip their first value, so its
/// `.incrementing(initial: 1, increment: 1)` first waits 2 s; here it waits 1 s.)
///
/// | strategy | the *k*-th wait, *k* = 1, 2, 3, … |
/// |---|---|
/// | ``immediate`` | 0 |
/// | ``constant(_:)`` `c` | c |
/// | ``incrementing(initial:increment:)`` | initial + increment · (k − 1) |
/// | ``fibonacci(unit:cap:)`` | min(cap, unit · F(k)), F = 1, 1, 2, 3, 5, 8, … |
/// | ``exponential(unit:cap:)`` | min(cap, unit · 2^(k − 1)) |
/// | ``random(minimum:maximum:seed:)`` | minimum + (maximum − minimum) · u(seed, k) |
///
/// where u(seed, k) is the *k*-th output of SplitMix64 seeded with `seed`, as
/// a fraction in `0 ..< 1` (its top 53 bits × 2⁻⁵³). Jitter then moves each
/// wait by a draw of its own seed (see ``jittered(byFraction:seed:)`` and
/// ``jittered(bySeconds:seed:)``). Every wait is a pure function of the
/// strategy and *k*, the same on every machine and every run, and never
/// longer than `Double.greatestFiniteMagnitude` (a Fibonacci wait without a
/// cap reaches that after about 1,470 attempts).
///
/// Every parameter is checked where the strategy is made: a negative, NaN or
/// infinite number of seconds, a cap below the unit, a maximum below the
/// minimum, or a jitter out of range throws a ``CadenceError`` naming the
/// parameter, the value and what was expected.
public struct WaitStrategy: Hashable, Sendable, CustomStringConvertible {
    enum Kind: Hashable, Sendable {
        case immediate
        case constant(Double)
        case incrementing(initial: Double, increment: Double)
        case fibonacci(unit: Double, cap: Double?)
        case exponential(unit: Double, cap: Double)
        case random(minimum: Double, maximum: Double, seed: UInt64)
    }

    enum Jitter: Hashable, Sendable {
        case fraction(Double, seed: UInt64)
        case seconds(Double, seed: UInt64)
    }

    let kind: Kind
    let jitter: Jitter?

    private init(_ kind: Kind, jitter: Jitter? = nil) {
        self.kind = kind
        self.jitter = jitter
    }

    private static let seconds = "a finite number of seconds ≥ 0"

    // MARK: Strategies

    /// No wait: the next attempt is made as soon as the last one ends.
    public static let immediate = WaitStrategy(.immediate)

    /// The same wait every time: `seconds`.
    ///
    /// - Throws: ``CadenceError`` unless `seconds` is a finite number ≥ 0.
    public static func constant(_ seconds: Double) throws(CadenceError) -> WaitStrategy {
        try CadenceError.check(seconds, "constant", in: 0 ... .infinity, expected: Self.seconds)
        return WaitStrategy(.constant(seconds))
    }

    /// Waits that grow by the same step: `initial`, then `initial + increment`,
    /// `initial + 2 · increment`, …
    ///
    /// - Throws: ``CadenceError`` unless both are finite numbers ≥ 0.
    public static func incrementing(initial: Double, increment: Double) throws(CadenceError) -> WaitStrategy {
        try CadenceError.check(initial, "initial", in: 0 ... .infinity, expected: Self.seconds)
        try CadenceError.check(increment, "increment", in: 0 ... .infinity, expected: Self.seconds)
        return WaitStrategy(.incrementing(initial: initial, increment: increment))
    }

    /// Waits that grow as the Fibonacci numbers: `unit` × 1, 1, 2, 3, 5, 8, …,
    /// never longer than `cap` when one is given.
    ///
    /// - Throws: ``CadenceError`` unless `unit` is a finite number > 0 and
    ///   `cap`, if given, a finite number ≥ `unit`.
    public static func fibonacci(unit: Double, cap: Double? = nil) throws(CadenceError) -> WaitStrategy {
        try CadenceError.check(unit, "unit", in: .leastNonzeroMagnitude ... .infinity, expected: "a finite number of seconds > 0")
        if let cap { try checkCap(cap, unit: unit) }
        return WaitStrategy(.fibonacci(unit: unit, cap: cap))
    }

    /// Waits that double each time up to a cap: `unit`, `2 · unit`,
    /// `4 · unit`, … and then `cap` (exponential back-off).
    ///
    /// - Throws: ``CadenceError`` unless `unit` is a finite number > 0 and
    ///   `cap` a finite number ≥ `unit`.
    public static func exponential(unit: Double, cap: Double) throws(CadenceError) -> WaitStrategy {
        try CadenceError.check(unit, "unit", in: .leastNonzeroMagnitude ... .infinity, expected: "a finite number of seconds > 0")
        try checkCap(cap, unit: unit)
        return WaitStrategy(.exponential(unit: unit, cap: cap))
    }

    /// Waits drawn uniformly from `minimum ..< maximum` (exactly `minimum`
    /// when the two are equal) by a generator seeded with `seed`: the same
    /// seed gives the same waits on every run.
    ///
    /// - Throws: ``CadenceError`` unless `minimum` is a finite number ≥ 0 and
    ///   `maximum` a finite number ≥ `minimum`.
    public static func random(minimum: Double, maximum: Double, seed: UInt64) throws(CadenceError) -> WaitStrategy {
        try CadenceError.check(minimum, "minimum", in: 0 ... .infinity, expected: Self.seconds)
        try CadenceError.check(
            maximum, "maximum", in: minimum ... .infinity,
            expected: "a finite number of seconds ≥ minimum (\(CadenceError.describe(minimum)))")
        return WaitStrategy(.random(minimum: minimum, maximum: maximum, seed: seed))
    }

    private static func checkCap(_ cap: Double, unit: Double) throws(CadenceError) {
        try CadenceError.check(
            cap, "cap", in: unit ... .infinity, expected: "a finite number of seconds ≥ unit (\(CadenceError.describe(unit)))")
    }

    // MARK: Jitter

    /// The same strategy with each wait `w` moved by up to `fraction` of
    /// itself either way: `w · (1 + fraction · (2·v − 1))`, within
    /// `w · (1 − fraction) ..< w · (1 + fraction)`, where v is the *k*-th
    /// draw of a SplitMix64 generator seeded with `seed`, as a fraction in
    /// `0 ..< 1`. A wait of 0 stays 0. It replaces any jitter the strategy had.
    ///
    /// - Throws: ``CadenceError`` unless `fraction` is in `0 ... 1`.
    public func jittered(byFraction fraction: Double, seed: UInt64) throws(CadenceError) -> WaitStrategy {
        try CadenceError.check(fraction, "jitter", in: 0 ... 1, expected: "a fraction of each wait in 0 ... 1")
        return WaitStrategy(kind, jitter: .fraction(fraction, seed: seed))
    }

    /// The same strategy with up to `seconds` added to each wait `w`:
    /// `w + seconds · v`, within `w ..< w + seconds`, where v is the *k*-th
    /// draw of a SplitMix64 generator seeded with `seed`, as a fraction in
    /// `0 ..< 1`. It replaces any jitter the strategy had.
    ///
    /// - Throws: ``CadenceError`` unless `seconds` is a finite number ≥ 0.
    public func jittered(bySeconds seconds: Double, seed: UInt64) throws(CadenceError) -> WaitStrategy {
        try CadenceError.check(seconds, "jitter", in: 0 ... .infinity, expected: Self.seconds)
        return WaitStrategy(kind, jitter: .seconds(seconds, seed: seed))
    }

    // MARK: Waits

    /// How long to wait before attempt `attempt` (counted from 1), in
    /// seconds: the strategy's (`attempt` − 1)-th value; 0 for the first
    /// attempt and below.
    ///
    /// - Complexity: O(1), except for ``fibonacci(unit:cap:)``: O(`attempt`)
    ///   until the numbers reach the cap or overflow (at most about 1,500
    ///   steps). ``waits`` gives them one after another in O(1) each.
    public func wait(beforeAttempt attempt: Int) -> Double {
        guard attempt > 1 else { return 0 }
        let index = UInt64(attempt - 1)
        var fibonacci = 0.0
        if case .fibonacci(let unit, let cap) = kind {
            var (current, next) = (1.0, 1.0)
            var step: UInt64 = 1
            // Past the cap (or infinite), every later number gives the same wait.
            while step < index, current.isFinite, unit * current < cap ?? .infinity {
                (current, next) = (next, current + next)
                step += 1
            }
            fibonacci = current
        }
        return value(index, fibonacci: fibonacci)
    }

    /// Every wait in turn, without end: the first before attempt 2, the
    /// *k*-th before attempt *k* + 1, each as ``wait(beforeAttempt:)`` gives it.
    ///
    /// ```swift
    /// Array(try WaitStrategy.fibonacci(unit: 0.5).waits.prefix(5))   // [0.5, 0.5, 1.0, 1.5, 2.5]
    /// ```
    public var waits: Waits { Waits(strategy: self) }

    /// The waits of a ``WaitStrategy``, one after another without end, each
    /// in O(1).
    public struct Waits: Sequence, IteratorProtocol, Sendable {
        let strategy: WaitStrategy
        private var index: UInt64 = 0
        /// F(index + 1) and F(index + 2), for a Fibonacci strategy.
        private var fibonacci = (1.0, 1.0)

        init(strategy: WaitStrategy) {
            self.strategy = strategy
        }

        /// The next wait, in seconds; never nil.
        public mutating func next() -> Double? {
            index += 1
            let wait = strategy.value(index, fibonacci: fibonacci.0)
            if fibonacci.0.isFinite {
                fibonacci = (fibonacci.1, fibonacci.0 + fibonacci.1)
            }
            return wait
        }
    }

    /// The `index`-th wait (from 1), given F(`index`) for a Fibonacci strategy.
    func value(_ index: UInt64, fibonacci: Double) -> Double {
        var wait: Double
        switch kind {
        case .immediate:
            wait = 0
        case .constant(let seconds):
            wait = seconds
        case .incrementing(let initial, let increment):
            wait = initial + increment * Double(index - 1)
        case .fibonacci(let unit, let cap):
            wait = min(cap ?? .infinity, unit * fibonacci)
        case .exponential(let unit, let cap):
            // 2^1024 and above are infinite, and so capped.
            wait = min(cap, unit * Double(sign: .plus, exponent: Int(min(index - 1, 1100)), significand: 1))
        case .random(let minimum, let maximum, let seed):
            wait = minimum + (maximum - minimum) * SplitMix.fraction(seed: seed, index: index)
        }
        wait = Self.finite(wait)
        switch jitter {
        case nil:
            break
        case .fraction(let fraction, let seed):
            wait *= 1 + fraction * (2 * SplitMix.fraction(seed: seed, index: index) - 1)
        case .seconds(let seconds, let seed):
            wait += seconds * SplitMix.fraction(seed: seed, index: index)
        }
        return Self.finite(wait)
    }

    /// `seconds`, at least 0 and at most the largest finite number.
    private static func finite(_ seconds: Double) -> Double {
        min(max(seconds, 0), .greatestFiniteMagnitude)
    }

    // MARK: Description

    /// The strategy as Swift would make it:
    /// `exponential(unit: 0.5, cap: 4).jittered(byFraction: 0.1, seed: 7)`.
    public var description: String {
        let d = CadenceError.describe
        var text: String
        switch kind {
        case .immediate: text = "immediate"
        case .constant(let seconds): text = "constant(\(d(seconds)))"
        case .incrementing(let initial, let increment): text = "incrementing(initial: \(d(initial)), increment: \(d(increment)))"
        case .fibonacci(let unit, let cap): text = "fibonacci(unit: \(d(unit))" + (cap.map { ", cap: \(d($0))" } ?? "") + ")"
        case .exponential(let unit, let cap): text = "exponential(unit: \(d(unit)), cap: \(d(cap)))"
        case .random(let minimum, let maximum, let seed): text = "random(minimum: \(d(minimum)), maximum: \(d(maximum)), seed: \(seed))"
        }
        switch jitter {
        case nil: break
        case .fraction(let fraction, let seed): text += ".jittered(byFraction: \(d(fraction)), seed: \(seed))"
        case .seconds(let seconds, let seed): text += ".jittered(bySeconds: \(d(seconds)), seed: \(seed))"
        }
        return text
    }
}
