import Cadence

extension ScenarioReader {
    static let retryFields = ["maxAttempts", "wait", "jitter", "attemptTimeout"]
    static let waitTypes = ["immediate", "constant", "incrementing", "fibonacci", "exponential", "random"]
    static let waitFields = [
        "immediate": ["type"],
        "constant": ["type", "seconds"],
        "incrementing": ["type", "initial", "increment"],
        "fibonacci": ["type", "unit", "cap"],
        "exponential": ["type", "unit", "cap"],
        "random": ["type", "minimum", "maximum", "seed"],
    ]
    static let waitSeconds = "a finite number of seconds ≥ 0"

    /// The operation `id`'s `retry`; nil, with the problems noted, when it is
    /// invalid or on a group. Each part is checked whatever the others hold.
    mutating func readRetry(_ json: JSONValue, at path: String, of id: String, at operationPath: String, isGroup: Bool) -> RetrySpec? {
        guard let object = fields.object(json, at: path, allowed: Self.retryFields) else { return nil }
        if isGroup {
            fields.fail(path, "a group is not retried; expected retry on an animation, a wait or a task")
        }
        let maxAttempts = fields.required(object, "maxAttempts", at: path, "a whole number of attempts ≥ 1").flatMap { value -> Int? in
            if case .number(let number) = value, let count = number.intValue, count >= 1 { return count }
            fields.expected(FieldReader.join(path, "maxAttempts"), "a whole number of attempts ≥ 1", got: value)
            return nil
        }
        let timeout = object["attemptTimeout"].map { value in
            fields.number(value, at: FieldReader.join(path, "attemptTimeout"), in: .leastNonzeroMagnitude ... .infinity,
                          "a finite number of seconds > 0")
        }
        let wait = object["wait"].map { waitStrategy($0, at: FieldReader.join(path, "wait")) } ?? .immediate
        let jitter = object["jitter"].map { readJitter($0, at: FieldReader.join(path, "jitter")) }
        if let maxAttempts, !isGroup {
            retried.append(RetriedOperation(id: id, path: operationPath, maxAttempts: maxAttempts))
        }
        // A field given and invalid is `.some(nil)`: refused, with its problem noted.
        if case .some(.none) = timeout { return nil }
        if case .some(.none) = jitter { return nil }
        guard !isGroup, let maxAttempts, let wait else { return nil }
        var strategy = wait
        switch jitter {
        case .fraction(let fraction, let seed)??: strategy = (try? wait.jittered(byFraction: fraction, seed: seed)) ?? wait
        case .seconds(let seconds, let seed)??: strategy = (try? wait.jittered(bySeconds: seconds, seed: seed)) ?? wait
        default: break
        }
        if let attemptTimeout = timeout ?? nil, let value = object["attemptTimeout"] {
            checkAttemptTimeout(attemptTimeout, value, at: FieldReader.join(path, "attemptTimeout"), maxAttempts: maxAttempts, wait: strategy)
        }
        return RetrySpec(maxAttempts: maxAttempts, wait: strategy, attemptTimeout: timeout ?? nil)
    }

    /// Refuses an attempt timeout the clock certainly cannot tell from the
    /// start of attempt 2. That attempt starts after the first wait, `W` s
    /// (the strategy's first value, its seed given), from an instant ≥ 0: at
    /// `W` or later, where the clock's spacing is at least `W`'s. A timeout
    /// below half of that spacing leaves `start + timeout == start` there
    /// (1 + 1e-300 is 1), and the attempt would time out at its start. Later
    /// attempts start later still; where a run reaches times the file does
    /// not give, the library fails the attempt at its start instead.
    private func checkAttemptTimeout(_ timeout: Double, _ value: JSONValue, at path: String, maxAttempts: Int, wait: WaitStrategy) {
        var waits = wait.waits
        guard maxAttempts >= 2, let first = waits.next(), first.isFinite, first > 0, timeout < first.ulp / 2 else { return }
        fields.expected(
            path,
            "an attempt timeout the clock can tell from the start of attempt 2, at \(JSONOutput.numberText(first)) s or later "
                + "(more than \(JSONOutput.numberText(first.ulp / 2)) s)",
            got: value)
    }

    /// A jitter as `retry.jitter` gives it.
    enum Jitter {
        case fraction(Double, seed: UInt64)
        case seconds(Double, seed: UInt64)
    }

