import BatchModel
import BatchSimulation
import DiffableSnapshots
import Storyboard

/// `diffstep explain --format json`: the rule, the view, the numbers read from the text, the
/// text quoted, and the `diffstep batch` command that reproduces it (the web engine's
/// `explain` answers the same object).
public enum ExplainJSON {
    /// The JSON of one recognised text: `reproduce` is the checked command (or `null`, with
    /// `notReproduced` saying why), `batch` the same run as the playground's fields.
    public static func json(_ recognition: Recognition, _ attempt: Reproduction.Attempt) -> JSON {
        let exception = recognition.exception
        let reproduction = attempt.reproduction
        return .members([
            "template": .string(exception.template.rawValue),
            "view": recognition.viewIsKnown ? .string(exception.view.rawValue) : .null,
            "complete": .bool(recognition.isComplete),
            "elided": .bool(recognition.isElided),
            "unread": .array(recognition.unread.map { .int($0) }),
            "headAssumed": .bool(recognition.headAssumed),
            "arguments": .array(
                (recognition.isComplete ? exception.fact.arguments : []).map {
                    switch $0 {
                    case .number(let number): .int(number)
                    case .path(let path): .array([.int(path.section), .int(path.item)])
                    }
                }),
            "quoted": .string(recognition.quoted),
            "reproduce": .optional(reproduction.map(ExplainWords.command)),
            "batch": reproduction.map(batch) ?? .null,
            "notReproduced": .optional(failure(attempt)),
        ])
    }

    /// Every crash of a paste: the first one's object, with `more` the objects of the ones
    /// after it (empty for one crash).
    /// `stoppedLooking` says where reading stopped in a paste with more places to read.
    public static func json(_ crashes: [(Recognition, Reproduction.Attempt)], stoppedLooking: String? = nil) -> JSON {
        guard let (first, attempt) = crashes.first, case .object(var members) = json(first, attempt) else {
            return .null
        }
        members.append(.init("more", .array(crashes.dropFirst().map { json($0.0, $0.1) })))
        members.append(.init("stoppedLooking", .optional(stoppedLooking)))
        return .object(members)
    }

    /// The reproduction as the batch playground's fields (`old`, `new`, `calls`, `view`, `ios`).
    static func batch(_ reproduction: Reproduction) -> JSON {
        .members([
            "old": .string(reproduction.oldText), "new": .string(reproduction.newText),
            "calls": .string(reproduction.callText), "view": .string(reproduction.view.rawValue),
            "ios": .string(reproduction.ios.rawValue),
        ])
    }

    static func failure(_ attempt: Reproduction.Attempt) -> String? {
        guard case .failed(let failure) = attempt else { return nil }
        return switch failure {
        case .incomplete: "incomplete"
        case .notModelled: "notModelled"
        case .numbers: "numbers"
        case .differs: "differs"
        }
    }

    /// A data-source text that is not a batch-update text (`DataSourceCrash`): its kind,
    /// whether UIKit only logs it, the words quoted, and the `diffstep snapshot` script that
    /// raises it (checked), as a command and as the snapshot playground's fields.
    public static func json(_ crash: DataSourceCrash) -> JSON {
        .members([
            "kind": .string(crash.kind.rawValue), "diffable": .bool(crash.kind.isDiffable),
            "log": .bool(crash.kind.isLog), "quoted": .string(crash.quoted),
            "reproduce": .optional(crash.reproduction.map(DataSourceCrashWords.command)),
            "snapshot": crash.reproduction.map {
                .members(["script": .string($0.text), "ios": .string(String($0.release.rawValue))])
            } ?? .null,
        ])
    }

    /// What `--format json` prints for a text it does not explain.
    public static func refusal(_ words: String) -> JSON {
        .members(["error": .string(words)])
    }
}
