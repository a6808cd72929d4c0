import BatchModel
import DiffableSnapshots

/// Frames for a snapshot script: one per line, the batch of each `apply` drawn on the
/// screen before and after it.
public enum SnapshotFrames {
    /// One frame per step, up to the first line where UIKit raises: an app stops there
    /// ("an app stops here"), so no frame shows, and no counter counts, a line after it.
    /// - Parameter language: the language of the "… N more" markers of left-out items.
    public static func frames(for steps: [ScriptStep], language: Language = .en) -> [Frame] {
        let stop = steps.firstIndex { if case .raised = $0.outcome { true } else { false } }
        return steps.prefix(stop.map { $0 + 1 } ?? steps.count).map { frame(for: $0, language: language) }
    }

    /// The frame of one step. A line that edits the snapshot shows it through `window`,
    /// around the items the line names ("… N more", ``StateWindow/more(_:)``, in `language`
    /// for each run left out, as batch writes them).
    public static func frame(for step: ScriptStep, window: StateWindow = .standard, language: Language = .en)
        -> Frame
    {
        let title = Localized.same("\(step.line.number): \(step.line.text)")
        switch step.outcome {
        case .edited:
            let caption = Localized(ko: "만드는 중인 스냅샷", en: "snapshot being built")
            return Frame(
                title: title,
                panels: [
                    windowPanel(
                        step.working, caption: caption, focus: step.touched, sections: step.touchedSections,
                        window: window, language: language)
                ],
                narration: narration(for: step))
        case .applied(let result, let before):
            return Frame(
                title: title,
                panels: applyPanels(result, before: before, after: step.shown, window: window, language: language),
                narration: narration(for: step))
        case .raised(let error):
            return Frame(title: title, panels: [errorPanel(error.description)], narration: narration(for: step))
        case .unavailable:
            return Frame(title: title, panels: [], narration: narration(for: step))
        }
    }

    /// What the frame of one step says, without its panels.
    public static func narration(for step: ScriptStep) -> Localized {
        switch step.outcome {
        case .edited:
            warningsNarration(step)
                ?? Localized(
                    ko: "스냅샷만 바뀝니다. 화면은 apply 전까지 그대로입니다.",
                    en: "Only the snapshot changes; the screen waits for apply.")
        case .applied(let result, _): applyNarration(result, warnings: step.warnings)
        case .raised(let error): explanation(for: error)
        case .unavailable(let release): SnapshotWords.unavailable(step.line.text, needs: release)
        }
    }

    /// A state's sections as rows, each cut to `window` around the cells in `focus`; the rows
    /// themselves cut to `window` around the sections of `focus` and `sections` (a run of rows
    /// left out is one row, "… N more"). Each shown cell gets `roles` and its section's `sectionRoles`.
    /// - Complexity: O((focus + sections) x radius + f log f), not O(items) nor O(all sections).
    static func windowPanel(
        _ state: ScriptState, caption: Localized, focus: [IndexPath], sections: [Int] = [], window: StateWindow,
        language: Language, roles: (Int, Int) -> Roles = { _, _ in [] }, sectionRoles: (Int) -> Roles = { _ in [] }
    ) -> Panel {
        var headers: [String] = []
        var cells: [[Panel.Cell]] = []
        var near: [Int: [Int]] = [:]
        for path in focus { near[path.section, default: []].append(path.item) }
        let rows = window.pieces(count: state.sectionCount, focus: sections + focus.map { $0.section })
        for piece in rows {
            guard case .cells(let shown) = piece else {
                if case .hidden(let count) = piece {
                    headers.append(StateWindow.more(count)[language])
                    cells.append([])
                }
                continue
            }
            for section in shown {
                headers.append(state.section(section))
                let marks = sectionRoles(section)
                cells.append(
                    window.pieces(count: state.count(inSection: section), focus: near[section] ?? []).flatMap { piece in
                        switch piece {
                        case .cells(let range):
                            range.map {
                                Panel.Cell(
                                    state.name(section: section, item: $0), roles: roles(section, $0).union(marks))
                            }
                        case .hidden(let count): [Panel.Cell(StateWindow.more(count)[language], roles: [])]
                        }
                    })
            }
        }
        return Panel(caption: caption, rowHeaders: headers, cells: cells)
    }

    static func explanation(for error: BatchError) -> Localized {
        let words = SnapshotWords.explanation(for: error)
        let crash =
            error.isWarning ? Localized(ko: "", en: "") : Localized(ko: " (앱에서는 여기서 종료됩니다)", en: " (an app stops here)")
        return Localized(ko: words.ko + crash.ko, en: words.en + crash.en)
    }

    static func errorPanel(_ text: String) -> Panel {
        Panel(caption: Localized(ko: "UIKit 예외", en: "UIKit exception"), cells: [[Panel.Cell(text, roles: [.error])]])
    }

    private static func warningsNarration(_ step: ScriptStep) -> Localized? {
        guard let warning = step.warnings.first else { return nil }
        let words = SnapshotWords.explanation(for: warning)
        return Localized(
            ko: "경고 로그: \(warning.description)\n\(words.ko)", en: "Logged: \(warning.description)\n\(words.en)")
    }
}
