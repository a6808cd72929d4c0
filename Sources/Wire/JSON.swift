import DiffEngine

/// A JSON value whose object members keep the order they were written in.
///
/// Every `--format json` of diffstep is a documented contract, so its keys come out in a
/// fixed, readable order (Foundation's encoder either shuffles or sorts them).
public enum JSON: Sendable, Equatable {
    case null
    case bool(Bool)
    case int(Int)
    #if !hasFeature(Embedded)
        /// A decimal number, written as the shortest text that reads back as the same `Double`
        /// (`7.5`, `0.1`, `1e-07`); integral values without `.0` (`10`); NaN and infinities,
        /// which JSON cannot write, as `null`. Only the grader's reports write decimals: the web
        /// engine's parts leave the case out, and with it the printing of doubles (5 KB a part).
        case number(Double)
    #endif
    /// A whole number of any size, written in full decimal digits (never rounded to a double).
    case bigInteger(BigUInt)
    case string(String)
    case array([JSON])
    case object([Member])
    /// JSON text diffstep already wrote (the web stepper's frames), put in as it is.
    case raw(String)

    /// One key and its value inside an object.
    public struct Member: Sendable, Equatable {
        public var key: String
        public var value: JSON
        public init(_ key: String, _ value: JSON) {
            self.key = key
            self.value = value
        }
    }

    /// Builds an object from ordered pairs: `.members(["a": 1, "b": "x"])`.
    public static func members(_ pairs: KeyValuePairs<String, JSON>) -> JSON {
        .object(pairs.map { Member($0.key, $0.value) })
    }

    /// A string or `null`.
    public static func optional(_ text: String?) -> JSON {
        text.map(JSON.string) ?? .null
    }

    /// The value as text: compact on one line, or pretty with two-space indentation.
    public func serialized(pretty: Bool = true) -> String {
        var out = ""
        write(to: &out, indent: pretty ? 0 : nil)
        return out
    }

    #if !hasFeature(Embedded)
        /// The value pretty-printed as if it stood `indent` spaces in (an element of an array
        /// written piece by piece, ``JSONStream``).
        public func serialized(indent: Int) -> String {
            var out = ""
            write(to: &out, indent: indent)
            return out
        }
    #endif

    private func write(to out: inout String, indent: Int?) {
        switch self {
        case .null: out += "null"
        case .bool(let value): out += value ? "true" : "false"
        case .int(let value): out += String(value)
        #if !hasFeature(Embedded)
            case .number(let value): out += JSON.shortest(value)
        #endif
        case .bigInteger(let value): out += value.description
        case .string(let value): JSON.quote(value, into: &out)
        case .raw(let text): out += text
        case .array(let items):
            writeContainer(open: "[", close: "]", count: items.count, to: &out, indent: indent) { index, out, inner in
                items[index].write(to: &out, indent: inner)
            }
        case .object(let members):
            writeContainer(open: "{", close: "}", count: members.count, to: &out, indent: indent) { index, out, inner in
                JSON.quote(members[index].key, into: &out)
                out += inner == nil ? ":" : ": "
                members[index].value.write(to: &out, indent: inner)
            }
        }
    }

    private func writeContainer(
        open: String, close: String, count: Int, to out: inout String, indent: Int?,
        element: (Int, inout String, Int?) -> Void
    ) {
        out += open
        guard count > 0 else {
            out += close
            return
        }
        // Arrays of scalars stay on one line so tables of numbers read as tables.
        let flat = indent == nil || isFlatArray
        let inner = flat ? nil : indent.map { $0 + 2 }
        for index in 0..<count {
            if index > 0 { out += flat && indent != nil ? ", " : "," }
            if let inner { out += "\n" + String(repeating: " ", count: inner) }
            element(index, &out, flat ? nil : inner)
        }
        if let indent, !flat { out += "\n" + String(repeating: " ", count: indent) }
        out += close
    }

    private var isFlatArray: Bool {
        guard case .array(let items) = self else { return false }
        return items.allSatisfy {
            switch $0 {
            case .array, .object: false
            default: true
            }
        }
    }

    #if !hasFeature(Embedded)
        /// The shortest round-trip text of a double as a JSON number.
        static func shortest(_ value: Double) -> String {
            guard value.isFinite else { return "null" }
            if value == 0 { return "0" }  // also -0.0
            // Swift's description is already the shortest round-trip text; only `10.0` loses `.0`.
            let text = value.description
            return text.hasSuffix(".0") ? String(text.dropLast(2)) : text
        }
    #endif

    /// Writes `text` as a JSON string literal; `<`, `>` and `&` are escaped too so the
    /// output can sit inside an HTML `<script>` element without ending it.
    public static func quote(_ text: String, into out: inout String) {
        out += "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case "<", ">", "&", "\u{2028}", "\u{2029}":
                out += unicodeEscape(scalar.value)
            default:
                if scalar.value < 0x20 || scalar.value == 0x7F {
                    out += unicodeEscape(scalar.value)
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        out += "\""
    }

    private static func unicodeEscape(_ value: UInt32) -> String {
        let hex = String(value, radix: 16, uppercase: false)
        return "\\u" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
    }
}

extension JSON: ExpressibleByStringLiteral, ExpressibleByIntegerLiteral, ExpressibleByBooleanLiteral,
    ExpressibleByArrayLiteral, ExpressibleByNilLiteral
{
    public init(stringLiteral value: String) { self = .string(value) }
    public init(integerLiteral value: Int) { self = .int(value) }
    public init(booleanLiteral value: Bool) { self = .bool(value) }
    public init(arrayLiteral elements: JSON...) { self = .array(elements) }
    public init(nilLiteral: ()) { self = .null }
}
