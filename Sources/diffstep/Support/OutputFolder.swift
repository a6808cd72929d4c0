import Storyboard

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// A folder that diffstep writes as a whole (the website) and may replace later.
///
/// diffstep replaces a folder only when nothing of anybody else's can be lost: when it does
/// not exist, is empty, or holds exactly the files that a manifest (`.diffstep-site`) says
/// diffstep wrote there before. Anything else is refused before a byte is written. The new
/// content is written into a hidden sibling first and swapped in by two renames; Ctrl-C or
/// a failed write removes the sibling and leaves the old folder as it was.
enum OutputFolder {
    /// The manifest's file name, inside the folder.
    static let manifestName = ".diffstep-site"
    /// The first line of a manifest.
    static let manifestHeader =
        "diffstep site: files written by `diffstep site`; it replaces this folder only while it holds just these files"

    /// Replaces the folder at `path` with `files` (relative paths and their bytes).
    /// - Throws: `CLIError` (exit 2) when the folder holds anything diffstep did not write,
    ///   or (exit 1) naming the path that could not be written.
    /// - Parameter signalAfter: for the regression test of Ctrl-C only
    ///   (`DIFFSTEP_TEST_INTERRUPT_AFTER=N`, read by the command from its console): send
    ///   itself SIGINT after that many files, which no test could time from outside.
    static func replace(
        _ path: String, with files: [(path: String, bytes: [UInt8])], signalAfter: Int? = nil
    ) throws(CLIError) {
        try checkReplaceable(path)
        let manifest = ([manifestHeader] + files.map { $0.path }.sorted()).joined(separator: "\n") + "\n"
        let all = files + [(path: manifestName, bytes: Array(manifest.utf8))]
        let staging = OutputFile.sibling(of: path, tag: "new")
        let old = OutputFile.sibling(of: path, tag: "old")
        try Interruption.deferred { () throws(CLIError) in
            do throws(WriteFailure) {
                try makeFolders(parentOf(path))
                try write(all, into: staging, signalAfter: signalAfter)
                try swap(staging, into: path, keepingAside: old)
            } catch {
                FolderTree.remove(staging)
                if Interruption.pending != nil { return }
                throw error.cliError
            }
        }
    }

    /// Refuses, with one line and exit 2, any `path` whose replacement could lose someone's work.
    static func checkReplaceable(_ path: String) throws(CLIError) {
        guard !path.isEmpty else {
            throw CLIError(FileWords.emptyFolderName)
        }
        guard !FolderTree.containsWorkingDirectory(path) else {
            throw CLIError(FileWords.holdsWorkingDirectory(path))
        }
        switch FileKind.of(path) {
        case nil: return
        case .folder: break
        case .some(let kind):
            throw CLIError(FileWords.notAFolder(path, kind))
        }
        let present = FolderTree.files(in: path)
        guard !present.isEmpty else { return }
        let written = Set(manifest(in: path) ?? [])
        guard !written.isEmpty else {
            throw CLIError(FileWords.notOurs(path, file: present[0]))
        }
        if let foreign = present.first(where: { $0 != manifestName && !written.contains($0) }) {
            throw CLIError(FileWords.notOurs(path, file: foreign))
        }
    }

    /// The file list of the manifest in `folder`, or nil when there is none or it is not ours.
    static func manifest(in folder: String) -> [String]? {
        guard FileKind.of(folder + "/" + manifestName) == .regular,
            let bytes = FolderTree.contents(of: folder + "/" + manifestName, limit: 1 << 20)
        else { return nil }
        let lines = String(decoding: bytes, as: UTF8.self).split(separator: "\n").map(String.init)
        guard lines.first == manifestHeader else { return nil }
        return Array(lines.dropFirst())
    }

    private static func write(
        _ files: [(path: String, bytes: [UInt8])], into staging: String, signalAfter: Int?
    ) throws(WriteFailure) {
        FolderTree.remove(staging)
        try makeFolders(staging)
        for (index, file) in files.enumerated() {
            if index == signalAfter { raise(SIGINT) }
            if Interruption.pending != nil { throw WriteFailure(path: staging, code: EINTR) }
            let target = staging + "/" + file.path
            try makeFolders(parentOf(target))
            try OutputFile.create(target, bytes: file.bytes)
        }
    }

    private static func swap(_ staging: String, into path: String, keepingAside old: String) throws(WriteFailure) {
        if Interruption.pending != nil { throw WriteFailure(path: staging, code: EINTR) }
        let existed = FileKind.of(path) != nil
        if existed, rename(path, old) != 0 { throw WriteFailure(path: path, code: errno) }
        guard rename(staging, path) == 0 else {
            let code = errno
            if existed { rename(old, path) }
            throw WriteFailure(path: path, code: code)
        }
        if existed { FolderTree.remove(old) }
    }

    private static func parentOf(_ path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        return slash == path.startIndex ? "/" : String(path[..<slash])
    }

    /// `mkdir -p`, refusing to pass through a symbolic link or a file.
    private static func makeFolders(_ path: String) throws(WriteFailure) {
        switch FileKind.of(path) {
        case .folder: return
        case .some: throw WriteFailure(path: path, code: ENOTDIR)
        case nil:
            try makeFolders(parentOf(path))
            guard mkdir(path, 0o755) == 0 || errno == EEXIST else { throw WriteFailure(path: path, code: errno) }
        }
    }
}
