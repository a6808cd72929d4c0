#if !hasFeature(Embedded)
    /// A seeded hash of an ASCII string's bytes, eight at a time (one 64 x 64 -> 128-bit
    /// multiply folded per word, as wyhash does), for numbering list items: several times
    /// cheaper than `hashValue`'s SipHash on identifiers like UUID strings.
    ///
    /// Only for ASCII: two ASCII strings are equal exactly when their bytes are, but a
    /// non-ASCII string can equal an ASCII one (`"\u{212A}"`, the Kelvin sign, `== "K"`),
    /// so ``ascii(_:)`` gives nil for any other string and the caller falls back to
    /// `hashValue` for all of them. The seed is drawn once per process, so crafted inputs
    /// cannot aim at one slot of the table.
    @usableFromInline
    struct StringHash {
        @usableFromInline static let seed = UInt64.random(in: 0...UInt64.max)
        @usableFromInline let seed: UInt64

        @inlinable
        init(seed: UInt64) { self.seed = seed }

        /// The high and low halves of `a` x `b`, folded.
        @inlinable @inline(__always)
        static func fold(_ a: UInt64, _ b: UInt64) -> UInt64 {
            let product = a.multipliedFullWidth(by: b)
            return product.high ^ product.low
        }

        /// The hash of `string`'s bytes, or nil when it is not ASCII (or not contiguous).
        @inlinable
        func ascii(_ string: String) -> UInt64? {
            let seed = seed
            return string.utf8.withContiguousStorageIfAvailable { bytes -> UInt64? in
                let count = bytes.count
                var hash = seed ^ UInt64(truncatingIfNeeded: count)
                guard let base = UnsafeRawPointer(bytes.baseAddress), count > 0 else { return hash }
                var high: UInt64 = 0
                var offset = 0
                while offset + 8 <= count {
                    let word = base.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
                    high |= word
                    hash = Self.fold(hash ^ word, 0x9E37_79B9_7F4A_7C15)
                    offset += 8
                }
                if offset < count {
                    // The last 1...7 bytes: the final eight when there are that many, else one by one.
                    var word: UInt64 = 0
                    if count >= 8 {
                        word = base.loadUnaligned(fromByteOffset: count - 8, as: UInt64.self)
                    } else {
                        for index in 0..<count { word |= UInt64(bytes[index]) << UInt64(8 * index) }
                    }
                    high |= word
                    hash = Self.fold(hash ^ word, 0xE703_7ED1_A0B4_28DB)
                }
                guard high & 0x8080_8080_8080_8080 == 0 else { return nil }
                return Self.fold(hash, 0x8EBC_6AF0_9C88_C6E3)
            } ?? nil
        }
    }
#endif
