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

    /// A batch widget whose calls hold no `performBatchUpdates`.
    static let noBatch = Localized(
        ko: "호출에 배치가 없습니다 (performBatchUpdates)", en: "the calls hold no batch (performBatchUpdates)")
}
