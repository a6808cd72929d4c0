import BatchUpdates

/// The snapshot lessons (ko/en), each a list of frames with at least one predict step.
///
/// Until the `Lessons` module lands these are plain functions; each lesson lives in its own
/// `SnapshotLessons+Name.swift`.
public enum SnapshotLessons {
    /// Every snapshot lesson, in teaching order: an id, a title and its frames.
    public static var all: [(id: String, title: Localized, frames: [Frame])] {
        [
            ("snapshot-truth", Localized(ko: "진실은 어디에? 인덱스 대신 식별자", en: "Where is the truth? Identifiers, not index paths"), truth()),
            ("snapshot-mountains", Localized(ko: "산 검색: 글자마다 apply", en: "Mountain search: one apply per keystroke"), mountains()),
            ("snapshot-wifi", Localized(ko: "Wi-Fi 설정: 사라지는 섹션", en: "Wi-Fi settings: a section that goes away"), wifi()),
            ("snapshot-insertion-sort", Localized(ko: "삽입 정렬을 한 단계씩", en: "Insertion sort, one step at a time"), insertionSort()),
            ("snapshot-reconfigure", Localized(ko: "reload와 reconfigure, 해시의 함정", en: "Reload versus reconfigure, and the hash trap"), reconfigure()),
        ]
    }

    /// The frames of `script`'s `apply` lines and failures; edits are left out to keep the pace.
    static func applies(_ script: String, release: UIKitRelease = .iOS17) -> [Frame] {
        guard let parsed = try? SnapshotScript(parsing: script) else { return [] }
        return parsed.run(release: release).filter { step in
            if case .edited = step.outcome { return false }
            return true
        }.map(SnapshotFrames.frame)
    }

    /// A frame of words only.
    static func say(_ title: Localized, _ narration: Localized, prompt: Prompt? = nil) -> Frame {
        Frame(title: title, panels: [], narration: narration, prompt: prompt)
    }

    /// `frame` with its narration replaced by `narration` (the script's own words kept below).
    static func retold(_ frame: Frame, _ narration: Localized, prompt: Prompt? = nil) -> Frame {
        var frame = frame
        frame.narration = Localized(ko: narration.ko + "\n" + frame.narration.ko, en: narration.en + "\n" + frame.narration.en)
        frame.prompt = prompt
        return frame
    }
}
