import BatchModel

extension ExceptionFact {
    /// The values the format's `%ld` and `%@` take, in order (empty for M4 and M25).
    package var arguments: [FormatArgument] {
        switch self {
        case .sectionCount(let after, let before, let inserted, let deleted):
            return Self.numbers([after, before, inserted, deleted])
        case .itemCount(let section, let after, let before, let counts):
            return Self.numbers([
                section, after, before, counts.inserted, counts.deleted, counts.movedIn, counts.movedOut,
            ])
        case .deleteMoreThanExist(let section), .deleteAndMoveFromSection(let section),
            .insertAndMoveToSection(let section), .moveFromDeletedSection(let section),
            .moveIntoInsertedSection(let section):
            return [.number(section)]
        case .deleteAndReload(let path), .deleteAndMoveFrom(let path), .insertAndMoveTo(let path),
            .negativeIndexPath(let path):
            return [.path(path)]
        case .deleteSection(let section, let sections), .insertSection(let section, let sections),
            .moveSectionFrom(let section, let sections):
            return [.number(section), .number(sections)]
        case .deleteItemFromMissingSection(let path, let count), .deleteItem(let path, let count),
            .insertItemIntoMissingSection(let path, let count):
            return [.number(path.item), .number(path.section), .number(count)]
        case .insertItem(let path, let count):
            return [.number(path.item), .number(path.section), .number(count), .number(path.section)]
        case .moveItemFromMissingSection(let path, let count): return [.path(path), .number(count)]
        case .moveItemFromMissing(let path, let count): return [.path(path), .number(count), .number(path.section)]
        case .moveSectionTo(let from, let to, let sections): return Self.numbers([from, to, sections])
        case .moveItemToMissingSection(let from, let to, let sections):
            return [.path(from), .path(to), .number(sections)]
        case .moveItemToMissing(let from, let to, let count):
            return [.path(from), .path(to), .number(count), .number(to.section)]
        case .moveSectionToBoth(let from, let first, let second): return Self.numbers([from, first, second])
        case .moveItemToBoth(let from, let first, let second): return [.path(from), .path(first), .path(second)]
        case .moveBothSections(let first, let second, let to): return Self.numbers([first, second, to])
        case .moveBothItems(let first, let second, let to): return [.path(first), .path(second), .path(to)]
        case .invalidBatch, .invalidTableViewUpdate: return []
        }
    }

    /// Numbers as format values; one function for the facts that have only numbers.
    private static func numbers(_ list: [Int]) -> [FormatArgument] { list.map { .number($0) } }

    /// The fact a format's values describe, or `nil` when they do not fit the shape.
    /// (A section printed twice, as in M13, must agree with itself.)
    package init?(shape: ExceptionShape, arguments values: [FormatArgument]) {
        var numbers: [Int] = []
        var paths: [IndexPath] = []
        for value in values {
            switch value {
            case .number(let number): numbers.append(number)
            case .path(let path): paths.append(path)
            }
        }
        guard let fact = Self.build(shape, numbers, paths), fact.arguments == values else { return nil }
        self = fact
    }

    private static func build(_ shape: ExceptionShape, _ n: [Int], _ p: [IndexPath]) -> ExceptionFact? {
        func number(_ index: Int) -> Int { index < n.count ? n[index] : -1 }
        func path(_ index: Int) -> IndexPath { index < p.count ? p[index] : IndexPath(item: -1, section: -1) }
        let item = IndexPath(item: number(0), section: number(1))
        switch shape {
        case .sectionCount:
            return .sectionCount(after: number(0), before: number(1), inserted: number(2), deleted: number(3))
        case .itemCount:
            let counts = ItemCounts(inserted: number(3), deleted: number(4), movedIn: number(5), movedOut: number(6))
            return .itemCount(section: number(0), after: number(1), before: number(2), counts: counts)
        case .deleteMoreThanExist: return .deleteMoreThanExist(section: number(0))
        case .deleteAndReload: return .deleteAndReload(path(0))
        case .deleteAndMoveFrom: return .deleteAndMoveFrom(path(0))
        case .deleteAndMoveFromSection: return .deleteAndMoveFromSection(number(0))
        case .insertAndMoveTo: return .insertAndMoveTo(path(0))
        case .insertAndMoveToSection: return .insertAndMoveToSection(number(0))
        case .deleteSection: return .deleteSection(number(0), sections: number(1))
        case .deleteItemFromMissingSection: return .deleteItemFromMissingSection(item, sections: number(2))
        case .deleteItem: return .deleteItem(item, count: number(2))
        case .insertSection: return .insertSection(number(0), sections: number(1))
        case .insertItemIntoMissingSection: return .insertItemIntoMissingSection(item, sections: number(2))
        case .insertItem: return .insertItem(item, count: number(2))
        case .moveSectionFrom: return .moveSectionFrom(number(0), sections: number(1))
        case .moveSectionTo: return .moveSectionTo(from: number(0), to: number(1), sections: number(2))
        case .moveItemFromMissingSection: return .moveItemFromMissingSection(path(0), sections: number(0))
        case .moveItemFromMissing: return .moveItemFromMissing(path(0), count: number(0))
        case .moveItemToMissingSection:
            return .moveItemToMissingSection(from: path(0), to: path(1), sections: number(0))
        case .moveItemToMissing: return .moveItemToMissing(from: path(0), to: path(1), count: number(0))
        case .moveSectionToBoth: return .moveSectionToBoth(number(0), first: number(1), second: number(2))
        case .moveItemToBoth: return .moveItemToBoth(path(0), first: path(1), second: path(2))
        case .moveBothSections: return .moveBothSections(number(0), number(1), to: number(2))
        case .moveBothItems: return .moveBothItems(path(0), path(1), to: path(2))
        case .moveFromDeletedSection: return .moveFromDeletedSection(number(0))
        case .moveIntoInsertedSection: return .moveIntoInsertedSection(number(0))
        case .invalidTableViewUpdate: return .invalidTableViewUpdate
        case .negativeIndexPath: return .negativeIndexPath(path(0))
        case .invalidBatch: return nil
        }
    }
}
