import Storyboard

/// The stepper's own sentences (keys, footer, right or wrong), in both languages.
enum StepperWords {
    static let keys: [(keys: String, meaning: Localized)] = [
        ("→ l Space", Localized(ko: "다음 단계", en: "next step")),
        ("← h", Localized(ko: "이전 단계", en: "previous step")),
        ("Home g / End G", Localized(ko: "처음 / 마지막 단계", en: "first / last step")),
        ("p", Localized(ko: "자동 재생 / 멈춤", en: "play / pause")),
        ("+ / -", Localized(ko: "빠르게 / 느리게", en: "faster / slower")),
        ("?", Localized(ko: "이 도움말 (질문 단계에서는 힌트)", en: "these keys (on a question: a hint)")),
        ("Enter", Localized(ko: "질문 단계에서 답 확인", en: "check your answer on a question")),
        ("r", Localized(ko: "질문에 다시 답하기", en: "answer a question again")),
        ("q Ctrl-C", Localized(ko: "끝내기 (진도는 저장됩니다)", en: "quit (progress is saved)")),
    ]
    static let keysTitle = Localized(ko: "키", en: "Keys")
    static let closeKeys = Localized(ko: "아무 키나 누르면 돌아갑니다.", en: "Press any key to go back.")
    static let footer = Localized(ko: "→ 다음  ← 이전  p 재생  ? 키  q 끝", en: "→ next  ← back  p play  ? keys  q quit")
    static let footerQuestion = Localized(
        ko: "답 입력 후 Enter  Backspace 지우기  ? 힌트  → 건너뛰기  ← 이전  q 끝",
        en: "type an answer, Enter  Backspace erase  ? hint  → skip  ← back  q quit")
    static let playing = Localized(ko: "재생 중", en: "playing")
    static let end = Localized(ko: "마지막 단계입니다.", en: "This is the last step.")
    static let hint = Localized(ko: "힌트: ", en: "Hint: ")
    static let answer = Localized(ko: "답: ", en: "Answer: ")
    static let right = Localized(ko: "맞았습니다! ", en: "Right! ")
    static let wrong = Localized(ko: "아닙니다. 정답은 %@입니다. ", en: "Not quite: the answer is %@. ")
    static let askToSkip = Localized(
        ko: "답을 입력하고 Enter를 누르세요. 건너뛰려면 →를 한 번 더 누르세요.",
        en: "Type an answer and press Enter, or press → again to skip.")
    static let overall = Localized(ko: "전체", en: "overall")
    static let retry = Localized(ko: "r 다시 답하기  → 다음", en: "r answer again  → next")
    static let step = Localized(ko: "단계", en: "step")
    static let more = Localized(ko: "… (창이 작아 일부를 줄였습니다)", en: "… (window too small; some lines hidden)")
}
