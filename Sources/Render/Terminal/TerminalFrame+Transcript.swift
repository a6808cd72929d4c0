import Storyboard

extension TerminalFrame {
    /// The frames as text to read top to bottom, for a pipe or a file: no keys, no cursor.
    ///
    /// Each frame gets a rule with its position; a question is followed by its hint and its
    /// answer with the reason, since nobody can type into a pipe.
    /// - Parameters:
    ///   - frames: the frames to print.
    ///   - heading: the name of what is printed ("kit → kat").
    ///   - numbering: the position of the first frame shown, when printing only part.
    /// - Returns: the lines.
    public func transcript<Frames: Collection<Frame>>(
        _ frames: Frames, heading: Localized, firstNumber: Int = 1, total: Int? = nil
    ) -> [String] {
        let count = total ?? frames.count
        var out: [String] = []
        for (offset, frame) in frames.enumerated() {
            let rule =
                "── \(TerminalText.escaped(heading[language])) · \(StepperWords.step[language]) \(firstNumber + offset)/\(count) "
            let fill = String(repeating: "─", count: max(2, width - TerminalText.width(rule)))
            out.append(Style.dim.apply(rule + fill, enabled: colors))
            out += lines(frame)
            if let prompt = frame.prompt {
                out += TerminalText.wrapped(StepperWords.hint[language] + prompt.hint[language], width: width)
                let answer =
                    StepperWords.answer[language] + prompt.answer[language] + " — " + prompt.explanation[language]
                out += TerminalText.wrapped(answer, width: width)
            }
            out.append("")
        }
        return out
    }
}
