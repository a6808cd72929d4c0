import Storyboard

extension StepHeading {
    /// The top line: place, step in the part, step in the whole walk when that differs, title.
    /// - Parameters:
    ///   - index: the frame's index in the whole walk, from 0.
    ///   - count: the number of frames in the whole walk.
    package func text(index: Int, of count: Int, in language: Language) -> String {
        var parts = [place?[language]].compactMap(\.self)
        parts.append("\(StepperWords.step[language]) \(step + 1)/\(steps)")
        if count != steps { parts.append("\(StepperWords.overall[language]) \(index + 1)/\(count)") }
        parts.append(title[language])
        return parts.joined(separator: " · ")
    }
}
