import Foundation
import Grading
import TextIntake

/// Reading an exercise and the files it includes: the CLI reads, through the one text
/// intake, and hands Grading the texts (`Exercise(text:file:include:)`); Grading opens no file.
enum ExerciseFile {
    /// Reads an exercise file; `file:` keys in it are read relative to its folder and may
    /// not leave it (no absolute paths, no `..`, no links pointing outside).
    /// - Parameter path: the exercise's Markdown file.
    /// - Throws: `GradingError` naming the file, line and key of the first problem.
    static func load(path: String) throws(GradingError) -> Exercise {
        try loadWithFiles(path: path).exercise
    }

    /// Reads an exercise file as ``load(path:)`` does, and returns its text and the texts of
    /// the `file:` paths it includes (relative to its folder), for packaging an autograder.
    static func loadWithFiles(path: String) throws(GradingError) -> (
        exercise: Exercise, text: String, included: [(path: String, text: String)]
    ) {
        let text = try readText(path)
        let folder = URL(fileURLWithPath: path).deletingLastPathComponent().resolvingSymlinksInPath().path
        var included: [(path: String, text: String)] = []
        let exercise = try Exercise(text: text, file: path) {
            (relative: String, line: Int) throws(GradingError) -> String in
            let content = try readText(try resolve(relative, in: folder, file: path, line: line))
            included.append((relative, content))
            return content
        }
        return (exercise, text, included)
    }

    /// The absolute path of `relative` inside `folder`, or `pathOutsideFolder`.
    static func resolve(_ relative: String, in folder: String, file: String, line: Int) throws(GradingError) -> String {
        let parts = relative.split(separator: "/", omittingEmptySubsequences: false)
        guard !relative.isEmpty, !relative.hasPrefix("/"), !relative.hasPrefix("~"), !parts.contains(".."),
            !relative.contains("\\"), !relative.unicodeScalars.contains(where: { $0.value < 0x20 })
        else { throw .pathOutsideFolder(file: file, line: line, path: relative) }
        let resolved = URL(fileURLWithPath: folder).appendingPathComponent(relative).resolvingSymlinksInPath().path
        guard resolved.hasPrefix(folder.hasSuffix("/") ? folder : folder + "/") else {
            throw .pathOutsideFolder(file: file, line: line, path: relative)
        }
        return resolved
    }

    /// A whole file as text, through the one intake: bounded, UTF-8, BOM dropped, `\n` line ends.
    static func readText(_ path: String) throws(GradingError) -> String {
        do {
            return try IntakeFile.text(at: path, limit: Limits.bytesPerDocument)
        } catch {
            switch error {
            case .tooLarge(let bytes, let limit): throw .tooLarge(path: path, bytes: bytes, limit: limit)
            case .notUTF8(let offset): throw .notUTF8(path: path, offset: offset)
            case .missing, .folder, .unreadable: throw .unreadable(path: path)
            }
        }
    }
}