    /// `retry.wait`: a strategy and its parameters, checked as the library
    /// checks them, each at its own path.
    private func waitStrategy(_ json: JSONValue, at path: String) -> WaitStrategy? {
        guard case .object(let probe) = json else {
            fields.expected(path, "a wait object", got: json)
            return nil
        }
        guard let typeValue = fields.required(probe, "type", at: path, Self.sentence(Self.waitTypes)),
            let type = fields.choice(typeValue, at: FieldReader.join(path, "type"), Self.waitTypes.map { ($0, $0) }),
            let object = fields.object(json, at: path, allowed: Self.waitFields[type] ?? ["type"])
        else { return nil }
        /// A required number in `range`, or nil with the problem noted.
        func seconds(_ key: String, _ range: ClosedRange<Double>, _ what: String) -> Double? {
            guard let value = fields.required(object, key, at: path, what) else { return nil }
            return fields.number(value, at: FieldReader.join(path, key), in: range, what)
        }
        let positive = "a finite number of seconds > 0"
        switch type {
        case "constant":
            return seconds("seconds", 0 ... .infinity, Self.waitSeconds).flatMap { try? WaitStrategy.constant($0) }
        case "incrementing":
            let initial = seconds("initial", 0 ... .infinity, Self.waitSeconds)
            let increment = seconds("increment", 0 ... .infinity, Self.waitSeconds)
            guard let initial, let increment else { return nil }
            return try? WaitStrategy.incrementing(initial: initial, increment: increment)
        case "fibonacci", "exponential":
            let unit = seconds("unit", .leastNonzeroMagnitude ... .infinity, positive)
            let capRange = (unit ?? 0) ... .infinity
            let capText = unit.map { "a finite number of seconds ≥ unit (\(JSONOutput.numberText($0)))" } ?? Self.waitSeconds
            if type == "fibonacci" {
                let cap = fields.optional(object, "cap", at: path) { fields.number($0, at: $1, in: capRange, capText) }
                guard let unit, object["cap"] == nil || cap != nil else { return nil }
                return try? WaitStrategy.fibonacci(unit: unit, cap: cap)
            }
            let cap = seconds("cap", capRange, capText)
            guard let unit, let cap else { return nil }
            return try? WaitStrategy.exponential(unit: unit, cap: cap)
        case "random":
            let minimum = seconds("minimum", 0 ... .infinity, Self.waitSeconds)
            let maximum = seconds(
                "maximum", (minimum ?? 0) ... .infinity,
                minimum.map { "a finite number of seconds ≥ minimum (\(JSONOutput.numberText($0)))" } ?? Self.waitSeconds)
            let seed = fields.required(object, "seed", at: path, "a seed").flatMap { readSeed($0, at: FieldReader.join(path, "seed")) }
            guard let minimum, let maximum, let seed else { return nil }
            return try? WaitStrategy.random(minimum: minimum, maximum: maximum, seed: seed)
        default:
            return .immediate
        }
    }

    /// `retry.jitter`: `fraction` or `seconds`, and `seed`.
    private func readJitter(_ json: JSONValue, at path: String) -> Jitter? {
        guard let object = fields.object(json, at: path, allowed: ["fraction", "seconds", "seed"]) else { return nil }
        var size: Jitter?
        switch (object["fraction"], object["seconds"]) {
        case (let fraction?, nil):
            size = fields.number(fraction, at: FieldReader.join(path, "fraction"), in: 0 ... 1, "a fraction of each wait in 0 ... 1")
                .map { .fraction($0, seed: 0) }
        case (nil, let seconds?):
            size = fields.number(seconds, at: FieldReader.join(path, "seconds"), in: 0 ... .infinity, Self.waitSeconds)
                .map { .seconds($0, seed: 0) }
        case (nil, nil):
            fields.fail(path, "expected fraction or seconds (the jitter's size), got neither")
        default:
            fields.fail(path, "expected fraction or seconds (the jitter's size), got both")
        }
        let seed = fields.required(object, "seed", at: path, "a seed").flatMap { readSeed($0, at: FieldReader.join(path, "seed")) }
        switch (size, seed) {
        case (.fraction(let fraction, _)?, let seed?): return .fraction(fraction, seed: seed)
        case (.seconds(let seconds, _)?, let seed?): return .seconds(seconds, seed: seed)
        default: return nil
        }
    }

    /// A generator's seed: a whole number from 0 to 2⁶⁴ − 1, read from its digits.
    func readSeed(_ json: JSONValue, at path: String) -> UInt64? {
        if case .number(let number) = json {
            if number.isIntegerLiteral, let seed = UInt64(number.literal) { return seed }
            if let whole = number.intValue, whole >= 0 { return UInt64(whole) }
        }
        fields.expected(path, "a seed (a whole number from 0 to 18446744073709551615)", got: json)
        return nil
    }

    /// Refuses an id that a retry's attempt or wait takes: the attempts of
    /// `upload` are `upload attempt 1`, `upload attempt 2`, …, and the waits
    /// before them `upload wait 2`, ….
    func checkAttemptNames() {
        guard !retried.isEmpty else { return }
        let retries = Dictionary(retried.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        for operation in declaredOperations {
            for word in ["attempt", "wait"] {
                guard let range = operation.id.range(of: " \(word) ", options: .backwards) else { continue }
                let owner = String(operation.id[..<range.lowerBound])
                let digits = String(operation.id[range.upperBound...])
                guard let retry = retries[owner], let number = Int(digits), String(number) == digits,
                    number >= (word == "attempt" ? 1 : 2), number <= retry.maxAttempts
                else { continue }
                let what = word == "attempt" ? "attempt \(number)" : "the wait before attempt \(number)"
                fields.fail(
                    FieldReader.join(operation.path, "id"),
                    "\(EchoedText.quoted(operation.id)) is the name of \(what) of \(EchoedText.quoted(owner)) "
                        + "(\(retry.path)); expected another id")
            }
        }
    }
}
