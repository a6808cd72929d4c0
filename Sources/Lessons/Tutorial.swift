import Storyboard

/// All lessons as one walk: the frames end to end, each with a heading saying where it is.
///
/// The stepper moves over the whole walk, so going past a lesson's last step opens the
/// next lesson; ``progress(at:after:)`` turns a position back into a saved position.
public struct Tutorial: Sendable {
    /// The lessons walked through.
    public let lessons: [Lesson]
    /// Every frame of every lesson, in order.
    public let frames: [Frame]
    /// For each frame, the lesson it belongs to and its step inside it.
    public let headings: [StepHeading]
    private let starts: [Int]

    /// Creates the walk over `lessons`.
    public init(lessons: [Lesson] = Curriculum.lessons()) {
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
        self.frames = frames
        self.headings = headings
        self.starts = starts
    }

    /// "Lesson 4/8", in both languages.
    public static func place(_ lesson: Lesson, of total: Int) -> Localized {
        Localized(ko: "레슨 \(lesson.number)/\(total)", en: "Lesson \(lesson.number)/\(total)")
    }

    /// One stepper heading per step of `lesson`: "Lesson 4/8 · step 2/9 · title".
    public static func headings(_ lesson: Lesson, of total: Int) -> [StepHeading] {
        StepHeading.part(place: place(lesson, of: total), title: lesson.title, count: lesson.frames.count)
    }

    /// The walk's index for a saved position; the start when the lesson no longer exists.
    public func index(of progress: TutorialProgress) -> Int {
        guard let lesson = lessons.firstIndex(where: { $0.id == progress.lesson }) else { return 0 }
        let step = min(max(0, progress.step), lessons[lesson].frames.count - 1)
        return starts[lesson] + step
    }

    /// The saved position for the walk's `index`, marking lessons done when their last step
    /// has been reached.
    public func progress(at index: Int, after previous: TutorialProgress) -> TutorialProgress {
        let lesson = (starts.lastIndex { $0 <= index }) ?? 0
        let step = index - starts[lesson]
        var completed = previous.completed
        let id = lessons[lesson].id
        if step == lessons[lesson].frames.count - 1 && !completed.contains(id) { completed.append(id) }
        var result = TutorialProgress(lesson: id, step: step, completed: completed)
        result.version = previous.version
        return result
    }
}
