import DiffEngine
import Storyboard

extension CLIError {
    /// The engine's refusal in the user's language, with the way out.
    /// - Parameters:
    ///   - error: what the engine refused.
    ///   - table: the name of the table in the message (`table`, `wagner-fischer table`).
    ///   - wayOut: what to do instead.
    init(_ error: DiffEngineError, table: Localized, wayOut: Localized) {
        switch error {
        case .tableTooLarge(let rows, let columns, let limit):
            let cells = rows.multipliedReportingOverflow(by: columns).partialValue
            self.init(
                ko:
                    "\(Korean.phrase(table.ko, .subject)) 너무 큽니다: \(rows) x \(columns) = \(cells)칸 (한도 \(limit), --max-cells). \(wayOut.ko)",
                en:
                    "\(table.en) too large: \(rows) x \(columns) = \(cells) cells (limit \(limit), --max-cells); \(wayOut.en)"
            )
        }
    }
}
