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
        let lookup = { (index: Int) throws -> Panel.Cell in
            guard values.indices.contains(index) else { throw Unreadable(what: "bad cell index") }
            return values[index]
        }
        var panels: [Panel] = []
        return try list.map { object in
            if let full = object["p"] as? [[String: Any]] {
                panels = try full.map { try panel($0, lookup) }
            } else if let changes = object["d"] as? [Int], changes.count % 2 == 0 {
                let places = panels.indices.flatMap { p in
                    panels[p].cells.indices.flatMap { r in panels[p].cells[r].indices.map { (p, r, $0) } }
                }
                for pair in stride(from: 0, to: changes.count, by: 2) {
                    guard places.indices.contains(changes[pair]) else { throw Unreadable(what: "bad change") }
                    let (p, r, c) = places[changes[pair]]
                    panels[p].cells[r][c] = try lookup(changes[pair + 1])
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

    static func panel(_ object: [String: Any], _ lookup: (Int) throws -> Panel.Cell) throws -> Panel {
        guard let rows = object["c"] as? [[Int]] else { throw Unreadable(what: "panel without cells") }
        return Panel(
            caption: (object["cap"] as? String).map(Localized.same), columnHeaders: object["ch"] as? [String] ?? [],
            rowHeaders: object["rh"] as? [String] ?? [], cells: try rows.map { try $0.map(lookup) })
    }

    static func cell(_ value: Any) throws -> Panel.Cell {
        if let text = value as? String { return Panel.Cell(text) }
        guard let pair = value as? [String], pair.count == 2 else { throw Unreadable(what: "bad cell") }
        return Panel.Cell(pair[0], roles: roles(pair[1]))
    }

    static func roles(_ letters: String) -> Set<Role> {
        Set(letters.compactMap { letter in Role.allCases.first { $0.letter == String(letter) } })
    }
}
