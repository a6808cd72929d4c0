import Foundation
import Storyboard

/// Reads the frames back out of a page's `<script class="ds-frames">` island, the way
/// stepper.js rebuilds them (full panels, then per-cell changes), as `Frame`s a terminal
/// can draw.
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
            let list = root["frames"] as? [[String: Any]]
        else { throw Unreadable(what: "no frames") }
        var panels: [Panel] = []
        return try list.map { object in
            if let full = object["p"] as? [[String: Any]] {
                panels = try full.map(panel)
            } else if let changes = object["d"] as? [[Any]] {
                for change in changes {
                    guard let p = change[0] as? Int, let r = change[1] as? Int, let c = change[2] as? Int,
                        let text = change[3] as? String, let letters = change[4] as? String
                    else { throw Unreadable(what: "bad change") }
                    panels[p].cells[r][c] = Panel.Cell(text, roles: roles(letters))
                }
            }
            let question = (object["q"] as? String).map {
                Prompt(question: .same($0), accepted: ["?"], hint: .same(""), explanation: .same(""))
            }
            return Frame(
                title: (object["t"] as? String).map(Localized.same), panels: panels,
                narration: .same(object["n"] as? String ?? ""), prompt: question)
        }
    }

    static func panel(_ object: [String: Any]) throws -> Panel {
        guard let rows = object["c"] as? [[Any]] else { throw Unreadable(what: "panel without cells") }
        let cells = try rows.map { row in
            try row.map { cell -> Panel.Cell in
                if let text = cell as? String { return Panel.Cell(text) }
                guard let pair = cell as? [String], pair.count == 2 else { throw Unreadable(what: "bad cell") }
                return Panel.Cell(pair[0], roles: roles(pair[1]))
            }
        }
        return Panel(
            caption: (object["cap"] as? String).map(Localized.same), columnHeaders: object["ch"] as? [String] ?? [],
            rowHeaders: object["rh"] as? [String] ?? [], cells: cells)
    }

    static func roles(_ letters: String) -> Set<Role> {
        Set(letters.compactMap { letter in Role.allCases.first { $0.letter == String(letter) } })
    }
}
