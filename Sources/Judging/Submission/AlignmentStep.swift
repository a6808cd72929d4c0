import DiffEngine
import Practice
import Storyboard

/// One line of a student's edit script: an operation and the tokens it names.
public struct AlignmentStep: Sendable, Equatable {
    /// What the step does.
    public var operation: EditOperation
    /// The source token it consumes (match, substitute, delete), if written.
    public var from: Character?
    /// The target token it produces (match, substitute, insert), if written.
    public var to: Character?
    /// The line as written, for feedback.
    public var text: String

    /// Reads one line (`AlignmentLine/read(_:)`, the reader the site's answer sheet uses too).
    /// - Returns: nil for a blank or comment line.
    /// - Throws: `JudgingError.badSubmission` naming the line.
    public static func parse(_ line: Substring, number: Int) throws(JudgingError) -> AlignmentStep? {
        do throws(AlignmentLineProblem) {
            guard let step = try AlignmentLine.read(line) else { return nil }
            return AlignmentStep(operation: step.operation, from: step.from, to: step.to, text: String(line.trimmed))
        } catch {
            throw .badSubmission(line: number, reason: SheetWords.problem(error))
        }
    }

    /// A line cut at `,` and `;` when every piece starts with an operation (a script written on
    /// one line); otherwise the line whole (`AlignmentLine/pieces(_:)`).
    public static func pieces(_ line: Substring) -> [Substring] { AlignmentLine.pieces(line) }

    /// The step with its letters in the sheet's case when only the case differs (`delete a`
    /// for a sheet of capitals), and the sheet has no two letters that differ by case alone.
    public func matchingCase(of alphabet: Set<Character>) -> AlignmentStep {
        func fitted(_ letter: Character?) -> Character? {
            guard let letter, !alphabet.contains(letter) else { return letter }
            let candidates = AlignmentStep.otherCase(of: letter).filter { alphabet.contains($0) }
            return candidates.count == 1 ? candidates[0] : letter
        }
        var step = self
        (step.from, step.to) = (fitted(from), fitted(to))
        return step
    }

    /// `line` with full-width ASCII (U+FF01...U+FF5E) and the ideographic space read as ASCII,
    /// letters kept in their case: `ｉｎｓｅｒｔ　Ｇ` is `insert G`.
    /// - Complexity: O(*n*) in the line's length.
    static func widthFolded(_ line: Substring) -> String {
        var out = String.UnicodeScalarView()
        for scalar in line.unicodeScalars {
            var value = scalar.value
            if (0xFF01...0xFF5E).contains(value) { value -= 0xFEE0 }
            if value == 0x3000 { value = 0x20 }
            out.append(Unicode.Scalar(value) ?? scalar)
        }
        return String(out)
    }

    /// The letter in its other case, for the alphabets a sheet's words are written in: Latin
    /// (ASCII, Latin-1, Latin Extended-A's pairs), Greek and Cyrillic; the same letters
    /// `uppercased()` and `lowercased()` give there (a property test checks every one), without
    /// the standard library's case tables (the page's engine part has no room for them). A
    /// letter of another script has none: it is read as written.
    static func otherCase(of letter: Character) -> [Character] {
        let scalars = letter.unicodeScalars
        guard scalars.count == 1, let scalar = scalars.first else { return [] }
        let value = scalar.value
        let other: UInt32? =
            switch value {
            case 0x41...0x5A, 0xC0...0xD6, 0xD8...0xDE, 0x391...0x3A1, 0x3A3...0x3AB, 0x410...0x42F: value + 0x20
            case 0x61...0x7A, 0xE0...0xF6, 0xF8...0xFE, 0x3B1...0x3C1, 0x3C3...0x3CB, 0x430...0x44F: value - 0x20
            case 0x400...0x40F: value + 0x50
            case 0x450...0x45F: value - 0x50
            case 0x100...0x12F, 0x132...0x137, 0x14A...0x177: value ^ 1
            case 0x139...0x148, 0x179...0x17E: value % 2 == 1 ? value + 1 : value - 1
            default: nil
            }
        return other.flatMap(Unicode.Scalar.init).map { [Character($0)] } ?? []
    }
}
