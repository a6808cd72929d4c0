import Testing

@testable import Storyboard

@Suite struct SnapshotLessonTests {
    @Test("every snapshot lesson has frames, a predict step, and both languages everywhere")
    func complete() {
        #expect(SnapshotLessons.all.count == 5)
        for lesson in SnapshotLessons.all {
            #expect(lesson.frames.count >= 4, "\(lesson.id)")
            #expect(lesson.frames.contains { $0.prompt != nil }, "\(lesson.id) has no predict step")
            #expect(!lesson.title.isIncomplete)
            for frame in lesson.frames {
                #expect(!frame.narration.isIncomplete, "\(lesson.id): \(frame.title?.en ?? "")")
                #expect(frame.title?.isIncomplete != true)
                if let prompt = frame.prompt {
                    #expect(!prompt.question.isIncomplete && !prompt.hint.isIncomplete && !prompt.explanation.isIncomplete)
                }
            }
        }
    }

    @Test("the predicted answers are what the simulator shows")
    func answersMatch() throws {
        let wifi = SnapshotLessons.wifi()
        let off = try #require(wifi.first { $0.prompt != nil })
        #expect(off.prompt?.accepts("0") == true)
        let calls = off.panels.last?.cells.map { $0.first?.text ?? "" } ?? []
        #expect(calls == ["deleteSections([1])", "deleteItems(at: [[0, 1]])"])
        let sort = SnapshotLessons.insertionSort()
        let step3 = try #require(sort.first { $0.prompt != nil })
        #expect(step3.panels.last?.cells.count == 1)
        #expect(step3.panels.last?.cells.first?.first?.text.hasPrefix("moveItem") == true)
        let mountains = SnapshotLessons.mountains()
        let man = try #require(mountains.first { $0.prompt != nil })
        #expect(man.panels.last?.cells.map { $0.first?.text ?? "" } == ["deleteItems(at: [[0, 0], [0, 3]])"])
        let truth = SnapshotLessons.truth()
        let bar = try #require(truth.first { $0.prompt != nil })
        #expect(bar.panels.last?.cells.first?.first?.text == "deleteItems(at: [[0, 1]])")
    }

    @Test("the hash trap runs on the simulator: synthesized Hashable deletes and inserts, a mixed one stops the validator")
    func hashTrap() throws {
        let frames = SnapshotLessons.reconfigure()
        let last = try #require(frames.last)
        let error = last.panels.flatMap { $0.cells.joined() }.first { $0.roles.contains(.error) }
        #expect(error?.text == "EQUAL_IDENTIFIERS_HAVE_DIFFERENT_HASH_VALUES: Everest:8848, Everest:8849")
        let synthesized = frames[frames.count - 2].panels.last?.cells.map { $0.first?.text ?? "" }
        #expect(synthesized == ["deleteItems(at: [[0, 0]])", "insertItems(at: [[0, 0]])"])
    }

    @Test("only the reconfigure lesson shows exceptions, on purpose")
    func errors() {
        for lesson in SnapshotLessons.all {
            let errors = lesson.frames.filter { $0.panels.contains { $0.cells.joined().contains { $0.roles.contains(.error) } } }
            #expect(errors.count == (lesson.id == "snapshot-reconfigure" ? 2 : 0), "\(lesson.id)")
        }
    }
}
