/// Frames made one at a time, on demand, instead of all at once.
///
/// A walkthrough of a 240 x 240 table has 57,600 frames of 57,600 cells each: built whole,
/// that is three billion cells. A `FrameSequence` builds a frame only when it is asked for
/// (O(cells) each), and can say what changed from the frame before (a few cells), so a
/// renderer that needs every step (the web stepper's JSON, a Markdown document) costs
/// O(cells + changes) in all.
///
/// ```swift
/// let frames = TraceStoryboard(trace: trace).sequence
/// frames.count           // 2 + 3 x 3 + path + 1 for kit -> kat
/// frames[frames.count - 1]   // the summary, built alone
/// frames.changes(at: 5)      // the cells that differ from frame 4
/// ```
public struct FrameSequence: RandomAccessCollection, Sendable {
    /// One cell that differs from the frame before: which panel, where, and what it shows now.
    public struct Change: Sendable, Hashable {
        /// The panel's index in the frame.
        public var panel: Int
        /// The row in the panel's grid.
        public var row: Int
        /// The column in the panel's grid.
        public var column: Int
        /// The cell as it is in this frame.
        public var cell: Panel.Cell

        /// Creates a change.
        public init(panel: Int, row: Int, column: Int, cell: Panel.Cell) {
            self.panel = panel
            self.row = row
            self.column = column
            self.cell = cell
        }
    }

    public let startIndex = 0
    public let endIndex: Int
    private let make: @Sendable (Int) -> Frame
    private let talk: @Sendable (Int) -> Frame
    private let difference: (@Sendable (Int) -> [Change])?

    /// Frames already made.
    public init(_ frames: [Frame]) {
        endIndex = frames.count
        make = { frames[$0] }
        talk = { frames[$0] }
        difference = nil
    }

    /// Frames made on demand.
    /// - Parameters:
    ///   - count: how many frames there are.
    ///   - frame: the frame at an index, built alone.
    ///   - words: the frame at an index without its panels (title, narration, prompt), cheaply.
    ///   - changes: the cells of the frame at an index (from 1) that differ from the frame
    ///     before; every frame must have the same panels and grid sizes.
    public init(
        count: Int, frame: @escaping @Sendable (Int) -> Frame, words: @escaping @Sendable (Int) -> Frame,
        changes: @escaping @Sendable (Int) -> [Change]
    ) {
        endIndex = count
        make = frame
        talk = words
        difference = changes
    }

    /// The frame at `index`, built now.
    /// - Complexity: O(cells of the frame).
    public subscript(index: Int) -> Frame { make(index) }

    /// The frame at `index` without its panels (or with them, when they are already made):
    /// its title, narration and prompt.
    public func words(at index: Int) -> Frame { talk(index) }

    /// Whether every frame has the shape of the first, so `changes(at:)` always answers.
    var hasChanges: Bool { difference != nil }

    /// The cells of frame `index` that differ from frame `index - 1`, when the sequence
    /// knows them without building both frames; nil otherwise.
    /// - Complexity: O(changes) for a made-on-demand sequence.
    public func changes(at index: Int) -> [Change]? {
        guard index > 0, let difference else { return nil }
        return difference(index)
    }
}
