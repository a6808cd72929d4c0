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

    /// One line for the user about `name`. (Console.error escapes control characters, so
    /// the path is shown as given.)
    static func words(_ error: IntakeError, name: String) -> Localized {
        switch error {
        case .missing: Localized(ko: "파일이 없습니다: \(name)", en: "no such file: \(name)")
        case .folder: Localized(ko: "파일이 아니라 폴더입니다: \(name)", en: "is a folder, not a file: \(name)")
        case .unreadable(let code):
            Localized(
                ko: "파일을 읽을 수 없습니다: \(name) (\(WriteFailure.reason(code).ko))",
                en: "cannot read file: \(name) (\(WriteFailure.reason(code).en))")
        case .tooLarge(let bytes, let limit):
            Localized(
                ko: "파일이 너무 큽니다: \(name) (\(bytes) 바이트 이상, 한도 \(limit) 바이트)",
                en: "file too large: \(name) (\(bytes) bytes or more; the limit is \(limit))")
        case .notUTF8(let offset):
            Localized(
                ko: "\(name): UTF-8이 아닌 바이트가 \(offset)번째 바이트에 있습니다",
                en: "\(name): not valid UTF-8 at byte offset \(offset)")
        }
    }
}
