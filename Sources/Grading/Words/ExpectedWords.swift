import Foundation
import Storyboard

/// What a value should have been, each said once: the `expected` of a refused exercise file,
/// roster, extension or LMS export (``GradingError/badValue(file:line:key:expected:)``) and of
/// a JSON answer of the wrong shape.
enum ExpectedWords {
    // An exercise file's front matter.
    static let text = Localized(ko: "글자", en: "text")
    static let numberOrRange = Localized(ko: "정수 또는 [최소, 최대]", en: "a number or [min, max]")
    static let mapping = Localized(ko: "키: 값 목록", en: "a mapping of key: value")
    static let sentence = Localized(ko: "ko 또는 en 문장", en: "a ko or en sentence")
    static let name = Localized(ko: "글자, 숫자, - _ . 로 된 이름", en: "a name of letters, digits, - _ .")
    static let dueBeside = Localized(ko: "due: 날짜와 함께", en: "a due: date beside it")
    static let weightAboveZero = Localized(ko: "0이 아닌 가중치 하나 이상", en: "at least one weight above zero")
    static let language = Localized(ko: "ko 또는 en", en: "ko or en")
    static let character = Localized(ko: "글자 하나 이상", en: "at least one character")
    static let distinctItems = Localized(ko: "count보다 많은 서로 다른 항목", en: "more distinct items than count")
    static let iosRelease = Localized(
        ko: "iOS 릴리스 (13부터 18, 26, 또는 16.4 같은 점 릴리스)",
        en: "an iOS release (13 to 18, 26, or a point release such as 16.4)")
    static let scriptEndingWithApply = Localized(ko: "apply로 끝나는 스크립트", en: "a script that ends with apply")
    static let distinctNames = Localized(
        ko: "sections × items 이상의 서로 다른 이름 (글자, 숫자, _ -; before와 after 제외)",
        en: "at least sections × items distinct names (letters, digits, _ -; not before or after)")

    /// A whole number in `range`.
    static func number(in range: ClosedRange<Int>) -> Localized {
        Localized(
            ko: "\(range.lowerBound)...\(range.upperBound) 사이의 정수",
            en: "a whole number in \(range.lowerBound)...\(range.upperBound)")
    }

    /// One of `names`, `hidden, after_due_date`.
    static func oneOf(_ names: String) -> Localized {
        Localized(ko: names + " 중 하나", en: "one of " + names)
    }

    /// Words whose table fits the engine's `limit`; these make `rows` x `columns`.
    static func wordsWithin(_ limit: Int, rows: Int, columns: Int, cells: Int) -> Localized {
        Localized(
            ko: "표가 \(limit)칸 이하인 단어 (이 단어들의 표는 \(rows) x \(columns) = \(cells)칸)",
            en: "words whose table has at most \(limit) cells (these make \(rows) x \(columns) = \(cells))")
    }

    /// A snapshot script that parses; `reason` is why this one does not.
    static func parsingScript(_ reason: Localized) -> Localized {
        Localized(ko: "읽을 수 있는 스냅샷 스크립트 (\(reason.ko))", en: "a snapshot script that parses (\(reason.en))")
    }

    // Dates and numbers in CSV and JSON files.
    static let isoDate = Localized(
        ko: "ISO 8601 날짜 (2025-04-01T23:59:00+09:00)", en: "an ISO 8601 date (2025-04-01T23:59:00+09:00)")
    static let wholeNumber = Localized(ko: "정수", en: "a whole number")
    static let moodleDate = Localized(
        ko: "Moodle의 영어 날짜 (Tuesday, 3 October 2023, 11:59 PM) 또는 ISO 8601 날짜; "
            + "Moodle의 언어를 English로 바꿔 워크시트를 다시 내려받으세요",
        en: "Moodle's English date (Tuesday, 3 October 2023, 11:59 PM) or an ISO 8601 date; "
            + "download the worksheet again with Moodle's language set to English")
    static let jsonObject = Localized(ko: "JSON 객체", en: "a JSON object")
    static let submissions = Localized(ko: "제출물별 목록", en: "a mapping of submissions")

    // A JSON answer.
    static let validJSONObject = Localized(ko: "올바른 JSON 객체", en: "a valid JSON object")
    static let cells = Localized(ko: "숫자, '2i 1d' 또는 null 칸", en: "cells that are numbers, '2i 1d' or null")

    /// The JSON key `key`.
    static func jsonKey(_ key: String) -> Localized {
        Localized(ko: "JSON 키 '\(key)'", en: "the JSON key '\(key)'")
    }

    /// A value of the right type for `key`.
    static func valueFor(_ key: String) -> Localized {
        Localized(ko: "'\(key)'에 알맞은 값", en: "a value of the right type for '\(key)'")
    }

    /// A table of `rows` x `columns`.
    static func table(rows: Int, columns: Int) -> Localized {
        Localized(ko: "\(rows) x \(columns) 표", en: "a \(rows) x \(columns) table")
    }
}
