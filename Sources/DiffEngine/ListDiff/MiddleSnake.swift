/// Myers' O(*ND*) shortest edit script in linear space (1986, section 4b).
///
/// Searches from both corners at once, furthest-reaching point per diagonal, until the two
/// searches overlap on the middle snake; that point lies on an optimal path, so the halves
/// before and after it are solved the same way. The result is minimal: as many links as a
/// longest common subsequence has.
///
/// Unless the search runs out of ``workBudget``: its cost is O((*n* + *m*) *D*), which two
/// long lists of a few repeated words (*D* near *n*) make quadratic. Past the budget, each
/// split searches at most ``cappedDepth`` edits and then splits at the forward search's
/// furthest point, as git's xdiff does past its cost limit: the links still form a common
/// subsequence (a valid script), but not always a longest one, and ``isMinimal`` turns false
/// so the caller can say so.
struct MiddleSnake {
    let old: [Int]
    let new: [Int]
    /// Furthest x per diagonal, forward and backward, reused by every call.
    var forward: [Int]
    var backward: [Int]
    /// Diagonal 0's index in `forward` and `backward`.
    let offset: Int
    /// Linked (old, new) positions, in no particular order.
    var links: [(Int, Int)] = []
    /// Diagonals the exact search may still visit, over all splits.
    var budget: Int
    /// False once a split stopped at ``cappedDepth`` instead of the middle snake.
    var isMinimal = true

    /// Diagonals visited (over all splits) before the search stops being exact: about 0.2 s.
    static let workBudget = 100_000_000
    /// Edits one split searches once the budget is spent (git's `XDL_MAX_COST_MIN`).
    static let cappedDepth = 256
    /// This search's cap (tests lower it).
    let cap: Int

    init(old: [Int], new: [Int], budget: Int, cap: Int) {
        self.budget = budget
        self.cap = max(1, cap)
        self.old = old
        self.new = new
        let most = (old.count + new.count + 1) / 2
        let size = 2 * most + 4
        // Left unwritten: `split` clears each diagonal before a search can read it, so only
        // the diagonals reached are ever touched (a 100,000-line diff with 1,000 edits
        // reaches about 1,000 of 200,000).
        forward = [Int](unsafeUninitializedCapacity: size) { _, count in count = size }
        backward = [Int](unsafeUninitializedCapacity: size) { _, count in count = size }
        offset = most + 1
        links.reserveCapacity(min(old.count, new.count))
    }

    /// Links one longest common subsequence of `old[oldLow..<oldHigh]` and `new[newLow..<newHigh]`.
    mutating func compare(oldLow: Int, oldHigh: Int, newLow: Int, newHigh: Int) {
        var (oldLow, oldHigh, newLow, newHigh) = (oldLow, oldHigh, newLow, newHigh)
        while oldLow < oldHigh, newLow < newHigh, old[oldLow] == new[newLow] {
            links.append((oldLow, newLow))
            oldLow += 1
            newLow += 1
        }
        while oldLow < oldHigh, newLow < newHigh, old[oldHigh - 1] == new[newHigh - 1] {
            oldHigh -= 1
            newHigh -= 1
            links.append((oldHigh, newHigh))
        }
        guard oldLow < oldHigh, newLow < newHigh else { return }
        guard let (x, y) = split(oldLow: oldLow, newLow: newLow, oldCount: oldHigh - oldLow, newCount: newHigh - newLow)
        else { return }
        compare(oldLow: oldLow, oldHigh: oldLow + x, newLow: newLow, newHigh: newLow + y)
        compare(oldLow: oldLow + x, oldHigh: oldHigh, newLow: newLow + y, newHigh: newHigh)
    }

