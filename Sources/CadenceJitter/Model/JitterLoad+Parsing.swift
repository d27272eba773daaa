import Cadence

extension JitterLoad {
    /// Reads a load as the command line writes it (see ``description``):
    /// `none` is no load (nil); `busy:others` and `busy:all` count cores.
    ///
    /// - Throws: `CadenceError` naming the load and what was expected.
    public static func parse(_ text: String, processorCount: Int) throws(CadenceError) -> JitterLoad? {
        let parts = text.split(separator: ":", omittingEmptySubsequences: false).map(String.init)
        let kind = parts[0]
        let arguments = parts.dropFirst()
        let load: JitterLoad
        switch (kind, arguments.count) {
        case ("none", 0):
            return nil
        case ("periodic", 1), ("periodic", 2):
            let (length, period) = try pair(arguments.first!, in: text)
            var phase = Phase.swept
            if arguments.count == 2 {
                guard let named = Phase(rawValue: arguments.last!) else {
                    throw CadenceError(
                        .invalidValue, field: "load", value: text,
                        expected: "a phase of aligned, swept or random after the second ':'")
                }
                phase = named
            }
            load = .periodicStalls(length: length / 1000, period: period / 1000, phase: phase)
        case ("random", 1):
            let (length, perSecond) = try pair(arguments.first!, in: text)
            load = .randomStalls(meanLength: length / 1000, perSecond: perSecond)
        case ("burst", 1):
            let (jobsAndLength, period) = try split(arguments.first!, at: "/", in: text)
            let (jobs, length) = try split(jobsAndLength, at: "x", in: text)
            guard let count = Int(jobs) else {
                throw CadenceError(.invalidValue, field: "load", value: text, expected: "a whole number of jobs before 'x'")
            }
            load = .bursts(jobs: count, jobLength: try number(length, in: text) / 1000, period: try number(period, in: text) / 1000)
        case ("busy", 1):
            let argument = arguments.first!
            let count: Int? =
                switch argument {
                case "others": max(processorCount - 1, 1)
                case "all": max(processorCount, 1)
                default: Int(argument)
                }
            guard let count else {
                throw CadenceError(.invalidValue, field: "load", value: text, expected: "busy:others, busy:all or busy:N")
            }
            load = .busyThreads(count: count)
        default:
            throw CadenceError(
                .invalidValue, field: "load", value: text,
                expected: "none, periodic:MS/MS[:aligned|swept|random], random:MS/PER_S, burst:NxMS/MS or busy:others|all|N")
        }
        do {
            try load.validate()
        } catch {
            var located = error
            located.field = "\(error.field) in load '\(text)'"
            throw located
        }
        return load
    }

    private static func pair(_ text: String, in whole: String) throws(CadenceError) -> (Double, Double) {
        let (first, second) = try split(text, at: "/", in: whole)
        return (try number(first, in: whole), try number(second, in: whole))
    }

    private static func split(_ text: String, at separator: Character, in whole: String) throws(CadenceError) -> (String, String) {
        let parts = text.split(separator: separator, omittingEmptySubsequences: false)
        guard parts.count == 2 else {
            throw CadenceError(.invalidValue, field: "load", value: whole, expected: "two numbers separated by '\(separator)'")
        }
        return (String(parts[0]), String(parts[1]))
    }

    private static func number(_ text: String, in whole: String) throws(CadenceError) -> Double {
        guard let number = Double(text), number.isFinite else {
            throw CadenceError(.invalidValue, field: "load", value: whole, expected: "a number where '\(text)' is")
        }
        return number
    }
}
