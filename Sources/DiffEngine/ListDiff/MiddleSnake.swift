/// Myers' O(*ND*) shortest edit script in linear space (1986, section 4b).
///
/// Searches from both corners at once, furthest-reaching point per diagonal, until the two
/// searches overlap on the middle snake; that point lies on an optimal path, so the halves
/// before and after it are solved the same way. The result is minimal: as many links as a
/// longest common subsequence has.
struct MiddleSnake {
    let old: [Int]
    let new: [Int]
    /// Furthest x per diagonal, forward and backward, reused by every call.
    var forward: [Int]
    var backward: [Int]
    /// Diagonal 0's index in `forward` and `backward`.
    let offset: Int
    /// How many diagonals on each side of 0 the current call has cleared.
    var reach = 0
    /// Linked (old, new) positions, in no particular order.
    var links: [(Int, Int)] = []

    init(old: [Int], new: [Int]) {
        self.old = old
        self.new = new
        let most = (old.count + new.count + 1) / 2
        let size = 2 * most + 4
        forward = [Int](repeating: -1, count: size)
        backward = [Int](repeating: -1, count: size)
        offset = most + 1
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
        reach = most + 1
        for index in (offset - reach)...(offset + reach) {
            forward[index] = -1
            backward[index] = -1
        }
        forward[offset + 1] = 0
        backward[offset + 1] = 0
        let delta = oldCount - newCount
        let odd = delta & 1 != 0
        var bounds = SearchBounds()
        for depth in 0..<most {
            if let point = forwardStep(
                depth, oldLow: oldLow, newLow: newLow, oldCount: oldCount, newCount: newCount, odd: odd,
                bounds: &bounds)
            {
                return point
            }
            if let point = backwardStep(
                depth, oldLow: oldLow, newLow: newLow, oldCount: oldCount, newCount: newCount, odd: odd,
                bounds: &bounds)
            {
                return point
            }
        }
        return nil
    }

    /// Diagonals that ran off an edge of the table, trimmed from each end of the search.
    struct SearchBounds {
        var forwardStart = 0
        var forwardEnd = 0
        var backwardStart = 0
        var backwardEnd = 0
    }

    mutating func forwardStep(
        _ depth: Int, oldLow: Int, newLow: Int, oldCount: Int, newCount: Int, odd: Bool, bounds: inout SearchBounds
    ) -> (Int, Int)? {
        let delta = oldCount - newCount
        for diagonal in stride(from: -depth + bounds.forwardStart, through: depth - bounds.forwardEnd, by: 2) {
            let index = offset + diagonal
            var x =
                diagonal == -depth || (diagonal != depth && forward[index - 1] < forward[index + 1])
                ? forward[index + 1] : forward[index - 1] + 1
            var y = x - diagonal
            while x < oldCount, y < newCount, old[oldLow + x] == new[newLow + y] {
                x += 1
                y += 1
            }
            forward[index] = x
            if x > oldCount {
                bounds.forwardEnd += 2
            } else if y > newCount {
                bounds.forwardStart += 2
            } else if odd {
                let other = offset + delta - diagonal
                if abs(other - offset) <= reach, backward[other] != -1, x >= oldCount - backward[other] {
                    return (x, y)
                }
            }
        }
        return nil
    }

    mutating func backwardStep(
        _ depth: Int, oldLow: Int, newLow: Int, oldCount: Int, newCount: Int, odd: Bool, bounds: inout SearchBounds
    ) -> (Int, Int)? {
        let delta = oldCount - newCount
        for diagonal in stride(from: -depth + bounds.backwardStart, through: depth - bounds.backwardEnd, by: 2) {
            let index = offset + diagonal
            var x =
                diagonal == -depth || (diagonal != depth && backward[index - 1] < backward[index + 1])
                ? backward[index + 1] : backward[index - 1] + 1
            var y = x - diagonal
            while x < oldCount, y < newCount, old[oldLow + oldCount - x - 1] == new[newLow + newCount - y - 1] {
                x += 1
                y += 1
            }
            backward[index] = x
            if x > oldCount {
                bounds.backwardEnd += 2
            } else if y > newCount {
                bounds.backwardStart += 2
            } else if !odd {
                let other = offset + delta - diagonal
                if abs(other - offset) <= reach, forward[other] != -1 {
                    let forwardX = forward[other]
                    let forwardY = forwardX - (other - offset)
                    if forwardX >= oldCount - x { return (forwardX, forwardY) }
                }
            }
        }
        return nil
    }
}