    /// A point (offsets from the corner) on an optimal path, or nil when nothing is common.
    mutating func split(oldLow: Int, newLow: Int, oldCount: Int, newCount: Int) -> (Int, Int)? {
        let most = (oldCount + newCount + 1) / 2
        let reach = most + 1
        // At depth d a search reads its own diagonals within d + 1 of 0 and the other's
        // within d + |delta|: those are cleared before each depth, the rest never read.
        let lead = abs(oldCount - newCount) + 2
        var cleared = min(lead, reach)
        for index in (offset - cleared)...(offset + cleared) {
            forward[index] = -1
            backward[index] = -1
        }
        forward[offset + 1] = 0
        backward[offset + 1] = 0
        let corner = Corner(
            oldLow: oldLow, newLow: newLow, oldCount: oldCount, newCount: newCount, reach: reach)
        let offset = offset
        let cap = cap
        var budget = budget
        var isMinimal = isMinimal
        defer {
            self.budget = budget
            self.isMinimal = isMinimal
        }
        return old.withUnsafeBufferPointer { old in
            new.withUnsafeBufferPointer { new in
                forward.withUnsafeMutableBufferPointer { forward in
                    backward.withUnsafeMutableBufferPointer { backward in
                        guard let ahead = forward.baseAddress, let behind = backward.baseAddress else { return nil }
                        var aheadEnds = Ends()
                        var behindEnds = Ends()
                        let odd = (oldCount - newCount) & 1 != 0
                        for depth in 0..<most {
                            budget -= 2 * depth + 2
                            if budget < 0, depth >= cap {
                                isMinimal = false
                                return Self.furthest(depth - 1, ahead + offset, ends: aheadEnds, corner: corner)
                            }
                            if cleared < min(depth + lead, reach) {
                                cleared += 1
                                (ahead[offset - cleared], ahead[offset + cleared]) = (-1, -1)
                                (behind[offset - cleared], behind[offset + cleared]) = (-1, -1)
                            }
                            if let point = Self.extend(
                                depth, mine: ahead + offset, theirs: behind + offset, reversed: false, meets: odd,
                                corner: corner, old: old, new: new, ends: &aheadEnds)
                            {
                                return point
                            }
                            if let point = Self.extend(
                                depth, mine: behind + offset, theirs: ahead + offset, reversed: true, meets: !odd,
                                corner: corner, old: old, new: new, ends: &behindEnds)
                            {
                                return point
                            }
                        }
                        return nil
                    }
                }
            }
        }
    }

    /// The furthest point the forward search reached at `depth` edits inside the table, as a
    /// split: a real path passes it, so the halves still join into a valid script. Nil when
    /// it is a corner (no progress): then nothing more is linked here.
    static func furthest(
        _ depth: Int, _ mine: UnsafeMutablePointer<Int>, ends: Ends, corner: Corner
    ) -> (Int, Int)? {
        var best: (Int, Int)?
        for diagonal in stride(from: -depth + ends.start, through: depth - ends.end, by: 2) {
            let x = mine[diagonal]
            let y = x - diagonal
            guard x >= 0, y >= 0, x <= corner.oldCount, y <= corner.newCount else { continue }
            if best.map({ x + y > $0.0 + $0.1 }) ?? true { best = (x, y) }
        }
        guard let (x, y) = best, x + y > 0, x + y < corner.oldCount + corner.newCount else { return nil }
        return (x, y)
    }

    /// The sub-table being split, and how many diagonals each side of 0 were cleared for it.
    struct Corner {
        let oldLow: Int
        let newLow: Int
        let oldCount: Int
        let newCount: Int
        let reach: Int
    }

    /// Diagonals that ran off an edge of the table, trimmed from each end of one search.
    struct Ends {
        var start = 0
        var end = 0
    }

    /// One round of one search: every diagonal's furthest point at `depth` edits, following
    /// snakes. `reversed` searches from the bottom-right corner; `meets` checks for overlap
    /// with the other search (the forward one when the diagonals' parity is odd).
    static func extend(
        _ depth: Int, mine: UnsafeMutablePointer<Int>, theirs: UnsafeMutablePointer<Int>, reversed: Bool,
        meets: Bool, corner: Corner, old: UnsafeBufferPointer<Int>, new: UnsafeBufferPointer<Int>, ends: inout Ends
    ) -> (Int, Int)? {
        let delta = corner.oldCount - corner.newCount
        for diagonal in stride(from: -depth + ends.start, through: depth - ends.end, by: 2) {
            var x =
                diagonal == -depth || (diagonal != depth && mine[diagonal - 1] < mine[diagonal + 1])
                ? mine[diagonal + 1] : mine[diagonal - 1] + 1
            var y = x - diagonal
            while x < corner.oldCount, y < corner.newCount {
                let equal =
                    reversed
                    ? old[corner.oldLow + corner.oldCount - x - 1] == new[corner.newLow + corner.newCount - y - 1]
                    : old[corner.oldLow + x] == new[corner.newLow + y]
                guard equal else { break }
                x += 1
                y += 1
            }
            mine[diagonal] = x
            if x > corner.oldCount {
                ends.end += 2
            } else if y > corner.newCount {
                ends.start += 2
            } else if meets {
                let other = delta - diagonal
                guard abs(other) <= corner.reach, theirs[other] != -1 else { continue }
                // The forward point, and how far the backward search came on that diagonal.
                let (forwardX, forwardY) = reversed ? (theirs[other], theirs[other] - other) : (x, y)
                let backwardX = reversed ? x : theirs[other]
                if forwardX >= corner.oldCount - backwardX { return (forwardX, forwardY) }
            }
        }
        return nil
    }
}
