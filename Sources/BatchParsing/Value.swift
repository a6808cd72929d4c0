import BatchModel

/// What an expression in a snippet evaluates to; only the kinds the calls need.
enum Value: Sendable, Hashable {
    case int(Int)
    case ints([Int])
    case path(IndexPath)
    case paths([IndexPath])
    case string(String)
    case strings([String])
    case nothing
    case enumCase(String)
    /// A `let` whose value only the running app knows (`coordinator.destinationIndexPath`):
    /// harmless until a call needs it. `dependsOn` is the name the parser could not read.
    /// Indirect: its three strings would make every value, copied at each step of an
    /// expression, four times as large.
    indirect case runtime(name: String, line: Int, source: String, dependsOn: String)

    /// The value's kind, for "found ..." in a failure.
    var found: ParseFailure.Found {
        switch self {
        case .int: .value(.integer)
        case .ints: .value(.integers)
        case .path: .value(.indexPath)
        case .paths: .value(.indexPaths)
        case .string: .value(.string)
        case .strings: .value(.strings)
        case .nothing: .value(.nothing)
        case .enumCase(let name): .value(.enumCase(name))
        case .runtime(let name, _, _, _): .value(.runtime(name))
        }
    }

    /// True for a value only the running app knows.
    var isRuntime: Bool {
        if case .runtime = self { true } else { false }
    }

    /// The value as a list of elements (an array literal's items); a value only the app
    /// knows makes the whole list one.
    static func list(_ elements: [Value]) -> Value? {
        if let runtime = elements.first(where: { $0.isRuntime }) { return runtime }
        // One pass that sorts the elements by kind; any other kind, or two kinds, is no list.
        var ints: [Int] = []
        var paths: [IndexPath] = []
        var strings: [String] = []
        for element in elements {
            switch element {
            case .int(let value): ints.append(value)
            case .path(let value): paths.append(value)
            case .string(let value): strings.append(value)
            default: return nil
            }
        }
        if ints.count == elements.count { return .ints(ints) }
        if paths.count == elements.count { return .paths(paths) }
        if strings.count == elements.count { return .strings(strings) }
        return nil
    }

    /// The elements of a list value, each as a value.
    var elements: [Value]? {
        switch self {
        case .ints(let list): list.map(Value.int)
        case .paths(let list): list.map(Value.path)
        case .strings(let list): list.map(Value.string)
        default: nil
        }
    }
}
