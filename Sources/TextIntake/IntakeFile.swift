#if canImport(Glibc) && !hasFeature(Embedded)
    import Glibc

    /// Reading a file or standard input with its size checked first and the read bounded.
    ///
    /// The size of a regular file is known before a byte is read, so a 100 MB file or a
    /// disk image given by mistake is refused at once; a pipe or a device has no size, so at
    /// most `limit + 1` bytes are read before it is refused.
    public enum IntakeFile {
        /// The bytes of the file at `path` (`-` is standard input), at most `limit` of them.
        /// - Throws: `IntakeError` when nothing is there, it is a folder, it cannot be read,
        ///   or it holds more than `limit` bytes.
        public static func bytes(at path: String, limit: Int) throws(IntakeError) -> [UInt8] {
            if path == "-" { return try bytes(of: STDIN_FILENO, limit: limit) }
            let descriptor = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
            guard descriptor >= 0 else {
                throw errno == ENOENT || errno == ENOTDIR ? .missing : .unreadable(code: errno)
            }
            defer { close(descriptor) }
            var info = stat()
            guard fstat(descriptor, &info) == 0 else { throw .unreadable(code: errno) }
            switch info.st_mode & S_IFMT {
            case S_IFDIR: throw .folder
            case S_IFREG:
                if Int(info.st_size) > limit { throw .tooLarge(bytes: Int(info.st_size), limit: limit) }
            default:
                break
            }
            // O_NONBLOCK was only so that opening a FIFO cannot hang; reads may block.
            _ = fcntl(descriptor, F_SETFL, fcntl(descriptor, F_GETFL) & ~O_NONBLOCK)
            return try bytes(of: descriptor, limit: limit)
        }

        /// Reads `descriptor` to its end, refusing more than `limit` bytes.
        /// - Throws: `IntakeError.tooLarge` (the bytes counted so far) or `.unreadable`.
        public static func bytes(of descriptor: Int32, limit: Int) throws(IntakeError) -> [UInt8] {
            var result: [UInt8] = []
            var chunk = [UInt8](repeating: 0, count: 1 << 16)
            while true {
                let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
                if count < 0 {
                    if errno == EINTR { continue }
                    throw errno == EISDIR ? .folder : .unreadable(code: errno)
                }
                if count == 0 { return result }
                result.append(contentsOf: chunk[..<count])
                if result.count > limit { throw .tooLarge(bytes: result.count, limit: limit) }
            }
        }

        /// The text of the file at `path` (`-` is standard input): bounded, checked and
        /// normalised as `Intake.text(_:)` says.
        public static func text(at path: String, limit: Int) throws(IntakeError) -> String {
            try Intake.text(bytes(at: path, limit: limit))
        }
    }
#endif
