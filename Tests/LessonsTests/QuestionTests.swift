import Lessons
import Storyboard
import Testing

/// A question is only a question if nothing the learner reads before it holds the answer.
@Suite struct QuestionTests {
    static let lessons = Curriculum.lessons()

    /// True when `text` states `answer`: a word answer as a whole word, a number as the
    /// result of a sentence or a sum ("= 2", "is 2", "2입니다"), so a number that is only
    /// part of the setting ("insert 6, 7, 8") does not count.
    static func gives(_ answer: String, in text: String) -> Bool {
        let answer = answer.lowercased()
        let text = text.lowercased()
        if answer.allSatisfy(\.isNumber) {
            let forms = [
                "= \(answer)", "is \(answer)", "are \(answer)", "makes \(answer)", "\(answer)입니다", "\(answer)개입니다",
                "\(answer)번입니다", "\(answer)이므로", "result: \(answer)",
            ]
            return forms.contains { form in
                text.ranges(of: form).contains { range in
                    range.upperBound == text.endIndex || !text[range.upperBound].isNumber
                }
            }
        }
        guard answer.count > 1 else { return false }
        let words = text.split { !($0.isLetter || $0.isNumber) }.map(String.init)
        let wanted = answer.split { !($0.isLetter || $0.isNumber) }.map(String.init)
        guard !wanted.isEmpty, words.count >= wanted.count else { return false }
        return (0...(words.count - wanted.count)).contains { Array(words[$0..<($0 + wanted.count)]) == wanted }
    }

    @Test("the question's own step does not state the answer", arguments: lessons.map(\.id))
    func framesKeepTheAnswer(id: String) throws {
        let lesson = try #require(Curriculum.lesson(named: id))
        for (index, frame) in lesson.frames.enumerated() {
            guard let prompt = frame.prompt else { continue }
            for language in [Language.ko, .en] {
                let text = [frame.title?[language] ?? "", frame.narration[language]].joined(separator: " ")
                let answer = prompt.answer[language]
                #expect(!Self.gives(answer, in: text), "\(id) step \(index + 1) says \(answer): \(text)")
            }
            let captions = frame.panels.compactMap { $0.caption?.en }
            #expect(!captions.contains("on screen after apply"), "\(id) step \(index + 1) shows the screen after apply")
        }
    }

    static func plain(_ text: String) -> String {
        text.lowercased().split(whereSeparator: { $0.isWhitespace }).joined(separator: " ")
    }

    @Test("the question's own step does not show the answer in the cell it asks about", arguments: lessons.map(\.id))
    func cellsKeepTheAnswer(id: String) throws {
        let lesson = try #require(Curriculum.lesson(named: id))
        for (index, frame) in lesson.frames.enumerated() {
            guard let prompt = frame.prompt else { continue }
            let asked = frame.panels.flatMap { $0.cells.flatMap { $0 } }.filter { $0.roles.contains(.current) }
            if id == "kit-kat" { #expect(asked.count == 1, "\(id) step \(index + 1)") }
            for cell in asked {
                #expect(
                    !prompt.accepted.contains { Self.plain($0) == Self.plain(cell.text) && !Self.plain($0).isEmpty },
                    "\(id) step \(index + 1) shows \(cell.text) in the cell it asks about")
            }
        }
    }

    @Test("a lesson's prose before its stepper does not state the answers", arguments: lessons.map(\.id))
    func proseKeepsTheAnswer(id: String) throws {
        let lesson = try #require(Curriculum.lesson(named: id))
        let prompts = lesson.frames.compactMap(\.prompt)
        for language in [Language.ko, .en] {
            let prose = lesson.prose[language]
            let before = prose.ranges(of: "```diffstep lesson").first.map { String(prose[..<$0.lowerBound]) } ?? ""
            for prompt in prompts {
                #expect(!Self.gives(prompt.answer[language], in: before), "\(id) (\(language)) prose gives the answer")
            }
        }
    }

    @Test("the checker finds answers that are given and passes the ones that are not")
    func checker() {
        #expect(Self.gives("2", in: "The distance is 2."))
        #expect(Self.gives("9", in: "6 + 3 - 0 = 9"))
        #expect(Self.gives("2i 1d", in: "the last cell: 2i 1d."))
        #expect(!Self.gives("6", in: "insert 6, 7, 8"))
        #expect(!Self.gives("2", in: "= 20 cells"))
        #expect(!Self.gives("no", in: "none of them"))
    }
}

@Suite struct TutorialEndingTests {
    @Test("the tutorial ends on a screen saying what was learned and where to go next")
    func ending() {
        let tutorial = Tutorial()
        #expect(tutorial.frames.last == Tutorial.ending)
        #expect(tutorial.frames.count == tutorial.headings.count)
        for words in ["diffstep site", "diffstep batch", "diffstep exercise"] {
            #expect(Tutorial.ending.narration.en.contains(words))
            #expect(Tutorial.ending.narration.ko.contains(words))
        }
        let last = tutorial.progress(at: tutorial.frames.count - 1, after: TutorialProgress(lesson: "kit-kat"))
        #expect(last.lesson == tutorial.lessons.last?.id)
        #expect(last.completed.contains(tutorial.lessons.last?.id ?? ""))
    }
}
