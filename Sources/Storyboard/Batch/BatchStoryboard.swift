import BatchModel
import BatchSimulation

/// The frames of one `performBatchUpdates` block, read twice: in the order the calls were
/// written (what a student expects), then the way UIKit reads it (deletes first, in
/// before-indexes; inserts after, in after-indexes), ending in the exception or the result.
///
/// Every index, count and message comes from the `BatchSimulation`.
public struct BatchStoryboard: Sendable {
    /// The simulated batch.
    public let simulation: BatchSimulation

    /// Creates a storyboard for one simulated batch.
    public init(simulation: BatchSimulation) {
        self.simulation = simulation
    }

    /// Every frame: the two lists, each call in order, UIKit's deletes, its inserts, the end.
    public var frames: [Frame] {
        [startFrame()] + sequentialFrames() + [uikitDeletesFrame(), uikitInsertsFrame(), endFrame()]
    }

    /// Each section's item texts, before the batch (on screen) and after it (the data source).
    var before: [[String]] { Self.texts(simulation.before) }
    var after: [[String]] { Self.texts(simulation.after) }
    var calls: String { simulation.batch.updates.map { $0.compact }.joined(separator: "; ") }

    static func texts(_ contents: Contents) -> [[String]] {
        contents.sections.map { $0.items.map { $0.description } }
    }

    static let beforeCaption = Localized(ko: "배치 전 (화면)", en: "before the batch (on screen)")
    static let afterCaption = Localized(ko: "배치 후 (데이터 소스)", en: "after the batch (data source)")

    /// One panel per section, each with its roles; with more than one section, each caption
    /// names its section by index, as the calls do. No section: one empty panel.
    static func panels(_ sections: [[String]], caption: Localized, roles: [[Int: Roles]] = []) -> [Panel] {
        guard !sections.isEmpty else { return [.items([], caption: caption)] }
        return sections.indices.map { section in
            var named = caption
            if sections.count > 1 {
                named.ko = "섹션 \(section) · " + caption.ko
                named.en = "section \(section) · " + caption.en
            }
            return .items(sections[section], caption: named, roles: section < roles.count ? roles[section] : [:])
        }
    }

    func startFrame() -> Frame {
        Frame(
            title: Localized(ko: "배치 하나", en: "One batch"),
            panels: Self.panels(before, caption: Self.beforeCaption) + Self.panels(after, caption: Self.afterCaption),
            narration: Localized(
                ko: "화면에는 \(Self.total(before))개가 있고, 데이터 소스는 이미 \(Self.total(after))개로 바뀌었습니다. 배치 안의 호출: \(calls).",
                en:
                    "The screen shows \(Self.total(before)) items; the data source already holds \(Self.total(after)). The calls in the batch: \(calls)."
            ))
    }

    /// One frame per call, each with the whole list: the page's batches are small, and the
    /// engine's batch part has no room for the windowed walk the command line prints
    /// (`BatchText`); O(calls x items).
    func sequentialFrames() -> [Frame] {
        simulation.sequential.states.dropFirst().map { step in
            let texts = step.groups.map { group in group.cells.map { $0.item?.description ?? "+" } }
            let roles = step.groups.map { group in
                var roles: [Int: Roles] = [:]
                for (index, cell) in group.cells.enumerated() where cell.mark != .kept {
                    roles[index] = [Self.role(of: cell.mark)]
                }
                return roles
            }
            let call = step.update?.compact ?? ""
            var narration = Localized(
                ko: "쓴 순서대로 읽으면: \(call). 지금 목록은 \(Self.total(texts))개입니다.",
                en: "Read in the order written: \(call). The list now has \(Self.total(texts)) items.")
            for problem in step.problems {
                let words = Self.sentence(for: problem)
                narration.ko += " " + words.ko
                narration.en += " " + words.en
            }
            return Frame(
                title: Localized(ko: "쓴 순서대로 읽기", en: "Reading in the order written"),
                panels: Self.panels(
                    texts, caption: Localized(ko: "순서대로 적용한 목록", en: "the list, call by call"), roles: roles),
                narration: narration)
        }
    }

    static func total(_ sections: [[String]]) -> Int {
        sections.reduce(0) { $0 + $1.count }
    }

    static func role(of mark: ViewCell.Mark) -> Role {
        switch mark {
        case .kept: .matched
        case .inserted: .inserted
        case .reloaded: .reloaded
        case .moved: .moved
        }
    }

    static func sentence(for problem: SequentialReading.Problem) -> Localized {
        switch problem {
        case .missingItem(let path, let count):
            Localized(
                ko: "그런데 \(path.item)번 자리는 없습니다 (\(count)개뿐).",
                en: "But there is no index \(path.item) here (only \(count) items).")
        case .missingSection(let section, let count):
            Localized(
                ko: "그런데 \(section)번 섹션은 없습니다 (\(count)개뿐).",
                en: "But there is no section \(section) here (only \(count) sections).")
        }
    }
}
