import Storyboard

/// Why a ```` ```diffstep ... ```` block cannot become a widget; the site build stops on it.
package enum WidgetProblem: Error, Sendable, Equatable {
    /// The block names no command.
    case empty
    /// The first word is not `trace`, `batch`, `heckel`, `snapshot` or `lesson`.
    case unknownCommand(String)
    /// A `--flag` the command does not take.
    case unknownFlag(String, command: String)
    /// A required argument or flag is absent.
    case missing(String, command: String)
    /// A flag is last, with no value after it.
    case missingValue(String)
    /// A flag's value is not one of the names it takes.
    case badValue(flag: String, value: String, expected: [String])
    /// Words after the last argument.
    case extra(String, command: String)
    /// A `"` with no partner.
    case unclosedQuote
    /// `batch NAME` for a name that is not a known example.
    case unknownExample(String)
    /// `lesson ID` for an id no lesson has.
    case unknownLesson(String)
    /// The engine or simulator refused the inputs.
    case refused(Localized)

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
}
