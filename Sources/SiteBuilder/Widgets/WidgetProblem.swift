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
}
