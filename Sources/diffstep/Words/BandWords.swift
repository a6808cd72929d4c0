import DiffEngine
import Storyboard

/// The two-bit band's refusal in the limit the user gave: the alignment keeps two bits a cell,
/// so `--max-cells` N lets it keep N × ``TraceOptions/twoBitCellsPerCell`` of its cells, and
/// the message counts in the user's cells (the engine's own limit would read 20 times larger).
enum BandWords {
    /// "too large: R x C = K two-bit cells, 20 to a table cell, so at least ⌈K / 20⌉ (limit N)".
    /// - Parameters:
    ///   - rows: the band's height (whole 64-row blocks).
    ///   - columns: the columns it sweeps.
    ///   - limit: the `--max-cells` the user gave (or its default).
    ///   - perCell: how many two-bit cells one table cell's room holds.
    ///   - wayOut: what to do instead.
    static func twoBitBandTooLarge(rows: Int, columns: Int, limit: Int, perCell: Int, wayOut: Localized)
        -> Localized
    {
        let (cells, overflow) = rows.multipliedReportingOverflow(by: columns)
        // The least --max-cells that holds the band: ⌈cells / perCell⌉.
        let needed = overflow ? Int.max : (cells + perCell - 1) / perCell
        return Localized(
            ko:
                "대각선 띠가 너무 큽니다: 2비트 칸 \(rows) x \(columns) = \(cells)개, 표 한 칸 자리에 \(perCell)개씩이라 적어도 \(needed)칸 (한도 \(limit), --max-cells). \(wayOut.ko)",
            en:
                "diagonal band too large: \(rows) x \(columns) = \(cells) cells of two bits, \(perCell) to a table cell's room, so at least \(needed) cells (limit \(limit), --max-cells); \(wayOut.en)"
        )
    }
}
