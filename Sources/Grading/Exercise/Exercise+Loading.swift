import DiffEngine
import Foundation

extension Exercise {
    /// The largest exercise or included file read (1 MiB).
    static let maximumFileBytes = 1 << 20

    /// Reads an exercise file; `file:` keys in it are read relative to its folder and may
    /// not leave it (no absolute paths, no `..`, no links pointing outside).
    /// - Parameter path: the exercise's Markdown file.
    /// - Throws: `GradingError` naming the file, line and key of the first problem.
    public static func load(path: String) throws(GradingError) -> Exercise {
        let text = try readText(path)
        let folder = URL(fileURLWithPath: path).deletingLastPathComponent().resolvingSymlinksInPath().path
        return try Exercise(text: text, file: path) { (relative: String, line: Int) throws(GradingError) -> String in
            try readText(try resolve(relative, in: folder, file: path, line: line))
        }
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

    /// A whole file as UTF-8 text, refusing folders, huge files and other encodings.
    static func readText(_ path: String) throws(GradingError) -> String {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder), !isFolder.boolValue,
            let data = FileManager.default.contents(atPath: path)
        else { throw .unreadable(path: path) }
        guard data.count <= maximumFileBytes else {
            throw .tooLarge(path: path, bytes: data.count, limit: maximumFileBytes)
        }
        let bytes = [UInt8](data)
        if let offset = TextBytes.firstInvalidUTF8Offset(bytes) { throw .notUTF8(path: path, offset: offset) }
        return String(decoding: bytes, as: UTF8.self)
    }
}
