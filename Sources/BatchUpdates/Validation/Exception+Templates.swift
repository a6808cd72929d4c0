/// The reference's message templates M1-M24, filled in for one view and message style.
///
/// Facts only: the words are UIKit's, never translated.
struct MessageBook {
    var view: ViewKind
    var style: SimulationOptions.MessageStyle

    private var word: String { view.word }
    private var words: String { view.word + "s" }

    /// `%@` of an index path: `<NSIndexPath: 0x…> {length = 2, path = 0 - 6}`.
    static func object(_ path: IndexPath) -> String {
        "<NSIndexPath: 0x…> {length = 2, path = \(path)}"
    }

    /// The "Invalid update" sentences: two spaces after the first sentence in classic
    /// builds, one space and a `Collection view: <...>` suffix in modern ones.
    private func invalidUpdate(_ head: String, _ body: String) -> String {
        switch style {
        case .classic: return "Invalid update: \(head).  \(body)"
        case .modern: return "Invalid update: \(head). \(body) \(view.capitalizedViewName): <\(view.className): 0x…>"
        }
    }

    func sectionCount(after: Int, before: Int, inserted: Int, deleted: Int) -> Exception {
        Exception(
            .invalidSectionCount,
            invalidUpdate(
                "invalid number of sections",
                "The number of sections contained in the \(view.viewName) after the update (\(after)) must be equal to the number of sections contained in the \(view.viewName) before the update (\(before)), plus or minus the number of sections inserted or deleted (\(inserted) inserted, \(deleted) deleted)."
            ))
    }

    func itemCount(section: Int, after: Int, before: Int, counts: ItemCounts) -> Exception {
        Exception(
            .invalidItemCount,
            invalidUpdate(
                "invalid number of \(words) in section \(section)",
                "The number of \(words) contained in an existing section after the update (\(after)) must be equal to the number of \(words) contained in that section before the update (\(before)), plus or minus the number of \(words) inserted or deleted from that section (\(counts.inserted) inserted, \(counts.deleted) deleted) and plus or minus the number of \(words) moved into or out of that section (\(counts.movedIn) moved in, \(counts.movedOut) moved out)."
            ))
    }

    func deleteMoreThanExist(section: Int) -> Exception {
        Exception(
            .deleteMoreThanExist,
            invalidUpdate(
                "invalid number of \(words) in section \(section)",
                "Attempt to delete more \(words) than exist in section."))
    }

    /// M4, iOS 16.4's listing of both data-source states and the sorted updates.
    func invalidBatch(before: [Int], after: [Int], updates: [String]) -> Exception {
        func state(_ counts: [Int]) -> String {
            let noun = counts.count == 1 ? "section" : "sections"
            return
                "{ \(counts.count) \(noun) with \(word) counts: [\(counts.map(String.init).joined(separator: ", "))] }"
        }
        let list = updates.isEmpty ? "[\n]" : "[\n" + updates.map { "\t" + $0 }.joined(separator: ",\n") + "\n]"
        return Exception(
            .invalidBatch,
            """
            Invalid batch updates detected: the number of sections and/or \(words) returned by the data source before and/or after performing the batch updates are inconsistent with the updates.
            Data source before updates = \(state(before))
            Data source after updates = \(state(after))
            Updates = \(list)
            \(view.capitalizedViewName): <\(view.className): 0x…>
            """)
    }

    func deleteAndReload(_ path: IndexPath) -> Exception {
        Exception(.deleteAndReload, "attempt to delete and reload the same index path (\(Self.object(path)))")
    }

    func deleteAndMoveFrom(_ path: IndexPath) -> Exception {
        Exception(
            .deleteAndMoveFrom, "attempt to perform a delete and a move from the same index path (\(Self.object(path)))"
        )
    }

    func deleteAndMoveFrom(section: Int) -> Exception {
        Exception(.deleteAndMoveFrom, "attempt to perform a delete and a move from the same section (\(section))")
    }

    func insertAndMoveTo(_ path: IndexPath) -> Exception {
        Exception(
            .insertAndMoveTo, "attempt to perform an insert and a move to the same index path (\(Self.object(path)))")
    }

    func insertAndMoveTo(section: Int) -> Exception {
        Exception(.insertAndMoveTo, "attempt to perform an insert and a move to the same section (\(section))")
    }

