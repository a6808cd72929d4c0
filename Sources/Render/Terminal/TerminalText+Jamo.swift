extension TerminalText {
    // Compatibility jamo for the conjoining leads and tails, in Unicode's jamo order.
    private static let leads = Array("ㄱㄲㄴㄷㄸㄹㅁㅂㅃㅅㅆㅇㅈㅉㅊㅋㅌㅍㅎ")
    private static let tails = Array("ㄱㄲㄳㄴㄵㄶㄷㄹㄺㄻㄼㄽㄾㄿㅀㅁㅂㅄㅅㅆㅇㅈㅊㅋㅌㅍㅎ")

    /// A lone conjoining Hangul jamo (U+1100 block) as its compatibility jamo (`ᄒ` -> `ㅎ`).
    ///
    /// Terminals draw a conjoining vowel or tail with no lead before it zero or one cell wide,
    /// so a table of jamo tokens would not line up; the compatibility letters are always two
    /// cells wide and are what a learner types. Anything else comes back unchanged.
    public static func standaloneJamo(_ text: String) -> String {
        guard text.unicodeScalars.count == 1, let value = text.unicodeScalars.first?.value else { return text }
        switch value {
        case 0x1100..<0x1113: return String(leads[Int(value - 0x1100)])
        case 0x1161..<0x1176: return Unicode.Scalar(0x314F + value - 0x1161).map { String($0) } ?? text
        case 0x11A8..<0x11C3: return String(tails[Int(value - 0x11A8)])
        default: return text
        }
    }
}
