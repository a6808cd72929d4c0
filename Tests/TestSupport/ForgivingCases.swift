/// The forgiving cell reader's cases, shared by the tutorial's tests and the grader's: what a
/// learner types, and how it reads (`nil` = unreadable).
public enum ForgivingCases {
    public static let all: [(String, String?)] = [
        ("2i 1d", "2i 1d"), ("1d 2i", "2i 1d"), ("2i1d", "2i 1d"), ("2I 1D", "2i 1d"), ("1D2I", "2i 1d"),
        ("２ｉ １ｄ", "2i 1d"), ("２Ｉ１Ｄ", "2i 1d"), ("1s", "1s"), ("1S", "1s"), ("3", "3"), ("３", "3"),
        ("0", "0"), ("?", "?"), ("_", "?"), ("x1", nil), ("2x", nil), ("2i 2i", nil), ("i", nil), ("2", "2"),
    ]
}
