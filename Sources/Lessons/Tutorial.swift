import Storyboard

/// All lessons as one walk: the frames end to end, each with a heading saying where it is.
///
/// The stepper moves over the whole walk, so going past a lesson's last step opens the
/// next lesson; ``progress(at:after:)`` turns a position back into a saved position.
package struct Tutorial: Sendable {
    /// The lessons walked through.
    package let lessons: [Lesson]
    /// Every frame of every lesson, in order.
    package let frames: [Frame]
    /// For each frame, the lesson it belongs to and its step inside it.
    package let headings: [StepHeading]
    private let starts: [Int]

    /// Creates the walk over `lessons`.
    package init(lessons: [Lesson] = Curriculum.lessons()) {
        precondition(!lessons.isEmpty, "a tutorial needs lessons")
        self.lessons = lessons
        var frames: [Frame] = []
        var headings: [StepHeading] = []
        var starts: [Int] = []
        for lesson in lessons {
            starts.append(frames.count)
            frames += lesson.frames
            headings += Tutorial.headings(lesson, of: lessons.count)
        }
        self.frames = frames + [Tutorial.ending]
        self.headings =
            headings
            + StepHeading.part(
                place: Localized(ko: "끝", en: "The end"), title: Tutorial.ending.title ?? .same(""), count: 1)
        self.starts = starts
    }

    /// The screen after the last lesson: what the learner can do now, and where to go next.
    package static let ending = Frame(
        title: Localized(ko: "다 왔습니다", en: "You made it"),
        panels: [],
        narration: Localized(
            ko: """
                이제 할 수 있는 것:
                - 배치 업데이트가 왜 죽는지 개수 식(전 + 삽입 - 삭제 = 후)으로 설명하기
                - 삭제는 배치 전 인덱스, 삽입은 배치 후 인덱스로 적기
                - 편집 거리 표를 동적 계획법으로 채우고 경로에서 변경 목록 읽기
                - Heckel이 빠르지만 최소가 아닌 이유 말하기
                - 화면을 diffable data source와 스냅샷으로 옮기기

                다음에 갈 곳:
                - 웹 사이트: diffstep site 로 만들고 Site/index.html 을 엽니다. 같은 레슨을 표와 함께 봅니다.
                - 내 코드: diffstep batch 에 performBatchUpdates 블록을 넣으면 UIKit이 받아들일지 알려 줍니다.
                - 연습 문제: diffstep exercise variant Exercises/kit-kat-table.md --student 내이름
                - 처음부터 다시: diffstep tutorial --reset
                """,
            en: """
                What you can do now:
                - explain a batch-update crash with the count (before + inserted - deleted = after)
                - write deletes in before-indexes and inserts in after-indexes
                - fill an edit-distance table by dynamic programming and read the changes off its path
                - say why Heckel is fast but not minimal
                - move a screen to a diffable data source and snapshots

                Where next:
                - The web site: diffstep site, then open Site/index.html. The same lessons, with tables.
                - Your own code: give diffstep batch a performBatchUpdates block; it tells you whether UIKit accepts it.
                - Exercises: diffstep exercise variant Exercises/kit-kat-table.md --student yourname
                - From the start again: diffstep tutorial --reset
                """))

    /// "Lesson 4/8", in both languages.
    package static func place(_ lesson: Lesson, of total: Int) -> Localized {
        Localized(ko: "레슨 \(lesson.number)/\(total)", en: "Lesson \(lesson.number)/\(total)")
    }

    /// One stepper heading per step of `lesson`: "Lesson 4/8 · step 2/9 · title".
    package static func headings(_ lesson: Lesson, of total: Int) -> [StepHeading] {
        StepHeading.part(place: place(lesson, of: total), title: lesson.title, count: lesson.frames.count)
    }

    /// The walk's index for a saved position; the start when the lesson no longer exists.
    package func index(of progress: TutorialProgress) -> Int {
        guard let lesson = lessons.firstIndex(where: { $0.id == progress.lesson }) else { return 0 }
        let step = min(max(0, progress.step), lessons[lesson].frames.count - 1)
        return starts[lesson] + step
    }

    /// The saved position for the walk's `index`, marking lessons done when their last step
    /// has been reached.
    package func progress(at index: Int, after previous: TutorialProgress) -> TutorialProgress {
        let lesson = (starts.lastIndex { $0 <= index }) ?? 0
        // The ending screen counts as the last lesson's last step.
        let step = min(index - starts[lesson], lessons[lesson].frames.count - 1)
        var completed = previous.completed
        let id = lessons[lesson].id
        if step == lessons[lesson].frames.count - 1 && !completed.contains(id) { completed.append(id) }
        var result = TutorialProgress(lesson: id, step: step, completed: completed)
        result.version = previous.version
        return result
    }
}
