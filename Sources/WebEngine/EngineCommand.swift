/// The commands a page calls by name (`engine.trace({source: "kitten", target: "sitting"})`,
/// Templates/engine.route.js): each is an export of its part that takes its options as texts,
/// in the order of its option enum's cases (`TraceOption`, `HeckelOption`,
/// `BatchOption`, `SnapshotOption`). That order is declared there: `diffstep site` writes
/// the options' names in that order into the page's loader (Site/engine.js), so the page copies
/// none; the exports (WebEngine+Exports.swift, which call the labelled functions at no cost in
/// bytes) are held to it by Scripts/checks/wasm-parity.sh, whose cases are made by option name
/// (``texts(_:)``) and answered natively through `CommandTexts`.
public enum EngineCommand: String, CaseIterable, Sendable {
    case trace, heckel, batch, snapshot

    /// The options, named as the CLI names them (`lang` is the language), in the order the
    /// export takes them.
    public var options: [String] {
        switch self {
        case .trace: TraceOption.allCases.map { $0.name }
        case .heckel: HeckelOption.allCases.map { $0.name }
        case .batch: BatchOption.allCases.map { $0.name }
        case .snapshot: SnapshotOption.allCases.map { $0.name }
        }
    }

    /// The part whose module exports the command.
    public var part: EnginePart {
        switch self {
        case .trace, .heckel: .text
        case .batch: .batch
        case .snapshot: .snapshot
        }
    }

    /// The texts of `named` in the order the export takes them; an option not named is "" (the
    /// CLI's default), a name that is no option of the command is left out.
    public func texts(_ named: [String: String]) -> [String] {
        options.map { named[$0] ?? "" }
    }
}

/// An option of a command: its place among the export's texts (the raw value, the order of the
/// cases) and its name as the CLI writes it.
package protocol EngineOption: CaseIterable, Sendable {
    /// Where the option's text is among the export's texts, from 0.
    var rawValue: Int { get }
    /// The option's name (`tie-break`).
    var name: String { get }
}

/// `trace`'s options (and `trace_step`'s, before the step).
package enum TraceOption: Int, EngineOption {
    case source, target, unit, tieBreak, notation, lang

    package var name: String {
        switch self {
        case .source: "source"
        case .target: "target"
        case .unit: "unit"
        case .tieBreak: "tie-break"
        case .notation: "notation"
        case .lang: "lang"
        }
    }
}

/// `heckel`'s options.
package enum HeckelOption: Int, EngineOption {
    case old, new, lang

    package var name: String {
        switch self {
        case .old: "old"
        case .new: "new"
        case .lang: "lang"
        }
    }
}

/// `batch`'s options.
package enum BatchOption: Int, EngineOption {
    case old, new, calls, view, messages, countMessage, platform, lang, ios, cached

    package var name: String {
        switch self {
        case .old: "old"
        case .new: "new"
        case .calls: "calls"
        case .view: "view"
        case .messages: "messages"
        case .countMessage: "count-message"
        case .platform: "platform"
        case .lang: "lang"
        case .ios: "ios"
        case .cached: "cached"
        }
    }
}

/// `snapshot`'s options.
package enum SnapshotOption: Int, EngineOption {
    case script, ios, lang

    package var name: String {
        switch self {
        case .script: "script"
        case .ios: "ios"
        case .lang: "lang"
        }
    }
}

/// A command's texts in the order its export takes them, read by option (the native side of
/// the parity check, Tests/WebParity).
package struct CommandTexts<Option: EngineOption>: Sendable {
    let texts: [String]

    /// The texts in the order of `Option`'s cases (a missing one at the end is "").
    package init(_ texts: [String]) {
        self.texts = texts
    }

    /// The text of `option`, or "" when the page sent none (the CLI's default).
    package subscript(_ option: Option) -> String {
        option.rawValue < texts.count ? texts[option.rawValue] : ""
    }
}
extension WebEngine {
    /// ``trace(source:target:unit:tieBreak:notation:language:)`` on the texts of the `trace` export.
    package static func trace(_ texts: CommandTexts<TraceOption>) -> String {
        trace(
            source: texts[.source], target: texts[.target], unit: texts[.unit], tieBreak: texts[.tieBreak],
            notation: texts[.notation], language: texts[.lang])
    }

    /// ``traceStep(source:target:unit:tieBreak:notation:language:step:)`` on `trace`'s texts and a step.
    package static func traceStep(_ texts: CommandTexts<TraceOption>, step: String) -> String {
        traceStep(
            source: texts[.source], target: texts[.target], unit: texts[.unit], tieBreak: texts[.tieBreak],
            notation: texts[.notation], language: texts[.lang], step: step)
    }

    /// ``heckel(old:new:language:)`` on the texts of the `heckel` export.
    package static func heckel(_ texts: CommandTexts<HeckelOption>) -> String {
        heckel(old: texts[.old], new: texts[.new], language: texts[.lang])
    }

    /// ``batch(old:new:calls:view:messages:countMessage:platform:language:ios:cached:)`` on the
    /// texts of the `batch` export.
    package static func batch(_ texts: CommandTexts<BatchOption>) -> String {
        batch(
            old: texts[.old], new: texts[.new], calls: texts[.calls], view: texts[.view], messages: texts[.messages],
            countMessage: texts[.countMessage], platform: texts[.platform], language: texts[.lang], ios: texts[.ios],
            cached: texts[.cached])
    }

    /// ``snapshot(script:ios:language:)`` on the texts of the `snapshot` export.
    package static func snapshot(_ texts: CommandTexts<SnapshotOption>) -> String {
        snapshot(script: texts[.script], ios: texts[.ios], language: texts[.lang])
    }
}
