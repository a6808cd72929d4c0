import BatchModel

extension SequentialReading {
    /// One change a call makes to the state, in the state it applies to: a call is one or
    /// more of these, applied in order (a delete of several items is one `deleteCell` per
    /// item, highest first; the parts of a call that do not fit make none).
    public enum Edit: Sendable, Hashable {
        /// A fresh cell (its item unknown until the data source is asked) now at this path.
        case insertCell(IndexPath)
        /// The cell at this path leaves.
        case deleteCell(IndexPath)
        /// The cell at this path is replaced by a fresh one.
        case reloadCell(IndexPath)
        /// The cell at `from` is taken out, marked moved, and put at `to` (a path in the
        /// state without it; `to == from` when the destination did not fit).
        case moveCell(from: IndexPath, to: IndexPath)
        /// A fresh, empty section at this index.
        case insertSection(Int)
        /// The section at this index leaves.
        case deleteSection(Int)
        /// The section at this index is replaced by a fresh, empty one.
        case reloadSection(Int)
        /// The section at `from` is taken out and put at `to` (`to == from` when it did not fit).
        case moveSection(from: Int, to: Int)

        /// The cells the edit touches, for a renderer to centre on (a delete's is where the
        /// cell was; section edits touch none).
        public var cells: [IndexPath] {
            switch self {
            case .insertCell(let path), .deleteCell(let path), .reloadCell(let path): [path]
            case .moveCell(let from, let to): [from, to]
            case .insertSection, .deleteSection, .reloadSection, .moveSection: []
            }
        }

        /// Applies the edit to a state.
        /// - Complexity: O(k) for the k cells after the place it touches.
        public func apply(to groups: inout [Group]) {
            switch self {
            case .insertCell(let path): groups[path.section].cells.insert(ViewCell(nil, .inserted), at: path.item)
            case .deleteCell(let path): groups[path.section].cells.remove(at: path.item)
            case .reloadCell(let path): groups[path.section].cells[path.item] = ViewCell(nil, .reloaded)
            case .moveCell(let from, let to):
                var cell = groups[from.section].cells.remove(at: from.item)
                cell.mark = .moved
                groups[to.section].cells.insert(cell, at: to.item)
            case .insertSection(let section): groups.insert(Group(name: nil, cells: [], fresh: true), at: section)
            case .deleteSection(let section): groups.remove(at: section)
            case .reloadSection(let section): groups[section] = Group(name: nil, cells: [], fresh: true)
            case .moveSection(let from, let to): groups.insert(groups.remove(at: from), at: to)
            }
        }
    }

    /// The edits one call makes to a state of the given shape (the number of cells in each
    /// section), and the parts that did not fit; `shape` becomes the shape after the call.
    /// Only counts decide what fits, so the edits of a whole batch cost O(paths), not O(cells).
    static func edits(_ update: Update, shape: inout [Int]) -> (edits: [Edit], problems: [Problem]) {
        var problems: [Problem] = []
        var edits: [Edit] = []
        func has(_ path: IndexPath, slack: Int = 0) -> Bool {
            guard path.section < shape.count else {
                problems.append(.missingSection(path.section, count: shape.count))
                return false
            }
            guard path.item < shape[path.section] + slack else {
                problems.append(.missingItem(path, count: shape[path.section]))
                return false
            }
            return true
        }
        func hasSection(_ section: Int, slack: Int = 0) -> Bool {
            guard section < shape.count + slack else {
                problems.append(.missingSection(section, count: shape.count))
                return false
            }
            return true
        }
        switch update {
        case .deleteItems(let paths):
            // The student names the items to go in today's positions, as one set.
            for path in IndexPath.ordered(Array(Set(paths)), descending: true) where has(path) {
                shape[path.section] -= 1
                edits.append(.deleteCell(path))
            }
        case .insertItems(let paths):
            for path in IndexPath.ordered(Array(Set(paths))) where has(path, slack: 1) {
                shape[path.section] += 1
                edits.append(.insertCell(path))
            }
        case .reloadItems(let paths):
            for path in paths where has(path) { edits.append(.reloadCell(path)) }
        case .moveItem(let from, let to):
            guard has(from) else { break }
            shape[from.section] -= 1
            let fits = has(to, slack: 1)
            let target = fits ? to : from
            shape[target.section] += 1
            edits.append(.moveCell(from: from, to: target))
        case .deleteSections(let list):
            for section in Set(list).sorted(by: >) where hasSection(section) {
                shape.remove(at: section)
                edits.append(.deleteSection(section))
            }
        case .insertSections(let list):
            for section in Set(list).sorted() where hasSection(section, slack: 1) {
                shape.insert(0, at: section)
                edits.append(.insertSection(section))
            }
        case .reloadSections(let list):
            for section in list where hasSection(section) {
                shape[section] = 0
                edits.append(.reloadSection(section))
            }
        case .moveSection(let from, let to):
            guard hasSection(from) else { break }
            let count = shape.remove(at: from)
            let target = hasSection(to, slack: 1) ? to : from
            shape.insert(count, at: target)
            edits.append(.moveSection(from: from, to: target))
        }
        return (edits, problems)
    }
}
