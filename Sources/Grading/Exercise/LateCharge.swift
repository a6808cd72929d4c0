import Foundation

/// What being late cost one submission, and why: by how much, against which due date, how
/// much of the score was kept.
package struct LateCharge: Sendable, Equatable {
    /// Seconds past the due date; nil when the LMS said "late" without a time (Canvas's
    /// `_LATE`), when the least possible charge, one started day, is made.
    package var seconds: Int?
    /// Started days late.
    package var days: Int
    /// The percent of the score kept.
    package var keptPercent: Int
    /// The student's own due date when an extension moved it.
    var extendedTo: Date?
    /// When it was submitted, as the LMS said (nil for Canvas's `_LATE`).
    package var submittedAt: Date? = nil
    /// The due date it was measured against.
    package var due: Date? = nil
    /// The zone (seconds east of UTC) a time without one was read in (Moodle's worksheet).
    var readInZone: Int? = nil
    /// The zone times are shown in (the due date's, seconds east of UTC).
    var shownInZone: Int = 0
}

/// When a submission was made and the student's own due date, as far as the LMS says.
package struct SubmissionTime: Sendable, Equatable {
    /// When it was submitted (Gradescope's `created_at`, an `--extensions` file's time).
    package var submittedAt: Date? = nil
    /// The LMS marked it late but gave no time (Canvas's `_LATE`).
    package var markedLate = false
    /// The student's extended due date, when one was granted.
    package var extendedDue: Date? = nil
    /// Extra days granted past the exercise's due date.
    var extraDays = 0
    /// The zone (seconds east of UTC) `submittedAt` was read in when the LMS wrote it
    /// without one (Moodle's worksheet); nil when the LMS gave the zone.
    var readInZone: Int? = nil

    /// A submission time.
    package init(submittedAt: Date? = nil, markedLate: Bool = false, extendedDue: Date? = nil) {
        self.submittedAt = submittedAt
        self.markedLate = markedLate
        self.extendedDue = extendedDue
    }
}

extension LatePolicy {
    /// The student's own due date when only an extension kept a submission from a charge:
    /// made after the exercise's due date but by the extended one, or marked late by the LMS
    /// without its time (Canvas's `_LATE`, which may predate the extension). Nil otherwise.
    package func extensionUsed(_ time: SubmissionTime) -> Date? {
        let byDays = time.extraDays > 0 ? due.addingTimeInterval(Double(time.extraDays) * 86_400) : nil
        guard let extended = [time.extendedDue, byDays].compactMap({ $0 }).max(), extended > due else { return nil }
        if let submitted = time.submittedAt { return submitted > due && submitted <= extended ? extended : nil }
        return time.markedLate ? extended : nil
    }

    /// The charge for a submission made at `time`; nil when it was on time (or nothing
    /// says when it was made). An extension only ever moves the due date later.
    package func charge(_ time: SubmissionTime) -> LateCharge? {
        let byDays = time.extraDays > 0 ? due.addingTimeInterval(Double(time.extraDays) * 86_400) : nil
        let extended = [time.extendedDue, byDays].compactMap { $0 }.max().flatMap { $0 > due ? $0 : nil }
        let dueDate = extended ?? due
        if let submitted = time.submittedAt {
            let seconds = submitted.timeIntervalSince(dueDate)
            guard seconds > 0 else { return nil }
            let days = Int((seconds / 86_400).rounded(.up))
            return LateCharge(
                seconds: Int(seconds.rounded(.up)), days: days,
                keptPercent: max(0, 100 - penaltyPercentPerDay * days), extendedTo: extended, submittedAt: submitted,
                due: dueDate, readInZone: time.readInZone, shownInZone: zoneOffset)
        }
        // Canvas says late but not when: one started day, the least it can be, unless an
        // extension was granted (then Canvas's mark may predate it: the instructor is told).
        guard time.markedLate, extended == nil else { return nil }
        return LateCharge(seconds: nil, days: 1, keptPercent: max(0, 100 - penaltyPercentPerDay), extendedTo: nil)
    }
}
