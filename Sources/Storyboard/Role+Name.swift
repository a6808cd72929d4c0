import DiffEngine

extension Role {
    /// What the role means, in the learner's words, for a legend under a picture: the one
    /// set of words every renderer (terminal, HTML, SVG) uses. An edit's role takes its
    /// Korean noun from the edit's name (`EditOperation/name`), so each is spelled once.
    public var name: Localized {
        switch self {
        case .current: Localized(ko: "이번 단계에서 정하는 칸", en: "decided in this step")
        case .candidateUp: Localized(ko: "위 (삭제)", en: "up (delete)")
        case .candidateLeft: Localized(ko: "왼쪽 (삽입)", en: "left (insert)")
        case .candidateDiagonal: Localized(ko: "대각선 (일치/대체)", en: "diagonal (match/substitute)")
        case .chosen: Localized(ko: "고른 후보", en: "chosen candidate")
        case .path: Localized(ko: "경로", en: "path")
        case .matched: Localized(ko: "그대로 (일치)", en: "kept (matched)")
        case .substituted: Localized(ko: EditOperation.substitute.name.ko, en: "substituted")
        case .inserted: Localized(ko: EditOperation.insert.name.ko, en: "inserted")
        case .deleted: Localized(ko: EditOperation.delete.name.ko, en: "deleted")
        case .moved: Localized(ko: "이동", en: "moved")
        case .reloaded: Localized(ko: "다시 그림 (reload)", en: "reloaded")
        case .reconfigured: Localized(ko: "셀 유지, 내용만 다시 채움 (reconfigure)", en: "reconfigured (same cell)")
        case .error: Localized(ko: "오류", en: "error")
        case .pending: Localized(ko: "아직 모름", en: "not yet computed")
        case .notComputed: Localized(ko: "띠 밖: 계산하지 않음", en: "outside the band: never computed")
        }
    }
}
