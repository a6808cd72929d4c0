import BatchModel

extension BatchUpdate {
    /// Checks the batch the way UIKit's `endUpdates` does (reference 1.5-1.8).
    ///
    /// Reloads are split into a delete and an insert, deletes are checked against the
    /// BEFORE counts, inserts against the AFTER counts, moves against both, then the
    /// section and item counts are added up.
    /// - Parameters:
    ///   - before: the item count of each section the data source returned when the batch
    ///     began (two states: also what the view cached).
    ///   - after: the item count of each section the data source reports after it.
    ///   - options: view, message style and the documented open choices; `options.cached`
    ///     gives the view's cached counts when they differ from `before` (three states).
    /// - Returns: UIKit's reading (as far as checking got) and what UIKit does.
    /// - Complexity: O(u² + s) for u index paths and s sections; batches are small.
    package func validate(
        before: [Int], after: [Int], options: SimulationOptions = SimulationOptions()
    ) -> (reading: UIKitReading, outcome: Outcome) {
        var validator = Validator(before: before, after: after, options: options)
        do {
            try validator.run(RawBatch(self))
            return (validator.reading, .applied)
        } catch let failure {
            return (validator.reading, failure.outcome(view: options.view, wording: options.wording))
        }
    }
}

/// Why validation stopped: an exception, or a quiet fallback to `reloadData`.
enum ValidationStop: Error {
    case raise(ExceptionFact)
    case reloadData(ExceptionFact?)

    func outcome(view: ViewKind, wording: Wording) -> Outcome {
        switch self {
        case .raise(let fact): .raised(Exception(fact, view: view, wording: wording))
        case .reloadData(let fact): .reloadedData(fact.map { Exception($0, view: view, wording: wording) })
        }
    }
}

/// The pipeline of reference 1.5, one step per method.
struct Validator {
    /// What the view cached: indexes are checked against it.
    let before: [Int]
    /// What the data source returned when the batch began (the same unless a cache is given).
    let start: [Int]
    let after: [Int]
    let options: SimulationOptions
    var reading = UIKitReading()

    init(before: [Int], after: [Int], options: SimulationOptions) {
        self.before = options.cached ?? before
        self.start = before
        self.after = after
        self.options = options
    }

    mutating func run(_ raw: RawBatch) throws(ValidationStop) {
        var raw = raw
        try checkNegativeIndexes(raw)
        try splitReloads(&raw)
        try checkDeletes(raw)
        try checkInserts(raw)
        try checkMoves(raw)
        try checkMovesAcrossChangedSections()
        try checkCounts()
    }

    /// Before the batch: a negative section or row. A table view asserts when the call is
    /// made from iOS 14 (`_UIAssertValidUpdateIndexPath`, M26); earlier releases only logged
    /// it, and what followed is not modelled, so every configuration stops here.
    func checkNegativeIndexes(_ raw: RawBatch) throws(ValidationStop) {
        let paths =
            raw.deletedItems + raw.insertedItems + raw.reloadedItems + raw.movedItems.flatMap { [$0.from, $0.to] }
        if let path = paths.first(where: { $0.section < 0 || $0.item < 0 }) { throw .raise(.negativeIndexPath(path)) }
        let sections =
            raw.deletedSections + raw.insertedSections + raw.reloadedSections
            + raw.movedSections.flatMap { [$0.from, $0.to] }
        if let section = sections.first(where: { $0 < 0 }) {
            throw .raise(.negativeIndexPath(IndexPath(item: 0, section: section)))
        }
    }

