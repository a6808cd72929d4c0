#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// Walking and removing folders without ever following a symbolic link.
enum FolderTree {
    /// Every entry under `folder` that is not a folder (files, links, devices), as paths
    /// relative to `folder`, sorted. Symbolic links are listed, not followed.
    static func files(in folder: String) -> [String] {
        var result: [String] = []
        collect(folder, prefix: "", into: &result)
        return result.sorted()
    }

    private static func collect(_ folder: String, prefix: String, into result: inout [String]) {
        for name in entries(of: folder) {
            let relative = prefix + name
            if FileKind.of(folder + "/" + name) == .folder {
                let before = result.count
                collect(folder + "/" + name, prefix: relative + "/", into: &result)
                // An empty folder is still something a person may have made.
                if result.count == before { result.append(relative + "/") }
            } else {
                result.append(relative)
            }
        }
    }

    /// The names in `folder`, without `.` and `..`.
    static func entries(of folder: String) -> [String] {
        guard let directory = opendir(folder) else { return [] }
        defer { closedir(directory) }
        var names: [String] = []
        while let entry = readdir(directory) {
            let name = withUnsafePointer(to: entry.pointee.d_name) { pointer in
                pointer.withMemoryRebound(to: CChar.self, capacity: 256) { String(cString: $0) }
            }
            if name != "." && name != ".." { names.append(name) }
        }
        return names
    }

    /// Removes `path` and, when it is a folder, everything in it; links are removed, not followed.
    static func remove(_ path: String) {
        if FileKind.of(path) == .folder {
            for name in entries(of: path) { remove(path + "/" + name) }
            rmdir(path)
        } else {
            unlink(path)
        }
    }

    /// True when the current folder is `path` or lies inside it (so replacing `path` would
    /// pull the folder out from under the user's shell), or `path` is the root.
    static func containsWorkingDirectory(_ path: String) -> Bool {
        guard let target = realPath(path), let here = realPath(".") else { return false }
        return target == "/" || here == target || here.hasPrefix(target + "/")
    }

    /// The absolute path with links resolved, or nil when nothing is there.
    static func realPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    /// Up to `limit` bytes of the file at `path`, or nil when it cannot be opened or is larger.
    static func contents(of path: String, limit: Int) -> [UInt8]? {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC | O_NOFOLLOW)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 64 << 10)
        while true {
            let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if count < 0 && errno == EINTR { continue }
            guard count >= 0 else { return nil }
            if count == 0 { return bytes }
            bytes += chunk.prefix(count)
            if bytes.count > limit { return nil }
        }
    }
}
