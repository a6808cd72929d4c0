/// A way identifiers break Hashable's contract, named as UIKit's validators name it.
///
/// UIKit checks identifiers in debug builds and stops with one of these names; the
/// simulator reports the same names so a learner can search for them.
public enum IdentifierProblem: Sendable, Hashable, CustomStringConvertible {
    /// `x == x` is false (a NaN inside, or an `==` that compares fresh values).
    case notEqualToItself(String)
    /// An identifier's hash changed while it sat in a snapshot (a mutable class).
    case hashValueChanged(String)
    /// Two identifiers compare equal but hash differently.
    case equalButDifferentHashes(String, String)
    /// The same identifier appears twice.
    case notUnique(String)

    /// The validator's name, as UIKit spells it.
    public var name: String {
        switch self {
        case .notEqualToItself: "IDENTIFIER_IS_NOT_EQUAL_TO_ITSELF"
        case .hashValueChanged: "IDENTIFIER_HASH_VALUE_CHANGED"
        case .equalButDifferentHashes: "EQUAL_IDENTIFIERS_HAVE_DIFFERENT_HASH_VALUES"
        case .notUnique: "IDENTIFIERS_ARE_NOT_UNIQUE"
        }
    }

    /// The validator's name and the identifiers involved.
    public var description: String {
        switch self {
        case .notEqualToItself(let name), .hashValueChanged(let name), .notUnique(let name):
            "\(self.name): \(name)"
        case .equalButDifferentHashes(let first, let second):
            "\(self.name): \(first), \(second)"
        }
    }
}
