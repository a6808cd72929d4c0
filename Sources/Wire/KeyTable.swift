#if !hasFeature(Embedded)
    /// Non-negative 64-bit keys numbered 0, 1, 2... in the order first seen: a hash table with
    /// open addressing and a multiplicative hash, for the stepper JSON's hottest lookups (a
    /// 240 x 240 walkthrough's 1.4 million words and their pairs), where `Dictionary`'s seeded
    /// hashing was most of the time. Native only: the engine's parts have no room for it.
    struct KeyTable {
        /// Each slot's key, -1 when empty.
        private var slots: [Int64]
        /// Each slot's number.
        private var numbers: [Int32]
        /// The keys, by number.
        private(set) var keys: [Int64] = []
        private var shift: UInt64

        /// An empty table.
        init() {
            slots = [Int64](repeating: -1, count: 64)
            numbers = [Int32](repeating: 0, count: 64)
            shift = 58
        }

        /// How many keys were numbered.
        var count: Int { keys.count }

        private func slot(_ key: Int64) -> Int {
            Int(truncatingIfNeeded: (UInt64(bitPattern: key) &* 0x9E37_79B9_7F4A_7C15) >> shift)
        }

        /// The number of `key`, nil when it was never numbered.
        func number(_ key: Int64) -> Int? {
            var index = slot(key)
            while true {
                let found = slots[index]
                if found == key { return Int(numbers[index]) }
                if found < 0 { return nil }
                index = (index + 1) & (slots.count - 1)
            }
        }

        /// The number of `key`, numbering it next when it is new.
        /// - Precondition: `key` is not negative.
        mutating func insert(_ key: Int64) -> (number: Int, isNew: Bool) {
            var index = slot(key)
            while true {
                let found = slots[index]
                if found == key { return (Int(numbers[index]), false) }
                if found < 0 { break }
                index = (index + 1) & (slots.count - 1)
            }
            slots[index] = key
            numbers[index] = Int32(truncatingIfNeeded: keys.count)
            keys.append(key)
            if keys.count * 2 > slots.count { grow() }
            return (keys.count - 1, true)
        }

        /// Twice the slots, every key placed again (kept at most half full).
        private mutating func grow() {
            slots = [Int64](repeating: -1, count: slots.count * 2)
            numbers = [Int32](repeating: 0, count: slots.count)
            shift -= 1
            for (number, key) in keys.enumerated() {
                var index = slot(key)
                while slots[index] >= 0 { index = (index + 1) & (slots.count - 1) }
                slots[index] = key
                numbers[index] = Int32(truncatingIfNeeded: number)
            }
        }
    }
#endif
