import Lessons
import Storyboard
import Testing

@Suite struct SnapshotLessonTests {
    static let ids = [
        "snapshot-truth", "snapshot-mountains", "snapshot-wifi", "snapshot-insertion-sort", "snapshot-reconfigure",
    ]

    static func frames(_ id: String) throws -> [Frame] {
        try #require(Curriculum.lesson(named: id)).frames
    }

    /// The frame that answers the lesson's question: the one right after it.
    static func answered(_ id: String) throws -> Frame {
        let frames = try Self.frames(id)
        let asked = try #require(frames.firstIndex { $0.prompt != nil })
        #expect(frames[asked].panels.count <= 1, "the question shows only the screen before apply")
        return try #require(frames.indices.contains(asked + 1) ? frames[asked + 1] : nil)
    }

    /// The calls UIKit performs, from the last panel of an apply frame.
    static func calls(_ frame: Frame) -> [String] {
        frame.panels.last?.cells.map { $0.first?.text ?? "" } ?? []
    }

    @Test("the five snapshot lessons follow the article's eight, in teaching order; adoption closes the tutorial")
    func order() {
        #expect(Curriculum.lessons()[8..<13].map(\.id) == Self.ids)
        #expect(Curriculum.lessons()[8..<13].map(\.number) == Array(9...13))
        #expect(Curriculum.lessons().last?.id == "snapshot-adoption")
    }

    @Test("the adoption lesson shows Swift beside the simulator and asks before the apply it shows")
    func adoption() throws {
        let frames = try Self.frames("snapshot-adoption")
        #expect(frames.contains { $0.panels.first?.caption?.en == "Swift" && $0.panels.count > 1 })
        let answered = try Self.answered("snapshot-adoption")
        #expect(Self.calls(answered) == ["deleteItems(at: [[0, 1]])", "insertItems(at: [[0, 2]])"])
        let asked = try #require(frames.first { $0.prompt != nil })
        #expect(asked.prompt?.accepts("0") == true)
    }

    @Test("every snapshot lesson has at least four frames and a predict step", arguments: ids)
    func complete(id: String) throws {
        let frames = try Self.frames(id)
        #expect(frames.count >= 4)
        #expect(frames.filter { $0.prompt != nil }.count == 1)
    }

    @Test("the predicted answers are what the simulator shows")
    func answersMatch() throws {
        let offAsked = try #require(Self.frames("snapshot-wifi").first { $0.prompt != nil })
        let off = try Self.answered("snapshot-wifi")
        #expect(offAsked.prompt?.accepts("0") == true)
        #expect(Self.calls(off) == ["deleteSections([1])", "deleteItems(at: [[0, 1]])"])
        let step3Asked = try #require(Self.frames("snapshot-insertion-sort").first { $0.prompt != nil })
        let step3 = try Self.answered("snapshot-insertion-sort")
        #expect(step3Asked.prompt?.accepts("1") == true)
        #expect(Self.calls(step3).count == 1)
        #expect(Self.calls(step3).first?.hasPrefix("moveItem") == true)
        let manAsked = try #require(Self.frames("snapshot-mountains").first { $0.prompt != nil })
        let man = try Self.answered("snapshot-mountains")
        #expect(manAsked.prompt?.accepts("2") == true)
        #expect(Self.calls(man) == ["deleteItems(at: [[0, 0], [0, 3]])"])
        let barAsked = try #require(Self.frames("snapshot-truth").first { $0.prompt != nil })
        let bar = try Self.answered("snapshot-truth")
        #expect(barAsked.prompt?.accepts("1") == true)
        #expect(Self.calls(bar).first == "deleteItems(at: [[0, 1]])")
        let everestAsked = try #require(Self.frames("snapshot-reconfigure").first { $0.prompt != nil })
        let everest = try Self.answered("snapshot-reconfigure")
        #expect(everestAsked.prompt?.accepts("no") == true)
        #expect(!Self.calls(everest).contains { $0.hasPrefix("reconfigureItems") })
    }

    /// The items marked deleted in the panel before an apply.
    static func deleted(_ frame: Frame) -> [String] {
        frame.panels.first?.cells.joined().filter { $0.roles.contains(.deleted) }.map(\.text) ?? []
    }

