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
            var size = 0
            switch info.st_mode & S_IFMT {
            case S_IFDIR: throw .folder
            case S_IFREG:
                size = Int(info.st_size)
                if size > limit { throw .tooLarge(bytes: size, limit: limit) }
            default:
                break
            }
            // O_NONBLOCK was only so that opening a FIFO cannot hang; reads may block.
            _ = fcntl(descriptor, F_SETFL, fcntl(descriptor, F_GETFL) & ~O_NONBLOCK)
            return try bytes(of: descriptor, limit: limit, expected: size)
        }

        /// Reads `descriptor` to its end, refusing more than `limit` bytes.
        ///
        /// `expected` bytes (a regular file's size) are read straight into the result, one
        /// copy and no regrowth; a file that grew meanwhile, or a pipe, goes on in chunks.
        /// - Throws: `IntakeError.tooLarge` (the bytes counted so far) or `.unreadable`.
        public static func bytes(of descriptor: Int32, limit: Int, expected: Int = 0) throws(IntakeError) -> [UInt8] {
            var failure: Int32 = 0
            // One byte more than expected, so a full buffer means the file may hold more.
            let capacity = min(expected > 0 ? expected : 1 << 16, limit) + 1
            var result = [UInt8](unsafeUninitializedCapacity: capacity) { buffer, filled in
                guard let base = buffer.baseAddress else { return }
                while filled < buffer.count {
                    let count = read(descriptor, base + filled, buffer.count - filled)
                    if count < 0 && errno == EINTR { continue }
                    if count < 0 { failure = errno }
                    if count <= 0 { return }
                    filled += count
                }
            }
            if failure != 0 { throw failure == EISDIR ? .folder : .unreadable(code: failure) }
            if result.count < capacity { return result }
            if result.count > limit { throw .tooLarge(bytes: result.count, limit: limit) }
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
