import Storyboard

/// Lesson 12: insertion sort applied one step at a time (WWDC 2019): every step is a move,
/// never a delete.
enum InsertionSortLesson {
    static let start = ["c5", "c2", "c7", "c1", "c4", "c3", "c6"]

    static func make(number: Int) -> Lesson {
        Lesson(
            id: "snapshot-insertion-sort", number: number,
            title: Localized(ko: "삽입 정렬을 한 단계씩", en: "Insertion sort, one step at a time"),
            summary: Localized(
                ko: "식별자가 그대로인 아이템을 새 순서로 다시 넣으면 UIKit은 이동만 그립니다.",
                en: "Put the same identifiers back in a new order and UIKit draws nothing but moves."),
            frames: frames())
    }

    /// One snapshot per sorting step: every item deleted, then appended in the new order.
    static var script: String {
        var order = start
        var script = "appendSections row\nappendItems \(order.joined(separator: " "))\napply\n"
        for next in 1..<order.count {
            let item = order.remove(at: next)
            let place = order[..<next].firstIndex { $0 > item } ?? next
            order.insert(item, at: place)
            script +=
                "deleteItems \(order.joined(separator: " "))\nappendItems \(order.joined(separator: " ")) toSection: row\napply\n"
        }
        return script
    }

    /// The sorting step whose apply the learner predicts.
    static let asked = 3

    static func frames() -> [Frame] {
        guard let runs = SnapshotSteps.runs(script, count: start.count), let step = prompt(runs[asked]) else {
            return [Lines.unavailable]
        }
        let intro = SnapshotSteps.say(
            Localized(ko: "삽입 정렬을 화면에서", en: "Insertion sort on screen"),
            Localized(
                ko: "한 번에 정렬된 결과로 건너뛰지 않고, 단계마다 화면의 스냅샷을 가져와 아이템을 새 순서로 다시 넣고 apply합니다. 식별자가 그대로라 UIKit은 이동으로 그립니다.",
                en:
                    "Instead of jumping to the sorted result, each step takes the snapshot on screen, puts the items back in their new order and applies it. The identifiers stay, so UIKit draws moves."
            ))
        return [intro]
            + runs.map(\.frame).enumerated().flatMap { index, frame in
                let title =
                    index == 0
                    ? Localized(ko: "처음 순서", en: "The starting order")
                    : Localized(ko: "정렬 \(index)단계", en: "Sorting step \(index)")
                return index == asked
                    ? SnapshotSteps.asked(frame, title: title, prompt: step)
                    : [SnapshotSteps.retold(frame, title: title)]
            }
    }

    /// The predict step of sorting step `asked`; nil when that step is not the one move the
    /// question describes.
    static func prompt(_ applied: SnapshotRun) -> Prompt? {
        guard let moved = applied.moved.first?.item, let place = applied.shown.firstIndex(of: moved) else { return nil }
        let to =
            place == 0
            ? Localized(ko: "맨 앞으로", en: "to the front")
            : Localized(ko: "\(place)번 칸으로", en: "to slot \(place)")
        let moves = applied.moved.count
        let none = applied.deleted.isEmpty && applied.inserted.isEmpty
        return Prompt(
            question: Localized(
                ko: "\(asked)단계는 \(Korean.phrase(moved, .object)) \(to.ko) 보냅니다. 아이템을 모두 지웠다 다시 넣는데, 배치에는 이동이 몇 개일까요?",
                en:
                    "Step \(asked) sends \(moved) \(to.en). We delete every item and append them again: how many moves are in the batch?"
            ),
            accepted: Counting.accepted(moves),
            hint: Localized(
                ko: "같은 식별자는 지웠다 넣어도 같은 아이템입니다.", en: "An identifier deleted and added back is still the same item."),
            explanation: Localized(
                ko:
                    "이동이 \(Counting.word(moves).ko)입니다. \(moved) 말고는 서로의 순서가 그대로이므로 움직이지 않습니다. \(none ? "삭제와 삽입은 없습니다." : "삭제 \(applied.deleted.count)개, 삽입 \(applied.inserted.count)개도 있습니다.")",
                en:
                    "\(moves == 1 ? "One move" : "\(moves) moves"); apart from \(moved), the items keep their order and stay. \(none ? "No deletes, no inserts." : "Also \(applied.deleted.count) deletes and \(applied.inserted.count) inserts.")"
            ))
    }
}
