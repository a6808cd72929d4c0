import Practice

/// The words for an answer sheet that cannot be read, shared by the grader and the site's
/// answer sheet so both say the same.
package enum SheetWords {
    /// The sentence for a sheet problem.
    package static func problem(_ problem: SheetProblem) -> Localized {
        switch problem {
        case .cellCount(_, let expected, let found):
            Localized(ko: "칸이 \(expected)개여야 하는데 \(found)개입니다", en: "expected \(expected) cells, found \(found)")
        case .rowCount(let expected, let found):
            Localized(
                ko: "행이 \(expected)개(0행 포함)여야 하는데 \(found)개입니다",
                en: "expected \(expected) rows (including row 0), found \(found)")
        }
    }

    /// The sentence for a line of an alignment sheet that is not a step.
    package static func problem(_ problem: AlignmentLineProblem) -> Localized {
        switch problem {
        case .notAnOperation(let verb):
            Localized(
                ko: "\(Korean.phrase("'\(verb)'", .topic)) 연산이 아닙니다 (insert, delete, substitute, keep 중 하나)",
                en: "'\(verb)' is not an operation (insert, delete, substitute or keep)")
        case .tooManyTokens(let verb, let limit):
            Localized(
                ko: "'\(verb)' 뒤에는 글자가 \(limit)개까지 옵니다",
                en: "'\(verb)' takes at most \(limit) single character\(limit == 1 ? "" : "s")")
        }
    }

    /// An alignment sheet the grader reads: its number of steps.
    package static func steps(_ count: Int) -> Localized {
        Localized(
            ko: "채점기가 읽을 수 있습니다: 단계 \(count)개", en: "The grader can read this: \(count) step\(count == 1 ? "" : "s")")
    }

    /// The line a problem names, if any.
    package static func line(of problem: SheetProblem) -> Int? {
        if case .cellCount(let line, _, _) = problem { return line }
        return nil
    }

    /// The cells the reader could not read, quoted back with their places (`'2x' (1, 2)`).
    package static func unreadable(_ places: [String]) -> Localized {
        let list = places.joined(separator: ", ")
        return Localized(
            ko: "읽지 못한 칸 (숫자, '2i 1d', '?' 중 하나로 쓰세요): \(list)",
            en: "Cells that could not be read (write a number, '2i 1d' or '?'): \(list)")
    }
}

extension SheetWords {
    /// A table sheet the grader reads as it is.
    package static func readable(rows: Int, columns: Int, blanks: Int) -> Localized {
        Localized(
            ko: "채점기가 읽을 수 있습니다: \(rows)행 × \(columns)칸" + (blanks > 0 ? ", 빈 칸 \(blanks)개 (?)" : ""),
            en: "The grader can read this: \(rows) rows of \(columns) cells"
                + (blanks > 0 ? ", \(blanks) left blank (?)" : ""))
    }

    /// A table sheet still short of rows.
    package static func rowsSoFar(_ rows: Int, of expected: Int) -> Localized {
        Localized(
            ko: "지금까지 \(expected)행 중 \(rows)행 (0행 포함)", en: "\(rows) of \(expected) rows so far (row 0 included)")
    }

    /// An answer that is not one whole number.
    package static let notANumber = Localized(ko: "0 이상의 정수 하나를 쓰세요", en: "write one whole number")
    /// An empty answer.
    package static let empty = Localized(ko: "아직 답이 없습니다", en: "no answer yet")
    /// A non-empty answer of a kind whose form the grader reads as any text.
    package static let written = Localized(ko: "채점기가 읽을 수 있습니다", en: "The grader can read this")
}
