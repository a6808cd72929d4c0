extension Array where Element == Int {
    /// The integers sorted by `areInIncreasingOrder`, through one copy of the standard
    /// library's sort that every module shares.
    ///
    /// A `sorted(by:)` with a closure written at the call site gets its own specialized copy of
    /// the sort (about 3 KB of engine.wasm each); called from another module this function
    /// cannot be specialized, so the copies of its callers there are one.
    /// - Parameter areInIncreasingOrder: a strict weak ordering.
    /// - Returns: the integers in order; equal ones keep their order.
    /// - Complexity: O(*n* log *n*).
    @inline(never)
    package func sortedIntegers(by areInIncreasingOrder: (Int, Int) -> Bool) -> [Int] {
        sorted(by: areInIncreasingOrder)
    }
}
