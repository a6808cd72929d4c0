import BatchModel

/// A batch's calls gathered into UIKit's eight lists, before any checking.
struct RawBatch {
    var deletedItems: [IndexPath] = []
    var insertedItems: [IndexPath] = []
    var reloadedItems: [IndexPath] = []
    var movedItems: [Move<IndexPath>] = []
    var deletedSections: [Int] = []
    var insertedSections: [Int] = []
    var reloadedSections: [Int] = []
    var movedSections: [Move<Int>] = []

    init(_ batch: BatchUpdate) {
        // Call order is irrelevant to UIKit (1.3): only the lists matter.
        for update in batch.updates {
            switch update {
            case .insertItems(let paths): insertedItems += paths
            case .deleteItems(let paths): deletedItems += paths
            case .reloadItems(let paths): reloadedItems += paths
            case .moveItem(let from, let to): movedItems.append(Move(from: from, to: to))
            case .insertSections(let list): insertedSections += list
            case .deleteSections(let list): deletedSections += list
            case .reloadSections(let list): reloadedSections += list
            case .moveSection(let from, let to): movedSections.append(Move(from: from, to: to))
            }
        }
    }
}

extension Array where Element: Hashable {
    /// The elements in order with repeats removed (UIKit drops identical duplicates).
    func uniqued() -> [Element] {
        var seen = Set<Element>()
        return filter { seen.insert($0).inserted }
    }
}
