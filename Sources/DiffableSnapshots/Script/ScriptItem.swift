/// An item of a snapshot script: a name and an optional content (`Everest:8848`), compared
/// the way the script's ``IdentityRule`` says, with the hash value that rule would give
/// (``simulatedHashValue``), even when that breaks Hashable's contract.
///
/// Its own `hash(into:)` feeds the name only, which agrees with every `==` a rule allows,
/// so Swift's sets and dictionaries inside the simulator stay sound (a Swift `Set` traps on
/// keys that break the contract); UIKit's validators read the simulated value.
public struct ScriptItem: Sendable, SnapshotIdentifier, SimulatedHashing {
    /// The identifier part (`Everest`).
    public var name: String
    /// The content part (`8848`), or nil.
    public var content: String?
    /// How this item hashes and compares.
    public var rule: IdentityRule
    /// True for a key that equals every item of its name (``init(anyContentNamed:)``).
    private var anyContent = false

    /// Reads `name` or `name:content`.
    /// - Complexity: O(n) in the length of the text.
    public init(_ text: String, rule: IdentityRule) {
        if let colon = text.firstIndex(of: ":"), colon != text.startIndex {
            name = String(text[..<colon])
            content = String(text[text.index(after: colon)...])
        } else {
            name = text
            content = nil
        }
        self.rule = rule
    }

    /// A key that equals every item of this name, whatever its content and rule: how a
    /// snapshot counts the items of a name (never stored as an item).
    /// - Complexity: O(1).
    init(anyContentNamed name: String) {
        self.name = name
        content = nil
        rule = .identifier
        anyContent = true
    }

    /// The key of this item's name: a bare name in a script means the first item of that name.
    /// - Complexity: O(1).
    public var nameKey: ScriptItem? { ScriptItem(anyContentNamed: name) }

    /// `name` or `name:content`.
    public var description: String { content.map { "\(name):\($0)" } ?? name }

    /// Compares as the rule says; with ``IdentityRule/Fields/never``, not even to itself.
    /// - Complexity: O(n) in the length of the texts.
    @inline(never)  // one copy of the comparison, not one in every search of a list
    public static func == (lhs: ScriptItem, rhs: ScriptItem) -> Bool {
        if lhs.anyContent || rhs.anyContent { return lhs.name == rhs.name }
        return switch lhs.rule.equal {
        case .identifier: lhs.name == rhs.name
        case .all: lhs.name == rhs.name && lhs.content == rhs.content
        case .never: false
        }
    }

    /// Hashes the name: sound for Swift's containers whatever the rule.
    /// - Complexity: O(n) in the length of the name.
    @inline(never)
    public func hash(into hasher: inout Hasher) {
        hasher.combine(name)
    }

    /// The hash value the rule's `hash(into:)` would give: the name, or name and content.
    /// - Complexity: O(n) in the length of the texts.
    @inline(never)
    public var simulatedHashValue: Int {
        var hasher = Hasher()
        hasher.combine(name)
        if rule.hash == .all { hasher.combine(content) }
        return hasher.finalize()
    }
}
