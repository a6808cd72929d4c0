/// A ZIP archive of stored (uncompressed) files, enough for a Gradescope autograder upload
/// without a `zip` command or a package: local headers, the central directory, CRC-32.
/// Entries carry Unix modes, so `run_autograder` stays executable; times are fixed (1980-01-01),
/// so the same inputs give the same bytes.
struct ZipArchive {
    /// One file in the archive.
    struct Entry {
        var name: String
        var bytes: [UInt8]
        /// Unix permission bits (`0o755` for scripts and binaries).
        var mode: UInt32 = 0o644
    }

    private(set) var entries: [Entry] = []

    mutating func add(_ name: String, _ bytes: [UInt8], mode: UInt32 = 0o644) {
        entries.append(Entry(name: name, bytes: bytes, mode: mode))
    }

    /// The archive's bytes. ZIP32: each file and the whole archive must stay under 4 GiB.
    var bytes: [UInt8] {
        var out: [UInt8] = []
        var central: [UInt8] = []
        for entry in entries {
            let name = Array(entry.name.utf8)
            let crc = ZipArchive.crc32(entry.bytes)
            let offset = UInt32(out.count)
            // Local file header.
            out += le32(0x0403_4b50) + le16(20) + le16(0x0800) + le16(0) + le16(0) + le16(0x21)
            out += le32(crc) + le32(UInt32(entry.bytes.count)) + le32(UInt32(entry.bytes.count))
            out += le16(UInt16(name.count)) + le16(0) + name + entry.bytes
            // Central directory header: made by Unix (3), version 2.0; external attributes
            // hold the mode of a regular file.
            central += le32(0x0201_4b50) + le16(0x0314) + le16(20) + le16(0x0800) + le16(0) + le16(0) + le16(0x21)
            central += le32(crc) + le32(UInt32(entry.bytes.count)) + le32(UInt32(entry.bytes.count))
            central += le16(UInt16(name.count)) + le16(0) + le16(0) + le16(0) + le16(0)
            central += le32((0o100000 | entry.mode) << 16) + le32(offset) + name
        }
        let start = UInt32(out.count)
        out += central
        out += le32(0x0605_4b50) + le16(0) + le16(0) + le16(UInt16(entries.count)) + le16(UInt16(entries.count))
        out += le32(UInt32(central.count)) + le32(start) + le16(0)
        return out
    }

    /// CRC-32 (IEEE 802.3, reflected, as ZIP uses it).
    static func crc32(_ bytes: [UInt8]) -> UInt32 {
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in bytes { crc = table[Int((crc ^ UInt32(byte)) & 0xFF)] ^ (crc >> 8) }
        return crc ^ 0xFFFF_FFFF
    }

    private static let table: [UInt32] = (0..<256).map { index in
        var value = UInt32(index)
        for _ in 0..<8 { value = value & 1 == 1 ? 0xEDB8_8320 ^ (value >> 1) : value >> 1 }
        return value
    }

    private func le16(_ value: UInt16) -> [UInt8] { [UInt8(value & 0xFF), UInt8(value >> 8)] }

    private func le32(_ value: UInt32) -> [UInt8] { (0..<4).map { UInt8(truncatingIfNeeded: value >> ($0 * 8)) } }
}
