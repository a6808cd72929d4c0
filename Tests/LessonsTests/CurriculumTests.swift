import Lessons
import Render
import Storyboard
import Testing

@Suite struct CurriculumTests {
    static let lessons = Curriculum.lessons()

    /// Every sentence of a frame, with where it came from.
    static func sentences(_ frame: Frame) -> [Localized] {
        var all = [frame.narration] + [frame.title].compactMap(\.self) + frame.panels.compactMap(\.caption)
        if let prompt = frame.prompt { all += [prompt.question, prompt.hint, prompt.explanation] }
        return all
    }

    @Test("fourteen lessons with distinct ids, numbered 1 to 14")
    func catalogue() {
        #expect(Self.lessons.map(\.number) == Array(1...14))
        #expect(Set(Self.lessons.map(\.id)).count == 14)
    }

    @Test("every lesson has a predict step with a hint", arguments: lessons.map(\.id))
    func predicts(id: String) throws {
        let lesson = try #require(Curriculum.lesson(named: id))
        #expect(lesson.frames.contains { $0.prompt.map { !$0.hint.isIncomplete } ?? false })
    }

    @Test("no sentence is missing in either language", arguments: lessons.map(\.id))
    func complete(id: String) throws {
        let lesson = try #require(Curriculum.lesson(named: id))
        #expect(!lesson.title.isIncomplete && !lesson.summary.isIncomplete)
        for (index, frame) in lesson.frames.enumerated() {
            for sentence in Self.sentences(frame) {
                #expect(!sentence.isIncomplete, "\(id) step \(index + 1): \(sentence)")
                #expect(!sentence.en.contains("could not be built"), "\(id) step \(index + 1) failed to build")
            }
        }
    }

    @Test("every lesson renders in both languages", arguments: lessons.map(\.id))
    func renders(id: String) throws {
        let lesson = try #require(Curriculum.lesson(named: id))
        for language in Language.allCases {
            let text = TerminalFrame(language: language).transcript(lesson.frames, heading: lesson.title)
            #expect(text.count > lesson.frames.count * 3)
        }
    }

    @Test("a Korean answer line shows the answer in Korean, an English one in English")
    func answerWords() throws {
        for id in ["snapshot-reconfigure", "reload-outside"] {
            let lesson = try #require(Curriculum.lesson(named: id))
            let ko = TerminalFrame(language: .ko).transcript(lesson.frames, heading: lesson.title).joined(
                separator: "\n")
            let en = TerminalFrame(language: .en).transcript(lesson.frames, heading: lesson.title).joined(
                separator: "\n")
            #expect(ko.contains("답: 아니요 —") || ko.contains("답: 배치 전 —"), "\(id)")
            #expect(!ko.contains("답: no") && !ko.contains("답: before"), "\(id)")
            #expect(en.contains("Answer: no —") || en.contains("Answer: before —"), "\(id)")
        }
    }

    @Test("the tutorial walk maps positions to lessons and back")
    func walk() {
        let tutorial = Tutorial(lessons: Self.lessons)
        let start = TutorialProgress(lesson: "kit-kat", step: 2)
        let index = tutorial.index(of: start)
        #expect(tutorial.progress(at: index, after: start) == start)
        #expect(tutorial.index(of: TutorialProgress(lesson: "gone")) == 0)
        let lastOfFirst = Self.lessons[0].frames.count - 1
        #expect(tutorial.progress(at: lastOfFirst, after: start).completed == ["batch-crash"])
    }
}
