/// The English phrases BatchUpdates' parser puts into a failure (`an index`, `the end of
/// the input`, `3 arguments`), in Korean, so a Korean message carries no English words.
///
/// Code (`IndexPath(item:section:)`, `"x"`) stays as written; an unknown phrase is
/// returned unchanged rather than guessed.
enum ParsePhrases {
    static let fixed: [String: String] = [
        "a statement": "문장", "a name after let": "let 뒤의 이름", "a type": "타입",
        "integer bounds": "정수 경계", "a name after \".\"": "\".\" 뒤의 이름", "a list": "목록",
        "a list before .map": ".map 앞의 목록", "one kind of value from .map": ".map이 만드는 한 종류의 값",
        "a mixture": "여러 종류가 섞인 값", "a case name": "case 이름", "a value": "값",
        "elements of one kind": "한 종류의 원소", "other arguments": "다른 인자", "an integer": "정수",
        "section numbers": "섹션 번호", "list of sections": "섹션 목록", "list of index paths": "IndexPath 목록",
        "index paths": "IndexPath 목록", "an index": "인덱스", "a section:item path": "section:item 경로",
        "a string": "문자열", "a list of strings": "문자열 목록", "the updates closure": "updates 클로저",
        "an IndexPath": "IndexPath", "a list of integers": "정수 목록", "a list of IndexPaths": "IndexPath 목록",
        "the end of the input": "입력의 끝", "nil": "nil",
        "beginUpdates() is never closed by endUpdates()": "beginUpdates()를 endUpdates()로 닫지 않았습니다",
        "endUpdates() without beginUpdates()": "beginUpdates() 없이 endUpdates()를 불렀습니다",
    ]

    /// Phrases with a value in them: an English prefix or suffix and its Korean shape.
    static let patterns: [(prefix: String, suffix: String, korean: @Sendable (String) -> String)] = [
        ("", " arguments", { "인자 \($0)개" }),
        ("", " numbers", { "숫자 \($0)개" }),
        ("", " indexes", { "인덱스 \($0)개" }),
        ("\"(\" after ", "", { "\($0) 뒤의 \"(\"" }),
        ("integers around ", "", { "\($0) 양쪽의 정수" }),
        ("an integer after ", "", { "\($0) 뒤의 정수" }),
        ("", ": no index given", { "\($0): 인덱스가 없습니다" }),
        ("range ", " (its upper bound is below its lower bound)", { "범위 \($0) (위 경계가 아래 경계보다 작습니다)" }),
        ("parentheses: ", " is never closed", { "소괄호: \(Korean.phrase($0, .subject)) 닫히지 않았습니다" }),
        ("brackets: ", " is never closed", { "대괄호: \(Korean.phrase($0, .subject)) 닫히지 않았습니다" }),
        ("braces: ", " is never closed", { "중괄호: \(Korean.phrase($0, .subject)) 닫히지 않았습니다" }),
        ("braces: ", " is missing", { "중괄호: \(Korean.phrase($0, .subject)) 없습니다" }),
        ("", " is never closed", { "\(Korean.phrase($0, .subject)) 닫히지 않았습니다" }),
        ("", " does not match", { "\($0)의 짝이 맞지 않습니다" }),
        ("", " closes nothing", { "\(Korean.phrase($0, .subject)) 닫을 것이 없습니다" }),
    ]

    /// The Korean for one phrase of a parse failure.
    static func korean(_ phrase: String) -> String {
        if let fixed = fixed[phrase] { return fixed }
        for pattern in patterns where phrase.hasPrefix(pattern.prefix) && phrase.hasSuffix(pattern.suffix) {
            let value = phrase.dropFirst(pattern.prefix.count).dropLast(pattern.suffix.count)
            guard !value.isEmpty else { continue }
            return pattern.korean(String(value))
        }
        return phrase
    }
}
