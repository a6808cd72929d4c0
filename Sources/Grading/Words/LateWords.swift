import Storyboard

/// The words about late work, in both languages, with the arithmetic shown.
enum LateWords {
    /// `Submitted 1 day 2 h 5 min late: 8.5 × 80% = 6.8 kept.` and why.
    static func charge(_ charge: LateCharge, before: Score, after: Score) -> Localized {
        let cost = "\(before) × \(charge.keptPercent)% = \(after)"
        let extended = charge.extendedTo.map { LatePolicy.shown($0) }
        guard let seconds = charge.seconds else {
            return Localized(
                ko: "LMS가 늦은 제출로 표시했지만 제출 시각이 없어 가장 적은 하루치만 감점했습니다: \(cost).",
                en: "The LMS marked this late without the time, so the least charge, one started day, applies: \(cost)."
            )
        }
        let (days, hours) = (seconds / 86_400, seconds % 86_400 / 3600)
        let minutes = max(seconds % 3600 / 60, days + hours == 0 ? 1 : 0)
        let en = [
            days > 0 ? "\(days) day\(days == 1 ? "" : "s")" : "", hours > 0 ? "\(hours) h" : "",
            minutes > 0 ? "\(minutes) min" : "",
        ].filter { !$0.isEmpty }.joined(separator: " ")
        let ko = [days > 0 ? "\(days)일" : "", hours > 0 ? "\(hours)시간" : "", minutes > 0 ? "\(minutes)분" : ""]
            .filter { !$0.isEmpty }.joined(separator: " ")
        return Localized(
            ko: (extended.map { "연장된 마감(\($0))보다 " } ?? "마감보다 ") + "\(ko) 늦게 제출 (\(charge.days)일째): \(cost).",
            en: "Submitted \(en) late" + (extended.map { " (extended due date \($0))" } ?? "")
                + ", day \(charge.days) of lateness: \(cost).")
    }
}
