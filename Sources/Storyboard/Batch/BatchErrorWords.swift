import BatchModel
import TextIntake

/// The batch modules' errors (`BatchError`) in the learner's language (they speak English only).
package enum BatchErrorWords {
    /// The message for `error`; parse failures are prefixed with `file:line:column`. What
    /// UIKit raises is its own text, then what it means.
    package static func localized(_ error: BatchError, file: String) -> Localized {
        localizedUnlessSnapshot(error, file: file) ?? snapshotWords(error, place: filePlace(file))
    }

    /// The message for an error that reading data and calls or simulating a batch raises, as
    /// ``localized(_:file:)`` words it; nil for one only the snapshot simulator raises. For a
    /// caller that runs no snapshots: the engine's batch part then holds no SnapshotWords.
    package static func localizedUnlessSnapshot(_ error: BatchError, file: String) -> Localized? {
        words(error, file: .same(file), place: filePlace(file))
    }

    private static func filePlace(_ file: String) -> (Int, Int?) -> Localized {
        { line, column in .same("\(file):\(line)" + (column.map { ":\($0)" } ?? "") + ": ") }
    }

    /// The message for `error` in a student's answer, placed by line and column in words
    /// (`line 2, column 5: `, `2번째 줄 5열: `) instead of a file name.
    package static func localizedInAnswer(_ error: BatchError) -> Localized {
        let place = { (line: Int, column: Int?) in
            Localized(
                ko: "\(line)번째 줄" + (column.map { " \($0)열" } ?? "") + ": ",
                en: "line \(line)" + (column.map { ", column \($0)" } ?? "") + ": ")
        }
        return words(error, file: Localized(ko: "답안", en: "answer"), place: place)
            ?? snapshotWords(error, place: place)
    }

    /// The words of the batch errors; nil for the snapshot simulator's.
    private static func words(_ error: BatchError, file: Localized, place: (Int, Int?) -> Localized) -> Localized? {
        switch error {
        case .badContents(let text, let reason):
            let why = contentsWords(reason)
            return Localized(
                ko: "\(file.ko) 데이터를 읽을 수 없습니다 \"\(text)\": \(why.ko)",
                en: "\(file.en): cannot read the data \"\(text)\": \(why.en)")
        case .parse(let failure):
            let place = place(failure.line, failure.column)
            let words = ParseWords.localized(failure.problem)
            return Localized(ko: place.ko + words.ko, en: place.en + words.en)
        case .badMutation(let line, let reason):
            let place = place(line, nil)
            let have = reason.count == 0 ? "items가 비어 있습니다" : "items의 원소는 \(reason.count)개뿐입니다"
            return Localized(
                ko: place.ko + Korean.phrase(reason.call, .topic) + " 할 수 없습니다: " + have,
                en: place.en + reason.description)
        case .newDataDisagrees(let expected, let fromSnippet):
            return Localized(
                ko: "--new는 \"\(expected)\"인데 코드의 items 변경 결과는 \"\(fromSnippet)\"입니다",
                en: error.description)
        case .mutationNeedsOneSection(let line):
            let place = place(line, nil)
            return Localized(
                ko: place.ko + "items 변경은 섹션이 하나인 데이터에서만 쓸 수 있습니다",
                en: place.en + "`items` changes need data with one section")
        case .script, .noSections, .duplicateItems, .repeatedItems, .duplicateSection, .reloadMissingItem,
            .reconfigureMissingItem, .reloadMissingSection, .unknownSection, .unknownItem, .identifierProblems:
            return nil
        }
    }

    /// Why a data text does not read.
    private static func contentsWords(_ problem: ContentsProblem) -> Localized {
        switch problem {
        case .emptySectionName: Localized(ko: "섹션 이름이 비어 있습니다", en: problem.description)
        case .emptyItem(let word): Localized(ko: "\"\(word)\"에 빈 항목이나 빈 내용이 있습니다", en: problem.description)
        case .notACount(let word):
            Localized(
                ko: Korean.phrase("\"\(word)\"", .topic) + " 항목 수가 아닙니다 (0부터 \(Limits.itemsPerCount)까지)",
                en: problem.description)
        }
    }

    /// The words of the snapshot simulator's errors: its script's failures, placed, and what
    /// UIKit raises, then what it means.
    private static func snapshotWords(_ error: BatchError, place: (Int, Int?) -> Localized) -> Localized {
        if case .script(let failure) = error {
            let words = SnapshotWords.explanation(for: failure.reason)
            let place = place(failure.line, failure.column)
            return Localized(ko: place.ko + words.ko, en: place.en + words.en)
        }
        let words = SnapshotWords.explanation(for: error)
        return Localized(ko: error.description + "\n" + words.ko, en: error.description + "\n" + words.en)
    }
}
