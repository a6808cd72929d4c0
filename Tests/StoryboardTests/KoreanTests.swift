import Storyboard
import Testing

@Suite struct KoreanTests {
    /// A word and its subject particle (이/가) and direction particle (으로/로): the pair
    /// tells a vowel ending, a consonant ending and ㄹ apart.
    static let words: [(word: String, subject: String, direction: String)] = [
        ("인덱스", "가", "로"), ("섹션", "이", "으로"), ("아이템", "이", "으로"), ("파일", "이", "로"),
        ("값", "이", "으로"), ("ㄹ", "이", "로"), ("ㄱ", "이", "으로"), ("ㅏ", "가", "로"),
        ("0", "이", "으로"), ("1", "이", "로"), ("2", "가", "로"), ("3", "이", "으로"), ("4", "가", "로"),
        ("5", "가", "로"), ("6", "이", "으로"), ("7", "이", "로"), ("8", "이", "로"), ("9", "가", "로"),
        ("10", "이", "으로"), ("12", "가", "로"), ("100", "이", "으로"), ("2,500", "이", "으로"),
        ("20000", "이", "으로"), ("1000000000000", "가", "로"), ("-1", "이", "로"),
        ("x", "가", "로"), ("a", "가", "로"), ("l", "이", "로"), ("m", "이", "으로"), ("n", "이", "으로"),
        ("r", "이", "로"), ("R", "이", "로"), ("TO", "가", "로"), ("FROM", "이", "으로"), ("URL", "이", "로"),
        ("item", "이", "으로"), ("section", "이", "으로"), ("cell", "이", "로"), ("string", "이", "으로"),
        ("stack", "이", "으로"), ("move", "가", "로"), ("insert", "가", "로"), ("kit", "가", "로"),
        ("\"x\"", "가", "로"), ("'섹션'", "이", "으로"), ("(3)", "이", "으로"), ("「파일」 ", "이", "로"),
        ("item3", "이", "으로"), ("IndexPath(item: 2, section: 0)", "이", "으로"), ("\"(\"", "가", "로"),
        ("+", "가", "로"), ("", "가", "로"),
    ]

    @Test("subject and direction particles follow the reading of the last character", arguments: words)
    func subjectAndDirection(word: String, subject: String, direction: String) {
        #expect(Korean.particle(word, .subject) == subject)
        #expect(Korean.particle(word, .direction) == direction)
    }

    @Test("object, topic and 'with' particles agree with the subject's choice", arguments: words)
    func otherParticles(word: String, subject: String, direction _: String) {
        let vowel = subject == "가"
        #expect(Korean.particle(word, .object) == (vowel ? "를" : "을"))
        #expect(Korean.particle(word, .topic) == (vowel ? "는" : "은"))
        #expect(Korean.particle(word, .with) == (vowel ? "와" : "과"))
    }

    @Test("a phrase is the word as printed, then its particle")
    func phrase() {
        #expect(Korean.phrase("'x'", .subject) == "'x'가")
        #expect(Korean.phrase("인덱스 1개", .subject) == "인덱스 1개가")
        #expect(Korean.phrase("move FROM TO", .subject) == "move FROM TO가")
        #expect(Korean.phrase("\"kit\"", .object) == "\"kit\"를")
    }
}
