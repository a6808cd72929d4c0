import BatchModel

/// One line of a snapshot script, parsed: a snapshot method and its identifiers.
///
/// Identifiers are plain words; both sections and items are named by them.
public enum ScriptCommand: Sendable, Hashable {
    /// Where `insert…`/`move…` place things: before or after an anchor.
    public enum Anchor: Sendable, Hashable {
        case before(String)
        case after(String)
    }

    case appendSections([String])
    case insertSections([String], Anchor)
    case deleteSections([String])
    case moveSection(String, Anchor)
    case reloadSections([String])
    case appendItems([String], toSection: String?)
    case insertItems([String], Anchor)
    case deleteItems([String])
    case deleteAllItems
    case moveItem(String, Anchor)
    case reloadItems([String])
    case reconfigureItems([String])
    /// `apply`, optionally `animatingDifferences: false`.
    case apply(animatingDifferences: Bool)
    /// `applySnapshotUsingReloadData`.
    case applyUsingReloadData
    /// `itemIdentity hash: identifier|all equal: identifier|all|never`: how the item type
    /// implements `Hashable` from here on.
    case itemIdentity(IdentityRule)
    /// `mutate Everest:8849`: the item object changes its content in place, on screen and
    /// in the snapshot being built (a class instance mutated behind the snapshot's back).
    case mutate([String])

    /// Every command word the parser knows, for suggestions and documentation.
    /// `LineParser` reads a command by its position here: a new word goes at the end.
    public static let words = [
        "appendSections", "insertSections", "deleteSections", "moveSection", "reloadSections",
        "appendItems", "insertItems", "deleteItems", "deleteAllItems", "moveItem", "reloadItems",
        "reconfigureItems", "apply", "applySnapshotUsingReloadData", "itemIdentity", "mutate",
    ]

    /// True when an item it names is written with its content (`Everest:8848`): under a rule
    /// that compares contents, such an item can sit beside another of the same name.
    var writesContent: Bool {
        let names: [String]
        switch self {
        case .appendItems(let list, _), .deleteItems(let list), .reloadItems(let list), .reconfigureItems(let list),
            .mutate(let list):
            names = list
        case .insertItems(let list, .before(let anchor)), .insertItems(let list, .after(let anchor)):
            names = list + [anchor]
        case .moveItem(let name, .before(let anchor)), .moveItem(let name, .after(let anchor)): names = [name, anchor]
        default: return false
        }
        return names.contains { ScriptItem($0, rule: .identifier).content != nil }
    }

    /// The earliest release that has this command, if it is newer than iOS 13.
    var introducedIn: UIKitRelease? {
        switch self {
        case .reconfigureItems, .applyUsingReloadData: .iOS15
        default: nil
        }
    }
}
