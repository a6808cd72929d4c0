import BatchModel
import DiffEngine
import Storyboard

extension WidgetProblem {
    /// The text an author reads, in both languages.
    package var text: Localized {
        switch self {
        case .empty:
            Localized(
                ko: "명령이 없습니다 (trace, batch, heckel, snapshot, lesson)",
                en: "no command (trace, batch, heckel, snapshot, lesson)")
        case .unknownCommand(let word):
            Localized(
                ko: "모르는 명령입니다: \(word) (trace, batch, heckel, snapshot, lesson)",
                en: "unknown command: \(word) (trace, batch, heckel, snapshot, lesson)")
        case .unknownFlag(let flag, let command):
            Localized(ko: "\(command)에 없는 옵션입니다: \(flag)", en: "\(command) takes no option \(flag)")
        case .missing(let name, let command):
            Localized(ko: "\(command)에 \(Korean.phrase(name, .subject)) 없습니다", en: "\(command) is missing \(name)")
        case .missingValue(let flag): Localized(ko: "\(flag) 뒤에 값이 없습니다", en: "\(flag) needs a value")
        case .badValue(let flag, let value, let expected):
            Localized(
                ko: "\(flag)의 값이 틀렸습니다: \(value) (\(expected.joined(separator: ", ")))",
                en: "bad value for \(flag): \(value) (\(expected.joined(separator: ", ")))")
        case .extra(let word, let command):
            Localized(ko: "\(command) 뒤에 남는 말이 있습니다: \(word)", en: "unexpected word after \(command): \(word)")
        case .unclosedQuote: Localized(ko: "따옴표가 닫히지 않았습니다", en: "a quote is not closed")
        case .unknownExample(let name):
            Localized(ko: "모르는 예제입니다: \(name) (example6)", en: "unknown example: \(name) (example6)")
        case .unknownLesson(let id): Localized(ko: "그런 레슨이 없습니다: \(id)", en: "no such lesson: \(id)")
        case .refused(let why): why
        }
    }

    /// A trace widget whose table is over the widget's limit, as the page words it.
    static func refused(_ error: DiffEngineError) -> Localized {
        DiffEngineErrorWords.localized(error, table: TableName.table, wayOut: shorterTexts, flag: nil)
    }

    /// The way out of a trace widget too large.
    static let shorterTexts = Localized(ko: "블록의 텍스트를 줄이세요.", en: "Shorten the block's texts.")

    /// A batch or snapshot widget whose data, calls or script the batch modules refused: their
    /// words, placed at the line and column of `what` (the calls, the script).
    static func refused(_ error: BatchError, in what: Localized) -> Localized {
        Localized(
            ko: BatchErrorWords.localized(error, file: what.ko).ko,
            en: BatchErrorWords.localized(error, file: what.en).en)
    }

    /// What a batch widget's place names: its calls.
    static let calls = Localized(ko: "호출", en: "calls")
    /// What a snapshot widget's place names: its script.
    static let script = Localized(ko: "스크립트", en: "script")

    /// A batch widget whose calls hold no `performBatchUpdates`.
    static let noBatch = Localized(
        ko: "호출에 배치가 없습니다 (performBatchUpdates)", en: "the calls hold no batch (performBatchUpdates)")
}
