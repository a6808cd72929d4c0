import Storyboard
import Testing

@testable import Lessons

/// The numbers a prose file asks for are computed, and none is left unfilled.
@Suite struct ProseFactsTests {
    @Test("each fact, worked by hand: 94 calls, 4 × 4 = 16 pairs, 12,146,179 calls in millions")
    func factsByHand() {
        #expect(ProseFacts.fill("{{calls 3 3}}", language: .en) == "94")
        #expect(ProseFacts.fill("{{pairs 3 3}}", language: .ko) == "4 × 4 = 16")
        #expect(ProseFacts.fill("{{pairs 10 10}}", language: .en) == "11 × 11 = 121")
        #expect(ProseFacts.fill("{{calls 10 10}}", language: .en) == "12,146,179")
        #expect(ProseFacts.fill("over {{millions 10 10}} calls", language: .en) == "over 12 million calls")
        #expect(ProseFacts.fill("{{millions 10 10}} 번", language: .ko) == "1,200만 번")
    }

    @Test(
        "text that names no fact stays as written",
        arguments: ["{{", "a {{b}} c", "{{calls 3}}", "{{calls x y}}", "{{calls 99 99}}", "}} {{"])
    func unknownStays(text: String) {
        #expect(ProseFacts.fill(text, language: .en) == text)
    }

    @Test("every prose file is filled in: no braces reach a page")
    func everyProseFilled() {
        let pages = Set(EmbeddedProse.texts.keys.map { $0.split(separator: ".").dropLast().joined(separator: ".") })
        #expect(pages.count > 5)
        for page in pages {
            let prose = Lesson.prose(page: page)
            #expect(prose != nil, "\(page)")
            #expect(prose?.ko.contains("{{") == false, "\(page).ko")
            #expect(prose?.en.contains("{{") == false, "\(page).en")
        }
    }

    @Test("the kit -> kat prose says the counts the lesson's frame says")
    func proseAgreesWithFrame() throws {
        let lesson = try #require(Curriculum.lessons().first { $0.id == "kit-kat" })
        #expect(lesson.prose.en.contains("two 3-letter words: 94."))
        #expect(lesson.prose.en.contains("only 4 × 4 = 16 different pairs"))
        #expect(lesson.prose.ko.contains("호출은 94번입니다."))
        #expect(lesson.prose.ko.contains("호출은 1,200만\n번이"))
    }
}
