/// Which cells of a long row a step shows: the ones near what changed, the rest counted.
///
/// A step of a batch or a snapshot script changes a few cells of a state that may hold
/// 100,000; printing the whole state at every step makes the output grow with
/// steps x items. A window keeps each step's line to O(changes x radius): the cells within
/// `radius` of a change, and "… N more" for each run of cells left out.
///
/// ```swift
/// StateWindow.standard.pieces(count: 100, focus: [50])
/// // [.hidden(47), .cells(47..<54), .hidden(46)]
/// StateWindow.standard.pieces(count: 9, focus: [3])   // [.cells(0..<9)]: short rows stay whole
/// ```
public struct StateWindow: Sendable, Hashable {
    /// A run of the row: cells shown, or cells left out (how many).
    public enum Piece: Sendable, Hashable {
        /// The cells at these positions, shown.
        case cells(Range<Int>)
        /// This many cells left out.
        case hidden(Int)
    }

    /// How many cells on each side of a change are shown.
    public var radius: Int
    /// Rows of at most this many cells are shown whole.
    public var whole: Int

    /// Creates a window.
    public init(radius: Int, whole: Int) {
        self.radius = max(0, radius)
        self.whole = max(0, whole)
    }

    /// Three cells each side of a change; rows of up to 16 cells whole (every lesson's).
    public static let standard = StateWindow(radius: 3, whole: 16)
    /// Every cell of every row (`--full-states`).
    public static let full = StateWindow(radius: Int.max / 4, whole: Int.max)

    /// The row of `count` cells cut around the positions in `focus` (clamped into the row).
    /// - Complexity: O(f log f) for f focus positions.
    public func pieces(count: Int, focus: [Int]) -> [Piece] {
        guard count > whole else { return count > 0 ? [.cells(0..<count)] : [] }
        var pieces: [Piece] = []
        // `start..<end`: the run of shown cells being built; `next`: the first cell not yet placed.
        var start = 0
        var end = 0
        var next = 0
        func close() {
            guard end > start else { return }
            // A gap of one cell costs as much as its marker: shown instead.
            if start - next == 1 { start = next }
            if start > next { pieces.append(.hidden(start - next)) }
            pieces.append(.cells(start..<end))
            next = end
        }
        for position in focus.map({ min(max($0, 0), count - 1) }).sorted() {
            let low = max(0, position - radius)
            let high = min(count, position + radius + 1)
            if end > start, low <= end + 1 {
                end = max(end, high)
            } else {
                close()
                start = low
                end = high
            }
        }
        close()
        if count - next == 1, case .cells(let last) = pieces.last {
            pieces[pieces.count - 1] = .cells(last.lowerBound..<count)
        } else if count > next {
            pieces.append(.hidden(count - next))
        }
        return pieces
    }

    /// "… N more": the marker for cells left out.
    public static func more(_ count: Int) -> Localized {
        Localized(ko: "… \(count)개 더", en: "… \(count) more")
    }
}
