import TextIntake

/// A submitted file's bytes made text, as forgivingly as can be done without guessing:
/// UTF-8 (with or without a BOM) and UTF-16 with a BOM (Windows Notepad's "Unicode") are
/// read; an archive is refused with "unzip it first"; any other encoding is refused with
/// "save it as UTF-8" and the encoding it most looks like.
public enum AnswerBytes {
    /// What a file that is not text looks like.
    public enum Encoding: String, Sendable, Equatable {
        /// Korean Windows' ANSI.
        case cp949 = "CP949 / EUC-KR"
        case utf16 = "UTF-16"
        case latin = "Windows-1252 / Latin-1"
        case unknown
    }

    /// What kind of archive a file is.
    public enum Archive: String, Sendable, Equatable {
        case zip
        case gzip
        case sevenZip = "7z"
        case rar
    }

    /// The text of a submitted file, or why it cannot be read.
    public static func text(_ bytes: [UInt8], path: String) -> Result<String, GradingError> {
        if let archive = archive(bytes) { return .failure(.archive(path: path, kind: archive)) }
        if bytes.count >= 2, (bytes[0] == 0xFF && bytes[1] == 0xFE) || (bytes[0] == 0xFE && bytes[1] == 0xFF) {
            let little = bytes[0] == 0xFF
            var units: [UInt16] = []
            units.reserveCapacity(bytes.count / 2)
            var index = 2
            while index + 1 < bytes.count {
                let (a, b) = (UInt16(bytes[index]), UInt16(bytes[index + 1]))
                units.append(little ? a | b << 8 : a << 8 | b)
                index += 2
            }
            return .success(Intake.text(String(decoding: units, as: UTF16.self)))
        }
        do {
            return .success(try Intake.text(bytes))
        } catch {
            guard case .notUTF8(let offset) = error else { return .failure(.unreadable(path: path)) }
            return .failure(.notText(path: path, offset: offset, looksLike: guess(bytes)))
        }
    }

    /// The archive `bytes` are, by their first bytes.
    static func archive(_ bytes: [UInt8]) -> Archive? {
        if bytes.starts(with: [0x50, 0x4B, 0x03, 0x04]) || bytes.starts(with: [0x50, 0x4B, 0x05, 0x06]) {
            return .zip
        }
        if bytes.starts(with: [0x1F, 0x8B]) { return .gzip }
        if bytes.starts(with: [0x37, 0x7A, 0xBC, 0xAF, 0x27, 0x1C]) { return .sevenZip }
        if bytes.starts(with: Array("Rar!".utf8)) { return .rar }
        return nil
    }

    /// The encoding non-UTF-8 bytes most look like: many zero bytes are UTF-16 without a
    /// BOM; pairs of high bytes in CP949's ranges are Korean Windows; other high bytes
    /// standing alone are Windows-1252.
    static func guess(_ bytes: [UInt8]) -> Encoding {
        let sample = bytes.prefix(4096)
        let zeros = sample.filter { $0 == 0 }.count
        if zeros * 4 > sample.count { return .utf16 }
        var pairs = 0
        var singles = 0
        var index = sample.startIndex
        while index < sample.endIndex {
            let byte = sample[index]
            if byte < 0x80 {
                index += 1
                continue
            }
            let next = index + 1 < sample.endIndex ? sample[index + 1] : 0
            let trail = (0x41...0x5A).contains(next) || (0x61...0x7A).contains(next) || (0x81...0xFE).contains(next)
            if (0x81...0xFE).contains(byte) && trail {
                pairs += 1
                index += 2
            } else {
                singles += 1
                index += 1
            }
        }
        if pairs == 0 && singles == 0 { return .unknown }
        return pairs > singles ? .cp949 : .latin
    }
}
