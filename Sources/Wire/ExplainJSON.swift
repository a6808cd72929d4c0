import BatchModel
import BatchSimulation
import Storyboard

/// `diffstep explain --format json`: the rule, the view, the numbers read from the text, the
/// text quoted, and the `diffstep batch` command that reproduces it (the web engine's
/// `explain` answers the same object).
public enum ExplainJSON {
    /// The JSON of one recognised text.
    public static func json(_ recognition: Recognition, _ reproduction: Reproduction?) -> JSON {
        let exception = recognition.exception
        return .members([
            "template": .string(exception.template.rawValue),
            "view": recognition.viewIsKnown ? .string(exception.view.rawValue) : .null,
            "complete": .bool(recognition.isComplete),
            "arguments": .array(
                (recognition.isComplete ? exception.fact.arguments : []).map {
                    switch $0 {
                    case .number(let number): .int(number)
                    case .path(let path): .array([.int(path.section), .int(path.item)])
                    }
                }),
            "quoted": .string(recognition.quoted),
            "reproduce": .optional(reproduction.map(ExplainWords.command)),
        ])
    }
}