    @Test("the answers name what the simulator did, in both languages")
    func explanationsFromSimulator() throws {
        let manAsked = try #require(Self.frames("snapshot-mountains").first { $0.prompt != nil })
        let man = try Self.answered("snapshot-mountains")
        #expect(Self.deleted(man) == ["Makalu", "Matterhorn"])
        #expect(manAsked.prompt?.explanation.ko.hasPrefix("Makalu와 Matterhorn 둘이 빠집니다.") == true)
        #expect(manAsked.prompt?.explanation.en.hasPrefix("Makalu and Matterhorn leave: two.") == true)
        let offAsked = try #require(Self.frames("snapshot-wifi").first { $0.prompt != nil })
        let off = try Self.answered("snapshot-wifi")
        #expect(Self.deleted(off).contains("currentNetwork"))
        #expect(offAsked.prompt?.explanation.ko.contains("config 섹션의 currentNetwork 하나뿐입니다") == true)
        #expect(offAsked.prompt?.explanation.en.contains("currentNetwork in the config section") == true)
        let barAsked = try #require(Self.frames("snapshot-truth").first { $0.prompt != nil })
        let bar = try Self.answered("snapshot-truth")
        #expect(Self.deleted(bar) == ["BAR"])
        #expect(barAsked.prompt?.explanation.ko.contains("새 스냅샷에 없는 아이템은 BAR 하나뿐이고") == true)
        #expect(barAsked.prompt?.explanation.ko.contains("BIF는 빈자리로 당겨질 뿐") == true)
        let step3Asked = try #require(Self.frames("snapshot-insertion-sort").first { $0.prompt != nil })
        let step3 = try Self.answered("snapshot-insertion-sort")
        #expect(step3Asked.prompt?.question.ko.hasPrefix("3단계는 c1을 맨 앞으로 보냅니다.") == true)
        #expect(step3Asked.prompt?.explanation.en.hasPrefix("One move; apart from c1") == true)
    }

    @Test(
        "the hash trap runs on the simulator: synthesized Hashable deletes and inserts, a mixed one stops the validator"
    )
    func hashTrap() throws {
        let frames = try Self.frames("snapshot-reconfigure")
        let last = try #require(frames.last)
        let error = last.panels.flatMap { $0.cells.joined() }.first { $0.roles.contains(.error) }
        #expect(error?.text == "EQUAL_IDENTIFIERS_HAVE_DIFFERENT_HASH_VALUES: Everest:8848, Everest:8849")
        #expect(Self.calls(frames[frames.count - 2]) == ["deleteItems(at: [[0, 0]])", "insertItems(at: [[0, 0]])"])
    }

    @Test("items of an inserted section are marked inserted only, not also unchanged")
    func insertedSection() throws {
        let first = try Self.frames("snapshot-wifi")[1]
        #expect(first.title?.en == "The first screen")
        let after = try #require(first.panels.dropFirst().first)
        #expect(after.cells.joined().count == 6)
        #expect(after.cells.joined().allSatisfy { $0.roles == [.inserted] })
    }

    @Test("a reconfigured item is marked reconfigured, not substituted, and the legend says so")
    func reconfiguredRole() throws {
        let frame = try Self.frames("snapshot-reconfigure")[1]
        let after = try #require(frame.panels.dropFirst().first)
        let k2 = try #require(after.cells.joined().first { $0.text == "K2" })
        #expect(k2.roles == [.reconfigured])
        #expect(!frame.panels.flatMap { $0.cells.joined() }.contains { $0.roles.contains(.substituted) })
        #expect(Role.reconfigured.name.ko.contains("reconfigure") && Role.reconfigured.name.en.contains("same cell"))
    }

    @Test("apply frames are titled for the lesson, not by script line")
    func titles() throws {
        for id in Self.ids {
            for frame in try Self.frames(id) {
                #expect(frame.title?.en.first?.isNumber != true, "\(id): \(frame.title?.en ?? "")")
            }
        }
    }

    @Test("only the reconfigure lesson shows exceptions, on purpose", arguments: ids)
    func errors(id: String) throws {
        let errors = try Self.frames(id).filter {
            $0.panels.contains { $0.cells.joined().contains { $0.roles.contains(.error) } }
        }
        #expect(errors.count == (id == "snapshot-reconfigure" ? 2 : 0))
    }
}
