import Render

extension Report {
    /// Readable text: one block per student, the score, why the submission could not be read
    /// (once, when it could not), then each item with its feedback.
    /// Everything a student wrote is escaped, so it cannot move a terminal's cursor.
    public func text() -> String {
        var lines = ["\(exercise.id): \(exercise.title[language])"]
        for result in results {
            lines.append("")
            let status = result.wasRead ? "" : (language == .ko ? "  (읽을 수 없음)" : "  (could not be read)")
            lines.append("\(result.student)  \(result.score)/\(result.maxScore)\(status)")
            for line in (result.problem?.message[language] ?? "").split(separator: "\n") {
                lines.append("  " + line)
            }
            for item in result.items {
                lines.append("  \(item.passed ? "✓" : "✗") \(item.name[language])  \(item.score)/\(item.maxScore)")
                for line in item.feedback[language].split(separator: "\n") {
                    lines.append("    " + line)
                }
            }
        }
        let read = results.filter(\.wasRead).count
        lines.append("")
        lines.append(
            language == .ko
                ? "제출물 \(results.count)개 중 \(read)개를 읽었습니다."
                : "\(read) of \(results.count) submissions could be read.")
        return lines.map(TerminalText.escaped).joined(separator: "\n") + "\n"
    }
}
