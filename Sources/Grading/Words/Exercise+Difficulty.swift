import DiffEngine
import Storyboard

extension Exercise {
    /// How hard one variant is, as figures an instructor can compare across the class: for
    /// words the distance, the table size and the number of optimal alignments; for lists the
    /// deletes, inserts and moves; for a snapshot script its lines.
    public func difficulty(of variant: Variant) -> Localized {
        switch variant {
        case .words(let source, let target):
            let distance = EditDistance.distance(from: Array(source), to: Array(target))
            let size = "\(source.count + 1)x\(target.count + 1)"
            return Localized(ko: "거리 \(distance), 표 \(size)", en: "distance \(distance), table \(size)")
        case .items(let old, let new, _):
            let change = ListChange(old: old, new: new)
            return Localized(
                ko:
                    "변경 \(change.total) (\(EditOperation.delete.name.ko) \(change.deletes), \(EditOperation.insert.name.ko) \(change.inserts), \(Role.moved.name.ko) \(change.moves))",
                en:
                    "\(change.total) changes (\(change.deletes) deletes, \(change.inserts) inserts, \(change.moves) moves)"
            )
        case .snapshot(let script, _):
            let lines = script.split(separator: "\n").filter { !$0.trimmed.isEmpty }.count
            return Localized(ko: "스크립트 \(lines)줄", en: "script of \(lines) lines")
        }
    }

    /// A variant's inputs on one line: `kit → kat`, `a b c → c a`, or the script's line count.
    public static func summary(of variant: Variant) -> String {
        switch variant {
        case .words(let source, let target): "\(source) → \(target)"
        case .items(let old, let new, _): old.joined(separator: " ") + " → " + new.joined(separator: " ")
        case .snapshot(let script, let release):
            "iOS \(release.rawValue): " + script.split(separator: "\n").map { $0.trimmed }.joined(separator: " / ")
        }
    }
}
