import Lessons
import Storyboard
import Testing

/// No Korean sentence of the curriculum hedges between two particles (`이(가)`, `을(를)`,
/// `(으)로`): `Korean.particle` picks the one the word takes.
@Suite struct ParticleTests {
    static let guesses = [
        "이(가)", "가(이)", "을(를)", "를(을)", "은(는)", "는(은)", "와(과)", "과(와)", "(으)로", "(이)", "(을)",
        "(은)", "(과)",
    ]

    /// The first double-particle guess in a sentence, if any.
    static func guess(in text: String) -> String? {
        guesses.first { text.contains($0) }
    }

    @Test("the detector finds a guess and passes a chosen particle")
    func detector() {
        #expect(Self.guess(in: "인덱스이(가) 와야 합니다") == "이(가)")
        #expect(Self.guess(in: "파일(으)로 저장") == "(으)로")
        #expect(Self.guess(in: "\"x\"을(를) 씁니다") == "을(를)")
        #expect(Self.guess(in: "인덱스가 와야 합니다 (3개)") == nil)
    }

    @Test("no title, summary, frame, prompt or hint guesses a particle", arguments: CurriculumTests.lessons.map(\.id))
    func noGuesses(id: String) throws {
        let lesson = try #require(Curriculum.lesson(named: id))
        #expect(Self.guess(in: lesson.title.ko) == nil, "\(id) title: \(lesson.title.ko)")
        #expect(Self.guess(in: lesson.summary.ko) == nil, "\(id) summary: \(lesson.summary.ko)")
        for (index, frame) in lesson.frames.enumerated() {
            for sentence in CurriculumTests.sentences(frame) {
                #expect(Self.guess(in: sentence.ko) == nil, "\(id) step \(index + 1): \(sentence.ko)")
            }
        }
    }
}
