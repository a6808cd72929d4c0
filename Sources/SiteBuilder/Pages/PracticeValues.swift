/// `practice.mustache`: the practice panel under a widget.
struct PracticeValues: TemplateValues {
    /// A button that draws a problem of one kind.
    struct KindButton: TemplateValues {
        var kind: String
        var label: String
    }

    /// One choice of the operation question: the engine's name and the learner's word.
    struct Choice: TemplateValues {
        var value: String
        var label: String
    }

    /// One sentence the script shows, by key.
    struct Word: TemplateValues {
        var key: String
        var text: String
    }

    var id: String
    var kinds: String
    var source: String
    var target: String
    var unit: String
    var tieBreak: String
    var heading: String
    var lead: String
    var kindsLabel: String
    var kindButtons: [KindButton]
    var answerLabel: String
    var choicesLabel: String
    var checkLabel: String
    var showLabel: String
    var newLabel: String
    var operations: [Choice]
    var words: [Word]
}
