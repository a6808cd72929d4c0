import Algorithms
import DiffableSnapshots
import Storyboard

/// One `apply` (or failure) of a lesson's script: its frame, and what the simulator did, so a
/// lesson's words can name the items the batch touched instead of typing them by hand.
struct SnapshotRun {
    /// The frame `diffstep snapshot` shows for the line.
    var frame: Frame
    /// The step the simulator ran.
    var step: ScriptStep

    /// The apply's result; nil when the line raised or was unavailable.
    var result: ApplyResult<String>? {
        if case .applied(let result, _) = step.outcome { return result }
        return nil
    }

    /// What was on screen before the line.
    var before: ScriptState {
        if case .applied(_, let before) = step.outcome { return before }
        return step.shown
    }

    /// What is on screen after the line.
    var after: ScriptState { step.shown }

    /// The items on screen after the line, in order, all sections together.
    var shown: [String] { after.items.flatMap { $0 } }

    /// The names of the items deleted, by their old places.
    var deleted: [String] { (result?.batch.deletedItems ?? []).map { before.items[$0.section][$0.item] } }
    /// The names of the items inserted, by their new places.
    var inserted: [String] { (result?.batch.insertedItems ?? []).map { after.items[$0.section][$0.item] } }
    /// The item moves, each with the name of the item that moved.
    var moved: [(item: String, move: SnapshotBatch.ItemMove)] {
        (result?.batch.movedItems ?? []).map { (after.items[$0.to.section][$0.to.item], $0) }
    }
    /// The names of the sections deleted, by their old places.
    var deletedSections: [String] { (result?.batch.deletedSections ?? []).map { before.sections[$0] } }
    /// The names of the sections inserted, by their new places.
    var insertedSections: [String] { (result?.batch.insertedSections ?? []).map { after.sections[$0] } }
    /// The section `item` sat in before the line, if it was on screen.
    func sectionBefore(_ item: String) -> String? {
        before.items.firstIndex { $0.contains(item) }.map { before.sections[$0] }
    }
}

/// Shared pieces of the snapshot lessons: a script's applies as frames, and frames of words.
enum SnapshotSteps {
    /// The runs of `script`'s `apply` lines and failures, or nil when there are not `count`
    /// of them (the script and the lesson disagree: a bug the lesson tests catch).
    static func runs(_ script: String, count: Int) -> [SnapshotRun]? {
        guard let parsed = try? SnapshotScript(parsing: script) else { return nil }
        let runs = parsed.run(release: .iOS17).filter { step in
            if case .edited = step.outcome { return false }
            return true
        }.map { SnapshotRun(frame: SnapshotFrames.frame(for: $0), step: $0) }
        return runs.count == count ? runs : nil
    }

    /// The frames of `script`'s `apply` lines and failures, or nil when there are not
    /// `count` of them.
    static func applies(_ script: String, count: Int) -> [Frame]? {
        runs(script, count: count)?.map(\.frame)
    }

    /// A frame of words only.
    static func say(_ title: Localized, _ narration: Localized) -> Frame {
        Frame(title: title, panels: [], narration: narration)
    }

    /// `frame` titled for the lesson (not by its script line, which a lesson does not show),
    /// with `narration` put before the script's own words, and `prompt` asked.
    static func retold(_ frame: Frame, title: Localized, _ narration: Localized? = nil, prompt: Prompt? = nil) -> Frame
    {
        var frame = frame
        frame.title = title
        if let narration {
            frame.narration = Localized(
                ko: narration.ko + "\n" + frame.narration.ko, en: narration.en + "\n" + frame.narration.en)
        }
        frame.prompt = prompt
        return frame
    }

    /// A predict step in two frames: first the screen before the `apply` (its highlights
    /// removed, since they would tell) with the question, then `frame` in full, which shows
    /// the answer only once the learner has given one.
    static func asked(_ frame: Frame, title: Localized, _ narration: Localized? = nil, prompt: Prompt) -> [Frame] {
        let before = frame.panels.prefix(1).map { panel in
            var plain = panel
            plain.cells = panel.cells.map { row in row.map { Panel.Cell($0.text) } }
            return plain
        }
        let question = Frame(
            title: title, panels: before,
            narration: narration ?? Localized(ko: "예측한 뒤 확인하세요.", en: "Predict, then check."), prompt: prompt)
        return [question, retold(frame, title: title)]
    }
}

/// Counts and lists of names as a lesson says them: `둘`/`two`, `Makalu와 Matterhorn`.
enum Counting {
    private static let koWords = ["없음", "하나", "둘", "셋", "넷", "다섯", "여섯", "일곱", "여덟", "아홉", "열"]
    private static let koCounters = ["0개", "한 개", "두 개", "세 개", "네 개", "다섯 개", "여섯 개", "일곱 개", "여덟 개", "아홉 개", "열 개"]
    private static let enWords = [
        "none", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten",
    ]

    /// `n` as a word (`하나`, `two`); digits past ten.
    static func word(_ n: Int) -> Localized {
        koWords.indices.contains(n) ? Localized(ko: koWords[n], en: enWords[n]) : .same(String(n))
    }

    /// `n` things counted (`두 개`, `two`); digits past ten.
    static func counted(_ n: Int) -> Localized {
        koCounters.indices.contains(n)
            ? Localized(ko: koCounters[n], en: enWords[n]) : Localized(ko: "\(n)개", en: String(n))
    }

    /// The answers a learner may type for `n`: the digits and the words of both languages.
    static func accepted(_ n: Int) -> [String] {
        var answers = [String(n), "\(n)개"]
        if koWords.indices.contains(n) { answers += [enWords[n], koWords[n], koCounters[n]] }
        if n == 0 { answers.append("zero") }
        return Array(answers.uniqued())
    }

    /// Names in a sentence: `A와 B`, `A, B와 C` / `A and B`, `A, B and C`. A particle after
    /// the list follows the last name: `Korean.particle(names.last, …)`.
    static func names(_ names: [String]) -> Localized {
        guard let final = names.last else { return Localized(ko: "", en: "") }
        guard names.count > 1 else { return .same(final) }
        let head = names.dropLast().joined(separator: ", ")
        return Localized(ko: Korean.phrase(head, .with) + " " + final, en: head + " and " + final)
    }
}
