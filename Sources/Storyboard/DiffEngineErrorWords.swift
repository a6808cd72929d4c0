import DiffEngine

/// The engine's refusals in words, for the CLI and the WebAssembly build alike.
public enum DiffEngineErrorWords {
    /// The refusal with the way out.
    /// - Parameters:
    ///   - error: what the engine refused.
    ///   - table: the name of the table in the message (`table`, `wagner-fischer table`).
    ///   - wayOut: what to do instead.
    /// - Complexity: O(1).
    public static func localized(_ error: DiffEngineError, table: Localized, wayOut: Localized) -> Localized {
        switch error {
        case .tableTooLarge(let rows, let columns, let limit):
            let cells = rows.multipliedReportingOverflow(by: columns).partialValue
            return Localized(
                ko:
                    "\(Korean.phrase(table.ko, .subject)) 너무 큽니다: \(rows) x \(columns) = \(cells)칸 (한도 \(limit), --max-cells). \(wayOut.ko)",
                en:
                    "\(table.en) too large: \(rows) x \(columns) = \(cells) cells (limit \(limit), --max-cells); \(wayOut.en)"
            )
        }
    }
}
