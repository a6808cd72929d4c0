import Foundation
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
        // The arithmetic: when, against which due date, read in which zone.
        var when = Localized(ko: "", en: "")
        func shown(_ date: Date) -> String { LatePolicy.shown(date, offset: charge.shownInZone) }
        if let submitted = charge.submittedAt, let due = charge.due {
            let zone = charge.readInZone.map { offset -> Localized in
                let text = LateWords.zone(offset)
                return Localized(
                    ko: "; Moodle의 시각에는 시간대가 없어 마감일의 시간대 \(text)로 읽음",
                    en: "; Moodle's time has no zone: read in the due date's, \(text)")
            }
            when = Localized(
                ko: " (제출 \(shown(submitted)) − 마감 \(shown(due))\(zone?.ko ?? ""))",
                en: " (submitted \(shown(submitted)) − due \(shown(due))\(zone?.en ?? ""))")
        }
        return Localized(
            ko: (extended.map { "연장된 마감(\($0))보다 " } ?? "마감보다 ") + "\(ko) 늦게 제출\(when.ko) (\(charge.days)일째): \(cost).",
            en: "Submitted \(en) late" + (extended.map { " (extended due date \($0))" } ?? "") + when.en
                + ", day \(charge.days) of lateness: \(cost).")
    }

    /// A late mark not charged because of an extension, with the due date it was measured by.
    static func extended(to extendedTo: Date, submitted: Date?, offset: Int) -> Localized {
        let date = LatePolicy.shown(extendedTo, offset: offset)
        if let submitted {
            let when = LatePolicy.shown(submitted, offset: offset)
            return Localized(
                ko: "마감 뒤인 \(when)에 제출했지만 연장된 마감(\(date)) 안이라 감점하지 않았습니다.",
                en: "Submitted \(when), after the due date but by the extended one (\(date)): nothing charged.")
        }
        return Localized(
            ko: "LMS가 늦은 제출로 표시했지만 연장된 마감(\(date))이 있어 감점하지 않았습니다. "
                + "LMS가 제출 시각을 주지 않아 연장된 마감과 비교할 수 없으니 LMS에서 확인하세요.",
            en: "The LMS marked this late, but an extension moves the due date to \(date), so nothing was charged. "
                + "The LMS gave no time to check against it: check it in the LMS.")
    }

    /// `UTC+09:00` for 32400 seconds east of UTC.
    static func zone(_ offset: Int) -> String {
        let magnitude = abs(offset)
        let hours = magnitude / 3600
        let minutes = magnitude % 3600 / 60
        return "UTC" + (offset < 0 ? "−" : "+") + (hours < 10 ? "0" : "") + "\(hours):" + (minutes < 10 ? "0" : "")
            + "\(minutes)"
    }
}
