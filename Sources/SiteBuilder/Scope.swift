import Mustache

/// The keys a template looked up and did not find, anywhere in its context stack.
///
/// A class because the renderer copies the scope around: every copy must report to the
/// one log the caller reads after rendering.
final class MissedKeys: @unchecked Sendable {
    var keys: [String] = []
}

/// The values of one template: a struct whose stored properties are the template's keys
/// (`Pages/`). A key is a property name, so a page cannot misspell one, and nothing reads a
/// value back out of a dictionary.
protocol TemplateValues {}

/// A page's values as swift-mustache sees them, reporting names that resolve nowhere.
///
/// Mustache looks a name up from the innermost section outwards and reaches the page's
/// root scope last, so a miss at the root is a key missing everywhere. The root may stack
/// several values (a page's own over the parts it shares with others); the last that has
/// the name answers.
struct Scope: MustacheParent {
    var layers: [any TemplateValues]
    var misses: MissedKeys?

    init(_ layers: [any TemplateValues], misses: MissedKeys? = nil) {
        self.layers = layers
        self.misses = misses
    }

    func child(named name: String) -> Any? {
        for layer in layers.reversed() {
            if let child = Mirror(reflecting: layer).children.first(where: { $0.label == name }) {
                return Self.mustacheValue(child.value)
            }
        }
        misses?.keys.append(name)
        return nil
    }

    /// A nested struct as a scope of its own, a list of them as a list of scopes (a section
    /// repeated), anything else (text, a number, a flag) as it is.
    private static func mustacheValue(_ value: Any) -> Any {
        if let nested = value as? any TemplateValues { return Scope([nested]) }
        if let list = value as? [any TemplateValues] { return list.map { Scope([$0]) } }
        return value
    }
}
