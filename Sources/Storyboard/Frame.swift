import DiffEngine

/// One step of a lesson or a walkthrough: what is drawn, what is highlighted, what is said.
///
/// Frames are the one step model. The terminal stepper and the web stepper draw the same
/// frames, so a learner sees the same thing in both; a test compares them.
public struct Frame: Sendable, Hashable {
    /// A short title for the step ("seed the first row"), shown above the panels.
    public var title: Localized?
    /// The grids to draw, top to bottom.
    public var panels: [Panel]
    /// What the teacher says at this step, with the arithmetic written out.
    public var narration: Localized
    /// A question the learner answers before going on, if this is a predict step.
    public var prompt: Prompt?

    /// Creates a frame.
    public init(title: Localized? = nil, panels: [Panel], narration: Localized, prompt: Prompt? = nil) {
        self.title = title
        self.panels = panels
        self.narration = narration
        self.prompt = prompt
    }
}

/// A "predict" step: the learner types the next value and is told right or wrong, and why.
public struct Prompt: Sendable, Hashable {
    /// The question.
    public var question: Localized
    /// The answers accepted, compared after trimming, lower-casing and collapsing spaces.
    public var accepted: [String]
    /// A nudge that does not give the answer away.
    public var hint: Localized
    /// Why the right answer is right, shown after any answer.
    public var explanation: Localized
    /// The right answer as shown in each language (`아니요`, `no`); the first accepted answer
    /// unless the languages need different words.
    public var answer: Localized

    /// Creates a predict step.
    /// - Parameters:
    ///   - question: the question.
    ///   - accepted: the answers accepted; the first is the one shown unless `answer` is given.
    ///   - hint: a nudge that does not give the answer away.
    ///   - explanation: why the right answer is right.
    ///   - answer: the right answer in each language, when the words differ.
    public init(
        question: Localized, accepted: [String], hint: Localized, explanation: Localized, answer: Localized? = nil
    ) {
        precondition(!accepted.isEmpty, "a prompt needs at least one accepted answer")
        self.question = question
        self.accepted = accepted
        self.hint = hint
        self.explanation = explanation
        self.answer = answer ?? .same(accepted[0])
    }

    /// True when `answer` matches one of the accepted answers.
    ///
    /// A cell value is read by the grader's forgiving `CellReader` (`1d 2i`, `2I1D` and
    /// full-width `２ｉ １ｄ` all mean `2i 1d`); other answers are compared after folding
    /// full-width characters, lower-casing and collapsing spaces.
    public func accepts(_ answer: String) -> Bool {
        if let given = CellReader.cell(Substring(answer)) {
            if accepted.contains(where: { CellReader.cell(Substring($0)) == given }) { return true }
        }
        let given = Prompt.normalized(answer)
        return accepted.contains { Prompt.normalized($0) == given }
    }

    static func normalized(_ text: String) -> String {
        CellReader.folded(Substring(text)).lowercased().split(whereSeparator: { $0.isWhitespace })
            .joined(separator: " ")
    }
}
