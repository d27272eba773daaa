import CadenceCommandLine
import CadenceTesting

/// Seeded random JSON values for round-trip tests: every kind of value,
/// numbers in many spellings, strings with characters that need escaping.
enum RandomJSON {
    /// A random value; below depth 4, arrays and objects of up to 4 elements.
    static func value(_ random: inout SplitMix64, depth: Int) -> JSONValue {
        let kinds = depth >= 4 ? 4 : 6
        switch random.nextInt(in: 0..<kinds) {
        case 0: return nil
        case 1: return .bool(random.nextBool())
        case 2: return .number(number(&random))
        case 3: return .string(string(&random))
        case 4: return .array((0..<random.nextInt(in: 0...4)).map { _ in value(&random, depth: depth + 1) })
        default:
            let members = (0..<random.nextInt(in: 0...4)).map { _ in
                (string(&random), value(&random, depth: depth + 1))
            }
            return .object(JSONObject(members))
        }
    }

    /// A number spelled as a random JSON literal, whose value is checked
    /// against the standard library's reading of the same text.
    static func number(_ random: inout SplitMix64) -> JSONNumber {
        let literal: String
        switch random.nextInt(in: 0..<4) {
        case 0:
            literal = String(random.nextInt(in: -1000...1000))
        case 1:
            literal = String(random.next(in: -1e6...1e6))
        case 2:
            literal = ["-0", "0", "123456789012345678901234567890", "1e400", "-1e400", "1e-400", "5e-324"][
                random.nextInt(in: 0..<7)]
        default:
            var text = random.nextBool() ? "-" : ""
            text += random.nextBool() ? "0" : String(random.nextInt(in: 1...99_999))
            if random.nextBool() { text += "." + String(random.nextInt(in: 0...999_999)) }
            if random.nextBool() {
                text += ["e", "E"][random.nextInt(in: 0..<2)] + ["", "+", "-"][random.nextInt(in: 0..<3)]
                text += String(random.nextInt(in: 0...330))
            }
            literal = text
        }
        guard let number = JSONNumber(literal: literal), number.value == Double(literal) else {
            preconditionFailure("the test built a bad literal \(literal)")
        }
        return number
    }

    /// Characters to draw strings from: plain ones, ones JSON must escape,
    /// and ones outside the Basic Multilingual Plane.
    private static let scalars: [Unicode.Scalar] = [
        "a", "Z", "0", " ", "\"", "\\", "/", "\u{0}", "\u{1}", "\n", "\r", "\t", "\u{08}", "\u{0C}", "\u{1F}",
        "\u{7F}", "é", "\u{301}", "中", "\u{2028}", "\u{FEFF}", "\u{FFFF}", "😀", "𝄞", "\u{10FFFF}",
    ]

    /// A random string of up to 8 characters.
    static func string(_ random: inout SplitMix64) -> String {
        var string = String.UnicodeScalarView()
        for _ in 0..<random.nextInt(in: 0...8) {
            string.append(scalars[random.nextInt(in: 0..<scalars.count)])
        }
        return String(string)
    }
}
