extension ParseFailure {
    /// What the parser needed where it stopped.
    public enum Expected: Sendable, Hashable {
        /// The start of a statement (a call, `let`, a change to `items`).
        case statement
        /// `(` after the method `name`.
        case parenthesis(after: String)
        /// The name of a `let`.
        case bindingName
        /// A type after `:` in a `let`.
        case type
        /// One symbol or keyword, as written (`{`, `=`, `func`, `completion:`).
        case code(String)
        /// One of the call shapes, as written (`IndexPath(item:section:)`, `moveSection(_:toSection:)`).
        case call([String])
        /// A function's name after `func`.
        case functionName
        /// `(` and the parameters of a function.
        case parameters
        /// A function's body `{`.
        case functionBody
        /// The `updates:` closure of `performBatchUpdates`.
        case updatesClosure
        /// A compact `move` with its two numbers; `sections` for `move section FROM TO`.
        case compactMove(sections: Bool)
        /// One index (a compact number, or an argument).
        case index
        /// An integer.
        case integer
        /// Integers on both sides of a range.
        case integerBounds
        /// Integers on both sides of `+` or `-`.
        case integersAround(Character)
        /// An integer after a minus sign.
        case integerAfterMinus
        /// Section numbers (`IndexSet`, an integer or a list of them).
        case sectionNumbers
        /// One index path.
        case indexPath
        /// Index paths (one, or a list).
        case indexPaths
        /// An index path before `.item`, `.row` or `.section`.
        case indexPathBefore(member: String)
        /// A string.
        case string
        /// A list of strings.
        case strings
        /// A list (before `.count`).
        case list
        /// A list before `.map`.
        case listBeforeMap
        /// One kind of value from every element of a `.map`.
        case oneKindFromMap
        /// Elements of one kind in an array literal.
        case elementsOfOneKind
        /// A member name after `.`.
        case memberName
        /// A case name after `.`.
        case caseName
        /// A value (a number, a string, a list, an index path, a name).
        case value
    }

    /// What the parser found instead.
    public enum Found: Sendable, Hashable {
        /// Code as written: a name, a symbol, a string's text, a stray character.
        case code(String)
        /// A number.
        case number(Int)
        /// The end of the input.
        case end
        /// A value of this kind.
        case value(ValueKind)
        /// Arguments of another shape than the call takes.
        case otherArguments
        /// This many arguments.
        case arguments(Int)
        /// This many numbers (compact form).
        case numbers(Int)
        /// This many indexes (compact form).
        case indexes(Int)
        /// Values of several kinds together.
        case mixture
        /// A `section:item` path in the compact form.
        case sectionItemPath
        /// A label, as written (`updates:`).
        case label(String)
    }

    /// The kinds of values a snippet's expressions have.
    public enum ValueKind: Sendable, Hashable {
        case integer, integers, indexPath, indexPaths, string, strings, nothing
        /// `.name`.
        case enumCase(String)
        /// A name only the running app can fill in.
        case runtime(String)
    }
}
