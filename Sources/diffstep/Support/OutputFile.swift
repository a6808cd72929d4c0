import Storyboard

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// One file written whole or not at all: the bytes go to a temporary sibling, are flushed to
/// disk, and only then renamed over the target, so a reader never sees half a file and a
/// failed write leaves the old file as it was.
enum OutputFile {
    /// Writes `bytes` to `path` atomically.
    /// - Throws: `CLIError` naming the path and the reason (no space, no permission, a folder
    ///   in the way); the temporary file is removed and `path` is untouched.
    static func write(_ bytes: [UInt8], to path: String) throws(CLIError) {
        guard !path.isEmpty else {
            throw CLIError(FileWords.emptyFileName)
        }
        if let kind = FileKind.of(path), kind != .regular {
            throw CLIError(FileWords.notARegularFile(path, kind))
        }
        let temporary = sibling(of: path, tag: "tmp")
        do throws(WriteFailure) {
            try create(temporary, bytes: bytes)
            guard rename(temporary, path) == 0 else { throw WriteFailure(path: path, code: errno) }
        } catch {
            unlink(temporary)
            throw error.cliError
        }
    }

    /// Writes `bytes` to a new file at `path` (which must not exist) and flushes it to disk.
    /// - Throws: `WriteFailure` with the path and `errno` of the call that failed.
    static func create(_ path: String, bytes: [UInt8]) throws(WriteFailure) {
        let descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC | O_NOFOLLOW, 0o644)
        guard descriptor >= 0 else { throw WriteFailure(path: path, code: errno) }
        defer { close(descriptor) }
        var offset = 0
        while offset < bytes.count {
            let written = bytes.withUnsafeBytes { buffer in
                Glibc.write(descriptor, buffer.baseAddress.map { $0 + offset }, buffer.count - offset)
            }
            if written < 0 {
                if errno == EINTR { continue }
                throw WriteFailure(path: path, code: errno)
            }
            offset += written
        }
        guard fsync(descriptor) == 0 else { throw WriteFailure(path: path, code: errno) }
    }

    /// A hidden name beside `path` for work in progress: `.NAME.TAG-PID`.
    static func sibling(of path: String, tag: String) -> String {
        let trimmed = path.hasSuffix("/") && path.count > 1 ? String(path.dropLast()) : path
        let slash = trimmed.lastIndex(of: "/")
        let folder = slash.map { String(trimmed[...$0]) } ?? ""
        let name = slash.map { String(trimmed[trimmed.index(after: $0)...]) } ?? trimmed
        return "\(folder).\(name).\(tag)-\(getpid())"
    }
}

/// A system call that failed while writing: the path it was about and its `errno`.
struct WriteFailure: Error {
    var path: String
    var code: Int32

    /// One line for the user, naming the path and the reason in both languages.
    var cliError: CLIError {
        let reason = WriteFailure.reason(code)
        return CLIError(FileWords.cannotWrite(path, reason: reason), exitCode: 1)
    }

}

/// What is at a path, without following a symbolic link.
enum FileKind: Equatable {
    case regular, folder, link, other

    /// The kind of `path`, or nil when nothing is there.
    static func of(_ path: String) -> FileKind? {
        var info = stat()
        guard lstat(path, &info) == 0 else { return nil }
        switch info.st_mode & S_IFMT {
        case S_IFREG: return .regular
        case S_IFDIR: return .folder
        case S_IFLNK: return .link
        default: return .other
        }
    }
}
