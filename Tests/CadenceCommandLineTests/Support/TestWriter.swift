import CadenceCommandLine
import CadenceTesting

/// A small JSON writer, independent of the library's: with a generator it
/// spaces tokens randomly and escapes characters in every way JSON allows
/// (short escapes, `\u` in either case, surrogate pairs); without one it
/// writes compactly with only the escapes JSON requires.
struct TestWriter {
    var random: SplitMix64?

    mutating func write(_ value: JSONValue) -> String {
        switch value {
        case .null: return "null"
        case .bool(let bool): return bool ? "true" : "false"
        case .number(let number): return number.literal
        case .string(let string): return write(string)
        case .array(let elements):
            return "[" + space() + elements.map { write($0) + space() }.joined(separator: "," + space()) + "]"
        case .object(let object):
            let members = object.map { member in
                write(member.key) + space() + ":" + space() + write(member.value) + space()
            }
            return "{" + space() + members.joined(separator: "," + space()) + "}"
        }
    }

    private mutating func space() -> String {
        guard random != nil else { return "" }
        return ["", "", " ", "\t", "\n", "\r\n", "  "][random!.nextInt(in: 0..<7)]
    }

    private mutating func coin() -> Bool {
        random?.nextBool() ?? false
    }

    private mutating func write(_ string: String) -> String {
        var text = "\""
        for scalar in string.unicodeScalars {
            switch scalar {
            case "\"": text += coin() ? "\\u0022" : "\\\""
            case "\\": text += coin() ? "\\u005c" : "\\\\"
            case "/": text += coin() ? "\\/" : "/"
            case "\n" where !coin(): text += "\\n"
            case "\r" where !coin(): text += "\\r"
            case "\t" where !coin(): text += "\\t"
            case "\u{08}" where !coin(): text += "\\b"
            case "\u{0C}" where !coin(): text += "\\f"
            case _ where scalar.value < 0x20 || coin():
                text += escaped(scalar)
            default:
                text.unicodeScalars.append(scalar)
            }
        }
        return text + "\""
    }

    /// `scalar` as `\uXXXX`, or a surrogate pair of them, in random case.
    private mutating func escaped(_ scalar: Unicode.Scalar) -> String {
        let uppercase = coin()
        func unit(_ value: UInt32) -> String {
            let digits = String(value, radix: 16, uppercase: uppercase)
            return "\\u" + String(repeating: "0", count: 4 - digits.count) + digits
        }
        guard scalar.value > 0xFFFF else { return unit(scalar.value) }
        let offset = scalar.value - 0x10000
        return unit(0xD800 + offset >> 10) + unit(0xDC00 + offset & 0x3FF)
    }
}
