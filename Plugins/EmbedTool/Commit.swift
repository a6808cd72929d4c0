import Foundation

/// `EmbedTool --commit OUTPUT GITDIR COMMONDIR`: writes OUTPUT, a Swift file declaring
/// `enum BuildCommit { static let id: String? }`, the commit HEAD names in GITDIR (a branch's
/// ref, loose in COMMONDIR or in its packed-refs, or a detached id), or nil when GITDIR is
/// empty or names none: a build from a tarball says it knows no commit instead of guessing.
func writeCommit(output: String, gitDirectory: String, commonDirectory: String) {
    let id = gitDirectory.isEmpty ? nil : headCommit(gitDirectory: gitDirectory, commonDirectory: commonDirectory)
    let swift = """
        // Generated at build time by the EmbedFiles plugin from the checkout's HEAD.

        /// The commit this binary was built from (`diffstep --version`), or nil when it was
        /// built outside a git checkout.
        enum BuildCommit {
            static let id: String? = \(id.map { "\"\($0)\"" } ?? "nil")
        }

        """
    do {
        try Data(swift.utf8).write(to: URL(fileURLWithPath: output), options: .atomic)
    } catch {
        fail("cannot write \(output): \(error)")
    }
}

/// The 40 hex digits HEAD resolves to, or nil.
func headCommit(gitDirectory: String, commonDirectory: String) -> String? {
    guard let head = text(at: gitDirectory + "/HEAD") else { return nil }
    guard head.hasPrefix("ref: ") else { return commitID(head) }
    let ref = String(head.dropFirst(5))
    if let loose = text(at: commonDirectory + "/" + ref) { return commitID(loose) }
    // packed-refs: "<id> <ref>" lines, with "#" headers and "^<id>" peeled tags between.
    let packed = text(at: commonDirectory + "/packed-refs") ?? ""
    for line in packed.split(separator: "\n") {
        let parts = line.split(separator: " ")
        if parts.count == 2, parts[1] == ref { return commitID(String(parts[0])) }
    }
    return nil
}

/// `text` when it is a full commit id (40 or 64 lowercase hex digits), else nil.
func commitID(_ text: String) -> String? {
    let hex = text.unicodeScalars.allSatisfy { "0123456789abcdef".unicodeScalars.contains($0) }
    return hex && (text.count == 40 || text.count == 64) ? text : nil
}

/// A small file's text without surrounding whitespace, or nil when it cannot be read.
func text(at path: String) -> String? {
    guard let data = FileManager.default.contents(atPath: path) else { return nil }
    return String(data: data, encoding: .utf8)?.trimmingCharacters(in: .whitespacesAndNewlines)
}
