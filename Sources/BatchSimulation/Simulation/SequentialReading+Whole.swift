import BatchModel

extension SequentialReading {
    /// Applies one call to the whole state `groups`; returns the parts that did not fit. The
    /// page's part uses it (``states``); ``edits(_:shape:)`` finds the same changes from the
    /// counts alone for the command line, and a property test holds the two together.
    static func apply(_ update: Update, to groups: inout [Group]) -> [Problem] {
        var problems: [Problem] = []
        func has(_ path: IndexPath, slack: Int = 0) -> Bool {
            guard path.section < groups.count else {
                problems.append(.missingSection(path.section, count: groups.count))
                return false
            }
            let count = groups[path.section].cells.count
            guard path.item < count + slack else {
                problems.append(.missingItem(path, count: count))
                return false
            }
            return true
        }
        func hasSection(_ section: Int, slack: Int = 0) -> Bool {
            guard section < groups.count + slack else {
                problems.append(.missingSection(section, count: groups.count))
                return false
            }
            return true
        }
        switch update {
        case .deleteItems(let paths):
            // The student names the items to go in today's positions, as one set.
            for path in IndexPath.ordered(Array(Set(paths)), descending: true) where has(path) {
                groups[path.section].cells.remove(at: path.item)
            }
        case .insertItems(let paths):
            for path in IndexPath.ordered(Array(Set(paths))) where has(path, slack: 1) {
                groups[path.section].cells.insert(ViewCell(nil, .inserted), at: path.item)
            }
        case .reloadItems(let paths):
            for path in paths where has(path) {
                groups[path.section].cells[path.item] = ViewCell(nil, .reloaded)
            }
        case .moveItem(let from, let to):
            guard has(from) else { break }
            var cell = groups[from.section].cells.remove(at: from.item)
            cell.mark = .moved
            if has(to, slack: 1) {
                groups[to.section].cells.insert(cell, at: to.item)
            } else {
                groups[from.section].cells.insert(cell, at: from.item)
            }
        case .deleteSections(let list):
            for section in Set(list).sorted(by: >) where hasSection(section) { groups.remove(at: section) }
        case .insertSections(let list):
            for section in Set(list).sorted() where hasSection(section, slack: 1) {
                groups.insert(Group(name: nil, cells: [], fresh: true), at: section)
            }
        case .reloadSections(let list):
            for section in list where hasSection(section) {
                groups[section] = Group(name: nil, cells: [], fresh: true)
            }
        case .moveSection(let from, let to):
            guard hasSection(from) else { break }
            let group = groups.remove(at: from)
            if hasSection(to, slack: 1) { groups.insert(group, at: to) } else { groups.insert(group, at: from) }
        }
        return problems
    }
}
