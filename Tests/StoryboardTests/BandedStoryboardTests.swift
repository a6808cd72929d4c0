import DiffEngine
import Testing

@testable import Storyboard

/// The banded walkthrough, on a case checked by hand: abcdefghijkl -> abcdXfghijkY, two
/// substitutions, so k = 2 and the band |i - j| <= 2 holds 59 of the 169 cells.
@Suite struct BandedStoryboardTests {
    static func storyboard(maximumCells: Int = 169) throws -> BandedStoryboard {
        let trace = try BandedTrace(source: "abcdefghijkl".map(String.init), target: "abcdXfghijkY".map(String.init))
        return BandedStoryboard(trace: trace, window: .around(trace, maximumCells: maximumCells))
    }

    @Test("one band frame, a fill per computed inner cell (59 - 5 seeds = 54), the 13 path cells, a summary")
    func frameCount() throws {
        let frames = try Self.storyboard().sequence
        #expect(frames.count == 1 + 54 + 13 + 1)
    }

    @Test("the first frame: 110 cells outside the band marked not computed, 54 pending, the 5 seeds filled")
    func firstFrame() throws {
        let storyboard = try Self.storyboard()
        let cells = storyboard.sequence[0].panels[0].cells
        #expect(cells.count == 13 && cells.allSatisfy { $0.count == 13 })
        var counts: [String: Int] = [:]
        for (row, line) in cells.enumerated() {
            for (column, cell) in line.enumerated() {
                let kind =
                    cell.roles.contains(.notComputed) ? "outside" : cell.roles.contains(.pending) ? "pending" : "seed"
                counts[kind, default: 0] += 1
                #expect((kind == "outside") == (abs(row - column) > 2), "(\(row), \(column))")
            }
        }
        #expect(counts == ["outside": 110, "pending": 54, "seed": 5])
    }

    @Test("the band frame gives the reason with its arithmetic, in both languages")
    func bandNarration() throws {
        let narration = try Self.storyboard().sequence[0].narration
        #expect(narration.en.contains("a cell with |i − j| > 2 costs at least 3, more than the whole distance 2"))
        #expect(narration.en.contains("For example (0, 3): |0 − 3| = 3 > 2."))
        #expect(narration.en.contains("59 cells with |i − j| ≤ 2 were computed, of 13 x 13 = 169"))
        #expect(narration.ko.contains("예: (0, 3)은 |0 − 3| = 3 > 2."))
        #expect(!narration.en.contains("Shown:"))
    }

    @Test("a fill whose neighbour lies outside the band counts it as ∞ and says so")
    func infiniteNeighbour() throws {
        let storyboard = try Self.storyboard()
        // (1, 3): a vs c; up is (0, 3), outside the band.
        let index = 1 + (storyboard.fills.firstIndex(of: .init(row: 1, column: 3)) ?? -1)
        let frame = storyboard.sequence[index]
        #expect(
            frame.narration.en == "a vs c: different. min(up ∞ (outside the band), left 1, diagonal 2) + 1 = 2: insert."
        )
        #expect(frame.narration.ko.contains("위 ∞ (띠 밖)"))
        #expect(frame.panels[0].cells[0][3].roles == [.candidateUp, .notComputed])
    }

    @Test("a cell of the band above k says it lies on no optimal path")
    func aboveK() throws {
        let storyboard = try Self.storyboard()
        // (5, 7): e vs g, cost 3 > 2.
        let index = 1 + (storyboard.fills.firstIndex(of: .init(row: 5, column: 7)) ?? -1)
        let narration = storyboard.sequence[index].narration
        #expect(
            narration.en.hasSuffix(
                "3 > k = 2, so no optimal path comes here; counted inside the band only, it may be more than the full table's value."
            ))
    }

    @Test("applying each frame's changes to the frame before gives the frame, in a window and whole")
    func changesRebuildFrames() throws {
        for cells in [169, 40] {
            let frames = try Self.storyboard(maximumCells: cells).sequence
            var previous = frames[0]
            #expect(previous.panels[0].cells.reduce(0) { $0 + $1.count } <= cells)
            for index in frames.indices.dropFirst() {
                let frame = frames[index]
                var rebuilt = previous
                for change in frames.changes(at: index) ?? [] {
                    rebuilt.panels[change.panel].cells[change.row][change.column] = change.cell
                }
                #expect(rebuilt.panels == frame.panels, "frame \(index) of a \(cells)-cell window")
                #expect(!frame.narration.isIncomplete && frame.title?.isIncomplete == false)
                #expect(frames.words(at: index).narration == frame.narration)
                previous = frame
            }
        }
    }

    @Test("the window: at most the limit, around the first edit, clamped to the table")
    func window() throws {
        let window = try Self.storyboard(maximumCells: 40).window
        // side 6, 40 / 6 = 6 columns; the first edit (5, 5) centred: rows 2...7, columns 2...7.
        #expect(window == .init(rows: 2...7, columns: 2...7))
        let whole = try Self.storyboard(maximumCells: 1000).window
        #expect(whole == .init(rows: 0...12, columns: 0...12))
        // A window given past the table is clamped to it, never an empty or reversed range.
        let trace = try Self.storyboard().trace
        let outside = BandedStoryboard(trace: trace, window: .init(rows: 20...30, columns: -5...(-1))).window
        #expect(outside == .init(rows: 12...12, columns: 0...0))
    }
}
