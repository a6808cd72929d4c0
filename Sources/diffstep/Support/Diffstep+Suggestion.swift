import ArgumentParser
import BatchParsing

extension Diffstep {
    /// The command a mistyped word most likely meant, when the parser's message is about an
    /// unexpected argument (`Unexpected argument 'tutorail'` -> `tutorial`).
    /// - Parameter message: the parser's first line.
    /// - Returns: the nearest subcommand name (of `diffstep` or of `lesson`), if one is close.
    static func nearestCommand(in message: String) -> String? {
        guard message.lowercased().contains("unexpected argument") else { return nil }
        let quoted = message.split(separator: "'", omittingEmptySubsequences: false)
        guard quoted.count > 2 else { return nil }
        let word = String(quoted[1])
        var names = (configuration.subcommands).map { $0._commandName }
        names += LessonCommand.configuration.subcommands.map { $0._commandName }
        return NearestName.suggestion(for: word, among: names)
    }
}
