import BatchModel

/// Reads the iOS 16.4+ listing after its head: both data-source states and the updates.
struct ListingReader {
    let book: MessageBook

    private var word: String { book.view.word }

    /// The two states and the updates, or `nil` when the text stops early or differs.
    func read(_ scanner: inout TextScanner) -> (before: [Int], after: [Int], updates: [ListedUpdate])? {
        guard scanner.literal(" Data source before updates = "), let before = state(&scanner),
            scanner.literal(" Data source after updates = "), let after = state(&scanner),
            scanner.literal(" Updates = ["), let updates = updates(&scanner)
        else { return nil }
        return (before, after, updates)
    }

    /// `{ 1 section with item counts: [6] }`.
    func state(_ scanner: inout TextScanner) -> [Int]? {
        guard scanner.literal("{ "), let count = scanner.number(),
            scanner.literal(count == 1 ? " section" : " sections"), scanner.literal(" with \(word) counts: [")
        else { return nil }
        var counts: [Int] = []
        while let value = scanner.number() {
            counts.append(value)
            guard scanner.literal(", ") else { break }
        }
        guard scanner.literal("] }"), counts.count == count else { return nil }
        return counts
    }

    /// ` Delete item (0 - 2), Insert item (0 - 5) ]`.
    func updates(_ scanner: inout TextScanner) -> [ListedUpdate]? {
        var list: [ListedUpdate] = []
        while !scanner.literal(" ]") {
            guard scanner.literal(list.isEmpty ? " " : ", ") || scanner.literal(","), let update = update(&scanner)
            else { return nil }
            list.append(update)
        }
        return list
    }

    private func update(_ scanner: inout TextScanner) -> ListedUpdate? {
        if scanner.literal("Delete section "), let section = scanner.number() { return .deleteSection(section) }
        if scanner.literal("Insert section "), let section = scanner.number() { return .insertSection(section) }
        if scanner.literal("Move section "), let from = scanner.number(), scanner.literal(" to "),
            let to = scanner.number()
        {
            return .moveSection(from: from, to: to)
        }
        if scanner.literal("Delete \(word) ("), let path = scanner.pair(), scanner.literal(")") {
            return .deleteItem(path)
        }
        if scanner.literal("Insert \(word) ("), let path = scanner.pair(), scanner.literal(")") {
            return .insertItem(path)
        }
        if scanner.literal("Move \(word) ("), let from = scanner.pair(), scanner.literal(") to ("),
            let to = scanner.pair(), scanner.literal(")")
        {
            return .moveItem(from: from, to: to)
        }
        return nil
    }
}
