import DiffEngine
import PropertyBased
import Render
import Testing

@testable import Storyboard

/// The frames of a trace made on demand are the frames in full, and their changes say
/// exactly what differs from one frame to the next.
@Suite struct FrameSequenceTests {
    static let word = Gen.oneOf(Gen.always("a"), Gen.always("b"), Gen.always("c"), Gen.always("한")).array(of: 0...6)

    @Test("applying each frame's changes to the frame before gives the frame")
    func changesRebuildFrames() async {
        await propertyCheck(count: 150, input: Self.word, Self.word, Gen.bool) { source, target, notation in
            guard let trace = try? Trace(source: source, target: target) else { return }
            let questions: Set<TraceStoryboard.Position> =
                source.isEmpty || target.isEmpty ? [] : [.init(row: source.count, column: target.count)]
            let frames = TraceStoryboard(trace: trace, cellText: notation ? .notation : .cost, questions: questions)
                .sequence
            #expect(frames.count == trace.events.count + 1)
            var previous = frames[0]
            for index in frames.indices.dropFirst() {
                let frame = frames[index]
                let changes = frames.changes(at: index) ?? []
                var rebuilt = previous
                for change in changes { rebuilt.panels[change.panel].cells[change.row][change.column] = change.cell }
                #expect(rebuilt.panels == frame.panels, "frame \(index)")
                #expect(changes.allSatisfy { previous.panels[$0.panel].cells[$0.row][$0.column] != $0.cell })
                let words = frames.words(at: index)
                #expect(
                    words.narration == frame.narration && words.title == frame.title && words.prompt == frame.prompt)
                previous = frame
            }
        }
    }

    @Test("the web stepper's JSON is the same from changes as from whole frames")
    func stepperJSON() async {
        await propertyCheck(count: 100, input: Self.word, Self.word) { source, target in
            guard let trace = try? Trace(source: source, target: target) else { return }
            let sequence = TraceStoryboard(trace: trace).sequence
            let lazy = StepperWidget(sequence: sequence, language: .en, id: "w1").html()
            let eager = StepperWidget(frames: Array(sequence), language: .en, id: "w1").html()
            #expect(lazy == eager)
        }
    }
}

/// A storyboard read in one language makes that language's words exactly as one made for
/// both, and never builds the other's for a cell's step.
@Suite struct OneLanguageTests {
    @Test("the words in one language are the words of both, that side")
    func oneLanguageIsThatSideOfBoth() async {
        await propertyCheck(
            count: 100, input: FrameSequenceTests.word, FrameSequenceTests.word, Gen.bool, Gen.bool
        ) { source, target, notation, korean in
            guard let trace = try? Trace(source: source, target: target) else { return }
            let language: Language = korean ? .ko : .en
            let cellText: TraceStoryboard.CellText = notation ? .notation : .cost
            let both = TraceStoryboard(trace: trace, cellText: cellText).sequence
            let one = TraceStoryboard(trace: trace, cellText: cellText, language: language).sequence
            #expect(one.count == both.count)
            for index in both.indices {
                let (mine, theirs) = (one.words(at: index), both.words(at: index))
                #expect(mine.narration[language] == theirs.narration[language], "frame \(index)")
                #expect(mine.title?[language] == theirs.title?[language], "frame \(index)")
                #expect(one[index].panels == both[index].panels)
            }
            // A cell's step (the third frame, when the table has a cell) has the other side empty.
            if !source.isEmpty, !target.isEmpty {
                #expect(one.words(at: 2).narration[korean ? .en : .ko].isEmpty)
            }
        }
    }
}
