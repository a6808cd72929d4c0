import DiffEngine

/// The engine's refusals in words, for the CLI and the WebAssembly build alike.
package enum DiffEngineErrorWords {
    /// The refusal with the way out.
    /// - Parameters:
    ///   - error: what the engine refused.
    ///   - table: the name of the table in the message (`table`, `wagner-fischer table`).
    ///   - wayOut: what to do instead.
    ///   - flag: the option that sets the limit (the CLI's `--max-cells`); `nil` on the page,
    ///     which has no options and states its own limit.
    /// - Complexity: O(1).
    package static func localized(
        _ error: DiffEngineError, table: Localized, wayOut: Localized, flag: String? = "--max-cells"
    ) -> Localized {
        // A band's width is a lower bound: the search stopped at the widest band the limit allows.
        let (rows, columns, limit, atLeast) =
            switch error {
            case .tableTooLarge(let rows, let columns, let limit): (rows, columns, limit, Localized(ko: "", en: ""))
            case .bandTooLarge(let rows, let columns, let limit):
                (rows, columns, limit, Localized(ko: "적어도 ", en: "at least "))
            }
        let cells = rows.multipliedReportingOverflow(by: columns).partialValue
        guard let flag else {
            // A band is kept whole and stepped through in a window; a full table is stepped whole.
            let page =
                atLeast.en.isEmpty
                ? Localized(ko: "\(limit)칸까지만 한 단계씩 보여 줍니다", en: "steps through at most \(limit)")
                : Localized(ko: "띠를 \(limit)칸까지만 계산합니다", en: "computes at most \(limit) cells of a band")
            return Localized(
                ko:
                    "\(Korean.phrase(table.ko, .subject)) 너무 큽니다: \(atLeast.ko)\(rows) x \(columns) = \(cells)칸인데, 이 페이지는 \(page.ko). \(wayOut.ko)",
                en:
                    "\(table.en) too large: \(atLeast.en)\(rows) x \(columns) = \(cells) cells, and this page \(page.en). \(wayOut.en)"
            )
        }
        return Localized(
            ko:
                "\(Korean.phrase(table.ko, .subject)) 너무 큽니다: \(atLeast.ko)\(rows) x \(columns) = \(cells)칸 (한도 \(limit), \(flag)). \(wayOut.ko)",
            en:
                "\(table.en) too large: \(atLeast.en)\(rows) x \(columns) = \(cells) cells (limit \(limit), \(flag)); \(wayOut.en)"
        )
    }
}
