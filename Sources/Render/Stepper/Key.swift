/// One key a learner pressed, decoded from the bytes a terminal sends.
package enum Key: Sendable, Hashable {
    case right, left, up, down, home, end
    case enter, backspace, escape, tab
    /// Ctrl-C (raw mode delivers it as a byte, not a signal).
    case interrupt
    /// Ctrl-D.
    case endOfInput
    /// A printable character, including space.
    case character(Character)
    /// A sequence diffstep does not use (function keys, mouse reports).
    case unknown
}
