import ArgumentParser
import DiffEngine
import Render
import Storyboard

/// `diffstep step SOURCE TARGET`: any edit-distance trace, one frame at a time.
struct StepCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "step",
        abstract: "Step through the edit-distance table of two texts, cell by cell.",
        discussion: """
            두 텍스트의 편집 거리 표를 한 칸씩 채우며 보여 줍니다. 인자가 없으면 kit -> kat입니다.
            Takes the same options as `trace`; interactive on a terminal, printed when piped.
            """)

    /// The most cells stepped through: past this, a learner cannot follow, and `trace` shows
    /// the whole table at once.
    static let maximumCells = 2_500

    @OptionGroup var options: TraceOptions
    @OptionGroup var language: LanguageOption
    @OptionGroup var stepper: StepperOptions

    func run() throws {
        let lang = language.apply()
        let trace = try options.trace()
        let cells = trace.rows * trace.columns
        guard cells <= Self.maximumCells else {
            throw CLIError(
                ko:
                    "한 칸씩 보기에는 표가 큽니다: \(trace.rows) x \(trace.columns) = \(cells)칸 (한도 \(Self.maximumCells)). 표 전체는 `diffstep trace`, 거리만은 `diffstep distance`로 보세요",
                en:
                    "too many cells to step through: \(trace.rows) x \(trace.columns) = \(cells) (limit \(Self.maximumCells)); see the whole table with `diffstep trace`, or the distance alone with `diffstep distance`"
            )
        }
        let cellText: TraceStoryboard.CellText = options.notation == .ops ? .notation : .cost
        let frames = TraceStoryboard(trace: trace, cellText: cellText).frames
        let title = Localized.same(options.title(trace))
        let headings = StepHeading.part(title: title, count: frames.count)
        try FramePresenter(options: stepper, language: lang).present(frames, headings: headings).finish()
    }
}
