import Mustache

/// The keys a template looked up and did not find, anywhere in its context stack.
///
/// A class because the renderer copies the scope around: every copy must report to the
/// one log the caller reads after rendering.
final class MissedKeys: @unchecked Sendable {
    var keys: [String] = []
}

/// A page's values as swift-mustache sees them, reporting names that resolve nowhere.
///
/// Mustache looks a name up from the innermost section outwards and reaches the page's
/// root scope last, so a miss at the root is a key missing everywhere.
struct Scope: MustacheParent {
    var values: [String: Any]
    var misses: MissedKeys?

    init(values: [String: Any], misses: MissedKeys? = nil) {
        self.values = values
        self.misses = misses
    }

    func child(named name: String) -> Any? {
        guard let value = values[name] else {
            misses?.keys.append(name)
            return nil
        }
        switch value {
        case let nested as [String: Any]: return Scope(values: nested)
        case let list as [[String: Any]]: return list.map { Scope(values: $0) }
        default: return value
        }
    }
}
