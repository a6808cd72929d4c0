import BatchModel
import DiffEngine
import Render

/// What a trace's cells show (`--notation`, the trace form's notation field).
package enum CellLabel: String, CaseIterable, Sendable {
    /// The cost, with the letter of the operation on the path (`1*s`).
    case cost
    /// The article's notation of the chosen sub-path (`2i 1d`).
    case ops
}

/// The fields of a widget's input form, written into the figure as `data-input-fields`
/// (`Templates/inputs.js` builds the form from them), so the script copies no choice list of
/// a Swift enum: each select's choices are the enum's own values.
package enum InputFields {
    /// The units the trace form offers (and `diffstep trace --format url` links to).
    package static let traceUnits: [TokenUnit] = [.grapheme, .scalar, .jamo, .word]
    /// The releases the snapshot form offers: every release the batch form (and `--ios`) takes,
    /// the current one first (the default, as `diffstep snapshot`'s); each runs with the
    /// snapshot rules of the newest modelled release at or before it (`UIKitRelease(_:)`).
    static let snapshotReleases: [IOSVersion] = [.current] + IOSVersion.allCases.filter { $0 != .current }

    /// One field: the engine's option, the control (`text`, `area`, `select`), the URL
    /// fragment's key, and a select's choices.
    struct Field {
        var option: String
        var control: String
        var key: String
        var choices: [String] = []
    }

    /// The fields of a widget of `kind` (`trace`, `heckel`, `batch`, `snapshot`), in order.
    static func fields(kind: String) -> [Field] {
        switch kind {
        case "trace":
            [
                Field(option: "source", control: "text", key: "s"), Field(option: "target", control: "text", key: "t"),
                Field(option: "unit", control: "select", key: "unit", choices: traceUnits.map(\.rawValue)),
                Field(
                    option: "tie-break", control: "select", key: "tie-break", choices: TieBreak.allCases.map(\.rawValue)
                ),
                Field(
                    option: "notation", control: "select", key: "notation", choices: CellLabel.allCases.map(\.rawValue)),
            ]
        case "heckel":
            [Field(option: "old", control: "text", key: "old"), Field(option: "new", control: "text", key: "new")]
        case "batch":
            [
                Field(option: "old", control: "text", key: "old"), Field(option: "new", control: "text", key: "new"),
                Field(option: "cached", control: "text", key: "cached"),
                Field(option: "calls", control: "area", key: "calls"),
                // "" first: the view the calls name (else a collection view).
                Field(
                    option: "view", control: "select", key: "view", choices: [""] + ViewKind.allCases.map(\.rawValue)),
                Field(option: "ios", control: "select", key: "ios", choices: IOSVersion.allCases.map(\.rawValue)),
            ]
        case "snapshot":
            [
                Field(option: "script", control: "area", key: "script"),
                Field(option: "ios", control: "select", key: "ios", choices: snapshotReleases.map(\.rawValue)),
            ]
        default: []
        }
    }

    /// The fields as the script reads them: `[[option, control, key, [choices]?], ...]`.
    static func json(kind: String) -> String {
        JSON.array(
            fields(kind: kind).map { field in
                let head: [JSON] = [.string(field.option), .string(field.control), .string(field.key)]
                return .array(field.choices.isEmpty ? head : head + [.array(field.choices.map(JSON.string))])
            }
        ).serialized(pretty: false)
    }
}
