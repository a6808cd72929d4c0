/// Numbers the items of two lists by equality: equal items, equal numbers, `0..<count` in
/// order of first appearance (the first list read first).
///
/// Each item is hashed once (`hashValue`, the standard library's seeded hash; for lists of
/// ASCII strings a cheaper seeded hash of their bytes, `StringHash`) into an
/// open-addressing table whose slots hold the item's number beside 32 bits of its hash, so
/// a probe reads one word and compares items with `==` only when those bits agree; an item
/// is kept as its position in the lists, never copied. For `String` identifiers this does
/// about half the work of a `[Item: Int]` dictionary (no key copies, no retains, one
/// comparison per repeated item).
///
/// ```swift
/// let numbers = SymbolNumbering(["b", "c"], ["a", "b"])
/// numbers.first   // [0, 1]
/// numbers.second  // [2, 0]
/// numbers.count   // 3
/// ```
@usableFromInline
struct SymbolNumbering: Sendable {
    /// The number of each item of the first list.
    @usableFromInline var first: [Int]
    /// The number of each item of the second list.
    @usableFromInline var second: [Int]
    /// How many distinct items there are.
    @usableFromInline var count: Int

    /// Numbers `first`, then `second`.
    /// - Complexity: O(*n* + *m*) expected hashes and comparisons.
    @inlinable
    init<Item: Hashable>(_ first: [Item], _ second: [Item]) {
        #if !hasFeature(Embedded)
            // ASCII strings are equal exactly when their bytes are, so their bytes can be
            // hashed directly; any other string falls back to `hashValue` for both lists.
            if Item.self == String.self,
                let numbers = Self.numbered(
                    unsafeBitCast(first, to: [String].self), unsafeBitCast(second, to: [String].self),
                    hash: StringHash(seed: StringHash.seed).ascii)
            {
                self = numbers
                return
            }
        #endif
        // `hashValue` never fails.
        self =
            Self.numbered(first, second) { UInt64(truncatingIfNeeded: $0.hashValue) }
            ?? Self(first: [], second: [], count: 0)
    }

    @usableFromInline
    init(first: [Int], second: [Int], count: Int) {
        self.first = first
        self.second = second
        self.count = count
    }

    /// The numbering, with `hash` giving each item's hash, or nil as soon as it gives none.
    @inlinable
    static func numbered<Item: Equatable>(
        _ first: [Item], _ second: [Item], hash itemHash: (Item) -> UInt64?
    ) -> SymbolNumbering? {
        var size = 16
        while size < 2 * (first.count + second.count) { size <<= 1 }
        var slots = [UInt64](repeating: 0, count: size)
        // Where each number's first item is: a position in `first`, or first.count + one in `second`.
        var owners: [Int] = []
        owners.reserveCapacity(first.count + second.count)
        var numbers = (first: [Int](), second: [Int]())
        numbers.first.reserveCapacity(first.count)
        numbers.second.reserveCapacity(second.count)
        let complete: Bool = first.withUnsafeBufferPointer { firstItems in
            second.withUnsafeBufferPointer { secondItems in
                slots.withUnsafeMutableBufferPointer { slots in
                    let mask = slots.count - 1
                    let total = firstItems.count + secondItems.count
                    let split = firstItems.count
                    // Items are read in place (no copy, so no retain of a String's storage).
                    func hash(_ position: Int) -> UInt64? {
                        position < split ? itemHash(firstItems[position]) : itemHash(secondItems[position - split])
                    }
                    func equal(_ known: Int, _ position: Int) -> Bool {
                        if position < split { return firstItems[known] == firstItems[position] }
                        let other = position - split
                        return known < split
                            ? firstItems[known] == secondItems[other] : secondItems[known - split] == secondItems[other]
                    }
                    // A batch's hashes first, then its first slots loaded together (the loads
                    // are independent, so the memory system serves them side by side instead
                    // of one cache miss after another), then each item resolved in order.
                    var mixed = (0..<16).map { _ in UInt64(0) }
                    var loaded = mixed
                    for batch in stride(from: 0, to: total, by: 16) {
                        let end = min(batch + 16, total)
                        for position in batch..<end {
                            guard let hashed = hash(position) else { return false }
                            mixed[position - batch] = hashed &* 0x9E37_79B9_7F4A_7C15
                        }
                        for position in batch..<end {
                            loaded[position - batch] =
                                slots[Int(truncatingIfNeeded: mixed[position - batch] >> 32) & mask]
                        }
                        for position in batch..<end {
                            let hash = mixed[position - batch]
                            let tag = hash & 0xFFFF_FFFF_0000_0000
                            var slot = Int(truncatingIfNeeded: hash >> 32) & mask
                            // A slot once filled never changes: a filled slot loaded above is current.
                            var entry = loaded[position - batch]
                            if entry == 0 { entry = slots[slot] }
                            var symbol = -1
                            while entry != 0 {
                                if entry & 0xFFFF_FFFF_0000_0000 == tag {
                                    let known = Int(truncatingIfNeeded: entry & 0xFFFF_FFFF) - 1
                                    if equal(owners[known], position) {
                                        symbol = known
                                        break
                                    }
                                }
                                slot = (slot + 1) & mask
                                entry = slots[slot]
                            }
                            if symbol < 0 {
                                symbol = owners.count
                                owners.append(position)
                                slots[slot] = tag | UInt64(owners.count)
                            }
                            if position < split {
                                numbers.first.append(symbol)
                            } else {
                                numbers.second.append(symbol)
                            }
                        }
                    }
                    return true
                }
            }
        }
        guard complete else { return nil }
        return SymbolNumbering(first: numbers.first, second: numbers.second, count: owners.count)
    }
}
