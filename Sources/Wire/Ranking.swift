import DiffEngine

/// Indices ordered by a count, the highest first and the lower index first on a tie: the one
/// sort the stepper JSON makes (cells and phrases by use, phrase pairs by gain), written once.
///
/// Every caller sorted with the same rule through its own closure, and each closure got its
/// own copy of the standard library's sort in engine.wasm; `sortedIntegers` is the copy every
/// module shares. No two indices compare equal, so any sort gives the same order.
/// - Parameters:
///   - indices: the indices to order, each a valid index of `counts`.
///   - counts: the count of each index.
/// - Returns: `indices`, highest count first.
/// - Complexity: O(*n* log *n*).
@inline(never)
func rankedByCount(_ indices: [Int], counts: [Int]) -> [Int] {
    indices.sortedIntegers { counts[$0] != counts[$1] ? counts[$0] > counts[$1] : $0 < $1 }
}
