/// Who may see an item's result in a course platform (Gradescope's `visibility`).
public enum Visibility: String, Sendable, Equatable, CaseIterable {
    /// Shown to the student at once.
    case visible
    /// Shown after the (late) due date.
    case afterDueDate = "after_due_date"
    /// Never shown to the student.
    case hidden
}
