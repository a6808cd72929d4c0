import Storyboard
import TextIntake

/// The CLI's one door for text: every file, standard input and argument comes through here,
/// and through `TextIntake` below it (bounded read, UTF-8, BOM, line ends).
enum InputText {
    /// The text of the file at `path` (`-` for standard input).
    /// - Throws: `CLIError` naming the path when it is missing, a folder, unreadable, larger
    ///   than `limit`, or not UTF-8 (with the byte offset of the first bad byte).
    static func read(path: String, limit: Int = Limits.bytesPerFile) throws(CLIError) -> String {
        do {
            return try IntakeFile.text(at: path, limit: limit)
        } catch {
            throw CLIError(words(error, name: path == "-" ? "<stdin>" : path))
        }
    }

    /// The text of the file at `path` as checked bytes (`Intake.body`), for the byte-level
    /// line diff: read and refused as `read` is, but never made a `String`.
    static func body(path: String, limit: Int = Limits.bytesPerFile) throws(CLIError) -> ArraySlice<UInt8> {
        do {
            return try Intake.body(IntakeFile.bytes(at: path, limit: limit))
        } catch {
            throw CLIError(words(error, name: path == "-" ? "<stdin>" : path))
        }
    }

    /// The bytes of the file at `path`, bounded as `read` is, not yet decoded.
    static func bytes(path: String, limit: Int) throws(CLIError) -> [UInt8] {
        do {
            return try IntakeFile.bytes(at: path, limit: limit)
        } catch {
            throw CLIError(words(error, name: path == "-" ? "<stdin>" : path))
        }
    }

    /// A text given on the command line, held to the same rules as a file's.
    static func argument(_ text: String) -> String { Intake.text(text) }

    /// Decodes `bytes` as a file's text.
    /// - Throws: `CLIError` with the offset of the first byte that is not valid UTF-8.
    static func decode(_ bytes: [UInt8], name: String) throws(CLIError) -> String {
        do {
            return try Intake.text(bytes)
        } catch {
            throw CLIError(words(error, name: name))
        }
    }

}
