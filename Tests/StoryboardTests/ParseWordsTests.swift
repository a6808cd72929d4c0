import BatchModel
import BatchParsing
import Storyboard
import Testing

/// The parser returns what it needed and what it found; these are the sentences a learner
/// reads for them, written here by hand from the rules (not copied from the program).
@Suite struct ParseWordsTests {
    static func words(_ source: String) -> Localized? {
        do {
            _ = try CallParser.parse(source)
            return nil
        } catch {
            guard case .parse(let failure) = error else { return nil }
            return ParseWords.localized(failure.problem)
        }
    }

    @Test(
        "each parse failure reads as a sentence in both languages",
        arguments: [
            ("move 1", "expected move FROM TO, found 1 index", "move FROM TO가 와야 하는데 인덱스 1개가 있습니다"),
            ("move 1 2 3", "expected move FROM TO, found 3 indexes", "move FROM TO가 와야 하는데 인덱스 3개가 있습니다"),
            ("insert 3 x", "expected an index, found \"x\"", "인덱스가 와야 하는데 \"x\"가 있습니다"),
            (
                "collectionView.insertItems(at: [])", "no index paths given: the call changes nothing",
                "IndexPath 목록이 없습니다: 호출이 아무것도 바꾸지 않습니다"
            ),
            (
                "collectionView.deleteItems(at: Array(5...2).map { IndexPath(item: $0, section: 0) })",
                "range 5...2 is empty: its upper bound 2 is below its lower bound 5",
                "범위 5...2는 비어 있습니다: 위 경계 2가 아래 경계 5보다 작습니다"
            ),
            ("}", "unbalanced braces: \"}\" closes nothing", "중괄호 \"}\"가 닫을 것이 없습니다"),
            (
                "print(1]", "unbalanced brackets: \"]\" does not match the bracket that is open",
                "대괄호 \"]\"의 짝이 맞지 않습니다: 열린 괄호는 다른 종류입니다"
            ),
            (
                "collectionView.insertItems(at: [IndexPath(item: 0, section: 0)",
                "unbalanced brackets: \"[\" is never closed (\"]\" is missing)",
                "대괄호 \"[\"가 닫히지 않았습니다 (\"]\"가 없습니다)"
            ),
            (
                "collectionView.moveItem(at: IndexPath(item: 0, section: 0))",
                "expected moveItem(at:to:), found other arguments",
                "moveItem(at:to:)가 와야 하는데 다른 인자가 있습니다"
            ),
            (
                "collectionView.insertItems(at: IndexPath(3))",
                "expected IndexPath(item:section:) or IndexPath(row:section:), found other arguments",
                "IndexPath(item:section:) 또는 IndexPath(row:section:)가 와야 하는데 다른 인자가 있습니다"
            ),
            (
                "collectionView.insertItems(at: \"a\")", "expected index paths, found a string",
                "IndexPath 목록이 와야 하는데 문자열이 있습니다"
            ),
            ("tableView.endUpdates()", "endUpdates() without beginUpdates()", "beginUpdates() 없이 endUpdates()를 불렀습니다"),
            (
                "tableView.beginUpdates()", "beginUpdates() is never closed by endUpdates()",
                "beginUpdates()를 endUpdates()로 닫지 않았습니다"
            ),
            (
                "collectionView.deleteItems(at: [IndexPath(item: items.count, section: 0)])",
                "items.count needs the data to count: give it with --old",
                "items.count를 세려면 처음 데이터가 필요합니다: --old로 주세요"
            ),
            ("let", "expected a name after let, found the end of the input", "let 뒤의 이름이 와야 하는데 입력의 끝이 있습니다"),
        ])
    func sentence(source: String, en: String, ko: String) throws {
        let words = try #require(Self.words(source))
        #expect(words.en == en)
        #expect(words.ko == ko)
    }

    @Test("the Korean side carries no English word of the English side's frame")
    func noEnglishInKorean() {
        let sources = [
            "move 1", "insert 3 x", "collectionView.insertItems(at: [])", "}", "print(1]", "let",
            "collectionView.insertItems(at: \"a\")", "tableView.beginUpdates()",
            "collectionView.insertItems(at: 3 + \"a\")",
        ]
        for source in sources {
            guard let words = Self.words(source) else {
                Issue.record("\(source) parses")
                continue
            }
            for english in ["expected", "found", "unbalanced", "the end", "given", "an index", "a string", " or "] {
                #expect(!words.ko.contains(english), "\(source): \(words.ko)")
            }
        }
    }
}
