import DiffEngine
import Foundation
import Storyboard

/// What a ```` ```diffstep ... ```` block in lesson prose asks for, parsed from its info string.
///
/// The grammar (words split on spaces; `"..."` keeps spaces inside one word):
///
/// ```text
/// trace SOURCE TARGET [--unit grapheme|scalar|jamo|word|line] [--notation cost|ops]
///                     [--tie-break deepdiff|diagonal-first]
/// batch example6                                  the article's example 6 (it crashes)
/// batch --old "a b c" [--new "b c d"] [--calls "delete 0; insert 2"]
///                                                 calls from --calls (; ends a line) or the body
/// heckel OLD NEW                                  Heckel's passes (lists: "1 2 3" or 123)
/// snapshot                                        the block's body run as a snapshot script
/// lesson ID                                       a lesson's own frames, as the terminal shows them
/// ```
package enum WidgetBlock: Sendable, Equatable {
    /// A Wagner-Fischer table, filled cell by cell.
    case trace(
        source: String, target: String, unit: TokenUnit, notation: TraceStoryboard.CellText, tieBreak: TieBreak)
    /// A batch of UIKit calls run through the simulator: the data before, after, and the calls.
    case batch(old: String, new: String?, calls: String)
    /// Heckel's passes over two lists.
    case heckel(old: [String], new: [String])
    /// A snapshot script (docs/snapshot.md), run on iOS 17.
    case snapshot(script: String)
    /// The frames of one lesson.
    case lesson(String)

    /// The article's example 6: append three, then remove the first three, in one batch.
    static let example6 = WidgetBlock.batch(
        old: "a b c d e f", new: "d e f g h i", calls: "insert 6 7 8\ndelete 0 1 2")

    /// Parses a block.
    /// - Parameters:
    ///   - info: the info string after `diffstep`.
    ///   - body: the text between the fences (the calls of a `batch` without `--calls`).
    /// - Returns: the widget.
    /// - Throws: `WidgetProblem` saying what is wrong, in both languages.
    package static func parse(_ info: String, body: String = "") throws(WidgetProblem) -> WidgetBlock {
        var words = try WidgetWords(info)
        guard let command = words.next() else { throw .empty }
        let block: WidgetBlock
        switch command {
        case "trace": block = try parseTrace(&words)
        case "batch": block = try parseBatch(&words, body: body)
        case "heckel":
            let old = try words.positional("OLD", of: command)
            let new = try words.positional("NEW", of: command)
            block = .heckel(old: WidgetWords.items(old), new: WidgetWords.items(new))
        case "snapshot":
            guard !body.allSatisfy(\.isWhitespace) else { throw .missing("SCRIPT", command: command) }
            block = .snapshot(script: body)
        case "lesson": block = .lesson(try words.positional("ID", of: command))
        default: throw .unknownCommand(command)
        }
        try words.finish(command)
        return block
    }

    private static func parseTrace(_ words: inout WidgetWords) throws(WidgetProblem) -> WidgetBlock {
        let source = try words.positional("SOURCE", of: "trace")
        let target = try words.positional("TARGET", of: "trace")
        var unit = TokenUnit.grapheme
        var notation = TraceStoryboard.CellText.cost
        var tieBreak = TieBreak.deepdiff
        while let flag = words.flag() {
            let value = try words.value(of: flag)
            switch flag {
            case "--unit":
                unit = try choice(
                    TokenUnit(rawValue: value), flag, value, TokenUnit.allCases.map(\.rawValue))
            case "--notation":
                let names = ["cost": TraceStoryboard.CellText.cost, "ops": .notation]
                notation = try choice(names[value], flag, value, ["cost", "ops"])
            case "--tie-break":
                tieBreak = try choice(TieBreak(rawValue: value), flag, value, TieBreak.allCases.map(\.rawValue))
            default: throw .unknownFlag(flag, command: "trace")
            }
        }
        return .trace(source: source, target: target, unit: unit, notation: notation, tieBreak: tieBreak)
    }

    private static func parseBatch(_ words: inout WidgetWords, body: String) throws(WidgetProblem) -> WidgetBlock {
        if words.peekIsPositional {
            let name = try words.positional("NAME", of: "batch")
            guard name == "example6" else { throw .unknownExample(name) }
            return example6
        }
        var old: String?
        var new: String?
        var calls: String?
        while let flag = words.flag() {
            let value = try words.value(of: flag)
            switch flag {
            case "--old": old = value
            case "--new": new = value
            case "--calls":
                calls = value.split(separator: ";").map { $0.trimmingCharacters(in: .whitespaces) }.joined(
                    separator: "\n")
            default: throw .unknownFlag(flag, command: "batch")
            }
        }
        guard let old else { throw .missing("--old", command: "batch") }
        let script = calls ?? body
        guard !script.allSatisfy(\.isWhitespace) else { throw .missing("--calls", command: "batch") }
        return .batch(old: old, new: new, calls: script)
    }

    private static func choice<T>(_ value: T?, _ flag: String, _ given: String, _ names: [String]) throws(WidgetProblem)
        -> T
    {
        guard let value else { throw .badValue(flag: flag, value: given, expected: names) }
        return value
    }
}
