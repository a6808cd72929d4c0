import DiffEngine
import Foundation
import TextIntake

/// The letters an answer carries of the words it was written for: a table's header row
/// (the target) and label column (the source), an edit script's letters. Compared with the
/// student's own sheet, they tell an answer copied from, or written on, another sheet.
struct WrittenWords: Equatable {
    /// The source the answer spells, when it spells one whole.
    var source: String?
    /// The target the answer spells, when it spells one whole.
    var target: String?

    /// The letters of the first table in `text`: the first line of single letters (the
    /// header) and the single-letter labels of the rows that follow it; `ε` is left out.
    static func table(_ text: String) -> WrittenWords {
        var header: [String]? = nil
        var labels: [String] = []
        var inRows = false
        let separator: (Character) -> Bool = { $0.isWhitespace || $0 == "," || $0 == ";" || $0 == "|" }
        for line in Intake.lines(text) {
            var tokens = CellReader.withoutComment(line).split(whereSeparator: separator)
            guard !tokens.isEmpty else { continue }
            // The letters as written (the reader folds case): shown to the instructor so.
            let raw = WrittenWords.withoutComment(String(line).precomposedStringWithCompatibilityMapping)
            let written = raw.split(whereSeparator: separator)
            if written.count == tokens.count, zip(written, tokens).allSatisfy({ $0.lowercased() == $1.lowercased() }) {
                tokens = written
            }
            let isCell: (Substring) -> Bool = { token in
                token == "?" || token == "_" || token.contains { $0.isASCII && $0.isNumber }
            }
            if tokens.contains(where: isCell) {
                inRows = true
                if let first = tokens.first, !isCell(first), first.count == 1, !isEpsilon(first) {
                    labels.append(String(first))
                }
            } else if inRows {
                break
            } else if header == nil, tokens.allSatisfy({ $0.count == 1 }) {
                header = tokens.filter { !isEpsilon($0) }.map(String.init)
            }
        }
        return WrittenWords(
            source: labels.isEmpty ? nil : labels.joined(), target: header.flatMap { $0.isEmpty ? nil : $0.joined() })
    }

    /// The words an edit script spells: kept, substituted and deleted letters make the
    /// source; kept, substituted-to and inserted letters the target. A step without its
    /// letter leaves that side unknown.
    static func alignment(_ steps: [AlignmentStep]) -> WrittenWords {
        var source: String? = ""
        var target: String? = ""
        for step in steps {
            if step.operation != .insert { source = step.from.flatMap { letter in source.map { $0 + String(letter) } } }
            if step.operation != .delete { target = step.to.flatMap { letter in target.map { $0 + String(letter) } } }
        }
        return WrittenWords(
            source: source?.isEmpty == true ? nil : source, target: target?.isEmpty == true ? nil : target)
    }

    /// True when a written side differs from the sheet's (case and width folded); a side
    /// that is the start of the sheet's (a table missing its last rows) does not differ.
    func differs(from sheet: (source: String, target: String)) -> Bool {
        func differs(_ written: String?, _ real: String) -> Bool {
            guard let written else { return false }
            return !WrittenWords.folded(real).hasPrefix(WrittenWords.folded(written))
        }
        return differs(source, sheet.source) || differs(target, sheet.target)
    }

    /// The key of a whole pair of words, nil when a side is not written.
    var key: String? {
        guard let source, let target else { return nil }
        return WrittenWords.key(source: source, target: target)
    }

    /// The key of a sheet's words (case and width folded).
    static func key(source: String, target: String) -> String {
        folded(source) + "\u{0}" + folded(target)
    }

    /// The words as the feedback shows them: `AUERY → GARUEY`, `?` for a side not written.
    var shown: String { (source ?? "?") + " → " + (target ?? "?") }

    private static func folded(_ text: String) -> String {
        CellReader.folded(Substring(text.precomposedStringWithCompatibilityMapping))
    }

    /// `line` up to a `#` or `//` comment, unfolded.
    private static func withoutComment(_ line: String) -> Substring {
        var end = line.endIndex
        if let hash = line.firstIndex(of: "#") { end = hash }
        if let slashes = line.range(of: "//"), slashes.lowerBound < end { end = slashes.lowerBound }
        return line[..<end]
    }

    private static func isEpsilon(_ token: Substring) -> Bool { token == "ε" || token == "Ε" || token == "ϵ" }
}

/// The letters an answer carries are not those on the student's sheet.
package struct WordsMismatch: Sendable, Equatable {
    /// What the answer spells (`auery → garuey`; `?` for a side it does not spell).
    package var written: String
    /// The student's own sheet (`kit → kat`).
    package var sheet: String
    /// The roster id whose sheet the answer was graded against instead, when the instructor
    /// allowed it (`--grade-written-variant`) and the letters are exactly that student's sheet.
    package var gradedAs: String? = nil
}
