import DiffEngine
import Foundation
import Storyboard

/// Reads the frames back out of a page's `<script class="ds-frames">` island, the way
/// stepper.js rebuilds them (texts from the phrase table, cells from the cell table, full
/// panels, then per-cell changes), as `Frame`s a terminal can draw.
enum StepperJSON {
    struct Unreadable: Error { var what: String }

    /// The JSON text of the first widget on a page.
    static func island(in html: String) throws -> String {
        guard let open = html.range(of: "class=\"ds-frames\""),
            let start = html[open.upperBound...].firstIndex(of: ">"),
            let end = html[start...].range(of: "</script>")
        else { throw Unreadable(what: "no ds-frames island") }
        return String(html[html.index(after: start)..<end.lowerBound])
    }

    /// Every frame of the island, in one language (`.same` texts).
    static func frames(_ json: String) throws -> [Frame] {
        guard let root = try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any],
            let list = root["frames"] as? [[String: Any]], let words = root["w"] as? [String],
            let table = root["v"] as? [Any]
        else { throw Unreadable(what: "no frames, phrases or cells") }
        let values = try table.map(cell)
        let text = { (value: Any?) throws -> String? in
            guard let value else { return nil }
            guard let indices = value as? [Int], indices.allSatisfy(words.indices.contains)
            else { throw Unreadable(what: "bad text") }
            return indices.map { words[$0] }.joined(separator: " ")
        }
        // A cell showing its origin takes it from its panel's "o" grid, at its position.
        var origins: [[[String]]] = []
        let lookup = { (index: Int, p: Int, r: Int, c: Int) throws -> Panel.Cell in
            guard values.indices.contains(index) else { throw Unreadable(what: "bad cell index") }
            var cell = values[index].cell
            if values[index].showsOrigin {
                guard origins.indices.contains(p), origins[p].indices.contains(r), origins[p][r].indices.contains(c)
                else { throw Unreadable(what: "an origin outside the grid") }
                cell.origin = try origin(origins[p][r][c])
            }
            return cell
        }
        var panels: [Panel] = []
        return try list.map { object in
            if let full = object["p"] as? [[String: Any]] {
                origins = full.map { ($0["o"] as? [String] ?? []).map { $0.split(separator: " ").map(String.init) } }
                panels = try full.enumerated().map { p, object in try panel(object) { try lookup($0, p, $1, $2) } }
            } else if let changes = object["d"] as? [Int], changes.count % 2 == 0 {
                let places = panels.indices.flatMap { p in
                    panels[p].cells.indices.flatMap { r in panels[p].cells[r].indices.map { (p, r, $0) } }
                }
                for pair in stride(from: 0, to: changes.count, by: 2) {
                    guard places.indices.contains(changes[pair]) else { throw Unreadable(what: "bad change") }
                    let (p, r, c) = places[changes[pair]]
                    panels[p].cells[r][c] = try lookup(changes[pair + 1], p, r, c)
                }
            } else {
                throw Unreadable(what: "a frame with neither panels nor changes")
            }
            let question = try text(object["q"]).map {
                Prompt(question: .same($0), accepted: ["?"], hint: .same(""), explanation: .same(""))
            }
            return Frame(
                title: try text(object["t"]).map(Localized.same), panels: panels,
                narration: .same(try text(object["n"]) ?? ""), prompt: question)
        }
    }

    static func panel(_ object: [String: Any], _ lookup: (Int, Int, Int) throws -> Panel.Cell) throws -> Panel {
        guard let rows = object["c"] as? [[Int]] else { throw Unreadable(what: "panel without cells") }
        return Panel(
            caption: (object["cap"] as? String).map(Localized.same), columnHeaders: object["ch"] as? [String] ?? [],
            rowHeaders: object["rh"] as? [String] ?? [],
            cells: try rows.enumerated().map { r, row in try row.enumerated().map { c, v in try lookup(v, r, c) } })
    }

    /// `"text"`, `["text", "letters"]` or `["text", "letters", 1]` (shows its origin).
    static func cell(_ value: Any) throws -> (cell: Panel.Cell, showsOrigin: Bool) {
        if let text = value as? String { return (Panel.Cell(text), false) }
        guard let fields = value as? [Any], fields.count == 2 || fields.count == 3,
            let text = fields[0] as? String, let letters = fields[1] as? String
        else { throw Unreadable(what: "bad cell") }
        if fields.count == 3, fields[2] as? Int != 1 { throw Unreadable(what: "bad origin flag") }
        return (Panel.Cell(text, roles: roles(letters)), fields.count == 3)
    }

    /// `"sid"`: the chosen operation's letter, then the other co-optimal ones.
    static func origin(_ code: String) throws -> Panel.Cell.Origin {
        let operations = try code.map { letter -> EditOperation in
            switch letter {
            case "m": .match
            case "s": .substitute
            case "i": .insert
            case "d": .delete
            default: throw Unreadable(what: "bad origin")
            }
        }
        guard let chosen = operations.first else { throw Unreadable(what: "empty origin") }
        return Panel.Cell.Origin(
            chosen: chosen, ties: operations.reduce(into: OperationSet()) { $0.insert(OperationSet($1)) })
    }

    static func roles(_ letters: String) -> Roles {
        Roles(letters.compactMap { letter in Role.allCases.first { $0.letter == String(letter) } })
    }
}
