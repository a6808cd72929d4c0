import Foundation

/// The package's files as the house checks read them: paths relative to the root, text by path.
struct SourceTree {
    var root: URL

    /// Every file under `folder` whose name ends with one of `suffixes`, sorted.
    func files(under folder: String, endingWith suffixes: [String] = [".swift"]) -> [String] {
        let base = root.appendingPathComponent(folder)
        guard let walker = FileManager.default.enumerator(atPath: base.path) else { return [] }
        return walker.compactMap { $0 as? String }
            .filter { path in suffixes.contains { path.hasSuffix($0) } }
            .map { folder + "/" + $0 }
            .sorted()
    }

    /// The text of a file (empty when unreadable: a check on it then finds nothing to pass).
    func text(_ path: String) -> String {
        (try? String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)) ?? ""
    }

    /// Whether `folder` exists.
    func exists(_ folder: String) -> Bool {
        var isFolder: ObjCBool = false
        return FileManager.default.fileExists(atPath: root.appendingPathComponent(folder).path, isDirectory: &isFolder)
            && isFolder.boolValue
    }
}