    func deleteSection(_ section: Int, sections: Int) -> Exception {
        Exception(
            .deleteSectionRange,
            "attempt to delete section \(section), but there are only \(sections) sections before the update")
    }

    func deleteItem(_ path: IndexPath, sections: Int) -> Exception {
        Exception(
            .deleteItemSectionRange,
            "attempt to delete \(word) \(path.item) from section \(path.section), but there are only \(sections) sections before the update"
        )
    }

    func deleteItem(_ path: IndexPath, count: Int) -> Exception {
        Exception(
            .deleteItemRange,
            "attempt to delete \(word) \(path.item) from section \(path.section) which only contains \(count) \(words) before the update"
        )
    }

    func insertSection(_ section: Int, sections: Int) -> Exception {
        Exception(
            .insertSectionRange,
            "attempt to insert section \(section) but there are only \(sections) sections after the update")
    }

    func insertItem(_ path: IndexPath, sections: Int) -> Exception {
        Exception(
            .insertItemSectionRange,
            "attempt to insert \(word) \(path.item) into section \(path.section), but there are only \(sections) sections after the update"
        )
    }

    func insertItem(_ path: IndexPath, count: Int) -> Exception {
        Exception(
            .insertItemRange,
            "attempt to insert \(word) \(path.item) into section \(path.section), but there are only \(count) \(words) in section \(path.section) after the update"
        )
    }

    func moveSection(from section: Int, sections: Int) -> Exception {
        Exception(
            .moveSectionFromRange,
            "attempt to move section \(section), but there are only \(sections) sections before the update")
    }

    /// M15 keeps UIKit's doubled "to to".
    func moveSection(_ from: Int, to: Int, sections: Int) -> Exception {
        Exception(
            .moveSectionToRange,
            "attempt to to move section \(from) to section \(to), but there are only \(sections) sections after the update"
        )
    }

    func moveItem(fromMissingSection path: IndexPath, sections: Int) -> Exception {
        Exception(
            .moveItemFromSectionRange,
            "attempt to move index path (\(Self.object(path))) from a section that does not exist - there are only \(sections) sections before the update"
        )
    }

    func moveItem(fromMissing path: IndexPath, count: Int) -> Exception {
        Exception(
            .moveItemFromRange,
            "attempt to move index path (\(Self.object(path))) that does not exist - there are only \(count) \(words) in section \(path.section) before the update"
        )
    }

    func moveItem(_ from: IndexPath, toMissingSection to: IndexPath, sections: Int) -> Exception {
        Exception(
            .moveItemToSectionRange,
            "attempt to move index path (\(Self.object(from))) to index path (\(Self.object(to))) in section that does not exist - there are only \(sections) sections after the update"
        )
    }

    func moveItem(_ from: IndexPath, toMissing to: IndexPath, count: Int) -> Exception {
        Exception(
            .moveItemToRange,
            "attempt to move index path (\(Self.object(from))) to index path (\(Self.object(to))) that does not exist - there are only \(count) \(words) in section \(to.section) after the update"
        )
    }

    func moveSection(_ from: Int, toBoth first: Int, and second: Int) -> Exception {
        Exception(.moveSectionToBoth, "attempt to move section \(from) to both section \(first) and section \(second)")
    }

    func moveItem(_ from: IndexPath, toBoth first: IndexPath, and second: IndexPath) -> Exception {
        Exception(
            .moveItemToBoth,
            "attempt to move \(word) at index path \(Self.object(from)) to both \(Self.object(first)) and \(Self.object(second))"
        )
    }

    func moveBoth(section first: Int, and second: Int, to target: Int) -> Exception {
        Exception(.moveBothSections, "attempt to move both section \(first) and section \(second) to section \(target)")
    }

    func moveBoth(_ first: IndexPath, and second: IndexPath, to target: IndexPath) -> Exception {
        Exception(
            .moveBothItems,
            "attempt to move both \(word) at index path \(Self.object(first)) and \(Self.object(second)) to \(Self.object(target))"
        )
    }

    func moveFromDeletedSection(_ section: Int) -> Exception {
        Exception(.moveAcrossChangedSection, "cannot move an item from a deleted section (\(section))")
    }

    func moveIntoInsertedSection(_ section: Int) -> Exception {
        Exception(.moveAcrossChangedSection, "cannot move an item into a newly inserted section (\(section))")
    }
}
