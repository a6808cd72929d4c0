extension Role {
    /// The roles of a set in a fixed order, so output never depends on hashing.
    public static func ordered(_ roles: Roles) -> [Role] {
        allCases.filter(roles.contains)
    }

    /// The letters of a set of roles, in the fixed order (`"@*"`).
    public static func letters(_ roles: Roles) -> String {
        ordered(roles).map { $0.letter }.joined()
    }
}
