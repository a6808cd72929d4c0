import Render

/// A JSON value that may hold a decimal score, which `Render.JSON` has no case for.
///
/// Scores like 7.5 must be JSON numbers for Gradescope; everything else is written by
/// `Render.JSON`, so escaping stays in one place.
indirect enum ReportValue {
    case json(JSON)
    case score(Score)
    case object([(String, ReportValue)])
    case array([ReportValue])

    /// Pretty-printed with two-space indentation and a final newline.
    func serialized() -> String {
        var out = ""
        write(to: &out, indent: 0)
        return out + "\n"
    }

    private func write(to out: inout String, indent: Int) {
        let pad = String(repeating: " ", count: indent + 2)
        switch self {
        case .json(let value): out += value.serialized(pretty: false)
        case .score(let score): out += score.description
        case .object(let members):
            guard !members.isEmpty else { return out += "{}" }
            out += "{"
            for (index, (key, value)) in members.enumerated() {
                out += (index == 0 ? "\n" : ",\n") + pad
                JSON.quote(key, into: &out)
                out += ": "
                value.write(to: &out, indent: indent + 2)
            }
            out += "\n" + String(repeating: " ", count: indent) + "}"
        case .array(let items):
            guard !items.isEmpty else { return out += "[]" }
            out += "["
            for (index, item) in items.enumerated() {
                out += (index == 0 ? "\n" : ",\n") + pad
                item.write(to: &out, indent: indent + 2)
            }
            out += "\n" + String(repeating: " ", count: indent) + "]"
        }
    }

    /// A string value.
    static func string(_ text: String) -> ReportValue { .json(.string(text)) }
}
