import TextIntake

/// The lines of two texts, numbered by content on their bytes: equal lines, equal numbers.
///
/// Lines are split by ``TextBytes/lines(_:)`` and each is hashed once, eight bytes at a
/// time, into an open-addressing table that compares bytes only when hashes agree. No
/// `String` is made: a diff needs strings for its changed lines alone.
///
/// ```swift
/// // old "a\nb\na\n", new "b\nc\n": old [0, 1, 0], new [1, 2], count 3
/// ```
package struct LineSymbols: Sendable {
    /// The byte ranges of the old text's lines.
    package var oldLines: [Range<Int>] = []
    /// The byte ranges of the new text's lines.
    package var newLines: [Range<Int>] = []
    /// Each old line's number.
    package var old: [Int] = []
    /// Each new line's number.
    package var new: [Int] = []
    /// How many distinct lines there are: numbers are `0..<count`.
    package var count = 0

    /// Splits and numbers the lines of two UTF-8 texts.
    ///
    /// - Parameters:
    ///   - old: the text before.
    ///   - new: the text after.
    /// - Complexity: O(*n*) expected in the number of bytes.
    package init(old: UnsafeBufferPointer<UInt8>, new: UnsafeBufferPointer<UInt8>) {
        oldLines = TextBytes.lines(old)
        newLines = TextBytes.lines(new)
        var table = LineTable(capacity: oldLines.count + newLines.count)
        self.old = oldLines.map { table.number(UnsafeBufferPointer(rebasing: old[$0])) }
        self.new = newLines.map { table.number(UnsafeBufferPointer(rebasing: new[$0])) }
        count = table.count
    }
}

/// Open addressing over 64-bit hashes of byte strings; keeps each distinct line's first copy.
///
/// A slot holds the hash's high 32 bits beside the line's number (plus one; 0 is empty), so
/// a probe reads one word and compares bytes only when those bits agree.
struct LineTable {
    var slots: [UInt64]
    var lines: [UnsafeBufferPointer<UInt8>] = []
    let mask: Int

    init(capacity: Int) {
        var size = 16
        while size < 2 * capacity { size <<= 1 }
        slots = [UInt64](repeating: 0, count: size)
        mask = size - 1
        lines.reserveCapacity(capacity)
    }

    var count: Int { lines.count }

    /// The number of `line`, giving it the next one when it is new.
    mutating func number(_ line: UnsafeBufferPointer<UInt8>) -> Int {
        let hash = Self.hash(line)
        let high = hash & 0xFFFF_FFFF_0000_0000
        let mask = mask
        return slots.withUnsafeMutableBufferPointer { slots in
            var slot = Int(truncatingIfNeeded: hash) & mask
            while slots[slot] != 0 {
                let entry = slots[slot]
                let symbol = Int(truncatingIfNeeded: entry & 0xFFFF_FFFF) - 1
                if entry & 0xFFFF_FFFF_0000_0000 == high && Self.equal(lines[symbol], line) { return symbol }
                slot = (slot + 1) & mask
            }
            slots[slot] = high | UInt64(lines.count + 1)
            lines.append(line)
            return lines.count - 1
        }
    }

    /// A multiply-xorshift hash, one 64-bit word at a time.
    static func hash(_ bytes: UnsafeBufferPointer<UInt8>) -> UInt64 {
        var hash = UInt64(truncatingIfNeeded: bytes.count) &* 0x9E37_79B9_7F4A_7C15
        guard let base = bytes.baseAddress else { return hash }
        var index = 0
        while index + 8 <= bytes.count {
            let word = UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self)
            hash = (hash ^ word) &* 0xFF51_AFD7_ED55_8CCD
            hash ^= hash >> 29
            index += 8
        }
        var tail: UInt64 = 0
        while index < bytes.count {
            tail = tail << 8 | UInt64(bytes[index])
            index += 1
        }
        hash = (hash ^ tail) &* 0xC4CE_B9FE_1A85_EC53
        return hash ^ (hash >> 32)
    }

    static func equal(_ left: UnsafeBufferPointer<UInt8>, _ right: UnsafeBufferPointer<UInt8>) -> Bool {
        guard left.count == right.count else { return false }
        guard let a = left.baseAddress, let b = right.baseAddress else { return true }
        var index = 0
        while index + 8 <= left.count {
            let x = UnsafeRawPointer(a + index).loadUnaligned(as: UInt64.self)
            if x != UnsafeRawPointer(b + index).loadUnaligned(as: UInt64.self) { return false }
            index += 8
        }
        while index < left.count {
            if a[index] != b[index] { return false }
            index += 1
        }
        return true
    }
}
