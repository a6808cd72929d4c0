import Render

extension Report {
    /// Readable text: one block per student, the score, why the submission could not be read
    /// (once, when it could not), then each item with its feedback.
    /// Everything a student wrote is escaped, so it cannot move a terminal's cursor.
    public func text() -> String {
        var lines = ["\(exercise.id): \(exercise.title[language])"]
        for result in results {
            lines.append("")
            let status = result.wasRead ? "" : "  (" + ReportWords.status(result.status)[language] + ")"
            let name = result.name.isEmpty ? "" : " (\(result.name))"
            lines.append("\(result.student)\(name)  \(result.score)/\(result.maxScore)\(status)")
            if !result.file.isEmpty { lines.append("  " + ReportWords.file(result.file)[language]) }
            for line in (result.problem?.message[language] ?? "").split(separator: "\n") {
                lines.append("  " + line)
            }
            if let note = result.readingNote { lines.append("  " + note[language]) }
            if let late = lateWords(result) { lines.append("  " + late[language]) }
            if let mismatch = result.wordsMismatch {
                lines.append("  ! " + IdentityWords.mismatchForInstructor(mismatch)[language])
            }
            for item in result.items {
                lines.append("  \(item.passed ? "✓" : "✗") \(item.name[language])  \(item.score)/\(item.maxScore)")
                for line in item.feedback[language].split(separator: "\n") {
                    lines.append("    " + line)
                }
                if !item.passed, let key = item.keyNote {
                    lines.append("    " + ReportWords.keyNote[language] + key[language])
                }
            }
        }
        if !notes.isEmpty { lines.append("") }
        for note in notes { lines.append("! " + Report.words(note)[language]) }
        lines.append("")
        lines.append(ReportWords.counts(counts, total: results.count)[language])
        return lines.map(TerminalText.escaped).joined(separator: "\n") + "\n"
    }
}
