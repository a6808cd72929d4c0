/// Where a frame sits: the part it belongs to (a lesson, a trace) and its step inside that
/// part, for a stepper's top line ("레슨 1/8 · 단계 3/4 · 전체 3/94 · 제목").
public struct StepHeading: Sendable, Hashable {
    /// The part's place among its siblings ("Lesson 1/8"), if it has one.
    public var place: Localized?
    /// The part's title ("kit → kat").
    public var title: Localized
    /// The step inside the part, from 0.
    public var step: Int
    /// The number of steps in the part.
    public var steps: Int

    /// Creates a heading.
    public init(place: Localized? = nil, title: Localized, step: Int, steps: Int) {
        self.place = place
        self.title = title
        self.step = step
        self.steps = steps
    }

    /// One heading per step of a part with `count` steps.
    public static func part(place: Localized? = nil, title: Localized, count: Int) -> [StepHeading] {
        (0..<count).map { StepHeading(place: place, title: title, step: $0, steps: count) }
    }

    /// The part's name without the step: "Lesson 4/8 · title", or the title alone.
    public var name: Localized {
        guard let place else { return title }
        return Localized(ko: "\(place.ko) · \(title.ko)", en: "\(place.en) · \(title.en)")
    }
}
