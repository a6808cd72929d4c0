import Storyboard

/// The whole interactive screen for one state of a ``Stepper``: heading, frame, answer, keys.
///
/// Pure: it returns lines; the CLI clears the screen and writes them. Lines are cut to the
/// terminal's height by hiding the middle of the frame, never the question or the keys.
public struct StepperScreen: Sendable {
    /// Draws the frame itself.
    public var frameText: TerminalFrame
    /// The terminal's height in lines.
    public var height: Int

    /// Creates a screen of `width` by `height` cells.
    public init(language: Language, colors: Bool, width: Int, height: Int) {
        frameText = TerminalFrame(language: language, colors: colors, width: width - 2)
        self.height = max(8, height)
    }

    private var language: Language { frameText.language }
    private var colors: Bool { frameText.colors }

    /// The screen's lines, top to bottom.
    /// - Parameters:
    ///   - stepper: the state.
    ///   - frame: the frame at `stepper.index`.
    ///   - heading: where the learner is ("Lesson 4/8 · kit → kat").
    public func lines(_ stepper: Stepper, frame: Frame, heading: Localized) -> [String] {
        if stepper.showsKeys { return keyLines() }
        let position = "\(StepperWords.step[language]) \(stepper.index + 1)/\(stepper.count)"
        let top = Style.dim.apply(TerminalText.escaped(heading[language]) + " · " + position, enabled: colors)
        var body = frameText.lines(frame)
        body += answerLines(stepper, prompt: frame.prompt)
        var bottom = [footer(stepper)]
        if stepper.isAtEnd && !stepper.isWaitingForAnswer {
            bottom.insert(Style.dim.apply(StepperWords.end[language], enabled: colors), at: 0)
        }
        let room = height - 2 - bottom.count
        if body.count > room {
            body = Array(body.prefix(max(0, room - 1))) + [Style.dim.apply(StepperWords.more[language], enabled: colors)]
        }
        return [top, ""] + body + Array(repeating: "", count: max(0, room - body.count)) + bottom
    }

    private func answerLines(_ stepper: Stepper, prompt: Prompt?) -> [String] {
        guard let prompt else { return [] }
        let width = frameText.width
        var out: [String] = []
        if stepper.hintsShown.contains(stepper.index) {
            out += TerminalText.wrapped(StepperWords.hint[language] + prompt.hint[language], width: width)
        }
        switch stepper.answers[stepper.index] {
        case .checked(let given, let correct):
            let verdict =
                correct
                ? Style.insert.apply(StepperWords.right[language], enabled: colors)
                : Style.error.apply(
                    StepperWords.wrong[language].replacingOccurrences("%@", with: TerminalText.escaped(given)),
                    enabled: colors)
            out += TerminalText.wrapped(verdict + prompt.explanation[language], width: width)
            out.append(Style.dim.apply(StepperWords.retry[language], enabled: colors))
        case .typing(let text):
            out.append("> " + TerminalText.escaped(text) + "_")
        case nil:
            out.append("> _")
        }
        return out
    }

    private func footer(_ stepper: Stepper) -> String {
        var text = stepper.isWaitingForAnswer ? StepperWords.footerQuestion[language] : StepperWords.footer[language]
        if stepper.isPlaying {
            text = "▶ \(StepperWords.playing[language]) (\(stepper.interval) ms)  " + text
        }
        return Style.dim.apply(text, enabled: colors)
    }

    private func keyLines() -> [String] {
        let width = StepperWords.keys.map { TerminalText.width($0.keys) }.max() ?? 0
        var out = [Style.bold.apply(StepperWords.keysTitle[language], enabled: colors), ""]
        for entry in StepperWords.keys {
            out.append("  " + TerminalText.padded(entry.keys, to: width) + "  " + entry.meaning[language])
        }
        return out + ["", StepperWords.closeKeys[language]]
    }
}

extension String {
    /// `self` with every `target` replaced (Foundation-free).
    func replacingOccurrences(_ target: String, with replacement: String) -> String {
        split(separator: target, omittingEmptySubsequences: false).joined(separator: replacement)
    }
}
