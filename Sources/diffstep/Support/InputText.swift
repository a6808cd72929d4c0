import DiffEngine
import Foundation

/// Reads text the user handed in by path, checking it is UTF-8.
enum InputText {
    /// The largest input file diffstep reads (64 MiB): a trace of anything bigger could not
    /// be shown anyway, and a typo'd path to a disk image should fail fast.
    static let maximumBytes = 64 << 20

    /// The file's contents as a string.
    /// - Throws: `CLIError` naming the path when it is missing, unreadable, too large, or
    ///   not UTF-8 (with the byte offset of the first bad byte).
    static func read(path: String) throws(CLIError) -> String {
        // Console.error escapes control characters, so the path can be shown as given.
        let shown = path
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            throw CLIError(ko: "파일이 없습니다: \(shown)", en: "no such file: \(shown)")
        }
        guard !isDirectory.boolValue else {
            throw CLIError(ko: "파일이 아니라 폴더입니다: \(shown)", en: "is a folder, not a file: \(shown)")
        }
        guard let data = FileManager.default.contents(atPath: path) else {
            throw CLIError(ko: "파일을 읽을 수 없습니다: \(shown)", en: "cannot read file: \(shown)")
        }
        guard data.count <= maximumBytes else {
            throw CLIError(
                ko: "파일이 너무 큽니다 (\(data.count) 바이트, 최대 \(maximumBytes)): \(shown)",
                en: "file too large (\(data.count) bytes, at most \(maximumBytes)): \(shown)")
        }
        return try decode(Array(data), name: shown)
    }

    /// Decodes `bytes` as UTF-8.
    /// - Throws: `CLIError` with the offset of the first byte that is not valid UTF-8.
    static func decode(_ bytes: [UInt8], name: String) throws(CLIError) -> String {
        if let offset = TextBytes.firstInvalidUTF8Offset(bytes) {
            throw CLIError(
                ko: "\(name): UTF-8이 아닌 바이트가 \(offset)번째 바이트에 있습니다",
                en: "\(name): not valid UTF-8 at byte offset \(offset)")
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}