    /// Step a: each reload becomes a delete at its BEFORE index and an insert at the index
    /// it reaches after the explicit deletes and inserts.
    mutating func splitReloads(_ raw: inout RawBatch) throws(ValidationStop) {
        // Each list made unique (and sorted) once, not once per reload.
        let deletedSections = raw.deletedSections.uniqued()
        let insertedSections = raw.insertedSections.uniqued().sorted()
        for section in raw.reloadedSections.uniqued() {
            var target = section
            for deleted in deletedSections where deleted < section { target -= 1 }
            for inserted in insertedSections where inserted <= target { target += 1 }
            reading.reloadedSections.append(.init(before: section, after: target))
        }
        let deletedItems = raw.deletedItems.uniqued()
        let insertedItems = IndexPath.ordered(raw.insertedItems.uniqued())
        let deleted = Set(raw.deletedItems)
        for path in IndexPath.ordered(raw.reloadedItems.uniqued()) {
            if deleted.contains(path) { throw .raise(.deleteAndReload(path)) }
            guard !deletedSections.contains(path.section) else { continue }
            var target = path
            for section in deletedSections where section < path.section { target.section -= 1 }
            for item in deletedItems where item.section == path.section && item.item < path.item { target.item -= 1 }
            for section in insertedSections where section <= target.section { target.section += 1 }
            for item in insertedItems where item.section == target.section && item.item <= target.item {
                target.item += 1
            }
            reading.reloadedItems.append(.init(before: path, after: target))
        }
        raw.deletedSections += reading.reloadedSections.map { $0.before }
        raw.insertedSections += reading.reloadedSections.map { $0.after }
        raw.deletedItems += reading.reloadedItems.map { $0.before }
        raw.insertedItems += reading.reloadedItems.map { $0.after }
    }

    /// The item index paths a view counts: a table view drops identical duplicates (1.5b,
    /// the decompile); a collection view counts each one (radar 31786176, IGListKit #651:
    /// the same path deleted twice removes two items, and later corrupts the view).
    func counted(_ paths: [IndexPath]) -> [IndexPath] {
        options.view == .table ? paths.uniqued() : paths
    }

    /// Step b: deletes against BEFORE; item deletes inside deleted sections are dropped.
    mutating func checkDeletes(_ raw: RawBatch) throws(ValidationStop) {
        let sections = raw.deletedSections.uniqued().sorted(by: >)
        for section in sections {
            if raw.movedSections.contains(where: { $0.from == section }) {
                throw .raise(.deleteAndMoveFromSection(section))
            }
            if section >= before.count { throw .raise(.deleteSection(section, sections: before.count)) }
        }
        reading.deletedSections = sections.reversed()
        let movedFrom = Set(raw.movedItems.map { $0.from })
        let gone = Set(sections)
        for path in IndexPath.ordered(counted(raw.deletedItems), descending: true) {
            if movedFrom.contains(path) { throw .raise(.deleteAndMoveFrom(path)) }
            if path.section >= before.count {
                throw .raise(.deleteItemFromMissingSection(path, sections: before.count))
            }
            if path.item >= before[path.section] {
                throw .raise(.deleteItem(path, count: before[path.section]))
            }
            if !gone.contains(path.section) { reading.deletedItems.append(path) }
        }
    }

    /// Step c: inserts against AFTER; item inserts inside inserted sections are dropped.
    mutating func checkInserts(_ raw: RawBatch) throws(ValidationStop) {
        let sections = raw.insertedSections.uniqued().sorted()
        for section in sections {
            if raw.movedSections.contains(where: { $0.to == section }) {
                throw .raise(.insertAndMoveToSection(section))
            }
            if section >= after.count { throw .raise(.insertSection(section, sections: after.count)) }
        }
        reading.insertedSections = sections
        let movedTo = Set(raw.movedItems.map { $0.to })
        let fresh = Set(sections)
        for path in IndexPath.ordered(counted(raw.insertedItems)) {
            if movedTo.contains(path) { throw .raise(.insertAndMoveTo(path)) }
            if path.section >= after.count { throw .raise(.insertItemIntoMissingSection(path, sections: after.count)) }
            if path.item >= after[path.section] { throw .raise(.insertItem(path, count: after[path.section])) }
            if !fresh.contains(path.section) { reading.insertedItems.append(path) }
        }
    }
}
