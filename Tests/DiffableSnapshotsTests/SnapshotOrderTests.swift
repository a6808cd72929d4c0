import BatchModel
import PropertyBased
import Testing

@testable import DiffableSnapshots

/// The snapshot files items in trees; these edits must leave the same order an array of
/// arrays gives (the model written the plain way), and every item's index path must agree.
@Suite struct SnapshotOrderTests {
    static let ops = zip(Gen.int(in: 0...6), Gen.int(in: 0...40), Gen.int(in: 0...40))
        .map { [$0, $1, $2] }
        .array(of: 0...50)

    /// Where `item` is in the model, or nil.
    static func find(_ item: Int, in model: [[Int]]) -> IndexPath? {
        for (section, items) in model.enumerated() {
            if let position = items.firstIndex(of: item) { return IndexPath(item: position, section: section) }
        }
        return nil
    }

    @Test("appends, inserts, deletes and moves give the plain model's order and index paths")
    func matchesThePlainModel() async {
        await propertyCheck(count: 400, input: Self.ops) { ops in
            var snapshot = Snapshot<Int, Int>(release: .iOS15)
            var model: [[Int]] = [[], [], []]
            try? snapshot.appendSections([0, 1, 2])
            var sections = [0, 1, 2]
            for op in ops {
                let (kind, a, b) = (op[0], op[1], op[2])
                let fresh = 100 + a
                switch kind {
                case 0, 1:
                    guard let ordinal = sections.indices.last else { continue }
                    let section = sections[a % sections.count]
                    let index = sections.firstIndex(of: section) ?? ordinal
                    guard Self.find(fresh, in: model) == nil else { continue }
                    try? snapshot.appendItems([fresh], toSection: section)
                    model[index].append(fresh)
                case 2, 3:
                    guard Self.find(fresh, in: model) == nil, let anchor = Self.find(100 + b, in: model) else {
                        continue
                    }
                    if kind == 2 {
                        try? snapshot.insertItems([fresh], beforeItem: 100 + b)
                    } else {
                        try? snapshot.insertItems([fresh], afterItem: 100 + b)
                    }
                    model[anchor.section].insert(fresh, at: anchor.item + kind - 2)
                case 4:
                    snapshot.deleteItems([fresh])
                    if let path = Self.find(fresh, in: model) { model[path.section].remove(at: path.item) }
                case 5:
                    guard fresh != 100 + b, let from = Self.find(fresh, in: model), Self.find(100 + b, in: model) != nil
                    else { continue }
                    try? snapshot.moveItem(fresh, afterItem: 100 + b)
                    model[from.section].remove(at: from.item)
                    if let to = Self.find(100 + b, in: model) { model[to.section].insert(fresh, at: to.item + 1) }
                default:
                    guard let index = sections.firstIndex(of: a % 3) else { continue }
                    snapshot.deleteSections([a % 3])
                    sections.remove(at: index)
                    model.remove(at: index)
                }
            }
            #expect(snapshot.sectionIdentifiers == sections)
            #expect(snapshot.items == model)
            for item in model.joined() {
                #expect(snapshot.indexPath(of: item) == Self.find(item, in: model))
            }
            #expect(snapshot.numberOfItems == model.joined().count)
        }
    }

    @Test("deleting 50,000 items one call at a time leaves the other half in order")
    func manySingleDeletes() throws {
        var snapshot = Snapshot<String, Int>()
        try snapshot.appendSections(["main"])
        try snapshot.appendItems(Array(0..<100_000))
        for item in stride(from: 0, to: 100_000, by: 2) { snapshot.deleteItems([item]) }
        #expect(snapshot.numberOfItems == 50_000)
        #expect(snapshot.indexPath(of: 99_999) == IndexPath(item: 49_999, section: 0))
        #expect(snapshot.lists[0].height <= 4 * 17)
    }

    @Test("reload marks survive in order and leave with their items")
    func marksInOrder() throws {
        var snapshot = Snapshot<String, Int>()
        try snapshot.appendSections(["main"])
        try snapshot.appendItems([1, 2, 3, 4])
        try snapshot.reloadItems([3, 1])
        try snapshot.reloadItems([2, 3])
        #expect(snapshot.reloadedItemIdentifiers == [3, 1, 2])
        snapshot.deleteItems([1])
        #expect(snapshot.reloadedItemIdentifiers == [3, 2])
    }
}
