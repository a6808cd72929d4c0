import DiffEngine
import Practice
import Storyboard

/// The practice panel under a widget: which questions it asks, on which words, and the
/// values its template (`Templates/practice.mustache`) needs. `Templates/practice.js` runs it.
struct PracticePanel {
    var kinds: [PracticeKind]
    /// The widget's own texts (trace blocks); nil to draw words.
    var source = "", target = "", unit = TokenUnit.grapheme, tieBreak = TieBreak.deepdiff

    /// Lessons whose widget is a Wagner-Fischer table, and those that run a batch.
    static let traceLessons: Set<String> = ["kit-kat", "auery-garuey", "table-to-changes"]
    static let batchLessons: Set<String> = ["batch-crash", "deletes-first", "reload-outside", "indexpath-game"]

    /// The panel for a ```` ```diffstep ```` block, nil when its widget gets none (Heckel,
    /// snapshot lessons).
    init?(info: String, body: String) {
        guard let block = try? WidgetBlock.parse(info, body: body) else { return nil }
        switch block {
        case .trace(let source, let target, let unit, _, let tieBreak):
            kinds = [.cell, .operation]
            (self.source, self.target, self.unit, self.tieBreak) = (source, target, unit, tieBreak)
        case .batch: kinds = [.crash]
        case .lesson(let id) where PracticePanel.traceLessons.contains(id): kinds = [.cell, .operation]
        case .lesson(let id) where PracticePanel.batchLessons.contains(id): kinds = [.crash]
        case .lesson, .heckel, .snapshot: return nil
        }
    }

    /// The template's values for the panel of widget `widget` in `language`.
    func values(widget: String, language: Language) -> PracticeValues {
        let names: [PracticeKind: Localized] = [
            .cell: SiteText.kindCell, .operation: SiteText.kindOperation, .crash: SiteText.kindCrash,
        ]
        let operations = EditOperation.allCases.map {
            PracticeValues.Choice(value: $0.description, label: $0.name[language])
        }
        let words: [(String, Localized)] = [
            ("check", SiteText.practiceCheck), ("progress", SiteText.practiceProgress), ("old", SiteText.practiceOld),
            ("new", SiteText.practiceNew2), ("calls", SiteText.practiceCalls), ("runs", SiteText.practiceRuns),
            ("path", SiteText.practicePath), ("table", SiteText.practiceTable), ("part", SiteText.practicePart),
            ("again-cell", SiteText.practiceAgainCell), ("again-operation", SiteText.practiceAgainOperation),
            ("again-crash", SiteText.practiceAgainCrash),
        ]
        return PracticeValues(
            id: widget + "-practice", kinds: kinds.map { $0.rawValue }.joined(separator: " "),
            source: source, target: target, unit: unit.rawValue, tieBreak: tieBreak.rawValue,
            heading: SiteText.practiceHeading[language], lead: SiteText.practiceLead[language],
            kindsLabel: SiteText.practiceKinds[language],
            kindButtons: kinds.map { .init(kind: $0.rawValue, label: names[$0]?[language] ?? $0.rawValue) },
            answerLabel: SiteText.practiceAnswer[language], choicesLabel: SiteText.practiceChoices[language],
            checkLabel: SiteText.practiceCheck[language], showLabel: SiteText.practiceShow[language],
            newLabel: SiteText.practiceNew[language], operations: operations,
            words: words.map { .init(key: $0.0, text: $0.1[language]) })
    }
}
