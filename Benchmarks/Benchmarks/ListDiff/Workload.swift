/// A seeded generator (SplitMix64): the same workload on every run and machine.
struct SplitMix64: RandomNumberGenerator {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

/// An old and a new list of identifiers.
struct Workload<ID: Hashable & Sendable>: Sendable {
    var old: [ID]
    var new: [ID]

    /// "10% deleted, 10% inserted, 10% moved to random positions", fixed seed.
    static func tenTenTen(count: Int, seed: UInt64 = 20_240_601, id: (Int, inout SplitMix64) -> ID) -> Workload {
        var random = SplitMix64(seed: seed)
        let old = (0..<count).map { id($0, &random) }
        var new = old
        let tenth = count / 10
        for _ in 0..<tenth { new.remove(at: Int.random(in: new.indices, using: &random)) }
        var moved: [ID] = []
        for _ in 0..<tenth { moved.append(new.remove(at: Int.random(in: new.indices, using: &random))) }
        for item in moved { new.insert(item, at: Int.random(in: 0...new.count, using: &random)) }
        for fresh in count..<(count + tenth) {
            new.insert(id(fresh, &random), at: Int.random(in: 0...new.count, using: &random))
        }
        return Workload(old: old, new: new)
    }

    /// DifferenceKit's published workload: 100,000 items, delete 20,000..<30,000, insert
    /// 10,000 new items at 30,000, shuffle the first 2,000.
    static func differenceKit(seed: UInt64 = 20_240_602, id: (Int, inout SplitMix64) -> ID) -> Workload {
        var random = SplitMix64(seed: seed)
        let old = (0..<100_000).map { id($0, &random) }
        var new = old
        new.removeSubrange(20_000..<30_000)
        new.insert(contentsOf: (100_000..<110_000).map { id($0, &random) }, at: 30_000)
        new[0..<2_000].shuffle(using: &random)
        return Workload(old: old, new: new)
    }
}

/// Int identifiers: the item's number.
func intID(_ number: Int, _ random: inout SplitMix64) -> Int { number }

/// String identifiers shaped like `UUID().uuidString` (36 characters, heap-allocated).
func stringID(_ number: Int, _ random: inout SplitMix64) -> String {
    let digits = Array("0123456789ABCDEF")
    var text = ""
    text.reserveCapacity(36)
    for position in 0..<36 {
        if [8, 13, 18, 23].contains(position) {
            text.append("-")
        } else {
            text.append(digits[Int(random.next() & 15)])
        }
    }
    return text
}
