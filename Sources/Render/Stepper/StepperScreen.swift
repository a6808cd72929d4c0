import Storyboard

/// The whole interactive screen for one state of a ``Stepper``: heading, frame, answer, keys.
///
/// Pure: it returns exactly `height` lines (blank ones included), so the CLI can overwrite
/// the previous screen line by line and no stale line survives. When the frame is taller
/// than the window, its middle is cut, never the question, the answer or the keys.
package struct StepperScreen: Sendable {
    /// Draws the frame itself.
    var frameText: TerminalFrame
    /// The terminal's height in lines.
    package var height: Int

    /// Creates a screen of `width` by `height` cells.
    package init(language: Language, colors: Bool, width: Int, height: Int) {
        frameText = TerminalFrame(language: language, colors: colors, width: width - 2)
        self.height = max(8, height)
    }

    private var language: Language { frameText.language }
    private var colors: Bool { frameText.colors }

    /// The screen's lines, top to bottom: always `height` of them.
    /// - Parameters:
    ///   - stepper: the state.
    ///   - frame: the frame at `stepper.index`.
    ///   - heading: where the frame sits (lesson, step in the lesson).
    package func lines(_ stepper: Stepper, frame: Frame, heading: StepHeading) -> [String] {
        if stepper.showsKeys { return filled(keyLines()) }
        let top = heading.text(index: stepper.index, of: stepper.count, in: language)
        var plain = frame
        plain.prompt = nil
        var body = frameText.lines(plain)
        var tail: [String] = []
        if let prompt = frame.prompt {
            tail = [""] + frameText.questionLines(prompt) + answerLines(stepper, prompt: prompt)
        }
        var bottom = [footer(stepper)]
        if stepper.isAtEnd && !stepper.isWaitingForAnswer {
            bottom.insert(dim(StepperWords.end[language]), at: 0)
        }
        let room = height - 2 - bottom.count - tail.count
        if body.count > room {
            let kept = max(0, room - 1)
            let head = (kept + 1) / 2
            body = Array(body.prefix(head)) + [dim(StepperWords.more[language])] + Array(body.suffix(kept - head))
        }
        return filled([dim(TerminalText.escaped(top)), ""] + body + tail, bottom: bottom)
    }

    /// `lines` cut or padded with blank lines to the full height, `bottom` on the last lines.
    private func filled(_ lines: [String], bottom: [String] = []) -> [String] {
        let room = height - bottom.count
        return Array(lines.prefix(room)) + Array(repeating: "", count: max(0, room - lines.count)) + bottom
    }

    private func answerLines(_ stepper: Stepper, prompt: Prompt) -> [String] {
        let width = frameText.width
        var out: [String] = []
        if stepper.hintsShown.contains(stepper.index) {
            out += TerminalText.wrapped(StepperWords.hint[language] + prompt.hint[language], width: width)
        }
        switch stepper.answers[stepper.index] {
        case .checked(let given, let correct):
            out.append("> " + TerminalText.escaped(given))
            // Wrap plain text first: wrapping escapes control bytes, so colour comes after.
            let verdict =
                correct
                ? StepperWords.right[language]
                : StepperWords.wrong[language].replacingOccurrences("%@", with: prompt.answer[language])
            let style = correct ? Style.insert : Style.error
            out += TerminalText.wrapped(TerminalText.trimmingTrailingSpaces(verdict), width: width).map {
                style.apply($0, enabled: colors)
            }
            out += TerminalText.wrapped(prompt.explanation[language], width: width)
            out.append(dim(StepperWords.retry[language]))
        case .typing(let text):
            out.append("> " + TerminalText.escaped(text) + "_")
        case nil:
            out.append("> _")
        }
        if stepper.isAskingToSkip {
            out += TerminalText.wrapped(StepperWords.askToSkip[language], width: width).map(bold)
        }
        return out
    }

    private func footer(_ stepper: Stepper) -> String {
        var text = stepper.isWaitingForAnswer ? StepperWords.footerQuestion[language] : StepperWords.footer[language]
        if stepper.isPlaying {
            text = "▶ \(StepperWords.playing[language]) (\(stepper.interval) ms)  " + text
        }
        return dim(text)
    }

    private func keyLines() -> [String] {
        let width = StepperWords.keys.map { TerminalText.width($0.keys) }.max() ?? 0
        var out = [bold(StepperWords.keysTitle[language]), ""]
        for entry in StepperWords.keys {
            out.append("  " + TerminalText.padded(entry.keys, to: width) + "  " + entry.meaning[language])
        }
        return out + ["", StepperWords.closeKeys[language]]
    }

    private func dim(_ text: String) -> String { Style.dim.apply(text, enabled: colors) }
    private func bold(_ text: String) -> String { Style.bold.apply(text, enabled: colors) }
}

extension String {
    /// `self` with every `target` replaced (Foundation-free).
    func replacingOccurrences(_ target: String, with replacement: String) -> String {
        split(separator: target, omittingEmptySubsequences: false).joined(separator: replacement)
    }
}
