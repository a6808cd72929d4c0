import BatchModel
import BatchPlanning
import BatchSimulation
import Storyboard

/// `diffstep plan`: a plan written as the Swift a student would paste.
package enum PlanSwift {
    /// The Swift calls of every stage, each `performBatchUpdates` block preceded by the data
    /// the data source must hold when the block ends.
    /// - Parameters:
    ///   - plan: the plan.
    ///   - view: the view's vocabulary (`insertItems` or `insertRows(at:with:)`).
    ///   - language: the comments' language (``PlanWords``); the calls are Swift.
    package static func render(_ plan: Plan, view: ViewKind, language: Language = .en) -> String {
        let receiver = view == .table ? "tableView" : "collectionView"
        var lines: [String] = []
        for (index, stage) in plan.stages.enumerated() {
            lines.append(
                "// " + PlanWords.stage(index + 1, of: plan.stages.count, data: stage.data.description)[language])
            let calls = stage.batch.updates.map { "\(receiver).\(call($0, view: view))" }
            if stage.outsideBatch {
                lines.append("// " + PlanWords.afterBatch[language])
                lines += calls
            } else {
                lines.append("\(receiver).performBatchUpdates({")
                lines.append("    // " + PlanWords.updateFirst[language])
                lines += calls.map { "    " + $0 }
                lines.append("}, completion: nil)")
            }
        }
        return lines.joined(separator: "\n")
    }

    /// One call in Swift.
    package static func call(_ update: Update, view: ViewKind) -> String {
        let name = update.methodName(for: view)
        let animation = view == .table ? ", with: .automatic" : ""
        switch update {
        case .insertItems(let paths), .deleteItems(let paths), .reloadItems(let paths):
            return "\(name)(at: [\(paths.map { literal($0, view: view) }.joined(separator: ", "))]\(animation))"
        case .moveItem(let from, let to):
            return "\(name)(at: \(literal(from, view: view)), to: \(literal(to, view: view)))"
        case .insertSections(let list), .deleteSections(let list), .reloadSections(let list):
            return "\(name)(\(indexSet(list))\(animation))"
        case .moveSection(let from, let to):
            return "\(name)(\(from), toSection: \(to))"
        }
    }

    static func literal(_ path: IndexPath, view: ViewKind) -> String {
        "IndexPath(\(view == .table ? "row" : "item"): \(path.item), section: \(path.section))"
    }

    static func indexSet(_ list: [Int]) -> String {
        list.count == 1
            ? "IndexSet(integer: \(list[0]))" : "IndexSet([\(list.map(String.init).joined(separator: ", "))])"
    }

    /// The plan as ordered JSON.
    package static func json(_ plan: Plan, old: Contents, new: Contents, verdict: Verdict, view: ViewKind) -> JSON {
        .members([
            "strategy": .string(plan.strategy.rawValue),
            "view": .string(view.rawValue),
            "old": .string(old.description),
            "new": .string(new.description),
            "verdict": BatchJSON.verdict(verdict),
            "stages": .array(
                plan.stages.map { stage in
                    .members([
                        "outsideBatch": .bool(stage.outsideBatch),
                        "calls": .array(stage.batch.updates.map { .string($0.compact) }),
                        "swift": .array(stage.batch.updates.map { .string(call($0, view: view)) }),
                        "data": .string(stage.data.description),
                    ])
                }),
        ])
    }
}
