/// One call of UIKit's batch-update API, with the indexes exactly as the student wrote them.
public enum Update: Sendable, Hashable {
    /// `insertItems(at:)` / `insertRows(at:with:)`: paths in the AFTER index space.
    case insertItems([IndexPath])
    /// `deleteItems(at:)` / `deleteRows(at:with:)`: paths in the BEFORE index space.
    case deleteItems([IndexPath])
    /// `reloadItems(at:)` / `reloadRows(at:with:)`: paths in the BEFORE index space.
    case reloadItems([IndexPath])
    /// `moveItem(at:to:)` / `moveRow(at:to:)`: from BEFORE to AFTER.
    case moveItem(from: IndexPath, to: IndexPath)
    /// `insertSections(_:)`: AFTER indexes.
    case insertSections([Int])
    /// `deleteSections(_:)`: BEFORE indexes.
    case deleteSections([Int])
    /// `reloadSections(_:)`: BEFORE indexes.
    case reloadSections([Int])
    /// `moveSection(_:toSection:)`: from BEFORE to AFTER.
    case moveSection(from: Int, to: Int)

    /// The UIKit method name for `view` (`insertItems` or `insertRows`, ...).
    /// - Parameter view: which view's vocabulary to use.
    /// - Returns: the method's base name.
    /// - Complexity: O(1).
    public func methodName(for view: ViewKind) -> String {
        let noun = view == .table ? "Rows" : "Items"
        switch self {
        case .insertItems: return "insert" + noun
        case .deleteItems: return "delete" + noun
        case .reloadItems: return "reload" + noun
        case .moveItem: return view == .table ? "moveRow" : "moveItem"
        case .insertSections: return "insertSections"
        case .deleteSections: return "deleteSections"
        case .reloadSections: return "reloadSections"
        case .moveSection: return "moveSection"
        }
    }

    /// The compact form: `insert 6 7 8`, `move 0:2 1:0`, `delete section 1`.
    public var compact: String {
        func paths(_ list: [IndexPath]) -> String { list.map(Update.compactPath).joined(separator: " ") }
        func numbers(_ list: [Int]) -> String { list.map(String.init).joined(separator: " ") }
        switch self {
        case .insertItems(let list): return "insert " + paths(list)
        case .deleteItems(let list): return "delete " + paths(list)
        case .reloadItems(let list): return "reload " + paths(list)
        case .moveItem(let from, let to): return "move \(Update.compactPath(from)) \(Update.compactPath(to))"
        case .insertSections(let list): return "insert section " + numbers(list)
        case .deleteSections(let list): return "delete section " + numbers(list)
        case .reloadSections(let list): return "reload section " + numbers(list)
        case .moveSection(let from, let to): return "move section \(from) \(to)"
        }
    }

    /// `item` alone in section 0, `section:item` elsewhere.
    public static func compactPath(_ path: IndexPath) -> String {
        path.section == 0 ? String(path.item) : "\(path.section):\(path.item)"
    }
}
