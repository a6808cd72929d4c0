import Storyboard

/// The words of the terminal's drawing of a frame.
extension TerminalFrame {
    /// The marker line before a panel's columns that did not fit beside the others.
    static let continued = Localized(ko: "↪ 오른쪽 열이 이어집니다", en: "↪ the columns to the right continue")
}
