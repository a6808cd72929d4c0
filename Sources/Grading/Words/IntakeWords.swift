import Storyboard

/// The words about reading submitted files, in both languages.
enum IntakeWords {
    /// A file in another encoding than UTF-8: what it looks like and how to fix it.
    static func notText(path: String, offset: Int, encoding: AnswerBytes.Encoding) -> Localized {
        let guess: Localized =
            switch encoding {
            case .unknown: Localized(ko: "", en: "")
            case .cp949:
                Localized(
                    ko: " (CP949/EUC-KR, 한국어 Windows의 ANSI로 보입니다)",
                    en: " (it looks like CP949 / EUC-KR, Korean Windows' ANSI)")
            case .utf16: Localized(ko: " (BOM 없는 UTF-16으로 보입니다)", en: " (it looks like UTF-16 without a BOM)")
            case .latin: Localized(ko: " (Windows-1252/Latin-1로 보입니다)", en: " (it looks like Windows-1252 / Latin-1)")
            }
        return Localized(
            ko: "\(path): UTF-8이 아닙니다\(guess.ko). \(offset)번째 바이트부터 읽을 수 없습니다. "
                + "편집기에서 인코딩을 UTF-8로 골라 다시 저장해 내세요 (메모장: 다른 이름으로 저장 → 인코딩 UTF-8).",
            en: "\(path): not UTF-8\(guess.en); unreadable from byte offset \(offset). "
                + "Save it as UTF-8 and hand it in again (Notepad: Save As → Encoding: UTF-8).")
    }
}
