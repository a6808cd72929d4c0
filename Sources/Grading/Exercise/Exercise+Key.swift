import DiffEngine
import Storyboard

extension Exercise {
    /// The answer key for one student's variant, as Markdown an instructor can read.
    /// - Parameters:
    ///   - student: the student id.
    ///   - language: the language of the headings.
    public func answerKey(for student: String, language: Language) -> String {
        var parts = ["# " + HandoutWords.answerKey[language] + ": " + title[language] + " (\(student))"]
        switch variant(for: student) {
        case .words(let source, let target):
            let table: Trace<Character>
            do {
                table = try Grader.trace(source, target)
            } catch {
                parts.append(error.message[language])
                break
            }
            parts.append(HandoutWords.editDistance[language] + " `\(source)` → `\(target)`: **\(table.distance)**")
            if kind == .table {
                parts.append("```\n" + table.grid(notation: false) + "\n```")
                parts.append("```\n" + table.grid(notation: true) + "\n```")
            }
            if kind == .alignment {
                let count = table.optimalAlignmentCount
                parts.append(
                    HandoutWords.oneOptimalScript(of: "\(count)")[language]
                        + "\n\n```\n" + table.scriptLines().joined(separator: "\n") + "\n```")
            }
        case .items(let old, let new, let batch):
            parts.append("- old: `\(old.joined(separator: " "))`\n- new: `\(new.joined(separator: " "))`")
            parts.append(BatchJudge(old: old, new: new).key(batch: batch, language: language))
        case .snapshot(let script, let release):
            parts.append("```\n" + script.trimmingBlankLines + "\n```")
            parts.append(SnapshotJudge(script: script, release: release).key(language: language))
        }
        return parts.joined(separator: "\n\n") + "\n"
    }
}
