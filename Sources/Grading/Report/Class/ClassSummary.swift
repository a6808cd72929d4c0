/// What a whole class did on one exercise: how the points spread per item, which table cells
/// went wrong how often and why, the most common wrong answers, and pairs of students who share
/// rare wrong cells (a signal to look at, not an accusation).
package struct ClassSummary: Sendable, Equatable {
    /// One item's spread of scores.
    package struct ItemSpread: Sendable, Equatable {
        /// The item's key.
        package var id: String
        /// Students per tenth of the item's points: [0, 10%), ..., [90%, 100%), 100%.
        package var buckets: [Int]
        /// The mean score in hundredths of a point.
        var meanHundredths: Int
        /// The points the item is worth.
        package var maxScore: Score
    }

    /// One table cell over the class.
    package struct CellStats: Sendable, Equatable {
        /// Row and column.
        package var row: Int, column: Int
        /// Students who got it wrong.
        package var wrong: Int
        /// The most common wrong value and how many wrote it.
        package var commonValue: String, commonCount: Int
        /// The most common likely cause, when one explains a wrong value.
        package var cause: MistakeCause?
    }

    /// Two students who share rare wrong cells.
    package struct SharedMistakes: Sendable, Equatable {
        /// The two students.
        package var first: String, second: String
        /// The identical wrong cells they share that few others have.
        package var cells: Int
    }

    /// Students graded, and those whose submission was read.
    package var students: Int, read: Int
    /// Per item, in the exercise's order.
    package var items: [ItemSpread]
    /// Table rows and columns the heatmap covers (0 for other kinds).
    package var rows: Int, columns: Int
    /// Per wrong cell, row-major; cells nobody got wrong are left out.
    package var cells: [CellStats]
    /// Wrong cells by their role in each student's own table, every role listed.
    package var roles: [RoleStats] = []

    /// How often cells of one role were wrong, and the commonest cause.
    package struct RoleStats: Sendable, Equatable {
        /// The role.
        package var role: CellRole
        /// Wrong cells of this role, over the class.
        package var wrong: Int
        /// The commonest likely cause among them.
        package var cause: MistakeCause?
    }
    /// The most common wrong answers (batches, exceptions, snapshots) with their counts.
    package var wrongAnswers: [(answer: String, count: Int)]
    /// The most common exceptions students' own batches raised, with their counts.
    package var exceptions: [(answer: String, count: Int)]
    /// Pairs sharing at least ``minimumShared`` rare wrong cells, most first.
    package var pairs: [SharedMistakes]

    /// A wrong cell is rare when at most this many students wrote it.
    static let rareLimit = 3
    /// Pairs are listed from this many shared rare wrong cells.
    static let minimumShared = 3

    package static func == (lhs: ClassSummary, rhs: ClassSummary) -> Bool {
        lhs.students == rhs.students && lhs.items == rhs.items && lhs.cells == rhs.cells && lhs.roles == rhs.roles
            && lhs.pairs == rhs.pairs
            && lhs.wrongAnswers.map { $0.answer } == rhs.wrongAnswers.map { $0.answer }
            && lhs.exceptions.map { $0.answer } == rhs.exceptions.map { $0.answer }
    }
}
